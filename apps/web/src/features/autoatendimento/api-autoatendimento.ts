import type { AgendamentoBody } from '@backoffice/domain/agendamento';
import {
  type LinhaAutoatendimento,
  MENSAGENS_AUTOATENDIMENTO as M,
  type VagaOpcaoAutoatendimento,
} from '@backoffice/domain/autoatendimento';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requisitar } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Query key of a unit's queue. */
export const chaveFila = (cdUnidade: number) => ['autoatendimento', 'fila', cdUnidade] as const;

export function useFila(cdUsuario: number, cdUnidade: number) {
  return useQuery({
    queryKey: chaveFila(cdUnidade),
    queryFn: ({ signal }) =>
      requisitar<LinhaAutoatendimento[]>('recrutamento/candidatos-autoatendimento', {
        metodo: 'POST',
        corpo: { cd_usuario: cdUsuario, cd_unidade: cdUnidade },
        fallback: M.erroBuscarCandidatos,
        notificar: false,
        signal,
      }),
  });
}

export function useVagasRelacionar(cdUsuario: number, busca: string) {
  const termo = busca.trim();
  return useQuery({
    queryKey: ['autoatendimento', 'vagas-relacionar', termo],
    enabled: termo.length > 0,
    queryFn: ({ signal }) =>
      requisitar<VagaOpcaoAutoatendimento[]>(
        `recrutamento/vagas-relacionar/${cdUsuario}/${encodeURIComponent(termo)}`,
        { fallback: M.erroCarregarVagas, notificar: false, signal },
      ),
  });
}

export function useVagasReciclagem(cdPessoa: number | null) {
  return useQuery({
    queryKey: ['autoatendimento', 'vagas-reciclagem', cdPessoa],
    enabled: cdPessoa != null,
    queryFn: ({ signal }) =>
      requisitar<VagaOpcaoAutoatendimento[]>(`recrutamento/vagas-reciclagem/${cdPessoa}`, {
        fallback: M.erroBuscarVagas,
        notificar: false,
        signal,
      }),
  });
}

type Acao =
  | { tipo: 'encaminhar'; corpo: Record<string, unknown> }
  | { tipo: 'descartar'; corpo: Record<string, unknown> }
  | { tipo: 'naoCompareceu'; corpo: Record<string, unknown> }
  | { tipo: 'atendimento'; corpo: Record<string, unknown> }
  | { tipo: 'reciclar'; corpo: Record<string, unknown> }
  | {
      tipo: 'agendar';
      agendamento: AgendamentoBody;
      baixa: { cd_pessoa_candidato: number; data_agenda: string };
    };

async function executar(a: Acao): Promise<string> {
  switch (a.tipo) {
    case 'encaminhar':
      return (
        await api.post<{ message: string }>('recrutamento/relacionar-candidato', a.corpo, {
          fallback: M.erroRelacionar,
        })
      ).message;
    case 'descartar':
      return (
        await api.put<{ message: string }>('recrutamento/descartar-candidato', a.corpo, {
          fallback: M.erroTentarReprovar,
        })
      ).message;
    case 'naoCompareceu':
      return (
        await api.put<{ message: string }>('recrutamento/candidato-nao-compareceu', a.corpo, {
          fallback: M.erroAlteracao,
        })
      ).message;
    case 'atendimento':
      return (
        await api.put<{ message: string }>('recrutamento/atendimento-candidato', a.corpo, {
          fallback: M.erroAtendimento,
        })
      ).message;
    case 'reciclar':
      return (
        await api.post<{ message: string }>('recrutamento/reaproveita-candidato', a.corpo, {
          fallback: M.erroReciclar,
        })
      ).message;
    case 'agendar':
      await api.post('agendamento/salvar-agendamento', a.agendamento, {
        fallback: 'Não foi possível salvar o agendamento',
      });
      return (
        await api.post<{ message: string }>('recrutamento/baixa-agenda-candidato', a.baixa, {
          fallback: M.erroBaixar,
        })
      ).message;
  }
}

/** Every queue action: one call (two for scheduling), a success toast, and the queue reloaded. */
export function useAcaoFila(cdUnidade: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: executar,
    onSuccess: (mensagem) => notify.sucesso(mensagem),
    onSettled: () => qc.invalidateQueries({ queryKey: chaveFila(cdUnidade) }),
  });
}
