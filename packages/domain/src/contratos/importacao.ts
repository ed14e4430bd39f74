import { z } from 'zod';
import { contrato } from '../contrato';
import { respostaArquivo } from '../gerencial';
import {
  envioArquivoQuery,
  importacaoDetalhe,
  importacaoParams,
  importacaoResumo,
  importacoesResposta,
  linhasImportacaoQuery,
  linhasImportacaoResposta,
  mapeamentoParams,
  mapeamentosQuery,
  mapeamentosResposta,
  simulacaoBody,
} from '../importacao';

// Every step of an import is read again by the list and the import's own page.
const IMPORTACOES = ['/importacoes'];

/** Administração › Importação (docs/importacao.md). */
export const CONTRATOS_IMPORTACAO = {
  listar: contrato({ metodo: 'GET', caminho: '/importacoes', resposta: importacoesResposta }),
  /** The file is the body (application/octet-stream), streamed to the upload folder. */
  enviar: contrato({
    metodo: 'POST',
    caminho: '/importacoes',
    query: envioArquivoQuery,
    resposta: importacaoDetalhe,
    invalida: IMPORTACOES,
  }),
  ler: contrato({
    metodo: 'GET',
    caminho: '/importacoes/:cd_importacao',
    params: importacaoParams,
    resposta: importacaoDetalhe,
  }),
  /** The dry run: every row checked, nothing written but the report. */
  simular: contrato({
    metodo: 'POST',
    caminho: '/importacoes/:cd_importacao/simulacao',
    params: importacaoParams,
    corpo: simulacaoBody,
    resposta: importacaoResumo,
    invalida: IMPORTACOES,
  }),
  importar: contrato({
    metodo: 'POST',
    caminho: '/importacoes/:cd_importacao/execucao',
    params: importacaoParams,
    resposta: importacaoResumo,
    invalida: IMPORTACOES,
  }),
  cancelar: contrato({
    metodo: 'POST',
    caminho: '/importacoes/:cd_importacao/cancelamento',
    params: importacaoParams,
    resposta: importacaoResumo,
    invalida: IMPORTACOES,
  }),
  linhas: contrato({
    metodo: 'GET',
    caminho: '/importacoes/:cd_importacao/linhas',
    params: importacaoParams,
    query: linhasImportacaoQuery,
    resposta: linhasImportacaoResposta,
  }),
  /** The report of every row as CSV, cells that look like formulas neutralised. */
  relatorio: contrato({
    metodo: 'GET',
    caminho: '/importacoes/:cd_importacao/relatorio',
    params: importacaoParams,
    resposta: respostaArquivo,
  }),
  mapeamentos: contrato({
    metodo: 'GET',
    caminho: '/importacoes/mapeamentos',
    query: mapeamentosQuery,
    resposta: mapeamentosResposta,
  }),
  excluirMapeamento: contrato({
    metodo: 'DELETE',
    caminho: '/importacoes/mapeamentos/:cd_mapeamento',
    params: mapeamentoParams,
    resposta: z.object({ ok: z.literal(true) }),
    invalida: IMPORTACOES,
  }),
};
