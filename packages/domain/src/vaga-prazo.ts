import { UNIDADES_CALLCENTER } from './permissions';
import { SITUACOES_ABERTAS_PRAZO } from './vaga-situacao';

/** Business time zone: every 'today' of the rules is a date in São Paulo. */
export const FUSO_NEGOCIO = 'America/Sao_Paulo';

/**
 * Units whose analysts must cancel or extend overdue vacancies (spec 001 §5). The spec says the set
 * exists but does not show it; the call-center list is used because it is the one unit list of the
 * spec that contains 330, the unit the rule names.
 */
export const UNIDADES_PRAZO_VAGA: readonly number[] = UNIDADES_CALLCENTER;

/** Days a vacancy may stay open before it is overdue: 120 for unit 330, 90 for the others. */
export const DIAS_PRAZO_VAGA = { padrao: 90, porUnidade: { 330: 120 } as Readonly<Record<number, number>> };

/** Days open allowed for a unit (spec 001 §5, §9). */
export function diasPrazoVaga(cdUnidade: number): number {
  return DIAS_PRAZO_VAGA.porUnidade[cdUnidade] ?? DIAS_PRAZO_VAGA.padrao;
}

/** Notice of the overdue list and of the blocked search panel (spec 001 §2.13, 002 §5). */
export const MENSAGEM_VAGAS_ATRASADAS = 'É necessário cancelar ou prorrogar as vagas abaixo.';

/** Today's date in the business time zone, as YYYY-MM-DD. */
export function dataNegocio(agora: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD
  return agora.toLocaleDateString('en-CA', { timeZone: FUSO_NEGOCIO });
}

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

/** Whole days from one ISO date to another (negative when `ate` comes first). */
export function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
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
 * user is its analyst, the user's unit is one of UNIDADES_PRAZO_VAGA, its situation is 1, 7 or 11,
 * it has been open for more than 120 days (user of unit 330) or 90 days (other units), and the extension
 * date is missing or earlier than today. `hoje` is the business date (YYYY-MM-DD).
 */
export function vagaAtrasada(
  vaga: VagaPrazo,
  usuario: UsuarioPrazo,
  hoje: string = dataNegocio(),
  unidades: readonly number[] = UNIDADES_PRAZO_VAGA,
): boolean {
  if (vaga.cd_pessoa_analista === null || vaga.cd_pessoa_analista !== usuario.user_sip) return false;
  if (!unidades.includes(usuario.cd_unid)) return false;
  if (!SITUACOES_ABERTAS_PRAZO.includes(vaga.cd_situacao_vaga)) return false;
  const abertura = lerDataPrazo(vaga.dt_abertura);
  if (!abertura) return false;
  if (diasEntre(abertura, hoje) <= diasPrazoVaga(usuario.cd_unid)) return false;
  const prorrogacao = lerDataPrazo(vaga.dt_prorrogacao);
  return prorrogacao === null || prorrogacao < hoje;
}
