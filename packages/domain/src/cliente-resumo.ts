import { z } from 'zod';
import { codigo } from './entrada';

/**
 * The client summary card (spec 001 §2.16, §3 'Client summary', §7, §8): address, region, city and
 * state, phone, e-mail, the sales contact, the client's contacts with their phones.
 */

export const MENSAGENS_CLIENTE_RESUMO = {
  falha: 'Erro ao buscar dados do cliente.',
  naoEncontrado: 'Cliente não encontrado.',
  semContatos: 'Nenhum contato cadastrado.',
  botaoDados: 'DADOS DO CLIENTE',
} as const;

/** Marital codes of a contact (spec 001 §3). */
export const ESTADOS_CIVIS: Readonly<Record<string, string>> = {
  C: 'Casado(a)',
  S: 'Solteiro(a)',
  D: 'Divorciado(a)',
  V: 'Viúvo(a)',
  A: 'União Estável',
  J: 'Separação Judicial',
};

export function nomeEstadoCivil(codigo: string | null | undefined): string | null {
  return codigo ? (ESTADOS_CIVIS[codigo] ?? null) : null;
}

/** Phone types: '11' or '2' main, '5' mobile (spec 001 §3); others are shown as other phones. */
export function tipoTelefone(cd: string | null | undefined): 'principal' | 'celular' | 'outro' {
  if (cd === '11' || cd === '2') return 'principal';
  if (cd === '5') return 'celular';
  return 'outro';
}

export const ROTULOS_TIPO_TELEFONE = {
  principal: 'Telefone principal',
  celular: 'Celular',
  outro: 'Telefone',
} as const;

export const clienteResumoParams = z.object({ cd_pessoa: codigo('int8'), cd_empresa: codigo('int4') });

export const telefoneResumo = z.object({
  CD_TIPO_TELEFONE: z.string(),
  NR_TELEFONE: z.string(),
  NR_RAMAL: z.string().nullable(),
});
export type TelefoneResumo = z.infer<typeof telefoneResumo>;

export const clienteResumo = z.object({
  CD_PESSOA: z.number(),
  NM_APELIDO: z.string().nullable(),
  /** The client's registered name. */
  NM_RAZAO_SOCIAL: z.string(),
  CD_TIPO_LOGRADOURO: z.string().nullable(),
  /** Street name (the legacy calls the street 'NM_CEP'). */
  NM_CEP: z.string().nullable(),
  CD_CEP: z.string().nullable(),
  NR_ENDERECO: z.string().nullable(),
  DS_COMPLEMENTO: z.string().nullable(),
  NM_BAIRRO: z.string().nullable(),
  NM_REGIAO: z.string().nullable(),
  NM_CIDADE: z.string().nullable(),
  CD_UF: z.string().nullable(),
  DS_EMAIL: z.string().nullable(),
  /** The sales contact (commercial staff member) who handles the client. */
  NM_PESSOA: z.string().nullable(),
  TELEFONES: z.array(telefoneResumo),
});
export type ClienteResumo = z.infer<typeof clienteResumo>;

export const contatoResumo = z.object({
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  NM_CARGO: z.string().nullable(),
  NM_SEXO: z.string().nullable(),
  DT_NASCIMENTO: z.string().nullable(),
  ID_ESTADO_CIVIL: z.string().nullable(),
  DS_EMAIL: z.string().nullable(),
  TELEFONES: z.array(telefoneResumo),
});
export type ContatoResumo = z.infer<typeof contatoResumo>;

export const clienteResumoResposta = z.object({
  CLIENTE: clienteResumo,
  CONTATO: z.array(contatoResumo),
});
export type ClienteResumoResposta = z.infer<typeof clienteResumoResposta>;
