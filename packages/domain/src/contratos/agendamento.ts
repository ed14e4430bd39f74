import { z } from 'zod';
import {
  agendamentoBody,
  agendamentoResposta,
  agendamentoSalvoResposta,
  dadosAgendamentoParams,
} from '../agendamento';
import { contrato } from '../contrato';
import { tipoProcessoLinha, tipoProcessoParams } from '../pickers';

/** Appointments of the search area and the process-type picker (spec 000 §3.11, §5.3, §7.6). */
export const CONTRATOS_AGENDAMENTO = {
  tiposProcesso: contrato({
    metodo: 'GET',
    caminho: '/agendamento/dados-tipo-processo/:client/:analyst',
    params: tipoProcessoParams,
    resposta: z.array(tipoProcessoLinha),
  }),
  salvar: contrato({
    metodo: 'POST',
    caminho: '/agendamento/salvar-agendamento',
    corpo: agendamentoBody,
    resposta: agendamentoSalvoResposta,
  }),
  atualizar: contrato({
    metodo: 'POST',
    caminho: '/agendamento/atualizar-agendamento',
    corpo: agendamentoBody,
    resposta: agendamentoSalvoResposta,
  }),
  dados: contrato({
    metodo: 'GET',
    caminho: '/agendamento/dados-agendamento/:candidate/:createdAt',
    params: dadosAgendamentoParams,
    resposta: agendamentoResposta,
  }),
} as const;
