import {
  CHAVE_MOTIVOS_CALLCENTER,
  EVENTO_CALLCENTER,
  EVENTO_CHATBOT,
  type EventoCallcenter,
  MENSAGENS_CALLCENTER as M,
  type MotivoCallcenter,
} from '@backoffice/domain/callcenter';
import { CONTRATOS_CALLCENTER as C } from '@backoffice/domain/contratos/callcenter';
import { CONTRATOS_MENSAGERIA } from '@backoffice/domain/contratos/mensageria';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import { MENSAGENS_ENVIO } from '@backoffice/domain/mensageria';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { realtime, useRealtime } from '../../lib/realtime-client';

/** The call center's toasts stay briefly: the chat's composer sits where they appear. */
const DURACAO_TOAST_MS = 4000;

/** Query keys of the call center. */
export const CHAVE_CALLCENTER = ['callcenter'] as const;
export const chaveFila = (user: number, filtro: string) =>
  [...CHAVE_CALLCENTER, 'fila', user, filtro] as const;
export const chaveFinalizados = (user: number, filtro: string) =>
  [...CHAVE_CALLCENTER, 'finalizados', user, filtro] as const;
export const chaveConversa = (id: number) => [...CHAVE_CALLCENTER, 'conversa', id] as const;

/** The unit filter as the path takes it: a unit code or '*'. */
export type FiltroUnidade = number | '*';

export function useFilaCallcenter(user: number, filtro: FiltroUnidade) {
  return useQuery({
    queryKey: chaveFila(user, String(filtro)),
    queryFn: consultaDe(C.candidatos, { params: { user, filter: filtro } }, M.erroFila),
    enabled: user > 0,
  });
}

export function useFinalizadosCallcenter(user: number, filtro: FiltroUnidade) {
  return useQuery({
    queryKey: chaveFinalizados(user, String(filtro)),
    queryFn: consultaDe(C.meusAtendimentos, { params: { user, filter: filtro } }, M.erroFinalizados),
    enabled: user > 0,
  });
}

export function useConversaChatbot(id: number, ativa = true) {
  return useQuery({
    queryKey: chaveConversa(id),
    queryFn: consultaDe(C.conversa, { params: { id } }, M.erroConversa),
    enabled: ativa && id > 0,
  });
}

function motivosGuardados(): MotivoCallcenter[] | undefined {
  try {
    const bruto = localStorage.getItem(CHAVE_MOTIVOS_CALLCENTER);
    const lidos = bruto ? (JSON.parse(bruto) as MotivoCallcenter[]) : undefined;
    return Array.isArray(lidos) && lidos.length ? lidos : undefined;
  } catch {
    return undefined;
  }
}

/** The termination reasons, kept in the browser under MOTIVOS_CALLCENTER (spec 002 §7, §9). */
export function useMotivosCallcenter(ativo: boolean) {
  return useQuery({
    queryKey: [...CHAVE_CALLCENTER, 'motivos'],
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      const guardados = motivosGuardados();
      if (guardados) return guardados;
      const lidos = await consultaDe(C.motivos, {}, M.erroMotivos)({ signal });
      try {
        localStorage.setItem(CHAVE_MOTIVOS_CALLCENTER, JSON.stringify(lidos));
      } catch {
        // storage full or blocked: the reasons are read again next time
      }
      return lidos;
    },
    enabled: ativo,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type AcaoCallcenter =
  | { tipo: 'iniciar'; conversa: number; user: number; unit: number; nome: string }
  | {
      tipo: 'encerrar';
      corpo: {
        id_chatbot_conversa: number;
        cd_pessoa_candidato: number;
        cd_pessoa_analista_atendimento: number;
        id_motivo_call_center: number;
        id_devolver_chatbot: 'S' | 'N';
      };
    }
  | { tipo: 'retomar'; conversa: number }
  | { tipo: 'relacionar'; nr_vaga: number; cd_pessoa_candidato: number };

async function executar(a: AcaoCallcenter): Promise<string> {
  switch (a.tipo) {
    case 'iniciar':
      return (
        await chamar(
          C.iniciarAtendimento,
          { params: { conversa: a.conversa, user: a.user, unit: a.unit }, corpo: { nm_analista: a.nome } },
          { fallback: M.erroIniciar },
        )
      ).message;
    case 'encerrar':
      return (await chamar(C.encerrarAtendimento, { corpo: a.corpo }, { fallback: M.erroEncerrar })).message;
    case 'retomar':
      return (
        await chamar(C.retomarAtendimento, { params: { conversa: a.conversa } }, { fallback: M.erroRetomar })
      ).message;
    case 'relacionar':
      return (
        await chamar(
          CONTRATOS_VAGA_RELACIONAR.relacionarCandidato,
          {
            corpo: {
              nr_vaga: a.nr_vaga,
              cd_pessoa_candidato: a.cd_pessoa_candidato,
              cd_estagio_vaga: 3,
              cd_origem_relacionamento: 99,
            },
          },
          { fallback: 'Não foi possível relacionar o candidato à vaga.' },
        )
      ).message;
  }
}

/** Take, end, resume and relate: a toast with the server's message; the lists are read again. */
export function useAcaoCallcenter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: executar,
    // taking a conversation opens its chat tab, which says enough; the other actions get a toast
    onSuccess: (mensagem, acao) => {
      if (acao.tipo !== 'iniciar') notify.sucesso(mensagem, { autoClose: DURACAO_TOAST_MS });
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: CHAVE_CALLCENTER });
    },
  });
}

/** Sends the agent's text, or the approved opening template ('S'). */
export function useEnviarMensagem(conversa: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: { texto: string; template: boolean }) =>
      chamar(
        CONTRATOS_MENSAGERIA.enviarMensagem,
        {
          corpo: {
            id_chatbot_conversa: conversa,
            message: m.template ? '' : m.texto,
            envio_primeira_msg: m.template ? 'S' : 'N',
          },
        },
        { fallback: MENSAGENS_ENVIO.erroEnviarMensagem },
      ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: chaveConversa(conversa) });
    },
  });
}

/** What a conversation's message event carries. */
export interface EventoMensagem {
  id_chatbot_conversa: number;
  nr_telefone?: string;
  id_tipo?: 'RECEBIDO';
}

/**
 * Keeps the call center live: a queue event reloads the lists; a conversation's message reloads that
 * chat. After a reconnection everything is read again, so nothing said while the channel was down is
 * missed. (A conversation arriving alerts the unit's agents through the stored alerts of the shell.)
 */
export function useCallcenterAoVivo(aoMensagem?: (d: EventoMensagem) => void) {
  const qc = useQueryClient();
  useRealtime<EventoCallcenter>(EVENTO_CALLCENTER, (e) => {
    void qc.invalidateQueries({ queryKey: [...CHAVE_CALLCENTER, 'fila'] });
    void qc.invalidateQueries({ queryKey: [...CHAVE_CALLCENTER, 'finalizados'] });
    if (e?.id_chatbot_conversa) void qc.invalidateQueries({ queryKey: chaveConversa(e.id_chatbot_conversa) });
  });
  useRealtime<EventoMensagem | null>(EVENTO_CHATBOT, (d) => {
    if (!d?.id_chatbot_conversa) return;
    void qc.invalidateQueries({ queryKey: chaveConversa(d.id_chatbot_conversa) });
    aoMensagem?.(d);
  });
  useEffect(() => {
    let perdeu = false;
    return realtime.aoMudarEstado((estado) => {
      if (estado === 'aguardando') perdeu = true;
      if (estado === 'conectado' && perdeu) {
        perdeu = false;
        void qc.invalidateQueries({ queryKey: CHAVE_CALLCENTER });
      }
    });
  }, [qc]);
}
