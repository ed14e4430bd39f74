import { z } from 'zod';
import { dataNegocio, diasEntre, somarDias } from './datas';
import { codigo, textoAparado } from './entrada';
import { UNIDADES_CALLCENTER } from './permissions';
import { SITUACOES_ABERTAS_PRAZO, vagaCongelada } from './vaga-situacao';

// The date helpers of the rules live in ./datas; these names stay here for their importers.
export { dataNegocio, diasEntre, FUSO_NEGOCIO, somarDias } from './datas';

/**
 * The spec's units whose analysts must cancel or extend overdue vacancies (spec 001 §5). The spec
 * says the set exists but does not show it; the call-center list is used because it is the one unit
 * list of the spec that contains 330, the unit the rule names. Only the default of a unit's
 * id_prazo_vaga (flagsPadraoDaUnidade): the stored flag decides.
 */
export const UNIDADES_PRAZO_VAGA: readonly number[] = UNIDADES_CALLCENTER;

/** The spec's days a vacancy may stay open (120 for unit 330, 90 otherwise): defaults of nr_dias_prazo_vaga. */
export const DIAS_PRAZO_VAGA = { padrao: 90, porUnidade: { 330: 120 } as Readonly<Record<number, number>> };

/** The overdue rule of the user's unit, as its flags in the database give it. */
export interface PrazoUnidade {
  /** id_prazo_vaga = 'S': the unit's analysts must cancel or extend overdue vacancies. */
  ativo: boolean;
  /** nr_dias_prazo_vaga: days a vacancy may stay open. */
  dias: number;
}

/** Notice over the overdue list, as the spec writes it (spec 001 §2.13, 002 §8). */
export const MENSAGEM_VAGAS_ATRASADAS = 'É necessário cancelar ou prorrogar as vagas abaixo.';

/**
 * A date as the rule reads it: ISO (YYYY-MM-DD, with or without time) or the legacy DD/MM/YYYY
 * (also DD-MM-YYYY) with an optional time, which is ignored. Null when absent or not a real date.
 */
export function lerDataPrazo(valor: string | Date | null | undefined): string | null {
  if (valor === null || valor === undefined) return null;
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? null : dataNegocio(valor);
  const texto = valor.trim();
  let a: string;
  let m: string;
  let d: string;
  const br = /^(\d{2})[/-](\d{2})[/-](\d{4})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(texto);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(texto);
  if (br) [, d, m, a] = br;
  else if (iso) [, a, m, d] = iso;
  else return null;
  const data = new Date(Date.UTC(Number(a), Number(m) - 1, Number(d)));
  if (
    data.getUTCFullYear() !== Number(a) ||
    data.getUTCMonth() !== Number(m) - 1 ||
    data.getUTCDate() !== Number(d)
  )
    return null;
  return `${a}-${m}-${d}`;
}

/**
 * The opening date from which a vacancy is on time: opened before it, it has been open for more days
 * than the unit allows. The database narrows with `dt_abertura < limite`; the rule is `vagaAtrasada`.
 */
export function limiteAberturaPrazo(hoje: string, dias: number): string {
  return somarDias(hoje, -dias);
}

/** What the overdue rule reads of a vacancy. */
export interface VagaPrazo {
  cd_situacao_vaga: number;
  /** Opening date (ISO or DD/MM/YYYY with optional time). */
  dt_abertura: string | Date | null;
  /** Extension date: the vacancy is not overdue while it is today or later. */
  dt_prorrogacao: string | Date | null;
  /** The analyst's person code (cd_pessoa_analista). */
  cd_pessoa_analista: number | null;
}

/** What the overdue rule reads of the logged user. */
export interface UsuarioPrazo {
  /** The user's person code, which is the analyst code. */
  user_sip: number;
  cd_unid: number;
}

/**
 * The overdue rule (spec 001 §5): the vacancy goes to the user's must-cancel-or-extend list when the
 * user is its analyst, the rule is on for the user's unit (`prazo`, the unit's flags), its situation
 * is 1, 7 or 11, it has been open for more than the unit's days, and the extension date is missing or
 * earlier than today. `hoje` is the business date (YYYY-MM-DD).
 */
export function vagaAtrasada(
  vaga: VagaPrazo,
  usuario: UsuarioPrazo,
  hoje: string,
  prazo: PrazoUnidade,
): boolean {
  if (vaga.cd_pessoa_analista === null || vaga.cd_pessoa_analista !== usuario.user_sip) return false;
  if (!prazo.ativo) return false;
  if (!SITUACOES_ABERTAS_PRAZO.includes(vaga.cd_situacao_vaga)) return false;
  const abertura = lerDataPrazo(vaga.dt_abertura);
  if (!abertura) return false;
  if (diasEntre(abertura, hoje) <= prazo.dias) return false;
  const prorrogacao = lerDataPrazo(vaga.dt_prorrogacao);
  return prorrogacao === null || prorrogacao < hoje;
}

// ---------------------------------------------------------------------------------------------
// Extension (prorrogação) of an overdue vacancy (spec 001 §2.13, §4, §5, §7, §8)

/** Limits of the extension reason (spec 001 §5, §9). */
export const LIMITES_PRORROGACAO = {
  motivoMin: 15,
  motivoMax: 3900,
  /** Days an extension adds from today when no other number is configured. */
  diasPadrao: 30,
} as const;

/** Texts of the overdue flow: the spec's (§5, §8) and the server's refusals. */
export const MENSAGENS_PRORROGACAO = {
  motivoObrigatorio: 'É necessário informar o motivo da prorrogação.',
  motivoMinimo: 'Motivo da prorrogação deve ter no mínimo 15 caracteres.',
  motivoMaximo: 'Motivo da prorrogação deve ter no máximo 3900 caracteres.',
  dicaMotivo: 'Min. de 15 caracteres',
  vagaNaoIdentificada: 'Falha ao identificar a vaga para prorrogação.',
  sucesso: 'Vaga prorrogada com sucesso.',
  falha: 'Ops, ocorreu um erro ao prorrogar a vaga.',
  falhaLista: 'Não foi possível verificar as vagas em atraso.',
  naoProrrogada: 'Não prorrogada',
  vagaNaoEncontrada: 'Vaga não encontrada.',
  vagaCongelada: 'Vaga congelada (aguardando pagamento do adiantamento): não é possível prorrogá-la.',
  vagaNaoAberta: 'Somente vagas abertas (situações 1, 7 e 11) podem ser prorrogadas.',
  naoAnalista: 'Somente o analista da vaga pode prorrogá-la.',
  naoAtrasada: 'A vaga não está em atraso: não há prazo a prorrogar.',
  /** History note of the vacancy (vaga_historico, type P). */
  historico: (ateBr: string, motivo: string) => `Vaga prorrogada até ${ateBr}. Motivo: ${motivo}`,
} as const;

/** The extension reason's error (spec 001 §5), null when it is accepted. Counted after trimming. */
export function erroMotivoProrrogacao(motivo: string | null | undefined): string | null {
  const t = (motivo ?? '').trim();
  if (!t) return MENSAGENS_PRORROGACAO.motivoObrigatorio;
  if (t.length < LIMITES_PRORROGACAO.motivoMin) return MENSAGENS_PRORROGACAO.motivoMinimo;
  if (t.length > LIMITES_PRORROGACAO.motivoMax) return MENSAGENS_PRORROGACAO.motivoMaximo;
  return null;
}

/**
 * Body of PUT vaga/prorrogar. The reason is trimmed; the vacancy must be named. `cd_unidade` is the
 * unit the screen sends: the rule reads the logged user's unit, so a value sent is not used.
 */
export const prorrogarBody = z.object({
  ds_motivo_prorrogacao: textoAparado(
    LIMITES_PRORROGACAO.motivoMax,
    MENSAGENS_PRORROGACAO.motivoMaximo,
    MENSAGENS_PRORROGACAO.motivoObrigatorio,
  ).superRefine((v, ctx) => {
    const erro = erroMotivoProrrogacao(v);
    if (erro) ctx.addIssue({ code: 'custom', message: erro });
  }),
  nr_vaga: codigo('int8', MENSAGENS_PRORROGACAO.vagaNaoIdentificada),
  cd_unidade: codigo('int4').nullish(),
});
export type ProrrogarBody = z.input<typeof prorrogarBody>;

export const prorrogarResposta = z.object({
  message: z.string(),
  NR_VAGA: z.number(),
  /** The new extension date (ISO). */
  DT_PRORROGACAO: z.string(),
});

/** Why a vacancy cannot be extended by this user now; null when it can (the server's check). */
export function recusaProrrogacao(
  vaga: VagaPrazo,
  usuario: UsuarioPrazo,
  hoje: string,
  prazo: PrazoUnidade,
): string | null {
  if (vagaCongelada(vaga.cd_situacao_vaga)) return MENSAGENS_PRORROGACAO.vagaCongelada;
  if (!SITUACOES_ABERTAS_PRAZO.includes(vaga.cd_situacao_vaga)) return MENSAGENS_PRORROGACAO.vagaNaoAberta;
  if (vaga.cd_pessoa_analista !== usuario.user_sip) return MENSAGENS_PRORROGACAO.naoAnalista;
  if (!vagaAtrasada(vaga, usuario, hoje, prazo)) return MENSAGENS_PRORROGACAO.naoAtrasada;
  return null;
}

/** The extension date an extension made today gives: today plus the configured days. */
export function dataProrrogacao(hoje: string, dias: number = LIMITES_PRORROGACAO.diasPadrao): string {
  return somarDias(hoje, dias);
}

/** A row of the overdue list (spec 001 §2.13, §3 'Overdue/recruitment rows'; 002 §3.4). */
export const vagaAtrasadaLinha = z.object({
  NR_VAGA: z.number(),
  NR_REQUISICAO: z.number(),
  CD_EMPRESA: z.number(),
  NM_CARGO: z.string().nullable(),
  CD_PESSOA_CLIENTE: z.number(),
  CD_EMPRESA_CLIENTE: z.number(),
  /** Null when the vacancy hides its client (secret or confidential). */
  NM_APELIDO_CLIENTE: z.string().nullable(),
  ID_ESCONDE_INFO_SIGILOSA: z.enum(['S', 'N']),
  CD_SITUACAO_VAGA: z.number(),
  NM_SITUACAO_VAGA: z.string(),
  VL_SALARIO: z.number().nullable(),
  CD_CENTRO_CUSTO: z.string().nullable(),
  NM_CENTRO_CUSTO: z.string().nullable(),
  DT_ABERTURA: z.string(),
  DT_PRORROGACAO: z.string().nullable(),
  NM_TURNO: z.string().nullable(),
  QT_DIAS_ABERTURA: z.number(),
  QTD_CANDIDATOS_RELACIONADOS: z.number(),
  QTD_CANDIDATOS_WEB: z.number(),
  CANDIDATO_APROVADO: z.number(),
});
export type VagaAtrasadaLinha = z.infer<typeof vagaAtrasadaLinha>;
export const vagasAtrasadasResposta = z.array(vagaAtrasadaLinha);
