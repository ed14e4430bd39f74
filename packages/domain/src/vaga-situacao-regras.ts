import { z } from 'zod';
import { diasEntre, somarDias } from './datas';
import { codigo, textoAparado } from './entrada';
import { erroDataFaturamento, LIMITES_FATURAMENTO, MENSAGENS_FATURAMENTO } from './faturamento';
import type { PermiteAtualizar } from './vaga-dados';
import { codigoVaga, corpoVaga, dataEntrada, flagSN } from './vaga-edicao';
import { SITUACAO_VAGA, SITUACOES_ABERTAS_PRAZO } from './vaga-situacao';

/**
 * The rules of the situation tab (spec 000 §4.1, §4.2, §5.2, §6): which situations are offered,
 * when the situation may change, reasons, justification, cancellation with billing, the frozen
 * vacancy whose advance was billed. The server applies them on PUT vaga/situacao-vaga and
 * vaga/justificativa-vaga; the panel uses the same functions to build the tab.
 */

/** Never offered by the list itself: 6 (closing comes from approving candidates) and 13 (set by finance). */
export const SITUACOES_FORA_DA_LISTA: readonly number[] = [SITUACAO_VAGA.FECHADA, SITUACAO_VAGA.CONGELADA];

/** Changing to these needs a cancellation reason. */
export const SITUACOES_EXIGEM_MOTIVO: readonly number[] = [5, 8, 9];

/** The situation of a vacancy in these can no longer change. */
export const SITUACOES_NAO_EDITAVEIS: readonly number[] = [5, 9, 10];

/** The cancellation may be justified only in these. */
export const SITUACOES_JUSTIFICAVEIS: readonly number[] = [5, 6, 9];

/** Hiring types whose approved candidate does not lock the situation. */
export const TIPOS_CONTRATACAO_SITUACAO_LIVRE: readonly number[] = [1, 10];

/** Offered when the vacancy is expired: cancel, with or without billing. */
export const SITUACOES_VAGA_EXPIRADA: readonly number[] = [5, 9];

/** Offered when the vacancy is frozen: stay frozen or cancel. */
export const SITUACOES_VAGA_CONGELADA: readonly number[] = [13, 5];

export const LIMITES_SITUACAO = {
  descricaoMin: 20,
  descricaoMax: 1999,
  justificativaMin: 20,
  justificativaMax: 1999,
  /** Default of CANCELAMENTO_LIVRE_DIAS: days after opening in which a vacancy is cancelled free. */
  diasCancelamentoLivrePadrao: 7,
} as const;

export const MENSAGENS_SITUACAO = {
  situacaoObrigatoria: 'Selecione a situação da vaga',
  motivoObrigatorio: 'Selecione o motivo do cancelamento',
  motivoInvalido: 'Motivo de cancelamento não encontrado',
  descricaoMin: `A descrição da situação deve ter no mínimo ${LIMITES_SITUACAO.descricaoMin} caracteres`,
  descricaoMax: `A descrição da situação deve ter no máximo ${LIMITES_SITUACAO.descricaoMax} caracteres`,
  justificativaMin: `A justificativa deve ter no mínimo ${LIMITES_SITUACAO.justificativaMin} caracteres`,
  justificativaMax: `A justificativa deve ter no máximo ${LIMITES_SITUACAO.justificativaMax} caracteres`,
  dataFaturamentoObrigatoria: MENSAGENS_FATURAMENTO.dataObrigatoria,
  dataFaturamentoMaiorQueHoje: MENSAGENS_FATURAMENTO.dataMaiorQueHoje,
  percentualInvalido: MENSAGENS_FATURAMENTO.percentualInvalido,
  situacaoNaoPermitida: 'Esta situação não pode ser escolhida para esta vaga.',
  situacaoNaoEditavel:
    'A situação de uma vaga cancelada, cancelada com faturamento ou bloqueada não pode ser alterada.',
  candidatoAprovado: 'Já existe um candidato aprovado para esta vaga',
  /** A recruiter (no Selection code) changes the situation only of their own overdue vacancies. */
  somenteVagaAtrasadaPropria:
    'Pelo recrutamento, a situação só pode ser alterada nas suas vagas em atraso (Cancelar).',
  justificativaSemPermissao: 'Você não tem permissão para justificar o cancelamento de vagas.',
  justificativaSituacao:
    'A justificativa só pode ser informada para vagas canceladas, fechadas ou canceladas com faturamento.',
  /** Title of the dialog when a frozen vacancy whose advance was billed is saved. */
  tituloCobrancaAdiantamento: 'Cancelar Vaga com Cobrança de Adiantamento',
  /** The 409 text of that case (the dialog's body). */
  cobrancaAdiantamento:
    'Cancelar Vaga com Cobrança de Adiantamento: o adiantamento desta vaga já foi faturado. Entre em contato com o financeiro antes de alterar a situação.',
  /** The dialog shown when 5 is chosen after the free-cancellation period. */
  tituloCancelarVaga: 'Cancelar Vaga',
  textoCancelarVaga: 'O prazo de cancelamento sem custo desta vaga terminou. Como deseja cancelá-la?',
  cancelarComFaturamento: 'Cancelar Vaga Com Faturamento',
  cancelarSemFaturamento: 'Cancelar Vaga Sem Faturamento',
  avisoCancelamentoLivre: (dataBr: string) => `A vaga pode ser cancelada sem faturamento até ${dataBr}.`,
} as const;

/** What the expiry rule reads of a vacancy. */
export interface VagaExpiracao {
  cd_situacao_vaga: number;
  /** Days the vacancy's unit allows it open (the unit's nr_dias_prazo_vaga: 90, or 120 for unit 330). */
  nr_dias_prazo_vaga: number;
  /** ISO dates. */
  dt_abertura: string;
  dt_prorrogacao: string | null;
}

/**
 * An expired vacancy: open (1, 7 or 11), open for more days than its unit allows (nr_dias_prazo_vaga) and not extended to today or later (spec 001 §5). Only cancelling is offered then.
 */
export function vagaExpirada(v: VagaExpiracao, hoje: string): boolean {
  if (!SITUACOES_ABERTAS_PRAZO.includes(v.cd_situacao_vaga)) return false;
  if (diasEntre(v.dt_abertura, hoje) <= v.nr_dias_prazo_vaga) return false;
  return v.dt_prorrogacao === null || v.dt_prorrogacao.slice(0, 10) < hoje;
}

/**
 * The situations offered (spec 000 §4.2), from the catalogue codes: frozen → 13 and 5; expired → 5
 * and 9; otherwise the catalogue without 6 and 13, with 6 added when it is the current one and
 * without 1 when the current is 5.
 */
export function opcoesSituacao(ctx: {
  atual: number;
  expirada: boolean;
  catalogo: readonly number[];
}): number[] {
  if (ctx.atual === SITUACAO_VAGA.CONGELADA) return [...SITUACOES_VAGA_CONGELADA];
  if (ctx.expirada) return [...SITUACOES_VAGA_EXPIRADA];
  let lista = ctx.catalogo.filter((c) => !SITUACOES_FORA_DA_LISTA.includes(c));
  if (ctx.atual === SITUACAO_VAGA.FECHADA) lista.push(SITUACAO_VAGA.FECHADA);
  if (ctx.atual === SITUACAO_VAGA.CANCELADA) lista = lista.filter((c) => c !== SITUACAO_VAGA.ABERTA);
  return [...new Set(lista)].sort((a, b) => a - b);
}

/**
 * Whether the situation may change (PERMITE_ATUALIZAR): not when the current one is 5, 9 or 10; not
 * when the hiring type is other than 1 or 10 and a candidate was approved.
 */
export function permiteAtualizarSituacao(ctx: {
  cdSituacao: number;
  cdTipoContratacao: number;
  temCandidatoAprovado: boolean;
}): PermiteAtualizar {
  if (SITUACOES_NAO_EDITAVEIS.includes(ctx.cdSituacao))
    return { atualiza: false, mensagem: MENSAGENS_SITUACAO.situacaoNaoEditavel };
  if (!TIPOS_CONTRATACAO_SITUACAO_LIVRE.includes(ctx.cdTipoContratacao) && ctx.temCandidatoAprovado)
    return { atualiza: false, mensagem: MENSAGENS_SITUACAO.candidatoAprovado };
  return { atualiza: true, mensagem: null };
}

/** True when the user may justify the cancellation: one of the listed users, situation 5, 6 or 9. */
export function podeJustificar(ctx: { usuarioListado: boolean; cdSituacao: number }): boolean {
  return ctx.usuarioListado && SITUACOES_JUSTIFICAVEIS.includes(ctx.cdSituacao);
}

/** The justification flag after a situation change: reset to N outside 5, 6 and 9. */
export function justificativaAposMudanca(novaSituacao: number, atual: 'S' | 'N'): 'S' | 'N' {
  return SITUACOES_JUSTIFICAVEIS.includes(novaSituacao) ? atual : 'N';
}

/** The last day of the free-cancellation period: opening date plus `dias`. */
export function limiteCancelamentoLivre(dtAbertura: string, dias: number): string {
  return somarDias(dtAbertura, dias);
}

/** True while the vacancy may be cancelled without billing (today up to the limit). */
export function dentroCancelamentoLivre(dtAbertura: string, dias: number, hoje: string): boolean {
  return hoje <= limiteCancelamentoLivre(dtAbertura, dias);
}

/** What avaliarMudancaSituacao reads. */
export interface ContextoMudancaSituacao {
  atual: number;
  nova: number;
  expirada: boolean;
  /** Codes of the situation catalogue. */
  catalogo: readonly number[];
  cdTipoContratacao: number;
  temCandidatoAprovado: boolean;
  adiantamentoFaturado: boolean;
  cdMotivo: number | null | undefined;
  dtFaturamento: string | null | undefined;
  hoje: string;
}

/** A refused change: 400 (bad input) or 409 (the vacancy's state forbids it), with the text. */
export interface RecusaSituacao {
  status: 400 | 409;
  mensagem: string;
}

/**
 * Every §4.2 rule of a situation save, in order: frozen with the advance billed (nothing is saved);
 * situation not editable; a situation not offered; a reason for 5, 8 and 9 when it changes; the
 * billing date (after today) of a cancellation with billing (9). Null when the change may be saved.
 */
export function avaliarMudancaSituacao(ctx: ContextoMudancaSituacao): RecusaSituacao | null {
  if (ctx.atual === SITUACAO_VAGA.CONGELADA && ctx.adiantamentoFaturado)
    return { status: 409, mensagem: MENSAGENS_SITUACAO.cobrancaAdiantamento };
  const permite = permiteAtualizarSituacao({
    cdSituacao: ctx.atual,
    cdTipoContratacao: ctx.cdTipoContratacao,
    temCandidatoAprovado: ctx.temCandidatoAprovado,
  });
  if (!permite.atualiza)
    return { status: 409, mensagem: permite.mensagem ?? MENSAGENS_SITUACAO.situacaoNaoPermitida };
  if (ctx.nova === ctx.atual) return null;
  if (!opcoesSituacao(ctx).includes(ctx.nova))
    return { status: 409, mensagem: MENSAGENS_SITUACAO.situacaoNaoPermitida };
  const [erro] = errosMudancaSituacao(ctx);
  return erro ? { status: 400, mensagem: erro.mensagem } : null;
}

/** A field of a situation change refused by its input, with the text. */
export interface ErroCampoSituacao {
  campo: 'cd_motivo_cancelamento' | 'dt_faturamento';
  mensagem: string;
}

/**
 * The input a situation change needs (spec 000 §4.2), by field: a reason for 5, 8 and 9 when the
 * situation changes; the billing date, after today, of a cancellation with billing (9).
 */
export function errosMudancaSituacao(ctx: {
  atual: number;
  nova: number;
  cdMotivo: number | null | undefined;
  dtFaturamento: string | null | undefined;
  hoje: string;
}): ErroCampoSituacao[] {
  if (ctx.nova === ctx.atual) return [];
  const erros: ErroCampoSituacao[] = [];
  if (SITUACOES_EXIGEM_MOTIVO.includes(ctx.nova) && !ctx.cdMotivo)
    erros.push({ campo: 'cd_motivo_cancelamento', mensagem: MENSAGENS_SITUACAO.motivoObrigatorio });
  if (ctx.nova === SITUACAO_VAGA.CANCELADA_COM_FATURAMENTO) {
    const erro = ctx.dtFaturamento
      ? erroDataFaturamento(ctx.dtFaturamento, ctx.hoje)
      : MENSAGENS_SITUACAO.dataFaturamentoObrigatoria;
    if (erro) erros.push({ campo: 'dt_faturamento', mensagem: erro });
  }
  return erros;
}

const textoSituacao = (min: number, max: number, msgMin: string, msgMax: string) =>
  textoAparado(max, msgMax)
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || v.length >= min, msgMin)
    .transform((v) => (v === '' ? null : v));

/**
 * PUT vaga/situacao-vaga. cd_motivo_cancelamento is required for 5, 8 and 9 when the situation
 * changes; 9 (cancelled with billing) needs dt_faturamento after today and may carry pc_faturamento.
 * ds_situacao_vaga is the note of the change (20–1999 characters when given).
 */
export const situacaoVagaBody = corpoVaga({
  nr_vaga: codigoVaga,
  cd_situacao_vaga: codigo('int2', MENSAGENS_SITUACAO.situacaoObrigatoria),
  cd_motivo_cancelamento: codigo('int2').nullish(),
  ds_situacao_vaga: textoSituacao(
    LIMITES_SITUACAO.descricaoMin,
    LIMITES_SITUACAO.descricaoMax,
    MENSAGENS_SITUACAO.descricaoMin,
    MENSAGENS_SITUACAO.descricaoMax,
  ),
  dt_faturamento: dataEntrada.nullish(),
  pc_faturamento: z.coerce
    .number({ error: MENSAGENS_SITUACAO.percentualInvalido })
    .min(0, MENSAGENS_SITUACAO.percentualInvalido)
    .max(LIMITES_FATURAMENTO.totalMax, MENSAGENS_SITUACAO.percentualInvalido)
    .nullish(),
});
export type SituacaoVagaBody = z.input<typeof situacaoVagaBody>;

/**
 * The body of a situation change of one vacancy, as its situation tab sends it: the request's
 * schema and the input the change needs from the situation it leaves (errosMudancaSituacao), each
 * message on its field.
 */
export function situacaoVagaDaVaga(atual: number, hoje: string) {
  return situacaoVagaBody.superRefine((v, ctx) => {
    const erros = errosMudancaSituacao({
      atual,
      nova: v.cd_situacao_vaga,
      cdMotivo: v.cd_motivo_cancelamento,
      dtFaturamento: v.dt_faturamento,
      hoje,
    });
    for (const e of erros) ctx.addIssue({ code: 'custom', message: e.mensagem, path: [e.campo] });
  });
}

/** PUT vaga/justificativa-vaga: S needs the justification text (20–1999 characters). */
export const justificativaVagaBody = corpoVaga({
  nr_vaga: codigoVaga,
  id_cancelada_just: flagSN,
  ds_justificativa: textoSituacao(
    LIMITES_SITUACAO.justificativaMin,
    LIMITES_SITUACAO.justificativaMax,
    MENSAGENS_SITUACAO.justificativaMin,
    MENSAGENS_SITUACAO.justificativaMax,
  ),
}).superRefine((v, ctx) => {
  if (v.id_cancelada_just === 'S' && !v.ds_justificativa)
    ctx.addIssue({
      code: 'custom',
      message: MENSAGENS_SITUACAO.justificativaMin,
      path: ['ds_justificativa'],
    });
});
export type JustificativaVagaBody = z.input<typeof justificativaVagaBody>;

export const motivoCancelamentoLinha = z.object({
  CD_MOTIVO_CANCELAMENTO: z.number().int(),
  DS_MOTIVO_CANCELAMENTO: z.string(),
});
export type MotivoCancelamentoLinha = z.infer<typeof motivoCancelamentoLinha>;

/**
 * GET vaga/cancelamento-vaga-proposta/{nrVaga}: the free-cancellation notice. ID_AVISO_CANCELAMENTO S
 * while the vacancy may be cancelled without billing; N after it (choosing 5 then opens the
 * 'Cancelar Vaga' dialog).
 */
export const cancelamentoPropostaResposta = z.object({
  NR_VAGA: z.number().int(),
  ID_AVISO_CANCELAMENTO: flagSN,
  /** Days after opening of the free period (configuration CANCELAMENTO_LIVRE_DIAS). */
  QT_DIAS_CANCELAMENTO_LIVRE: z.number().int(),
  /** ISO date: last day of the free period. */
  DT_LIMITE_CANCELAMENTO: z.string(),
  /** The notice text while it applies, else null. */
  DS_AVISO: z.string().nullable(),
});
export type CancelamentoPropostaResposta = z.infer<typeof cancelamentoPropostaResposta>;
