/** Money, numbers and WhatsApp links as the screens show them; dates and times: '@backoffice/domain/datas'. */
import { numeroWhatsapp } from '@backoffice/domain/formatacao';

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const numero2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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

/** https://wa.me/55… for a phone with 10 or more digits, else null (no link is shown). */
export function whatsappLink(telefone: string | null | undefined): string | null {
  const n = numeroWhatsapp(telefone);
  return n ? `https://wa.me/${n}` : null;
}
