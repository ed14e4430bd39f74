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

/** A date and time written with its zone: Z or an offset (+00, -03:00, -0300) after the time. */
const COM_FUSO = /\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The instant of a value: a Date or a number as it is, a text with its zone (Z, -03:00) as that
 * instant, a text without one as a date and time in São Paulo (never the browser's zone).
 */
function instante(valor: string | Date | number): dayjs.Dayjs {
  if (typeof valor === 'string' && !COM_FUSO.test(valor.trim())) return dayjs.tz(valor.trim(), FUSO_NEGOCIO);
  return dayjs(valor);
}

/**
 * The ISO date (YYYY-MM-DD) of a date value, as a date field takes it: a date, or a date and time
 * without zone, as written; an instant (a Date, a text with its zone) by its business date. Null when
 * empty or unreadable.
 */
export function dataDe(valor: string | Date | null | undefined): string | null {
  if (valor === null || valor === undefined || valor === '') return null;
  if (typeof valor === 'string' && !COM_FUSO.test(valor.trim())) {
    const m = /^\d{4}-\d{2}-\d{2}/.exec(valor);
    return m ? m[0] : null;
  }
  const d = dayjs(valor);
  return d.isValid() ? d.tz(FUSO_NEGOCIO).format(ISO_DATA) : null;
}

/**
 * pt-BR display of a date, dd/mm/aaaa: an ISO date (YYYY-MM-DD, a time without zone ignored) as
 * written, an instant (a Date, or a text with its zone such as 2024-03-01T02:00:00Z) by its business
 * date. Empty for null, undefined or an unreadable value.
 */
export function formatarData(valor: string | Date | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  if (typeof valor === 'string' && !COM_FUSO.test(valor.trim())) {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
  }
  const d = dayjs(valor);
  return d.isValid() ? d.tz(FUSO_NEGOCIO).format('DD/MM/YYYY') : '';
}

/**
 * pt-BR display of the time of an instant in São Paulo, HH:mm (a text without zone is a São Paulo
 * time). Empty for null or an unreadable value.
 */
export function formatarHora(valor: string | Date | number | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const d = instante(valor);
  return d.isValid() ? d.tz(FUSO_NEGOCIO).format('HH:mm') : '';
}

/** pt-BR display of an instant in São Paulo, dd/mm/aaaa HH:mm (a text without zone is a São Paulo time). */
export function formatarDataHora(valor: string | Date | number | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const d = instante(valor);
  return d.isValid() ? d.tz(FUSO_NEGOCIO).format('DD/MM/YYYY HH:mm') : '';
}

/** pt-BR day and month of an ISO date, dd/mm (the year left out, as in a week's headings). */
export function formatarDiaMes(iso: string | null | undefined): string {
  return formatarData(iso).slice(0, 5);
}

const DIAS_ABREVIADOS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;

/** Short pt-BR name of the day of the week of an ISO date: dom., seg. … sáb. */
export function diaDaSemanaAbreviado(iso: string): string {
  return DIAS_ABREVIADOS[diaDaSemana(iso)] ?? '';
}

/**
 * When something happened, in pt-BR: 'há poucos segundos', 'há 5 minutos', 'há 2 horas' … within the
 * last 24 hours, its date and time (dd/mm/aaaa HH:mm in São Paulo) when older or ahead of `agora`
 * (clocks that disagree). Empty for an unreadable value.
 */
export function formatarDecorrido(
  valor: string | Date | number | null | undefined,
  agora: Date | number = new Date(),
): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const d = instante(valor);
  if (!d.isValid()) return '';
  const ms = dayjs(agora).diff(d);
  if (ms < 0 || ms >= 24 * 3_600_000) return formatarDataHora(d.toDate());
  const segundos = ms / 1000;
  if (Math.round(segundos) <= 44) return 'há poucos segundos';
  if (Math.round(segundos) <= 89) return 'há um minuto';
  const minutos = segundos / 60;
  if (Math.round(minutos) <= 44) return `há ${Math.round(minutos)} minutos`;
  if (Math.round(minutos) <= 89) return 'há uma hora';
  const horas = minutos / 60;
  return Math.round(horas) <= 21 ? `há ${Math.round(horas)} horas` : 'há um dia';
}

/** An ISO date plus `meses` months (negative goes back); the day is kept, or the month's last day. */
export function somarMeses(iso: string, meses: number): string {
  return dayjs.utc(iso.slice(0, 10)).add(meses, 'month').format(ISO_DATA);
}

/** An instant as ISO 8601 in São Paulo time with its offset, to the second (2026-12-31T00:00:00-03:00). */
export function instanteComFuso(instante: Date | string | number): string {
  return dayjs(instante).tz(FUSO_NEGOCIO).format('YYYY-MM-DDTHH:mm:ssZ');
}

/**
 * A date typed in a form without script (the portal), dd/mm/aaaa (also with '-' or '.'), as the ISO
 * date the rules read; an ISO date passes as it is. Anything else is returned trimmed, so the rule
 * that reads it answers its own message.
 */
export function dataDigitada(valor: string): string {
  const t = valor.trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : t;
}

/** A month typed as mm/aaaa (also with '-' or '.') as YYYY-MM; an ISO month or date passes as it is. */
export function mesDigitado(valor: string): string {
  const t = valor.trim();
  const m = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  return m ? `${m[2]}-${m[1]!.padStart(2, '0')}` : t;
}

/** A stored month (YYYY-MM, or a date whose day is ignored) as a form shows it, mm/aaaa. */
export function formatarMesAno(valor: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})/.exec(valor ?? '');
  return m ? `${m[2]}/${m[1]}` : '';
}

/** A duration as the screen shows it: '45 s', '3 min 20 s', '1 h 5 min'. */
export function formatarDuracao(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min${s % 60 ? ` ${s % 60} s` : ''}`;
  return `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
}
