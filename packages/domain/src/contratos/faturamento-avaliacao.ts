import { contrato } from '../contrato';
import {
  faturamentoAvaliacaoBody,
  faturamentoAvaliacaoExportacaoQuery,
  faturamentoAvaliacaoQuery,
  faturamentoAvaliacaoResposta,
  faturamentoAvaliacaoSalvarResposta,
  faturamentoRequisicaoParams,
  faturamentoRequisicaoResposta,
} from '../faturamento-avaliacao';
import { respostaArquivo } from '../gerencial';

/** Faturamento Avaliação: Pesquisar (list, export) and Criar (a requisition's vacancies, save). */
export const CONTRATOS_FATURAMENTO_AVALIACAO = {
  avaliacoes: contrato({
    metodo: 'GET',
    caminho: '/faturamento/avaliacoes',
    query: faturamentoAvaliacaoQuery,
    resposta: faturamentoAvaliacaoResposta,
  }),
  /** The same list as CSV or XLSX, every matching row, streamed. */
  exportarAvaliacoes: contrato({
    metodo: 'GET',
    caminho: '/faturamento/avaliacoes/exportar',
    query: faturamentoAvaliacaoExportacaoQuery,
    resposta: respostaArquivo,
  }),
  requisicao: contrato({
    metodo: 'GET',
    caminho: '/faturamento/avaliacoes/requisicao/:nrRequisicao',
    params: faturamentoRequisicaoParams,
    resposta: faturamentoRequisicaoResposta,
  }),
  salvar: contrato({
    metodo: 'POST',
    caminho: '/faturamento/avaliacoes',
    corpo: faturamentoAvaliacaoBody,
    resposta: faturamentoAvaliacaoSalvarResposta,
    // the list and the requisition read here, and every read of the vacancies (the edit tab, lists)
    invalida: ['/faturamento/avaliacoes', '/vaga/'],
  }),
} as const;
