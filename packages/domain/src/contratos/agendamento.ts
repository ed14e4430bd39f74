import { z } from 'zod';
import {
  agendamentoBody,
  agendamentoResposta,
  agendamentoSalvoResposta,
  dadosAgendamentoParams,
} from '../agendamento';
import { contrato } from '../contrato';
import {
  candidatoAguardandoLinha,
  chaveAgendamentoBody,
  chegadaBody,
  filaAtendimentoLinha,
  mensagemFilaResposta,
} from '../fila-atendimento';
import { tipoProcessoLinha, tipoProcessoParams } from '../pickers';

/** The reads of the attendance queue, stale after an arrival, a start or a close. */
const FILA = ['/agendamento/fila-atendimento', '/agendamento/candidatos-aguardando'];

/**
 * Appointments of the search area and the process-type picker (spec 000 §3.11, §5.3, §7.6), and the
 * attendance queue of the selection workspace (spec 002 §2.1, §2.5, §3.4).
 */
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
    invalida: ['/agendamento/'],
    corpo: agendamentoBody,
    resposta: agendamentoSalvoResposta,
  }),
  atualizar: contrato({
    metodo: 'POST',
    caminho: '/agendamento/atualizar-agendamento',
    invalida: ['/agendamento/'],
    corpo: agendamentoBody,
    resposta: agendamentoSalvoResposta,
  }),
  dados: contrato({
    metodo: 'GET',
    caminho: '/agendamento/dados-agendamento/:candidate/:createdAt',
    params: dadosAgendamentoParams,
    resposta: agendamentoResposta,
  }),
  filaAtendimento: contrato({
    metodo: 'GET',
    caminho: '/agendamento/fila-atendimento',
    resposta: z.array(filaAtendimentoLinha),
  }),
  candidatosAguardando: contrato({
    metodo: 'GET',
    caminho: '/agendamento/candidatos-aguardando',
    resposta: z.array(candidatoAguardandoLinha),
  }),
  registrarChegada: contrato({
    metodo: 'PUT',
    caminho: '/agendamento/registrar-chegada',
    invalida: FILA,
    corpo: chegadaBody,
    resposta: mensagemFilaResposta,
  }),
  iniciarAtendimento: contrato({
    metodo: 'PUT',
    caminho: '/agendamento/iniciar-atendimento',
    invalida: FILA,
    corpo: chaveAgendamentoBody,
    resposta: mensagemFilaResposta,
  }),
  encerrarAtendimento: contrato({
    metodo: 'PUT',
    caminho: '/agendamento/encerrar-atendimento',
    invalida: FILA,
    corpo: chaveAgendamentoBody,
    resposta: mensagemFilaResposta,
  }),
} as const;
