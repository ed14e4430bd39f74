import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { MENSAGENS_FILA_ATENDIMENTO as M } from '@backoffice/domain/fila-atendimento';
import { useQuery } from '@tanstack/react-query';
import { consulta, useAcao } from '../../lib/dados';

/** The reads of the queue: the unit's rows and the user's waiting candidates (for invalidar). */
export const LEITURAS_FILA = [C.filaAtendimento, C.candidatosAguardando] as const;

/** The queue is read again now and then: the late flag moves with the clock. */
const RELER_MS = 60_000;

export function useFilaAtendimento() {
  return useQuery({ ...consulta(C.filaAtendimento, {}, M.erroCarregar), refetchInterval: RELER_MS });
}

export function useCandidatosAguardando() {
  return useQuery({ ...consulta(C.candidatosAguardando, {}, M.erroAguardando), refetchInterval: RELER_MS });
}

const mensagem = (r: { message: string }) => r.message;

/** Arrival, start and close: a toast with the server's message; the contracts read the queue again. */
export function useAcoesFila() {
  return {
    // the form shows a refused arrival on its field
    chegada: useAcao(C.registrarChegada, { sucesso: mensagem, fallback: M.erroChegada, silencioso: true }),
    iniciar: useAcao(C.iniciarAtendimento, { sucesso: mensagem, fallback: M.erroIniciar }),
    encerrar: useAcao(C.encerrarAtendimento, { sucesso: mensagem, fallback: M.erroEncerrar }),
  };
}
