import type { AgendamentoBody } from '@backoffice/domain/agendamento';
import { MENSAGENS_AUTOATENDIMENTO as M } from '@backoffice/domain/autoatendimento';
import type { PedidoDe } from '@backoffice/domain/contrato';
import { CONTRATOS_AGENDAMENTO } from '@backoffice/domain/contratos/agendamento';
import { CONTRATOS_AUTOATENDIMENTO as C } from '@backoffice/domain/contratos/autoatendimento';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar } from '../../lib/api-client';
import { chaveDe, consulta, invalidar } from '../../lib/dados';
import { notify } from '../../lib/notify';

/** The key of a unit's queue as read by the user (for updating a row from a real-time event). */
export const chaveFila = (cdUsuario: number, cdUnidade: number) =>
  chaveDe(C.fila, { corpo: { cd_usuario: cdUsuario, cd_unidade: cdUnidade } });

export function useFila(cdUsuario: number, cdUnidade: number) {
  return useQuery(
    consulta(C.fila, { corpo: { cd_usuario: cdUsuario, cd_unidade: cdUnidade } }, M.erroBuscarCandidatos),
  );
}

export function useVagasRelacionar(cdUsuario: number, busca: string) {
  const termo = busca.trim();
  return useQuery({
    ...consulta(C.vagasRelacionar, { params: { user: cdUsuario, search: termo } }, M.erroCarregarVagas),
    enabled: termo.length > 0,
  });
}

export function useVagasReciclagem(cdPessoa: number | null) {
  return useQuery({
    ...consulta(C.vagasReciclagem, { params: { candidate: cdPessoa ?? 0 } }, M.erroBuscarVagas),
    enabled: cdPessoa != null,
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

async function executar(a: Acao, notificar: boolean): Promise<string> {
  const o = (fallback: string) => ({ fallback, notificar });
  switch (a.tipo) {
    case 'encaminhar':
      return (await chamar(C.relacionar, { corpo: a.corpo }, o(M.erroRelacionar))).message;
    case 'descartar':
      return (await chamar(C.descartar, { corpo: a.corpo }, o(M.erroTentarReprovar))).message;
    case 'naoCompareceu':
      return (await chamar(C.naoCompareceu, { corpo: a.corpo }, o(M.erroAlteracao))).message;
    case 'atendimento':
      return (await chamar(C.atendimento, { corpo: a.corpo }, o(M.erroAtendimento))).message;
    case 'reciclar':
      return (await chamar(C.reaproveitar, { corpo: a.corpo }, o(M.erroReciclar))).message;
    case 'agendar':
      await chamar(
        CONTRATOS_AGENDAMENTO.salvar,
        { corpo: a.agendamento },
        o('Não foi possível salvar o agendamento'),
      );
      return (await chamar(C.baixarAgenda, { corpo: a.baixa }, o(M.erroBaixar))).message;
  }
}

/**
 * Every queue action: one call (two for scheduling), a success toast, and the queue reloaded.
 * `silencioso`: a failure is not shown as a toast (a form puts a refusal on its fields).
 */
export function useAcaoFila({ silencioso = false }: { silencioso?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Acao) => executar(a, !silencioso),
    meta: silencioso ? { silencioso: true } : undefined,
    onSuccess: (mensagem) => notify.sucesso(mensagem),
    onSettled: () => invalidar(qc, C.fila),
  });
}
