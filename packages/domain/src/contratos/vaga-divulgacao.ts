import { z } from 'zod';
import { contrato } from '../contrato';
import {
  divulgacaoRedeSocialLinha,
  divulgarParams,
  divulgaWebBody,
  divulgaWebResposta,
  integracaoBody,
  jobPostingSchema,
} from '../divulgacao';
import { nrRequisicaoParams, nrVagaParams, respostaSalvar } from '../vaga-edicao';

/** Web and social publishing of the vacancy (spec 000 §2.3, §2.4, §4.3, §7.3, §7.4). */
export const CONTRATOS_VAGA_DIVULGACAO = {
  divulgaWeb: contrato({
    metodo: 'GET',
    caminho: '/vaga/requisicao-vaga-liberada-internet/:nrVaga',
    params: nrVagaParams,
    resposta: divulgaWebResposta,
  }),
  salvarDivulgaWeb: contrato({
    metodo: 'POST',
    caminho: '/vaga/divulga-vaga-web',
    corpo: divulgaWebBody,
    resposta: respostaSalvar,
    invalida: ['/vaga/'],
  }),
  divulgacoesRedesSociais: contrato({
    metodo: 'GET',
    caminho: '/vaga/divulgacoes-redes-sociais/:nrRequisicao',
    params: nrRequisicaoParams,
    resposta: z.array(divulgacaoRedeSocialLinha),
  }),
  divulgarRedeSocial: contrato({
    metodo: 'POST',
    caminho: '/vaga/:nrVaga/divulgar-requisicao-redes-sociais/:nrRequisicao',
    params: divulgarParams,
    corpo: integracaoBody,
    resposta: respostaSalvar,
    invalida: ['/vaga/'],
  }),
  removerRedeSocial: contrato({
    metodo: 'POST',
    caminho: '/vaga/remover-divulgacao-rede-social/:nrRequisicao',
    params: nrRequisicaoParams,
    corpo: integracaoBody,
    resposta: respostaSalvar,
    invalida: ['/vaga/'],
  }),
} as const;

/** The public job feed job boards and search engines read, without a session (not called by the web). */
export const CONTRATOS_DIVULGACAO_PUBLICA = {
  /** Answered as application/xml. */
  feedXml: contrato({
    metodo: 'GET',
    caminho: '/divulgacao/vagas.xml',
    resposta: z.string().describe('XML <source><job>...</job></source>'),
  }),
  /** Answered as application/ld+json, with <, > and & escaped for embedding in a page. */
  vagaPublicada: contrato({
    metodo: 'GET',
    caminho: '/divulgacao/vagas/:nrVaga',
    params: nrVagaParams,
    resposta: jobPostingSchema,
  }),
} as const;
