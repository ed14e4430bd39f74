import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/**
 * The dates of the product, one set for the domain and the api (dayjs with its utc and timezone
 * plugins). A business date is a calendar date in São Paulo written YYYY-MM-DD; every 'today' of the
 * rules is one. Date arithmetic works on calendar dates (UTC days), so a day is always 24 hours.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** Business time zone: every 'today' of the rules is a date in São Paulo. */
export const FUSO_NEGOCIO = 'America/Sao_Paulo';

const ISO_DATA = 'YYYY-MM-DD';

/** The business date (YYYY-MM-DD in São Paulo) of an instant; now when omitted. */
export function dataNegocio(agora: Date | string | number = new Date()): string {
  return dayjs(agora).tz(FUSO_NEGOCIO).format(ISO_DATA);
}

/** The calendar date (YYYY-MM-DD) of an instant in UTC: the date part of its ISO form. */
export function dataUtc(instante: Date | string | number): string {
  return dayjs.utc(instante).format(ISO_DATA);
}

/** An ISO date (its first 10 characters are read) plus `dias` days (negative goes back). */
export function somarDias(iso: string, dias: number): string {
  return dayjs.utc(iso.slice(0, 10)).add(dias, 'day').format(ISO_DATA);
}

/** Whole days from one ISO date to another (negative when `ate` comes first). */
export function diasEntre(de: string, ate: string): number {
  return dayjs.utc(ate.slice(0, 10)).diff(dayjs.utc(de.slice(0, 10)), 'day');
}

/** Day of the week of an ISO date: 0 Sunday … 6 Saturday. */
export function diaDaSemana(iso: string): number {
  return dayjs.utc(iso.slice(0, 10)).day();
}

/** The instant of a business date and time ('YYYY-MM-DD', 'HH:mm' or 'HH:mm:ss') in São Paulo. */
export function instanteNegocio(data: string, hora = '00:00'): Date {
  return dayjs.tz(`${data.slice(0, 10)} ${hora}`, FUSO_NEGOCIO).toDate();
}

/**
 * pt-BR display of a date, dd/mm/aaaa: an ISO date (YYYY-MM-DD, time ignored) as written, an instant
 * (Date) by its business date. Empty for null, undefined or an unreadable value.
 */
export function formatarData(valor: string | Date | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  if (typeof valor === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
  }
  if (Number.isNaN(valor.getTime())) return '';
  return dayjs(valor).tz(FUSO_NEGOCIO).format('DD/MM/YYYY');
}

/** pt-BR display of the time of an instant in São Paulo, HH:mm. Empty for null or an unreadable value. */
export function formatarHora(valor: string | Date | number | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const d = dayjs(valor);
  return d.isValid() ? d.tz(FUSO_NEGOCIO).format('HH:mm') : '';
}

/** pt-BR display of an instant in São Paulo, dd/mm/aaaa HH:mm. */
export function formatarDataHora(valor: string | Date | number | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const d = dayjs(valor);
  return d.isValid() ? d.tz(FUSO_NEGOCIO).format('DD/MM/YYYY HH:mm') : '';
}

/** An ISO date plus `meses` months (negative goes back); the day is kept, or the month's last day. */
export function somarMeses(iso: string, meses: number): string {
  return dayjs.utc(iso.slice(0, 10)).add(meses, 'month').format(ISO_DATA);
}

/** An instant as ISO 8601 in São Paulo time with its offset, to the second (2026-12-31T00:00:00-03:00). */
export function instanteComFuso(instante: Date | string | number): string {
  return dayjs(instante).tz(FUSO_NEGOCIO).format('YYYY-MM-DDTHH:mm:ssZ');
}
