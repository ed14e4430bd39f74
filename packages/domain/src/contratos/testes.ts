import { z } from 'zod';
import { contrato } from '../contrato';
import {
  catalogoTesteLinha,
  cdCandidatoParams,
  confiabilidadeParams,
  dadosConfiabilidadeResposta,
  dadosLmResposta,
  dadosLsResposta,
  dadosTesteResposta,
  idTesteParams,
  laudoCorpo,
  laudoMedicoCorpo,
  leituraLaudoLinha,
  listaTestesLinha,
  listaTestesParams,
  respostaStatus,
  salvarConfiabilidadeCorpo,
  salvarConfiabilidadeResposta,
  salvarLmCorpo,
  salvarLsCorpo,
  testeCandidatoLinha,
  testeCorpo,
  testeLaudoLinha,
  testesDisponiveisResposta,
} from '../testes';

const pdf = z.string().describe('application/pdf');

/** A candidate's tests as read: the lists, the results, the reliability test and the report's tests. */
const TESTES_DO_CANDIDATO = [
  '/teste/testes-candidato/',
  '/teste/testes-disponiveis/',
  '/teste/lista-testes/',
  '/teste/dados-teste-confiabilidade/',
  '/teste/testes-laudo-candidato/',
];

/**
 * The candidate's tests, the reliability, Learning Styles and Learning Means evaluations and the
 * test and medical reports (spec 002 §3.6, §7 'Tests', 'Documents, signature, reports').
 */
export const CONTRATOS_TESTES = {
  catalogo: contrato({ metodo: 'GET', caminho: '/teste/catalogo', resposta: z.array(catalogoTesteLinha) }),
  testesCandidato: contrato({
    metodo: 'GET',
    caminho: '/teste/testes-candidato/:cd',
    params: cdCandidatoParams,
    resposta: z.array(testeCandidatoLinha),
  }),
  testesDisponiveis: contrato({
    metodo: 'GET',
    caminho: '/teste/testes-disponiveis/:cd',
    params: cdCandidatoParams,
    resposta: testesDisponiveisResposta,
  }),
  dadosTeste: contrato({
    metodo: 'GET',
    caminho: '/teste/dados-teste/:id',
    params: idTesteParams,
    resposta: dadosTesteResposta,
  }),
  listaTestes: contrato({
    metodo: 'GET',
    caminho: '/teste/lista-testes/:cdPessoaCandidato/:cdTeste',
    params: listaTestesParams,
    resposta: z.array(listaTestesLinha),
  }),
  inserir: contrato({
    metodo: 'POST',
    caminho: '/teste/inserir-teste',
    invalida: TESTES_DO_CANDIDATO,
    corpo: testeCorpo,
    resposta: z.literal(1),
  }),
  atualizar: contrato({
    metodo: 'POST',
    caminho: '/teste/atualizar-teste',
    invalida: TESTES_DO_CANDIDATO,
    corpo: testeCorpo,
    resposta: z.literal(1),
  }),
  excluir: contrato({
    metodo: 'DELETE',
    caminho: '/teste/excluir-teste/:id',
    invalida: TESTES_DO_CANDIDATO,
    params: idTesteParams,
    resposta: z.literal(1),
  }),
  dadosConfiabilidade: contrato({
    metodo: 'GET',
    caminho: '/teste/dados-teste-confiabilidade/:idAvaliacao/:cdPessoaCandidato',
    params: confiabilidadeParams,
    resposta: dadosConfiabilidadeResposta,
  }),
  salvarConfiabilidade: contrato({
    metodo: 'POST',
    caminho: '/teste/salvar-teste-confiabilidade',
    invalida: TESTES_DO_CANDIDATO,
    corpo: salvarConfiabilidadeCorpo,
    resposta: salvarConfiabilidadeResposta,
  }),
  dadosLs: contrato({ metodo: 'GET', caminho: '/teste/dados-teste-ls', resposta: dadosLsResposta }),
  salvarLs: contrato({
    metodo: 'POST',
    caminho: '/teste/salvar-teste-ls',
    invalida: TESTES_DO_CANDIDATO,
    corpo: salvarLsCorpo,
    resposta: respostaStatus,
  }),
  dadosLm: contrato({ metodo: 'GET', caminho: '/teste/dados-teste-lm', resposta: dadosLmResposta }),
  salvarLm: contrato({
    metodo: 'POST',
    caminho: '/teste/salvar-teste-lm',
    invalida: TESTES_DO_CANDIDATO,
    corpo: salvarLmCorpo,
    resposta: respostaStatus,
  }),
  testesLaudo: contrato({
    metodo: 'GET',
    caminho: '/teste/testes-laudo-candidato/:cd',
    params: cdCandidatoParams,
    resposta: z.array(testeLaudoLinha),
  }),
  /** The test report as a PDF (the web reads it as a Blob). */
  laudo: contrato({
    metodo: 'POST',
    caminho: '/teste/laudo/:cd',
    params: cdCandidatoParams,
    corpo: laudoCorpo,
    resposta: pdf,
  }),
  /** The medical report as a PDF; the reading is recorded. */
  laudoMedico: contrato({
    metodo: 'POST',
    caminho: '/candidato/laudo-medico/:cd',
    params: cdCandidatoParams,
    corpo: laudoMedicoCorpo,
    resposta: pdf,
  }),
  leiturasLaudo: contrato({
    metodo: 'GET',
    caminho: '/candidato/leituras-laudo/:cd',
    params: cdCandidatoParams,
    resposta: z.array(leituraLaudoLinha),
  }),
} as const;
