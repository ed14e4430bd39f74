import type { AgendamentoBody } from '@backoffice/domain/agendamento';
import { MENSAGENS_AUTOATENDIMENTO as M } from '@backoffice/domain/autoatendimento';
import type { PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_AGENDAMENTO } from '@backoffice/domain/contratos/agendamento';
import { CONTRATOS_AUTOATENDIMENTO as C } from '@backoffice/domain/contratos/autoatendimento';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Query key of a unit's queue. */
export const chaveFila = (cdUnidade: number) => ['autoatendimento', 'fila', cdUnidade] as const;

export function useFila(cdUsuario: number, cdUnidade: number) {
  return useQuery({
    queryKey: chaveFila(cdUnidade),
    queryFn: consultaDe(
      C.fila,
      { corpo: { cd_usuario: cdUsuario, cd_unidade: cdUnidade } },
      M.erroBuscarCandidatos,
    ),
  });
}

export function useVagasRelacionar(cdUsuario: number, busca: string) {
  const termo = busca.trim();
  return useQuery({
    queryKey: ['autoatendimento', 'vagas-relacionar', termo],
    enabled: termo.length > 0,
    queryFn: consultaDe(
      C.vagasRelacionar,
      { params: { user: cdUsuario, search: termo } },
      M.erroCarregarVagas,
    ),
  });
}

export function useVagasReciclagem(cdPessoa: number | null) {
  return useQuery({
    queryKey: ['autoatendimento', 'vagas-reciclagem', cdPessoa],
    enabled: cdPessoa != null,
    queryFn: consultaDe(C.vagasReciclagem, { params: { candidate: cdPessoa ?? 0 } }, M.erroBuscarVagas),
  });
}

type Corpo<K extends keyof typeof C> = PedidoDe<(typeof C)[K]>['corpo'];

type Acao =
  | { tipo: 'encaminhar'; corpo: Corpo<'relacionar'> }
  | { tipo: 'descartar'; corpo: Corpo<'descartar'> }
  | { tipo: 'naoCompareceu'; corpo: Corpo<'naoCompareceu'> }
  | { tipo: 'atendimento'; corpo: Corpo<'atendimento'> }
  | { tipo: 'reciclar'; corpo: Corpo<'reaproveitar'> }
  | {
      tipo: 'agendar';
      agendamento: AgendamentoBody;
      baixa: Corpo<'baixarAgenda'>;
    };

async function executar(a: Acao): Promise<string> {
  switch (a.tipo) {
    case 'encaminhar':
      return (await chamar(C.relacionar, { corpo: a.corpo }, { fallback: M.erroRelacionar })).message;
    case 'descartar':
      return (await chamar(C.descartar, { corpo: a.corpo }, { fallback: M.erroTentarReprovar })).message;
    case 'naoCompareceu':
      return (await chamar(C.naoCompareceu, { corpo: a.corpo }, { fallback: M.erroAlteracao })).message;
    case 'atendimento':
      return (await chamar(C.atendimento, { corpo: a.corpo }, { fallback: M.erroAtendimento })).message;
    case 'reciclar':
      return (await chamar(C.reaproveitar, { corpo: a.corpo }, { fallback: M.erroReciclar })).message;
    case 'agendar':
      await chamar(
        CONTRATOS_AGENDAMENTO.salvar,
        { corpo: a.agendamento },
        { fallback: 'Não foi possível salvar o agendamento' },
      );
      return (await chamar(C.baixarAgenda, { corpo: a.baixa }, { fallback: M.erroBaixar })).message;
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
