import { z } from 'zod';
import { codigo, textoAparado } from './entrada';

/**
 * A candidate's history panels (spec 000 §2.3b, §3.1, §5.2, §7.1): requisitions the candidate
 * applied to on the web, vacancies the candidate was forwarded to, and the timeline of notes.
 */

export const LIMITES_HISTORICO_CANDIDATO = {
  notaMin: 20,
  notaMax: 2000,
  /** Max height (px) of the timeline panel and of each vacancy list. */
  alturaTimeline: 550,
  alturaListas: 500,
} as const;

export const MENSAGENS_HISTORICO_CANDIDATO = {
  titulo: (nome: string) => `Histórico do candidato ${nome}`,
  tituloInserir: 'Inserir histórico',
  inserido: 'Novo histórico inserido',
  falhaInserir: 'Não foi possível inserir o histórico',
  falhaWeb: 'Não foi possível buscar o histórico de vagas web do candidato',
  falhaEncaminhadas: 'Não foi possível buscar as vagas encaminhadas do candidato',
  falhaTimeline: 'Não foi possível buscar o histórico do candidato',
  notaMin: `O histórico deve ter no mínimo ${LIMITES_HISTORICO_CANDIDATO.notaMin} caracteres`,
  notaMax: `O histórico deve ter no máximo ${LIMITES_HISTORICO_CANDIDATO.notaMax} caracteres`,
  candidatoObrigatorio: 'Candidato não informado',
  candidatoNaoEncontrado: 'Candidato não encontrado.',
  /** Status of a web application not yet related to a vacancy, and of a discarded one. */
  statusInscrito: 'Inscrito',
  statusDescartado: 'Descartado',
} as const;

export const cdPessoaCandidatoParams = z.object({
  cdPessoaCandidato: codigo('int8', MENSAGENS_HISTORICO_CANDIDATO.candidatoObrigatorio),
});

/** A requisition the candidate applied to on the web. */
export const historicoVagaWebLinha = z.object({
  NR_REQUISICAO: z.number().int(),
  /** Vacancies of the requisition. */
  QTD_VAGAS: z.number().int(),
  /** The unit that serves the requisition. */
  DS_CIDADE_SERVICO: z.string(),
  /** Stage name when related to one of its vacancies, 'Descartado', or 'Inscrito'. */
  STATUS_CANDIDATO: z.string(),
  /** The client ('Informação Sigilosa' when a vacancy of the requisition is secret). */
  NM_EMPRESA: z.string(),
  /** ISO 8601 timestamp of the application. */
  CRIADO_EM: z.string(),
});
export type HistoricoVagaWebLinha = z.infer<typeof historicoVagaWebLinha>;

/** A vacancy the candidate was forwarded to (stage 5 or later). */
export const historicoVagaEncaminhadoLinha = z.object({
  NR_VAGA: z.number().int(),
  /** ISO 8601 timestamp. */
  DT_ENCAMINHAMENTO: z.string().nullable(),
  CD_ESTAGIO_VAGA: z.number().int(),
  NM_CARGO: z.string(),
  NM_EMPRESA: z.string(),
  NM_SITUACAO_VAGA: z.string(),
});
export type HistoricoVagaEncaminhadoLinha = z.infer<typeof historicoVagaEncaminhadoLinha>;

/** A timeline note, newest first. */
export const timelineLinha = z.object({
  NM_USUARIO: z.string().nullable(),
  /** ISO 8601 timestamp. */
  DT_HISTORICO: z.string(),
  DS_OBSERVACOES: z.string(),
});
export type TimelineLinha = z.infer<typeof timelineLinha>;

/** POST candidato/timeline. The note is written in the name of the logged user (cd_usuario is informative). */
export const timelineBody = z.object({
  ds_historico: textoAparado(
    LIMITES_HISTORICO_CANDIDATO.notaMax,
    MENSAGENS_HISTORICO_CANDIDATO.notaMax,
    MENSAGENS_HISTORICO_CANDIDATO.notaMin,
  ).min(LIMITES_HISTORICO_CANDIDATO.notaMin, MENSAGENS_HISTORICO_CANDIDATO.notaMin),
  cd_pessoa_candidato: codigo('int8', MENSAGENS_HISTORICO_CANDIDATO.candidatoObrigatorio),
  cd_usuario: codigo('int4').nullish(),
});
export type TimelineBody = z.input<typeof timelineBody>;
