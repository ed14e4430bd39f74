import {
  contratacaoBody,
  contratacaoLinha,
  contratacoesExportacaoQuery,
  contratacoesQuery,
  contratacoesResposta,
  cotasClienteResposta,
  cotasUnidadeQuery,
  cotasUnidadeResposta,
  encerrarBody,
  idContratacaoParams,
  lgpdAcessosQuery,
  lgpdAcessosResposta,
  prorrogarBody,
} from '../contratacao';
import { contrato } from '../contrato';
import { respostaArquivo } from '../gerencial';
import { clienteParecerParams } from '../parecer-cliente';
import { mensagemResposta } from '../pesquisa-candidatos';

/** Placements, the clients' legal quotas and the read log of sensitive data. */
export const CONTRATOS_CONTRATACOES = {
  listar: contrato({
    metodo: 'GET',
    caminho: '/contratacoes',
    query: contratacoesQuery,
    resposta: contratacoesResposta,
  }),
  exportar: contrato({
    metodo: 'GET',
    caminho: '/contratacoes/exportar',
    query: contratacoesExportacaoQuery,
    resposta: respostaArquivo,
  }),
  ler: contrato({
    metodo: 'GET',
    caminho: '/contratacoes/:id',
    params: idContratacaoParams,
    resposta: contratacaoLinha,
  }),
  alterar: contrato({
    metodo: 'PUT',
    caminho: '/contratacoes/:id',
    params: idContratacaoParams,
    corpo: contratacaoBody,
    resposta: mensagemResposta,
    invalida: ['/contratacoes', '/clientes/', '/cotas'],
  }),
  prorrogar: contrato({
    metodo: 'POST',
    caminho: '/contratacoes/:id/prorrogar',
    params: idContratacaoParams,
    corpo: prorrogarBody,
    resposta: mensagemResposta,
    invalida: ['/contratacoes'],
  }),
  encerrar: contrato({
    metodo: 'POST',
    caminho: '/contratacoes/:id/encerrar',
    params: idContratacaoParams,
    corpo: encerrarBody,
    resposta: mensagemResposta,
    invalida: ['/contratacoes', '/clientes/', '/cotas'],
  }),
  cotasCliente: contrato({
    metodo: 'GET',
    caminho: '/clientes/:cd_pessoa/cotas',
    params: clienteParecerParams,
    resposta: cotasClienteResposta,
  }),
  cotasUnidade: contrato({
    metodo: 'GET',
    caminho: '/cotas',
    query: cotasUnidadeQuery,
    resposta: cotasUnidadeResposta,
  }),
} as const;

/** The read log of sensitive data (Administração). */
export const CONTRATOS_LGPD_ACESSOS = {
  lgpdAcessos: contrato({
    metodo: 'GET',
    caminho: '/lgpd/acessos',
    query: lgpdAcessosQuery,
    resposta: lgpdAcessosResposta,
  }),
} as const;
