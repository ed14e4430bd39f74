import { z } from 'zod';
import { lerDataHora, MENSAGENS_AGENDAMENTO } from './agendamento';
import { dataNegocio, formatarHora } from './datas';
import { codigo, texto } from './entrada';

/**
 * The attendance queue of the selection workspace (spec 002 §2.1, §2.5 'Fila Atendimento', §3.4
 * 'Scheduling' and 'Waiting candidate' rows): today's appointments of the user's unit, with the
 * candidate's arrival (DT_CHEGADA), the late flag (ID_ATRASOU), the attending user, and the
 * arrival, start and close of the attendance. Rules and texts shared by the server and the screen.
 */

/**
 * Times of the queue. The spec names the late flag and the arrival-delay alert without their times;
 * these are the ones chosen.
 */
export const LIMITES_FILA_ATENDIMENTO = {
  /**
   * Minutes after the scheduled time from which a candidate is late (ID_ATRASOU 'A'): one who
   * arrives after it, or who has not arrived by then.
   */
  toleranciaAtrasoMin: 10,
  /**
   * Minutes an arrived candidate waits for the attendance before the attending user gets the
   * arrival-delay alert (code 90). The wait counts from the arrival, or from the scheduled time
   * when the candidate came early.
   */
  esperaAvisoMin: 15,
  /** An arrival may be registered up to this many minutes ahead of the server's clock (clock skew). */
  folgaRelogioMin: 1,
} as const;

/** Value of ID_ATRASOU for a late candidate (spec 002 §3.4: 'A late'). */
export const ATRASOU = 'A';

export const MENSAGENS_FILA_ATENDIMENTO = {
  erroCarregar: 'Não foi possível carregar a fila de atendimento.',
  erroAguardando: 'Não foi possível carregar os candidatos aguardando.',
  vazia: 'Nenhum agendamento para hoje nesta unidade.',
  nenhumaNaSituacao: 'Nenhum agendamento de hoje nesta situação.',
  chegadaRegistrada: 'Chegada registrada com sucesso!',
  atendimentoIniciado: 'Atendimento iniciado com sucesso!',
  atendimentoEncerrado: 'Atendimento encerrado com sucesso!',
  erroChegada: 'Não foi possível registrar a chegada.',
  erroIniciar: 'Não foi possível iniciar o atendimento.',
  erroEncerrar: 'Não foi possível encerrar o atendimento.',
  naoEncontrado: MENSAGENS_AGENDAMENTO.naoEncontrado,
  encerrado: MENSAGENS_AGENDAMENTO.encerrado,
  somenteHoje: 'A fila de atendimento só trata os agendamentos de hoje.',
  chegadaJaRegistrada: 'A chegada deste candidato já foi registrada.',
  chegadaInvalida: 'Informe a hora da chegada (hoje, hh:mm).',
  chegadaOutroDia: 'A chegada deve ser de hoje.',
  chegadaFutura: 'A hora da chegada não pode ser depois da hora atual.',
  semChegada: 'Registre a chegada do candidato antes de iniciar o atendimento.',
  jaIniciado: 'O atendimento deste candidato já foi iniciado.',
  naoIniciado: 'Inicie o atendimento antes de encerrá-lo.',
  outroAtendente: 'Somente o usuário que iniciou o atendimento pode encerrá-lo.',
} as const;

/** Where a row of the queue stands, in the order of the day. */
export const SITUACOES_FILA = {
  AGENDADO: 'Agendado',
  ATRASADO: 'Atrasado',
  AGUARDANDO: 'Aguardando',
  EM_ATENDIMENTO: 'Em atendimento',
  ENCERRADO: 'Encerrado',
  NAO_COMPARECEU: 'Não compareceu',
} as const;
export type SituacaoFila = keyof typeof SITUACOES_FILA;

/** What the rules read of an appointment: ISO instants or null. */
export interface TemposAgendamento {
  DT_ATENDIMENTO: string;
  DT_CHEGADA: string | null;
  DT_INICIO_ATENDIMENTO: string | null;
  DT_ENCERRAMENTO: string | null;
  ID_COMPARECEU?: string | null;
}

const MINUTO = 60_000;
const ms = (iso: string) => new Date(iso).getTime();

/**
 * ID_ATRASOU: 'A' when the candidate arrived more than the tolerance after the scheduled time, or,
 * not arrived and the appointment still open, the tolerance has passed; otherwise null.
 */
export function idAtrasou(a: TemposAgendamento, agora: Date = new Date()): typeof ATRASOU | null {
  const limite = ms(a.DT_ATENDIMENTO) + LIMITES_FILA_ATENDIMENTO.toleranciaAtrasoMin * MINUTO;
  if (a.DT_CHEGADA) return ms(a.DT_CHEGADA) > limite ? ATRASOU : null;
  if (a.DT_ENCERRAMENTO) return null;
  return agora.getTime() > limite ? ATRASOU : null;
}

/** The row's situation: closed (or absent), in attendance, waiting, late or scheduled. */
export function situacaoFila(a: TemposAgendamento, agora: Date = new Date()): SituacaoFila {
  if (a.DT_ENCERRAMENTO) return a.ID_COMPARECEU === 'N' && !a.DT_CHEGADA ? 'NAO_COMPARECEU' : 'ENCERRADO';
  if (a.DT_INICIO_ATENDIMENTO) return 'EM_ATENDIMENTO';
  if (a.DT_CHEGADA) return 'AGUARDANDO';
  return idAtrasou(a, agora) ? 'ATRASADO' : 'AGENDADO';
}

/** The candidate is here and waits: arrived, attendance neither started nor closed. */
export function aguardando(a: TemposAgendamento): boolean {
  return Boolean(a.DT_CHEGADA) && !a.DT_INICIO_ATENDIMENTO && !a.DT_ENCERRAMENTO;
}

/** When the wait counts from: the arrival, or the scheduled time for a candidate who came early. */
export function inicioEspera(a: Pick<TemposAgendamento, 'DT_ATENDIMENTO' | 'DT_CHEGADA'>): number | null {
  if (!a.DT_CHEGADA) return null;
  return Math.max(ms(a.DT_CHEGADA), ms(a.DT_ATENDIMENTO));
}

/** Whole minutes the candidate has waited (0 before the wait starts, null when not waiting). */
export function minutosEspera(a: TemposAgendamento, agora: Date = new Date()): number | null {
  const inicio = inicioEspera(a);
  if (inicio === null || !aguardando(a)) return null;
  return Math.max(0, Math.floor((agora.getTime() - inicio) / MINUTO));
}

/** The attending user is due the arrival-delay alert (code 90): the candidate waits too long. */
export function esperaExcedida(a: TemposAgendamento, agora: Date = new Date()): boolean {
  const m = minutosEspera(a, agora);
  return m !== null && m >= LIMITES_FILA_ATENDIMENTO.esperaAvisoMin;
}

/** HH:mm of an instant in business time. */
export function horaNegocio(iso: string): string {
  return formatarHora(iso);
}

/** Text of the arrival-delay alert (DS_COMPLEMENTO_AVISO). */
export function textoAvisoEspera(nome: string, a: Pick<TemposAgendamento, 'DT_ATENDIMENTO' | 'DT_CHEGADA'>) {
  const chegada = a.DT_CHEGADA ? horaNegocio(a.DT_CHEGADA) : '';
  return `${nome} chegou às ${chegada} para o atendimento das ${horaNegocio(a.DT_ATENDIMENTO)} e aguarda na fila.`;
}

/**
 * The arrival as registered: a date with time (see lerDataHora) of today's business date, not
 * after now (beyond the clock's slack). Answers the instant, or the message of the refusal.
 */
export function lerChegada(
  valor: string | undefined,
  agora: Date = new Date(),
): { instante: string } | { erro: string } {
  if (valor === undefined) return { instante: agora.toISOString() };
  const lida = lerDataHora(valor);
  if (!lida) return { erro: MENSAGENS_FILA_ATENDIMENTO.chegadaInvalida };
  if (lida.data !== dataNegocio(agora)) return { erro: MENSAGENS_FILA_ATENDIMENTO.chegadaOutroDia };
  if (ms(lida.instante) > agora.getTime() + LIMITES_FILA_ATENDIMENTO.folgaRelogioMin * MINUTO)
    return { erro: MENSAGENS_FILA_ATENDIMENTO.chegadaFutura };
  return { instante: lida.instante };
}

// Requests and answers

const INVALIDO = 'Código inválido.';

/** An appointment as the spec identifies it: its candidate and when it was created (CRIADO_EM). */
export const chaveAgendamentoBody = z.object({
  cd_pessoa_candidato: codigo('int8', INVALIDO),
  /** CRIADO_EM of the row as answered (ISO). */
  criado_em: texto(40).min(10, MENSAGENS_AGENDAMENTO.dataInvalida),
});
export type ChaveAgendamentoBody = z.infer<typeof chaveAgendamentoBody>;

/** Registering an arrival: the appointment and, optionally, when the candidate arrived (default now). */
export const chegadaBody = chaveAgendamentoBody.extend({
  /** Today, in business time: 2030-01-31T09:10 or 31/01/2030 09:10 (see lerDataHora). */
  data_chegada: texto(40).optional(),
});
export type ChegadaBody = z.infer<typeof chegadaBody>;

export const mensagemFilaResposta = z.object({ message: z.string() });

const txt = z.string().nullable();

/** A row of the queue: the spec's scheduling row (002 §3.4) plus the appointment's key and times. */
export const filaAtendimentoLinha = z.object({
  ID_AGENDAMENTO: z.number().int(),
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  CRIADO_EM: z.string(),
  /** dd/mm/yyyy hh:mm in business time. */
  CRIADO_EM_FORMATADO: z.string(),
  /** Name of the user who created the appointment. */
  CRIADO_POR: txt,
  /** T test, E interview, C call center. */
  ID_TIPO_AGENDAMENTO: z.string(),
  /** Name of the kind of appointment. */
  TIPO_AGENDAMENTO: z.string(),
  DT_ATENDIMENTO: z.string(),
  DT_CHEGADA: txt,
  /** dd/mm/yyyy hh:mm of the arrival in business time. */
  DT_CHEGADA_PRT: txt,
  DT_INICIO_ATENDIMENTO: txt,
  DT_ENCERRAMENTO: txt,
  /** 'A' when the candidate is late (see idAtrasou). */
  ID_ATRASOU: z.literal(ATRASOU).nullable(),
  ID_COMPARECEU: txt,
  NM_USUARIO_ATENDIMENTO: txt,
  CD_USUARIO_ATENDIMENTO: z.number().int(),
  CD_PESSOA_CLIENTE: z.number().int().nullable(),
  NM_PESSOA_CLIENTE: txt,
  /** The client as people call it: nickname, else name. */
  NM_CLIENTE: txt,
  NM_APELIDO: txt,
  TIPO_PROCESSO: txt,
  ID_POSSUE_DEFICIENCIA: z.enum(['S', 'N']),
  NR_VAGA: z.number().int().nullable(),
  NM_CARGO: txt,
});
export type FilaAtendimentoLinha = z.infer<typeof filaAtendimentoLinha>;

/** A candidate waiting for the logged user (spec 002 §3.4 'Waiting candidate'). */
export const candidatoAguardandoLinha = z.object({
  NM_PESSOA: z.string(),
  CD_PESSOA: z.number().int(),
  DT_ATENDIMENTO: z.string(),
  DT_CHEGADA: z.string(),
});
export type CandidatoAguardandoLinha = z.infer<typeof candidatoAguardandoLinha>;

/** What the 'agenda' event carries when the queue changes (the unit's users reload it). */
export interface EventoFilaAtendimento {
  acao: 'chegada' | 'inicio' | 'encerramento';
  cd_empresa: number | null;
  cd_pessoa_candidato: number;
  criado_em: string;
  cd_usuario: number;
}
