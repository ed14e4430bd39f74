import {
  TIPO_AVISO_ATRASO_CHEGADA,
  TIPO_AVISO_CALLCENTER,
  TIPO_AVISO_FIM_CONTRATO,
} from '@backoffice/domain/aviso';
import { MENSAGENS_CALLCENTER } from '@backoffice/domain/callcenter';
import { TIPO_AVISO as TIPOS_GUARDADOS } from '@backoffice/domain/catalogos';
import { TIPO_AVISO_PARECER } from '@backoffice/domain/parecer-cliente';

/**
 * An alert for the logged user (spec 002 §3.8), as the alerts API answers it. An alert that arrives
 * only live may come without ID or date.
 */
export interface Aviso {
  ID: number | null;
  NR_VAGA: number | null;
  DS_COMPLEMENTO_AVISO: string | null;
  DT_GERACAO: string | null;
  CD_TIPO_AVISO: number;
  VIEWED?: 'S' | 'N';
}

/**
 * 3 assigned, 16 unfrozen, 20 new vacancy in recruitment, 90 candidate waiting in the queue, 91 a
 * conversation waiting in the call center, 92 a client's verdict by link, 93 a link unanswered for
 * 96 hours and 95 a temporary contract ending.
 */
export const TIPO_AVISO = {
  ...TIPOS_GUARDADOS,
  ATRASO_CHEGADA_CANDIDATO: TIPO_AVISO_ATRASO_CHEGADA,
  CONVERSA_CALLCENTER: TIPO_AVISO_CALLCENTER,
  PARECER_CLIENTE: TIPO_AVISO_PARECER.respondido,
  PARECER_SEM_RESPOSTA: TIPO_AVISO_PARECER.semResposta,
  FIM_CONTRATO: TIPO_AVISO_FIM_CONTRATO,
} as const;

export interface ApresentacaoAviso {
  titulo: string;
  texto: string;
  cor: string;
  /** Clicking the alert opens this tab. */
  abrir?: { chave: string; params: Record<string, string | number>; titulo?: string; rotulo: string };
}

/** How each alert reads on screen. */
export function apresentarAviso(a: Aviso): ApresentacaoAviso {
  const complemento = a.DS_COMPLEMENTO_AVISO?.trim() ?? '';
  const vaga = a.NR_VAGA
    ? {
        chave: 'Vaga',
        params: { nrVaga: a.NR_VAGA },
        titulo: `Vaga ${a.NR_VAGA}`,
        rotulo: `Abrir vaga ${a.NR_VAGA}`,
      }
    : undefined;
  switch (a.CD_TIPO_AVISO) {
    case TIPO_AVISO.VAGA_ATRIBUIDA:
      return {
        titulo: 'Vaga atribuída a você',
        texto:
          complemento ||
          (a.NR_VAGA ? `A vaga ${a.NR_VAGA} foi atribuída a você.` : 'Uma vaga foi atribuída a você.'),
        cor: 'marca',
        abrir: vaga,
      };
    case TIPO_AVISO.VAGA_DESCONGELADA:
      return {
        titulo: 'Vaga descongelada',
        texto:
          complemento || (a.NR_VAGA ? `A vaga ${a.NR_VAGA} foi descongelada.` : 'Uma vaga foi descongelada.'),
        cor: 'teal',
        abrir: vaga,
      };
    case TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO:
      return {
        titulo: 'Nova vaga no recrutamento',
        texto:
          complemento ||
          (a.NR_VAGA
            ? `A vaga ${a.NR_VAGA} foi aberta no recrutamento.`
            : 'Nova vaga aberta no recrutamento.'),
        cor: 'grape',
        abrir: vaga,
      };
    case TIPO_AVISO.ATRASO_CHEGADA_CANDIDATO:
      return {
        titulo: 'Candidato aguardando atendimento',
        texto: complemento || 'Há candidato aguardando além do horário na fila de atendimento.',
        cor: 'orange',
        // the attendance queue is a tab of the selection workspace
        abrir: {
          chave: 'SelecaoEntrar',
          params: { aba: 'filaAtendimento' },
          rotulo: 'Abrir fila de atendimento',
        },
      };
    case TIPO_AVISO.CONVERSA_CALLCENTER:
      return {
        titulo: 'Nova conversa no call center',
        texto: complemento || MENSAGENS_CALLCENTER.novaConversa,
        cor: 'teal',
        abrir: { chave: 'CallCenterEntrar', params: {}, rotulo: 'Abrir Callcenter' },
      };
    case TIPO_AVISO.PARECER_CLIENTE:
    case TIPO_AVISO.PARECER_SEM_RESPOSTA:
      return {
        titulo: a.CD_TIPO_AVISO === TIPO_AVISO.PARECER_CLIENTE ? 'Parecer do cliente' : 'Cliente sem parecer',
        texto: complemento || 'Há novidade no parecer do cliente sobre candidatos encaminhados.',
        cor: a.CD_TIPO_AVISO === TIPO_AVISO.PARECER_CLIENTE ? 'teal' : 'orange',
        abrir: a.NR_VAGA
          ? {
              chave: 'VagaCandidatos',
              params: { nrVaga: a.NR_VAGA, aba: 'pareceres_cliente' },
              rotulo: `Abrir os pareceres da vaga ${a.NR_VAGA}`,
            }
          : undefined,
      };
    case TIPO_AVISO.FIM_CONTRATO:
      return {
        titulo: 'Contrato temporário terminando',
        texto: complemento || 'Um contrato temporário termina em breve.',
        cor: 'orange',
        abrir: vaga,
      };
    default:
      return { titulo: 'Aviso', texto: complemento || 'Você tem um novo aviso.', cor: 'gray', abrir: vaga };
  }
}

/** Same alert (by id, or by content when it has none). */
export function chaveAviso(a: Aviso): string {
  return a.ID !== null && a.ID !== undefined
    ? `id:${a.ID}`
    : `t:${a.CD_TIPO_AVISO}:${a.NR_VAGA ?? ''}:${a.DT_GERACAO ?? ''}:${a.DS_COMPLEMENTO_AVISO ?? ''}`;
}
