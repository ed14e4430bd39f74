import { CABECALHO_CSRF } from '@backoffice/domain/auth';
import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import {
  type ImportacaoDetalhe,
  type ImportacaoResumo,
  LIMITES_IMPORTACAO,
  MENSAGENS_IMPORTACAO as M,
  SITUACOES_EM_ANDAMENTO,
  type StatusLinha,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, MENSAGEM_SEM_CONEXAO, mensagemDoErro, requisitar, urlDe } from '../../lib/api-client';
import { chaveDe, consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';
import { encerrarSessaoLocal } from '../../lib/sessao';

export const ERRO_LISTA = 'Não foi possível carregar as importações.';
export const ERRO_IMPORTACAO = 'Não foi possível carregar a importação.';
export const ERRO_LINHAS = 'Não foi possível carregar as linhas do relatório.';
export const ERRO_MAPEAMENTOS = 'Não foi possível carregar os mapeamentos salvos.';
export const ERRO_RELATORIO = 'Não foi possível baixar o relatório.';
export const ERRO_ENVIO = 'Não foi possível enviar o arquivo.';

/** How often a running step is read again. */
export const INTERVALO_ACOMPANHAMENTO_MS = 1000;

export function emAndamento(i: Pick<ImportacaoResumo, 'id_situacao'> | undefined): boolean {
  return Boolean(i && SITUACOES_EM_ANDAMENTO.includes(i.id_situacao));
}

/** The history of imports, newest first. */
export function useImportacoes() {
  return useQuery({
    ...consulta(C.listar, {}, ERRO_LISTA),
    placeholderData: (anterior) => anterior,
    // a running import's counts move in the list too, less often than on its own page
    refetchInterval: (q) =>
      q.state.data?.importacoes.some(emAndamento) ? 5 * INTERVALO_ACOMPANHAMENTO_MS : false,
  });
}

/** One import, read again every second while a job is working on it. */
export function useImportacao(cd: number) {
  return useQuery({
    ...consulta(C.ler, { params: { cd_importacao: cd } }, ERRO_IMPORTACAO),
    refetchInterval: (q) => (emAndamento(q.state.data) ? INTERVALO_ACOMPANHAMENTO_MS : false),
    // a hidden tab keeps following the job: its step is what the user comes back to
    refetchIntervalInBackground: true,
  });
}

/** What a step answered (a summary) laid over the import's detail, so the screen moves at once. */
export function atualizarDetalhe(qc: QueryClient, resumo: ImportacaoResumo): void {
  qc.setQueryData<ImportacaoDetalhe>(
    chaveDe(C.ler, { params: { cd_importacao: resumo.cd_importacao } }),
    (d) => (d ? { ...d, ...resumo } : d),
  );
}

/**
 * A page of the report. `versao` names the state of the import the rows belong to (its situation
 * and counts), so a new dry run or an import's results are read again and not taken from the cache.
 */
export function useLinhasImportacao(
  cd: number,
  status: StatusLinha | undefined,
  pagina: number,
  versao: string,
) {
  const pedido = { params: { cd_importacao: cd }, query: { ...(status ? { status } : {}), pagina } };
  const base = consulta(C.linhas, pedido, ERRO_LINHAS);
  return useQuery({
    ...base,
    queryKey: [...base.queryKey, versao],
    placeholderData: (anterior) => anterior,
  });
}

export function useMapeamentosSalvos(tipo: TipoImportacao) {
  return useQuery(consulta(C.mapeamentos, { query: { tipo } }, ERRO_MAPEAMENTOS));
}

/** Downloads the report of every row as CSV. */
export async function baixarRelatorio(cd: number, nmArquivo: string): Promise<void> {
  const blob = await requisitar<Blob>(urlDe(C.relatorio, { params: { cd_importacao: cd } }), {
    resposta: 'blob',
    fallback: ERRO_RELATORIO,
  });
  salvarArquivo(blob, nomeRelatorio(nmArquivo));
}

/** 'candidatos.xlsx' → 'candidatos-relatorio.csv'. */
export function nomeRelatorio(nmArquivo: string): string {
  const base = nmArquivo.replace(/\.[^.]*$/, '') || 'importacao';
  return `${base}-relatorio.csv`;
}

/** The refusal of a file the screen can tell before sending it, or null. */
export function recusaDoArquivo(arquivo: Pick<File, 'size'>): string | null {
  if (arquivo.size === 0) return M.arquivoVazio;
  if (arquivo.size > LIMITES_IMPORTACAO.bytesUpload) return M.arquivoGrande;
  return null;
}

/** The file's name as the server takes it: at most its limit, the extension kept. */
export function nomeDeEnvio(nome: string): string {
  const limpo = nome.trim() || 'arquivo';
  const max = LIMITES_IMPORTACAO.nomeArquivo;
  if (limpo.length <= max) return limpo;
  const ext = /\.[^.]{1,10}$/.exec(limpo)?.[0] ?? '';
  return limpo.slice(0, max - ext.length) + ext;
}

export interface EnvioArquivo {
  /** The import's detail once the server has the file. */
  resultado: Promise<ImportacaoDetalhe>;
  /** Stops the upload (the promise rejects with an AbortError). */
  cancelar(): void;
}

/**
 * Sends the file as the request's body. An XMLHttpRequest, not fetch, because fetch reports no
 * upload progress; `aoProgredir` gets the fraction sent (0 to 1).
 */
export function enviarArquivo(
  tipo: TipoImportacao,
  arquivo: File,
  aoProgredir: (fracao: number) => void,
): EnvioArquivo {
  const xhr = new XMLHttpRequest();
  const resultado = new Promise<ImportacaoDetalhe>((resolve, reject) => {
    xhr.open('POST', urlDe(C.enviar, { query: { tipo, nome: nomeDeEnvio(arquivo.name) } }));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader(CABECALHO_CSRF.nome, CABECALHO_CSRF.valor);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) aoProgredir(e.loaded / e.total);
    };
    xhr.onload = () => {
      let corpo: unknown;
      try {
        corpo = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        corpo = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && corpo) {
        resolve(corpo as ImportacaoDetalhe);
        return;
      }
      if (xhr.status === 401) encerrarSessaoLocal();
      const fallback = xhr.status === 413 ? M.arquivoGrande : ERRO_ENVIO;
      reject(new ApiError(xhr.status, corpo, mensagemDoErro(corpo, fallback), false));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, MENSAGEM_SEM_CONEXAO, false));
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));
    xhr.send(arquivo);
  });
  return { resultado, cancelar: () => xhr.abort() };
}
