import { contrato } from '../contrato';
import { fechamentoCandidaturasQuery, fechamentoCandidaturasResposta } from '../portal-candidaturas';

/** The closing messages of closed vacancies' pending candidates (management report). */
export const CONTRATOS_FECHAMENTO = {
  relatorio: contrato({
    metodo: 'GET',
    caminho: '/relatorios/fechamento-candidaturas',
    query: fechamentoCandidaturasQuery,
    resposta: fechamentoCandidaturasResposta,
  }),
} as const;
