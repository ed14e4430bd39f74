import { z } from 'zod';
import { buscaCandidatoLinha, contagemBuscaResposta, filtrosBuscaParams } from '../candidato-busca';
import {
  cdPessoaCandidatoParams,
  historicoVagaEncaminhadoLinha,
  historicoVagaWebLinha,
  timelineBody,
  timelineLinha,
} from '../candidato-historico';
import { contrato } from '../contrato';
import {
  aprovaEstagioParams,
  aprovaEstagioResposta,
  candidatoIdParams,
  cargosCandidatoResposta,
  configuracaoCurriculo,
  curriculoParams,
  deficienciasCandidatoResposta,
  empregosCandidatoQuery,
  empregosCandidatoResposta,
  nomeCandidatoParams,
  nomeCandidatoResposta,
  respostaPdf,
} from '../curriculo';
import { camposCurriculo } from '../curriculo-cadastro';
import { candidatoParams, curriculoResumidoResposta, dadosCandidatoResposta } from '../dados-candidato';
import { candidatoLinha, candidatosParams } from '../pickers';
import { respostaSalvar } from '../vaga-edicao';

/**
 * The candidate picker, the candidate search by name, CPF or code, the candidate's card and lists,
 * resume and referral generation (PDF) and the candidate's history (spec 000 §2.3b, §3.12, §7.6;
 * spec 001 §2.9, §2.14, §7).
 */
export const CONTRATOS_CANDIDATO = {
  candidatos: contrato({
    metodo: 'GET',
    caminho: '/candidato/candidatos/:text',
    params: candidatosParams,
    resposta: z.array(candidatoLinha),
  }),
  /** The same search with the text in the query string. */
  candidatosQuery: contrato({
    metodo: 'GET',
    caminho: '/candidato/candidatos',
    query: candidatosParams,
    resposta: z.array(candidatoLinha),
  }),
  /** The search: the filters as `campo=valor` segments after pesquisa/ (at most 200 rows). */
  pesquisa: contrato({
    metodo: 'GET',
    caminho: '/candidato/pesquisa/*',
    params: filtrosBuscaParams,
    resposta: z.array(buscaCandidatoLinha),
  }),
  /** The same filters counted up to 200. */
  contagemPesquisa: contrato({
    metodo: 'GET',
    caminho: '/candidato/count/pesquisa/*',
    params: filtrosBuscaParams,
    resposta: contagemBuscaResposta,
  }),
  dados: contrato({
    metodo: 'GET',
    caminho: '/candidato/dados-candidato/:cd',
    params: candidatoParams,
    resposta: dadosCandidatoResposta.extend(camposCurriculo),
  }),
  curriculoResumido: contrato({
    metodo: 'GET',
    caminho: '/candidato/curriculo-resumido/:cd',
    params: candidatoParams,
    resposta: curriculoResumidoResposta,
  }),
  nome: contrato({
    metodo: 'GET',
    caminho: '/candidato/nome/:cd',
    params: nomeCandidatoParams,
    resposta: nomeCandidatoResposta,
  }),
  cargos: contrato({
    metodo: 'GET',
    caminho: '/candidato/cargos/:id',
    params: candidatoIdParams,
    resposta: cargosCandidatoResposta,
  }),
  empregos: contrato({
    metodo: 'GET',
    caminho: '/candidato/empregos/:id',
    params: candidatoIdParams,
    query: empregosCandidatoQuery,
    resposta: empregosCandidatoResposta,
  }),
  deficiencias: contrato({
    metodo: 'GET',
    caminho: '/candidato/deficiencias/:id',
    params: candidatoIdParams,
    resposta: deficienciasCandidatoResposta,
  }),
  /** Answers a PDF: the web reads it as a Blob. */
  curriculo: contrato({
    metodo: 'POST',
    caminho: '/candidato/curriculo/:nrVaga/:cdPessoa',
    params: curriculoParams,
    corpo: configuracaoCurriculo,
    resposta: respostaPdf,
  }),
  encaminhar: contrato({
    metodo: 'POST',
    caminho: '/candidato/aprova-candidato-estagio-vaga/:job/:candidate/5',
    params: aprovaEstagioParams,
    resposta: aprovaEstagioResposta,
  }),
  /** Answers a PDF: the web reads it as a Blob. */
  cartaEncaminhamento: contrato({
    metodo: 'GET',
    caminho: '/candidato/encaminhamento/:nrVaga/:cdPessoa',
    params: curriculoParams,
    resposta: respostaPdf,
  }),
  historicoWeb: contrato({
    metodo: 'GET',
    caminho: '/candidato/historico_vaga_web/:cdPessoaCandidato',
    params: cdPessoaCandidatoParams,
    resposta: z.array(historicoVagaWebLinha),
  }),
  historicoEncaminhado: contrato({
    metodo: 'GET',
    caminho: '/candidato/historico_vaga_encaminhado/:cdPessoaCandidato',
    params: cdPessoaCandidatoParams,
    resposta: z.array(historicoVagaEncaminhadoLinha),
  }),
  timeline: contrato({
    metodo: 'GET',
    caminho: '/candidato/timeline/:cdPessoaCandidato',
    params: cdPessoaCandidatoParams,
    resposta: z.array(timelineLinha),
  }),
  inserirTimeline: contrato({
    metodo: 'POST',
    caminho: '/candidato/timeline',
    invalida: ['/candidato/timeline/'],
    corpo: timelineBody,
    resposta: respostaSalvar,
  }),
} as const;
