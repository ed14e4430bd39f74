import type { JobBoardAdapter, PedidoJobBoard, RespostaJobBoard } from './job-board';

export interface OpcoesJobBoardHttp {
  /** Base URL of the job-board gateway (JOB_BOARD_URL). */
  url: string;
  /** Bearer token (JOB_BOARD_TOKEN). */
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

// Seconds to wait when a 202 or 429 carries no Retry-After.
const ESPERA_PADRAO_S = 60;

function esperaDe(res: Response): Date {
  const v = res.headers.get('retry-after');
  const s = v && /^\d+$/.test(v) ? Number(v) : ESPERA_PADRAO_S;
  return new Date(Date.now() + s * 1000);
}

async function corpo(res: Response): Promise<unknown> {
  const texto = await res.text();
  if (!texto) return null;
  try {
    return JSON.parse(texto);
  } catch {
    return texto.slice(0, 500);
  }
}

/**
 * A job-board gateway over HTTP + JSON:
 * - publish: POST {url}/publicacoes with { integracao: { codigo, nome }, requisicao, vaga: JobPosting }
 *   and Idempotency-Key (the queue row). 200/201 { id } = published; 202 = accepted, still pending
 *   (asked again after Retry-After, same key).
 * - remove: DELETE {url}/publicacoes/{id}; 200/202/204, and 404 (already gone), complete it.
 * - 408, 429 and 5xx or a network failure are retried; any other 4xx is a final refusal.
 */
export class JobBoardHttp implements JobBoardAdapter {
  readonly nome = 'http' as const;
  private readonly base: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly opcoes: OpcoesJobBoardHttp) {
    this.base = opcoes.url.replace(/\/+$/, '');
    this.fetch = opcoes.fetch ?? fetch;
  }

  private cabecalhos(pedido: PedidoJobBoard): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': `divulgacao-${pedido.id_fila}`,
      ...(this.opcoes.token ? { authorization: `Bearer ${this.opcoes.token}` } : {}),
    };
  }

  async enviar(pedido: PedidoJobBoard): Promise<RespostaJobBoard> {
    let res: Response;
    try {
      const sinal = AbortSignal.timeout(this.opcoes.timeoutMs ?? 10_000);
      res =
        pedido.acao === 'publicar'
          ? await this.fetch(`${this.base}/publicacoes`, {
              method: 'POST',
              headers: this.cabecalhos(pedido),
              body: JSON.stringify({
                integracao: { codigo: pedido.cd_integracao, nome: pedido.nm_integracao },
                requisicao: pedido.nr_requisicao,
                vaga: pedido.vaga,
              }),
              signal: sinal,
            })
          : await this.fetch(`${this.base}/publicacoes/${encodeURIComponent(pedido.id_externo ?? '')}`, {
              method: 'DELETE',
              headers: this.cabecalhos(pedido),
              signal: sinal,
            });
    } catch (e) {
      return {
        tipo: 'erro',
        mensagem: `Falha de comunicação com o site de vagas: ${(e as Error).message}`,
        definitivo: false,
      };
    }
    const resposta = await corpo(res);
    if (res.status === 202) return { tipo: 'pendente', tentar_em: esperaDe(res), resposta };
    if (res.ok || (pedido.acao === 'remover' && res.status === 404)) {
      const id = (resposta as { id?: unknown } | null)?.id;
      return {
        tipo: 'concluido',
        id_externo:
          pedido.acao === 'publicar'
            ? id === undefined || id === null
              ? null
              : String(id)
            : pedido.id_externo,
        resposta,
      };
    }
    const temporario = res.status === 408 || res.status === 429 || res.status >= 500;
    const detalhe =
      typeof resposta === 'object' && resposta && 'error' in resposta
        ? String((resposta as { error: unknown }).error)
        : '';
    return {
      tipo: 'erro',
      mensagem: `O site de vagas recusou a solicitação (HTTP ${res.status})${detalhe ? `: ${detalhe}` : ''}`,
      definitivo: !temporario,
      resposta,
    };
  }
}
