import { formatarTelefone, numeroWhatsapp } from '@backoffice/domain/formatacao';

/** The business runs on Brasília time whatever the browser's zone. */
const FUSO = 'America/Sao_Paulo';

const dataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dataComFuso = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const numero2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type DataEntrada = string | Date | null | undefined;

const SO_DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

function paraDate(valor: DataEntrada): Date | null {
  if (!valor) return null;
  const d = valor instanceof Date ? valor : new Date(valor);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/MM/yyyy; a plain date (YYYY-MM-DD) is shown as is, a timestamp in Brasília time. '' when empty. */
export function formatDate(valor: DataEntrada): string {
  if (typeof valor === 'string') {
    const m = SO_DATA.exec(valor);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const d = paraDate(valor);
  return d ? dataComFuso.format(d) : '';
}

/** dd/MM/yyyy HH:mm in Brasília time. '' when empty or invalid. */
export function formatDateTime(valor: DataEntrada): string {
  const d = paraDate(valor);
  return d ? dataHora.format(d).replace(',', '') : '';
}

/** A plain ISO date (YYYY-MM-DD) as the server's dd-MM-yyyy. */
export function toServerDate(iso: string | null | undefined): string {
  const m = iso ? SO_DATA.exec(iso.slice(0, 10)) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** R$ 1.234,56. '' when empty. */
export function formatCurrency(valor: number | string | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const n = Number(valor);
  return Number.isFinite(n) ? moeda.format(n) : '';
}

/** 1.234,56 without the currency sign (masked inputs and tables). */
export function formatDecimal(valor: number | null | undefined): string {
  return valor === null || valor === undefined || !Number.isFinite(valor) ? '' : numero2.format(valor);
}

/**
 * (47) 3333-4444 or (47) 99999-8888.
 * @deprecated import `formatarTelefone` from '@backoffice/domain/formatacao'; kept while screens of
 * the vacancy side still call it.
 */
export const formatPhone = formatarTelefone;

/** https://wa.me/55… for a phone with 10 or more digits, else null (no link is shown). */
export function whatsappLink(telefone: string | null | undefined): string | null {
  const n = numeroWhatsapp(telefone);
  return n ? `https://wa.me/${n}` : null;
}
