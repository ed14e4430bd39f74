import { z } from 'zod';
import { lerDataHora } from './agendamento';
import { diaDaSemana, diasEntre, somarDias } from './datas';
import { codigo, dataIso, textoAparado } from './entrada';

/**
 * The scheduling of the candidate data page (spec 002 §2.3, §3.4 'Scheduling', §4, §7 'Scheduling'):
 * the analyst's schedule with its filters, the candidate's appointments, the late flag and the
 * no-show.
 */

const chave = codigo('int8', 'Código inválido.');
const txt = z.string().nullable();

export const MENSAGENS_AGENDA = {
  erroCarregar: 'Não foi possível carregar os agendamentos.',
  erroDados: 'Não foi possível carregar os dados do agendamento.',
  erroAtualizar: 'Não foi possível atualizar o agendamento.',
  atualizado: 'Agendamento atualizado com sucesso!',
  naoCompareceu: (nome: string) => `Deseja salvar que o candidato ${nome} não compareceu?`,
  naoCompareceuSalvo: 'Não comparecimento registrado.',
  encerrado: 'Este agendamento já foi encerrado e não pode ser alterado.',
  naoEncontrado: 'Agendamento não encontrado.',
  periodo: 'A data de início não pode ser maior que a data de término.',
} as const;

/** The analyst's schedule reads at most this many days at once, and this many rows. */
export const LIMITES_AGENDA = { diasMax: 62, linhasMax: 1000 } as const;

/** A scheduling row (spec 002 §3.4). */
export const agendamentoLinha = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  CRIADO_EM: z.string(),
  CRIADO_EM_FORMATADO: z.string(),
  CRIADO_POR: txt,
  /** T test, E interview, C call center. */
  ID_TIPO_AGENDAMENTO: z.enum(['T', 'E', 'C']),
  DT_ATENDIMENTO: z.string(),
  DT_CHEGADA: txt,
  /** The arrival as the list prints it (dd/mm/yyyy hh:mm). */
  DT_CHEGADA_PRT: txt,
  DT_ENCERRAMENTO: txt,
  /** A when the candidate was late (see atrasou). */
  ID_ATRASOU: z.enum(['A', 'N']),
  NM_USUARIO_ATENDIMENTO: txt,
  CD_USUARIO_ATENDIMENTO: z.number().int(),
  NM_CLIENTE: txt,
  NM_APELIDO: txt,
  CD_PESSOA_CLIENTE: z.number().int().nullable(),
  NM_PESSOA_CLIENTE: txt,
  /** The type's name: Teste, Entrevista, Call center. */
  TIPO_AGENDAMENTO: z.string(),
  TIPO_PROCESSO: txt,
  ID_POSSUE_DEFICIENCIA: z.enum(['S', 'N']),
  ID_COMPARECEU: txt,
  DS_DESCRICAO: txt,
});
export type AgendamentoLinha = z.infer<typeof agendamentoLinha>;

/**
 * Late (spec 002 §3.4 ID_ATRASOU 'A'): the candidate arrived after the scheduled time, or has not
 * arrived, the appointment is not closed and its time has passed.
 */
export function atrasou(
  dtAtendimento: string,
  dtChegada: string | null,
  dtEncerramento: string | null,
  agora: Date = new Date(),
): 'A' | 'N' {
  const marcado = new Date(dtAtendimento).getTime();
  if (Number.isNaN(marcado)) return 'N';
  if (dtChegada) return new Date(dtChegada).getTime() > marcado ? 'A' : 'N';
  if (dtEncerramento) return 'N';
  return agora.getTime() > marcado ? 'A' : 'N';
}

/** Whether an appointment can still be edited (spec 002 §4): only without a closing date. */
export function agendamentoEditavel(dtEncerramento: string | null | undefined): boolean {
  return !dtEncerramento;
}

/** Body of POST agendamento/agendamentos-analista: the filters plus the analyst (spec 002 §7). */
export const agendaAnalistaBody = z
  .object({
    cd_pessoa_analista: chave,
    inicio: dataIso(),
    termino: dataIso(),
    tipo_agendamento: z.enum(['T', 'E', 'C', 'todos']).default('todos'),
    /** A open (no closing date), E closed, T every one. */
    situacao: z.enum(['A', 'E', 'T']).default('T'),
    /** Part of the candidate's name or code. */
    candidato: textoAparado(120).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.inicio > f.termino)
      ctx.addIssue({ code: 'custom', message: MENSAGENS_AGENDA.periodo, path: ['inicio'] });
    else if (diasEntre(f.inicio, f.termino) > LIMITES_AGENDA.diasMax)
      ctx.addIssue({
        code: 'custom',
        message: `O período deve ter no máximo ${LIMITES_AGENDA.diasMax} dias.`,
        path: ['termino'],
      });
  });
export type AgendaAnalistaBody = z.infer<typeof agendaAnalistaBody>;
export type AgendaAnalistaEntrada = z.input<typeof agendaAnalistaBody>;

export const agendamentosCandidatoParams = z.object({ candidate: chave });

/** Body of POST agendamento/candidato-nao-compareceu: the appointment's key. */
export const naoCompareceuBody = z.object({
  cd_pessoa_candidato: chave,
  criado_em: textoAparado(40).refine((v) => lerDataHora(v) !== null, 'Data de criação inválida.'),
});

export const mensagemAgendaResposta = z.object({ message: z.string() });

/** The days (YYYY-MM-DD) of the week holding `dia`, Monday first. */
export function diasDaSemana(dia: string): string[] {
  const segunda = somarDias(dia, -((diaDaSemana(dia) + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => somarDias(segunda, i));
}
