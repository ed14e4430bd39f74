import {
  aberturaRequisicaoBody,
  cancelamentoRequisicaoBody,
  clienteAberturaParams,
  clienteAberturaResposta,
  edicaoRequisicaoBody,
  nrRequisicaoParams,
  requisicaoResposta,
  requisicaoSalvaResposta,
} from '../abertura-requisicao';
import { contrato } from '../contrato';

// a requisition's vacancies are in every vacancy list, the recruitment lists and the dashboard
const LISTAS = ['/requisicoes/', '/vaga/', '/recrutamento/', '/analista/'];

/** Abertura de requisição and the requisition page (codes 58, 59, 60; docs/requisicoes.md). */
export const CONTRATOS_REQUISICOES = {
  abrir: contrato({
    metodo: 'POST',
    caminho: '/requisicoes',
    corpo: aberturaRequisicaoBody,
    resposta: requisicaoSalvaResposta,
    invalida: LISTAS,
  }),
  requisicao: contrato({
    metodo: 'GET',
    caminho: '/requisicoes/:nr',
    params: nrRequisicaoParams,
    resposta: requisicaoResposta,
  }),
  alterar: contrato({
    metodo: 'PUT',
    caminho: '/requisicoes/:nr',
    params: nrRequisicaoParams,
    corpo: edicaoRequisicaoBody,
    resposta: requisicaoSalvaResposta,
    invalida: LISTAS,
  }),
  cancelar: contrato({
    metodo: 'POST',
    caminho: '/requisicoes/:nr/cancelamento',
    params: nrRequisicaoParams,
    corpo: cancelamentoRequisicaoBody,
    resposta: requisicaoSalvaResposta,
    invalida: LISTAS,
  }),
  /** What the opening form needs of the chosen client (its unit, confidentiality default, contacts). */
  cliente: contrato({
    metodo: 'GET',
    caminho: '/requisicoes/cliente/:cdPessoa',
    params: clienteAberturaParams,
    resposta: clienteAberturaResposta,
  }),
} as const;
