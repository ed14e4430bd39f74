import type { PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { MENSAGENS_FILA_ATENDIMENTO as M } from '@backoffice/domain/fila-atendimento';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Query keys of the queue: the unit's rows and the user's waiting candidates. */
export const CHAVE_FILA = ['fila-atendimento'] as const;
export const chaveLinhas = (cdUnidade: number) => [...CHAVE_FILA, 'linhas', cdUnidade] as const;
export const chaveAguardando = (cdSip: number) => [...CHAVE_FILA, 'aguardando', cdSip] as const;

/** The queue is read again now and then: the late flag moves with the clock. */
const RELER_MS = 60_000;

export function useFilaAtendimento(cdUnidade: number) {
  return useQuery({
    queryKey: chaveLinhas(cdUnidade),
    queryFn: consultaDe(C.filaAtendimento, {}, M.erroCarregar),
    refetchInterval: RELER_MS,
  });
}

export function useCandidatosAguardando(cdSip: number) {
  return useQuery({
    queryKey: chaveAguardando(cdSip),
    queryFn: consultaDe(C.candidatosAguardando, {}, M.erroAguardando),
    refetchInterval: RELER_MS,
  });
}

type Corpo<K extends 'registrarChegada' | 'iniciarAtendimento' | 'encerrarAtendimento'> = PedidoDe<
  (typeof C)[K]
>['corpo'];

export type AcaoFila =
  | { tipo: 'chegada'; corpo: Corpo<'registrarChegada'> }
  | { tipo: 'iniciar'; corpo: Corpo<'iniciarAtendimento'> }
  | { tipo: 'encerrar'; corpo: Corpo<'encerrarAtendimento'> };

async function executar(a: AcaoFila): Promise<string> {
  switch (a.tipo) {
    case 'chegada':
      return (await chamar(C.registrarChegada, { corpo: a.corpo }, { fallback: M.erroChegada })).message;
    case 'iniciar':
      return (await chamar(C.iniciarAtendimento, { corpo: a.corpo }, { fallback: M.erroIniciar })).message;
    case 'encerrar':
      return (await chamar(C.encerrarAtendimento, { corpo: a.corpo }, { fallback: M.erroEncerrar })).message;
  }
}

/** Arrival, start and close: a toast with the server's message, and the queue is read again. */
export function useAcaoFila() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: executar,
    onSuccess: (mensagem) => notify.sucesso(mensagem),
    // the dialog closes at once; the queue is read again behind it
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: CHAVE_FILA });
    },
  });
}
