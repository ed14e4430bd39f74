import { contrato } from '../contrato';
import {
  exportacaoQuery,
  relatorioMovCandBody,
  relatorioMovCandResposta,
  respostaArquivo,
  vagasSelecaoGerencialBody,
} from '../gerencial';
import { vagasSelecaoQuery, vagasSelecaoResposta } from '../minhas-vagas';
import { prorrogarBody, prorrogarResposta, vagasAtrasadasResposta } from '../vaga-prazo';

/**
 * The selector's vacancy list (My openings, spec 001 §2.12, 002 §3.8, §7) and the overdue flow every
 * vacancy list shows first (spec 001 §2.13, §5; 002 §6): the user's overdue vacancies and their extension.
 */
export const CONTRATOS_VAGA_SELECAO = {
  vagasSelecao: contrato({
    metodo: 'GET',
    caminho: '/vaga/vagas-selecao',
    query: vagasSelecaoQuery,
    resposta: vagasSelecaoResposta,
  }),
  /** The manager's list (Seleção - Gerencial, spec 002 §2.4, §7): the filters in a body, code 59. */
  vagasSelecaoGerencial: contrato({
    metodo: 'POST',
    caminho: '/vaga/vagas-selecao-gerencial',
    corpo: vagasSelecaoGerencialBody,
    resposta: vagasSelecaoResposta,
  }),
  /** The manager's list as CSV or XLSX, streamed, with the filter it was run with. */
  exportarVagasSelecaoGerencial: contrato({
    metodo: 'POST',
    caminho: '/vaga/vagas-selecao-gerencial/exportar',
    query: exportacaoQuery,
    corpo: vagasSelecaoGerencialBody,
    resposta: respostaArquivo,
  }),
  /** The candidate movement report of the management screen (spec 002 §2.4, §7), code 59. */
  relatorioMovCand: contrato({
    metodo: 'POST',
    caminho: '/candidato/relatorio-mov-cand',
    corpo: relatorioMovCandBody,
    resposta: relatorioMovCandResposta,
  }),
  /** The movement report as CSV or XLSX, streamed, with the filter it was run with. */
  exportarRelatorioMovCand: contrato({
    metodo: 'POST',
    caminho: '/candidato/relatorio-mov-cand/exportar',
    query: exportacaoQuery,
    corpo: relatorioMovCandBody,
    resposta: respostaArquivo,
  }),
  vagasAtrasadas: contrato({
    metodo: 'GET',
    caminho: '/vaga/vagas-atrasadas',
    resposta: vagasAtrasadasResposta,
  }),
  prorrogar: contrato({
    metodo: 'PUT',
    caminho: '/vaga/prorrogar',
    corpo: prorrogarBody,
    resposta: prorrogarResposta,
    invalida: ['/vaga/'],
  }),
} as const;
