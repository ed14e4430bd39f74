import type { ImportacaoDetalhe, LinhaImportacao } from '@backoffice/domain/importacao';
import { useState } from 'react';
import { vi } from 'vitest';
import { normalizarParametros, type ParametrosAba } from '../../lib/tab-url';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { AdminImportacaoPage } from './admin-importacao-page';

/** What the screen's tests share: an import, a fake server, a fake upload and the tab around the page. */

export const DETALHE: ImportacaoDetalhe = {
  cd_importacao: 12,
  id_tipo: 'candidatos',
  nm_arquivo: 'candidatos.csv',
  ds_hash: 'abc',
  nr_bytes: 2048,
  id_formato: 'csv',
  nm_usuario: 'Rosa Admin',
  criado_em: '2026-03-10T15:30:00.000Z',
  id_situacao: 'carregada',
  id_existentes: 'A',
  nr_linhas: 0,
  nr_validas: 0,
  nr_avisos: 0,
  nr_erros: 0,
  nr_inseridas: 0,
  nr_atualizadas: 0,
  nr_ignoradas: 0,
  nr_processadas: 0,
  dt_inicio: null,
  dt_fim: null,
  ds_erro: null,
  nr_linhas_segundo: null,
  nr_segundos_restantes: null,
  cabecalho: ['Nome', 'CPF', 'E-mail', 'Observação'],
  amostra: [
    ['Ana Souza', '390.533.447-05', 'ana@exemplo.com.br', 'indicação'],
    ['Bruno Lima', '111.444.777-35', '', ''],
  ],
  mapeamento: { Nome: 'nm_pessoa', CPF: 'nr_documento_cpf', 'E-mail': 'ds_email', Observação: null },
};

export function detalhe(mudar: Partial<ImportacaoDetalhe> = {}): ImportacaoDetalhe {
  return { ...DETALHE, ...mudar };
}

export const LINHA_ERRO: LinhaImportacao = {
  nr_linha: 7,
  id_status: 'E',
  ds_chave: '123.456.789-00',
  ds_mensagens: 'CPF inválido.',
  id_resultado: null,
};

export const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

export interface Pedido {
  metodo: string;
  caminho: string;
  query: URLSearchParams;
  corpo: unknown;
}

/**
 * A fake server: `rotas['GET /api/importacoes/12']` answers that call (a value as JSON, a Response
 * as it is); every call is kept in `pedidos`.
 */
export function servidor(rotas: Record<string, (p: Pedido) => unknown>) {
  const pedidos: Pedido[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const u = new URL(String(url), 'http://localhost');
    const metodo = init?.method ?? 'GET';
    const corpo = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const pedido = { metodo, caminho: u.pathname, query: u.searchParams, corpo };
    pedidos.push(pedido);
    const rota = rotas[`${metodo} ${u.pathname}`];
    if (!rota) return json({ error: `sem rota ${metodo} ${u.pathname}` }, 404);
    const r = rota(pedido);
    return r instanceof Response ? r : json(r);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { pedidos, fetchMock };
}

/** An XMLHttpRequest the test drives: progress, then an answer. */
export class XhrFalso {
  static ultimo: XhrFalso | null = null;
  metodo = '';
  url = '';
  headers: Record<string, string> = {};
  corpo: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(metodo: string, url: string) {
    this.metodo = metodo;
    this.url = url;
  }
  setRequestHeader(nome: string, valor: string) {
    this.headers[nome] = valor;
  }
  send(corpo: unknown) {
    this.corpo = corpo;
    XhrFalso.ultimo = this;
  }
  abort() {
    this.onabort?.();
  }
  progredir(enviados: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: enviados, total });
  }
  responder(status: number, corpo: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(corpo);
    this.onload?.();
  }
}

/** The tab's parameters as the page last set them. */
export const aba: { params: ParametrosAba } = { params: {} };

/** The page inside a tab whose `abrir` changes its parameters, as the workspace does. */
export function PaginaNaAba({ inicial = {} }: { inicial?: ParametrosAba }) {
  const [params, setParams] = useState<ParametrosAba>(inicial);
  aba.params = params;
  const api: TabsApi = {
    abertas: [],
    ativa: null,
    abrir: (_chave, p) => setParams(normalizarParametros(p)),
    focar: () => true,
    fechar: () => {},
    fecharPorChave: () => {},
    fecharTodas: () => {},
    definirTitulo: () => {},
    estaAberta: () => false,
    url: () => '',
  };
  return (
    <TabsContext.Provider value={api}>
      <AdminImportacaoPage params={params} />
    </TabsContext.Provider>
  );
}
