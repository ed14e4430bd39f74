import { z } from 'zod';
import { erroLimiteData, MENSAGENS_CONTROLES } from './controles';
import { MENSAGENS } from './mensagens';

/**
 * Schema primitives of every request (body, query string and path parameters): each text has a
 * maximum and refuses what no column can hold (the NUL character, half of a UTF-16 surrogate pair);
 * each integer is bounded by the column it goes to; phones, states (UF), CPFs and dates have their
 * formats. The request schemas of every area are built from these.
 */

/** Integer columns, by the largest value they hold. */
export const COLUNAS_INTEIRAS = {
  /** smallint: situations, stages, catalogue codes. */
  int2: 32_767,
  /** integer: units, positions, shifts, countries, user numbers. */
  int4: 2_147_483_647,
  /** bigint keys (people, vacancies, requisitions): a JS number is exact only up to 2^53 − 1. */
  int8: Number.MAX_SAFE_INTEGER,
} as const;
export type ColunaInteira = keyof typeof COLUNAS_INTEIRAS;

export const LIMITES_ENTRADA = {
  /** Names, codes written as text and other short texts the specification gives no limit for. */
  textoCurtoMax: 200,
  /** Money as typed in the currency mask, e.g. 'R$ 99.999,99'. */
  moedaTextoMax: 20,
  /** A phone as typed (digits plus the mask's characters) and its digits (nr_telefone* columns). */
  telefoneTextoMax: 30,
  telefoneDigitosMax: 20,
  /** CPF with the mask 000.000.000-00 (11 digits without it). */
  cpfTextoMax: 14,
  /** ISO date (YYYY-MM-DD) and ISO date-time with offset (YYYY-MM-DDTHH:mm:ss.ssssss+hh:mm). */
  dataTamanho: 10,
  dataHoraMax: 35,
} as const;

export const MENSAGENS_ENTRADA = {
  caracteresInvalidos: 'O texto contém caracteres inválidos.',
  textoMax: (max: number) => `Informe no máximo ${max} caracteres.`,
  inteiroInvalido: 'Informe um número inteiro.',
  ufInvalida: 'UF inválida',
  cpfInvalido: 'CPF inválido: informe os 11 dígitos.',
  telefoneInvalido: `Telefone inválido: informe até ${LIMITES_ENTRADA.telefoneDigitosMax} dígitos.`,
  dataInvalida: MENSAGENS_CONTROLES.dataInvalida,
  dataHoraInvalida: 'Data e hora inválidas.',
} as const;

// Text

/**
 * Text a column can hold: no NUL character and no half of a surrogate pair (complete pairs, such as
 * emoji, are fine). Written without the `u` flag so it sees the UTF-16 code units.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it refuses
export const PADRAO_TEXTO_VALIDO = /^(?:[^\u0000\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** True when a text holds neither a NUL character nor a lone surrogate. */
export function textoValido(texto: string): boolean {
  return PADRAO_TEXTO_VALIDO.test(texto);
}

/** The characters `textoValido` refuses: the NUL character and halves of surrogate pairs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it finds
const CARACTERES_INVALIDOS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text without the characters no column can hold (for what comes from outside unchecked). */
export function semCaracteresInvalidos(texto: string): string {
  return texto.replace(CARACTERES_INVALIDOS, '');
}

/**
 * A text of at most `max` characters without NUL or lone surrogates, kept as sent. A longer text
 * is refused before its characters are examined. `mensagemAusente`: the text when the value is
 * missing or not a text.
 */
export function texto(
  max: number,
  mensagemMax: string = MENSAGENS_ENTRADA.textoMax(max),
  mensagemAusente?: string,
) {
  return z
    .string(mensagemAusente === undefined ? undefined : { error: mensagemAusente })
    .max(max, { error: mensagemMax, abort: true })
    .regex(PADRAO_TEXTO_VALIDO, MENSAGENS_ENTRADA.caracteresInvalidos);
}

/** Like `texto`, trimmed first (the maximum applies to the trimmed text). */
export function textoAparado(
  max: number,
  mensagemMax: string = MENSAGENS_ENTRADA.textoMax(max),
  mensagemAusente?: string,
) {
  return z
    .string(mensagemAusente === undefined ? undefined : { error: mensagemAusente })
    .trim()
    .max(max, { error: mensagemMax, abort: true })
    .regex(PADRAO_TEXTO_VALIDO, MENSAGENS_ENTRADA.caracteresInvalidos);
}

/**
 * An optional trimmed text: blank or null becomes null (clears the field), absent stays undefined
 * (keeps the stored one).
 */
export function textoOpcionalNulo(max: number, mensagemMax: string = MENSAGENS_ENTRADA.textoMax(max)) {
  return textoAparado(max, mensagemMax)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));
}

// Integers

export interface OpcoesInteiro {
  /** Smallest value (default 0). */
  min?: number;
  /** Largest value (default and cap: the column's). */
  max?: number;
  /** One message for every failure (type, range); default: the generic ones. */
  mensagem?: string;
}

function numeroInteiro(coluna: ColunaInteira, opcoes: OpcoesInteiro) {
  const min = opcoes.min ?? 0;
  const max = Math.min(opcoes.max ?? COLUNAS_INTEIRAS[coluna], COLUNAS_INTEIRAS[coluna]);
  const m = opcoes.mensagem;
  // Each check stops the others (and any refinement added after), so a value gets one message:
  // a huge number is 'above the maximum', not also 'not an integer'.
  return z
    .number({ error: m ?? MENSAGENS_ENTRADA.inteiroInvalido })
    .min(min, { error: m ?? MENSAGENS.minimoValor(min), abort: true })
    .max(max, { error: m ?? MENSAGENS.maximoValor(max), abort: true })
    .int({ error: m ?? MENSAGENS_ENTRADA.inteiroInvalido, abort: true });
}

/** An integer sent as a JSON number, between `min` (default 0) and the column's maximum. */
export function inteiro(coluna: ColunaInteira, opcoes: OpcoesInteiro = {}) {
  return numeroInteiro(coluna, opcoes);
}

/** An optional minus sign and up to 20 digits (the largest id has 16): the only text read as an integer. */
const DIGITOS = /^-?\d{1,20}$/;

/**
 * An integer sent as a JSON number or as its digits (path and query parameters are text, and some
 * forms send text). Only an optional minus sign and digits are read, so '1e3', '0x10', ' 1', '1.0',
 * '' and 'abc' are refused rather than converted; then bounded like `inteiro`.
 */
export function inteiroEntrada(coluna: ColunaInteira, opcoes: OpcoesInteiro = {}) {
  return z.preprocess(
    (v) => (typeof v === 'string' && DIGITOS.test(v) ? Number(v) : v),
    numeroInteiro(coluna, opcoes),
  );
}

/** A code (≥ 1) of an integer column, as a number or its digits; `mensagem` replaces every failure's text. */
export function codigo(coluna: ColunaInteira, mensagem?: string) {
  return inteiroEntrada(coluna, { min: 1, mensagem });
}

// Formats

/** The 27 Brazilian states (UF), the Federal District included. */
export const UFS_BRASIL = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PR',
  'PB',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type UfBrasil = (typeof UFS_BRASIL)[number];

/** A state (UF): two letters, trimmed, answered in upper case. */
export function uf(mensagem: string = MENSAGENS_ENTRADA.ufInvalida) {
  return z
    .string()
    .trim()
    .max(2, { error: mensagem, abort: true })
    .regex(/^[A-Za-z]{2}$/, mensagem)
    .transform((v) => v.toUpperCase());
}

/**
 * A phone as typed: digits and the mask's characters (spaces, parentheses, '+', '-', '.'); answers
 * its digits ('' when there are none), at most as many as the phone columns hold.
 */
export function telefone(mensagem: string = MENSAGENS_ENTRADA.telefoneInvalido) {
  return z
    .string()
    .max(LIMITES_ENTRADA.telefoneTextoMax, { error: mensagem, abort: true })
    .regex(/^[\d\s().+-]*$/, mensagem)
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length <= LIMITES_ENTRADA.telefoneDigitosMax, mensagem);
}

/** A CPF: 11 digits, or masked as 000.000.000-00; answers the 11 digits. */
export function cpf(mensagem: string = MENSAGENS_ENTRADA.cpfInvalido) {
  return z
    .string()
    .trim()
    .max(LIMITES_ENTRADA.cpfTextoMax, { error: mensagem, abort: true })
    .regex(/^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/, mensagem)
    .transform((v) => v.replace(/\D/g, ''));
}

function dentroDosLimites(iso: string, ctx: z.RefinementCtx) {
  const erro = erroLimiteData(iso.slice(0, 10));
  if (erro) ctx.addIssue({ code: 'custom', message: erro });
}

/** A real calendar date as ISO YYYY-MM-DD, from 1970-01-01 to 2200-12-31 (LIMITES_CONTROLES). */
export function dataIso(mensagem: string = MENSAGENS_ENTRADA.dataInvalida) {
  return z
    .string()
    .max(LIMITES_ENTRADA.dataTamanho, { error: mensagem, abort: true })
    .regex(z.core.regexes.date, { error: mensagem, abort: true })
    .superRefine(dentroDosLimites);
}

/**
 * An instant as ISO 8601 date-time with its offset ('Z' or ±hh:mm), e.g. 2030-01-31T14:30:00-03:00,
 * its date within the accepted bounds.
 */
export function dataHoraIso(mensagem: string = MENSAGENS_ENTRADA.dataHoraInvalida) {
  return z
    .string()
    .max(LIMITES_ENTRADA.dataHoraMax, { error: mensagem, abort: true })
    .regex(z.core.regexes.datetime({ offset: true, local: false, precision: null }), {
      error: mensagem,
      abort: true,
    })
    .superRefine(dentroDosLimites);
}
