import { z } from 'zod';
import { contrato } from '../contrato';
import { nrVagaParams, respostaSalvar } from '../vaga-edicao';
import {
  cancelamentoPropostaResposta,
  justificativaVagaBody,
  motivoCancelamentoLinha,
  situacaoVagaBody,
} from '../vaga-situacao-regras';

/** The situation tab of the vacancy edit panel (spec 000 §4.2, §7.3). */
export const CONTRATOS_VAGA_SITUACAO = {
  motivosCancelamento: contrato({
    metodo: 'GET',
    caminho: '/vaga/motivos-cancelamento-vaga-list',
    resposta: z.array(motivoCancelamentoLinha),
  }),
  cancelamentoProposta: contrato({
    metodo: 'GET',
    caminho: '/vaga/cancelamento-vaga-proposta/:nrVaga',
    params: nrVagaParams,
    resposta: cancelamentoPropostaResposta,
  }),
  situacaoVaga: contrato({
    metodo: 'PUT',
    caminho: '/vaga/situacao-vaga',
    corpo: situacaoVagaBody,
    resposta: respostaSalvar,
    invalida: ['/vaga/'],
  }),
  justificativaVaga: contrato({
    metodo: 'PUT',
    caminho: '/vaga/justificativa-vaga',
    corpo: justificativaVagaBody,
    resposta: respostaSalvar,
    invalida: ['/vaga/'],
  }),
} as const;
