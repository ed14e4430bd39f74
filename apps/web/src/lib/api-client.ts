import { CABECALHO_CSRF } from '@backoffice/domain/auth';
import { CABECALHO_TELA, telaDoCabecalho } from '@backoffice/domain/contratacao';
import {
  type ContratoQualquer,
  caminhoPreenchido,
  type PedidoDe,
  type RespostaDe,
} from '@backoffice/domain/contrato';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { notify } from './notify';
import { encerrarSessaoLocal } from './sessao';

/** Shown when the server gives no message and the caller named no fallback. */
export const MENSAGEM_FALHA_PADRAO = MENSAGENS.erroInterno;
export const MENSAGEM_SEM_CONEXAO = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

/** A failed call: HTTP status (0 when the server was not reached), the answer and the text to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly corpo: unknown,
    readonly mensagem: string,
    /** The toast was already shown (so query/mutation handlers must not show it again). */
    readonly notificado: boolean,
    /** How long the server asked to wait before asking again (Retry-After of a 503 or 429), in ms. */
    readonly esperaMs?: number,
  ) {
    super(mensagem);
    this.name = 'ApiError';
  }
}

/** The text of a failed answer: its `error` (a list joined with spaces) or the fallback (spec 002 §8). */
export function mensagemDoErro(corpo: unknown, fallback: string = MENSAGEM_FALHA_PADRAO): string {
  if (corpo && typeof corpo === 'object' && 'error' in corpo) {
    const erro = (corpo as { error: unknown }).error;
    if (Array.isArray(erro)) {
      const texto = erro
        .filter((e) => typeof e === 'string' && e.trim())
        .join(' ')
        .trim();
      if (texto) return texto;
    } else if (typeof erro === 'string' && erro.trim()) {
      return erro;
    }
  }
  return fallback;
}

type Valor = string | number | boolean | null | undefined;

export interface OpcoesRequisicao {
  metodo?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object goes as JSON; FormData and URLSearchParams go as they are. */
  corpo?: unknown;
  /** Query string; undefined and null values are left out, arrays repeat the key. */
  query?: Record<string, Valor | Valor[]>;
  /** Text shown when the answer has no `error`. */
  fallback?: string;
  /** Show the error toast here (default). Queries turn it off: their cache shows it once, after retries. */
  notificar?: boolean;
  /** On 401 forget the session and go to /login (default). The session check handles 401 itself. */
  tratar401?: boolean;
  resposta?: 'json' | 'texto' | 'blob';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** '/session', 'session' and '/api/session' all mean /api/session. */
export function urlDaApi(caminho: string, query?: OpcoesRequisicao['query']): string {
  let url =
    caminho.startsWith('/api/') || caminho === '/api' ? caminho : `/api/${caminho.replace(/^\/+/, '')}`;
  if (query) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      for (const item of Array.isArray(v) ? v : [v]) {
        if (item !== undefined && item !== null) qs.append(k, String(item));
      }
    }
    const s = qs.toString();
    if (s) url += (url.includes('?') ? '&' : '?') + s;
  }
  return url;
}

async function lerCorpo(res: Response, tipo: OpcoesRequisicao['resposta']): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  if (tipo === 'blob') return res.blob();
  const texto = await res.text();
  if (tipo === 'texto') return texto;
  if (!texto) return undefined;
  const ct = res.headers.get('content-type') ?? '';
  if (ct.includes('json')) {
    try {
      return JSON.parse(texto);
    } catch {
      return texto;
    }
  }
  return texto;
}

let telaAtual: string | null = null;

/**
 * The key of the tab on screen, sent as the x-tela header (the read log of sensitive data names the
 * screen a read came from): printable ASCII, at most 120 characters; null sends none.
 */
export function definirTelaAtual(chave: string | null): void {
  telaAtual = chave === null ? null : telaDoCabecalho(chave.replace(/[^ -~]/g, ''));
}

/** The one way the web talks to the API: same-origin cookie, JSON, the CSRF header, pt-BR errors. */
export async function requisitar<T>(caminho: string, opcoes: OpcoesRequisicao = {}): Promise<T> {
  const { metodo = 'GET', corpo, fallback, notificar = true, tratar401 = true, resposta = 'json' } = opcoes;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CABECALHO_CSRF.nome]: CABECALHO_CSRF.valor,
    ...(telaAtual ? { [CABECALHO_TELA]: telaAtual } : {}),
    ...opcoes.headers,
  };
  let body: BodyInit | undefined;
  if (corpo !== undefined) {
    if (corpo instanceof FormData || corpo instanceof URLSearchParams || corpo instanceof Blob) {
      body = corpo;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(corpo);
    }
  }

  let res: Response;
  try {
    res = await fetch(urlDaApi(caminho, opcoes.query), {
      method: metodo,
      headers,
      body,
      credentials: 'same-origin',
      signal: opcoes.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    const mensagem = fallback ?? MENSAGEM_SEM_CONEXAO;
    if (notificar) notify.erro(mensagem);
    throw new ApiError(0, undefined, mensagem, notificar);
  }

  const dados = await lerCorpo(res, res.ok ? resposta : 'json').catch(() => undefined);
  if (res.ok) return dados as T;

  const mensagem = mensagemDoErro(dados, fallback);
  if (res.status === 401 && tratar401) {
    encerrarSessaoLocal();
    throw new ApiError(401, dados, mensagem, true);
  }
  if (notificar) notify.erro(mensagem);
  throw new ApiError(res.status, dados, mensagem, notificar, esperaPedida(res.headers.get('retry-after')));
}

/** Retry-After in seconds (the api sends seconds), as ms; at most a minute. */
function esperaPedida(valor: string | null): number | undefined {
  const segundos = Number(valor);
  return valor && Number.isFinite(segundos) && segundos > 0 ? Math.min(segundos, 60) * 1000 : undefined;
}

type SemMetodo = Omit<OpcoesRequisicao, 'metodo' | 'corpo'>;

/** Shorthands: api.get('vaga/dados-vaga/1', { fallback: '...' }), api.post('x', corpo). */
export const api = {
  get: <T>(caminho: string, opcoes?: SemMetodo) => requisitar<T>(caminho, { ...opcoes, metodo: 'GET' }),
  post: <T>(caminho: string, corpo?: unknown, opcoes?: SemMetodo) =>
    requisitar<T>(caminho, { ...opcoes, metodo: 'POST', corpo }),
  put: <T>(caminho: string, corpo?: unknown, opcoes?: SemMetodo) =>
    requisitar<T>(caminho, { ...opcoes, metodo: 'PUT', corpo }),
  patch: <T>(caminho: string, corpo?: unknown, opcoes?: SemMetodo) =>
    requisitar<T>(caminho, { ...opcoes, metodo: 'PATCH', corpo }),
  delete: <T>(caminho: string, opcoes?: SemMetodo & { corpo?: unknown }) =>
    requisitar<T>(caminho, { ...opcoes, metodo: 'DELETE' }),
};

type OpcoesContrato = Omit<OpcoesRequisicao, 'metodo' | 'corpo' | 'query'>;

/** The URL of a call (for links, frames and downloads): its path filled and its query. */
export function urlDe<K extends ContratoQualquer>(c: K, pedido: PedidoDe<K>): string {
  const { params, query } = pedido as { params?: Record<string, unknown>; query?: OpcoesRequisicao['query'] };
  return urlDaApi(caminhoPreenchido(c.caminho, params), query);
}

/**
 * Calls the API through its contract: the path, parameters, body and answer are typed from the
 * schemas the server validates with. chamar(CONTRATOS.x, { params: { nrVaga } }, { fallback }).
 */
export function chamar<K extends ContratoQualquer>(
  c: K,
  pedido: PedidoDe<K>,
  opcoes: OpcoesContrato = {},
): Promise<RespostaDe<K>> {
  const { corpo } = pedido as { corpo?: unknown };
  return requisitar<RespostaDe<K>>(urlDe(c, pedido), { ...opcoes, metodo: c.metodo, corpo });
}

/**
 * A queryFn for TanStack Query through a contract: no toast per attempt (the query cache shows one
 * after the retries). useQuery({ queryKey, queryFn: consultaDe(CONTRATOS.x, { params }, 'Não foi...') })
 */
export function consultaDe<K extends ContratoQualquer>(
  c: K,
  pedido: PedidoDe<K>,
  fallback?: string,
  opcoes: OpcoesContrato = {},
) {
  return ({ signal }: { signal?: AbortSignal }) =>
    chamar(c, pedido, { ...opcoes, fallback, notificar: false, signal });
}
