import { contrato } from '../contrato';
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
  }),
} as const;
