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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gravarArmazenado, lerArmazenado } from '../../lib/armazenamento-local';
import { chaveDe, consulta, invalidar, useAcao } from '../../lib/dados';
import { notify } from '../../lib/notify';
import { realtime, useRealtime } from '../../lib/realtime-client';

/** The call center's toasts stay briefly: the chat's composer sits where they appear. */
const DURACAO_TOAST_MS = 4000;

/** The reads of the call center's lists (for invalidar). */
export const LISTAS_CALLCENTER = [C.candidatos, C.meusAtendimentos] as const;

/** The key of one conversation's read. */
const chaveConversa = (id: number) => chaveDe(C.conversa, { params: { id } });

/** The unit filter as the path takes it: a unit code or '*'. */
export type FiltroUnidade = number | '*';

/** The queue of the unit filter; null while the filter is not known yet (the configuration loads). */
export function useFilaCallcenter(user: number, filtro: FiltroUnidade | null) {
  return useQuery({
    ...consulta(C.candidatos, { params: { user, filter: filtro ?? '*' } }, M.erroFila),
    enabled: user > 0 && filtro !== null,
  });
}

export function useFinalizadosCallcenter(user: number, filtro: FiltroUnidade | null) {
  return useQuery({
    ...consulta(C.meusAtendimentos, { params: { user, filter: filtro ?? '*' } }, M.erroFinalizados),
    enabled: user > 0 && filtro !== null,
  });
}

export function useConversaChatbot(id: number, ativa = true) {
  return useQuery({
    ...consulta(C.conversa, { params: { id } }, M.erroConversa),
    enabled: ativa && id > 0,
  });
}

function motivosGuardados(): MotivoCallcenter[] | undefined {
  return lerArmazenado(CHAVE_MOTIVOS_CALLCENTER, (v) =>
    Array.isArray(v) && v.length ? (v as MotivoCallcenter[]) : undefined,
  );
}

/** The termination reasons, kept in the browser under MOTIVOS_CALLCENTER (spec 002 §7, §9). */
export function useMotivosCallcenter(ativo: boolean) {
  const leitura = consulta(C.motivos, {}, M.erroMotivos);
  return useQuery({
    queryKey: leitura.queryKey,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      const guardados = motivosGuardados();
      if (guardados) return guardados;
      const lidos = await leitura.queryFn({ signal });
      // a full or blocked storage: the reasons are read again next time
      gravarArmazenado(CHAVE_MOTIVOS_CALLCENTER, lidos);
      return lidos;
    },
    enabled: ativo,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The call center's toasts stay briefly: the chat's composer sits where they appear. */
const avisar = (r: { message: string }) => notify.sucesso(r.message, { autoClose: DURACAO_TOAST_MS });

/**
 * Take, end, resume and relate: a toast with the server's message (taking a conversation opens its
 * chat tab, which says enough); the contracts read the lists again.
 */
export function useAcoesCallcenter() {
  return {
    iniciar: useAcao(C.iniciarAtendimento, { fallback: M.erroIniciar }),
    // the form shows a refused end on its fields
    encerrar: useAcao(C.encerrarAtendimento, {
      fallback: M.erroEncerrar,
      aoConcluir: avisar,
      silencioso: true,
    }),
    retomar: useAcao(C.retomarAtendimento, { fallback: M.erroRetomar, aoConcluir: avisar }),
    relacionar: useAcao(CONTRATOS_VAGA_RELACIONAR.relacionarCandidato, {
      fallback: 'Não foi possível relacionar o candidato à vaga.',
      aoConcluir: avisar,
      invalidar: LISTAS_CALLCENTER,
    }),
  };
}

/** Sends the agent's text, or the approved opening template ('S'). */
export function useEnviarMensagem(conversa: number) {
  const enviar = useAcao(CONTRATOS_MENSAGERIA.enviarMensagem, {
    fallback: MENSAGENS_ENVIO.erroEnviarMensagem,
  });
  return {
    pendente: enviar.isPending,
    mandar: (m: { texto: string; template: boolean }, aoEnviar?: () => void) =>
      enviar.mutate(
        {
          corpo: {
            id_chatbot_conversa: conversa,
            message: m.template ? '' : m.texto,
            envio_primeira_msg: m.template ? 'S' : 'N',
          },
        },
        { onSuccess: aoEnviar },
      ),
  };
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
    void invalidar(qc, ...LISTAS_CALLCENTER);
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
        void invalidar(qc, ...LISTAS_CALLCENTER, C.conversa, C.motivos);
      }
    });
  }, [qc]);
}
