/** Pure pt-BR formatting and document checks shared by the api and the web. */

/** Only the digits of a text (null and undefined give ''). */
export function somenteDigitos(valor: string | number | null | undefined): string {
  return String(valor ?? '').replace(/\D/g, '');
}

/** 12345678901 → 123.456.789-01; anything that is not 11 digits is returned as it came. */
export function formatarCpf(valor: string | null | undefined): string {
  const d = somenteDigitos(valor);
  if (d.length !== 11) return valor ?? '';
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** The 14 characters of a CNPJ without its mask, in capitals; null when it is not 14 letters or digits. */
function caracteresCnpj(valor: string | null | undefined): string | null {
  const c = String(valor ?? '')
    .replace(/[\s./-]/g, '')
    .toUpperCase();
  return /^[0-9A-Z]{14}$/.test(c) ? c : null;
}

/**
 * A CNPJ with its mask: 12345678000190 → 12.345.678/0001-90, and the alphanumeric CNPJ (from July 2026
 * the first 12 positions may be letters) 12ABC34501DE35 → 12.ABC.345/01DE-35, letters in capitals.
 * The mask characters already typed are ignored; anything that is not 14 letters or digits is
 * returned as it came (the check digits are cnpjValido's business, not the display's).
 */
export function formatarCnpj(valor: string | null | undefined): string {
  const c = caracteresCnpj(valor);
  if (!c) return valor ?? '';
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** CPF or CNPJ by the number of characters (a CNPJ may have letters). */
export function formatarCpfCnpj(valor: string | null | undefined): string {
  return caracteresCnpj(valor) ? formatarCnpj(valor) : formatarCpf(valor);
}

/** 89201000 → 89201-000. */
export function formatarCep(valor: string | null | undefined): string {
  const d = somenteDigitos(valor);
  if (d.length !== 8) return valor ?? '';
  return `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * Brazilian phone with area code: (47) 3333-4444 or (47) 99999-8888; a leading 55 is dropped.
 * Numbers of other lengths are returned as they came.
 */
export function formatarTelefone(valor: string | null | undefined): string {
  let d = somenteDigitos(valor);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  return valor ?? '';
}

/** Fewest digits a phone needs for a WhatsApp chat (spec 002 §5). */
export const MIN_DIGITOS_WHATSAPP = 10;

/** Number for a WhatsApp chat: 55 + the digits, or null when the phone has fewer than 10 digits. */
export function numeroWhatsapp(valor: string | null | undefined): string | null {
  const d = somenteDigitos(valor);
  if (d.length < MIN_DIGITOS_WHATSAPP) return null;
  return (d.length === 12 || d.length === 13) && d.startsWith('55') ? d : `55${d}`;
}

function digitoVerificador(base: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < base.length; i++) soma += Number(base[i]) * (pesoInicial - i);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

/** True for a CPF whose check digits are right (repeated digits like 111.111.111-11 are refused). */
export function cpfValido(valor: string | null | undefined): boolean {
  const d = somenteDigitos(valor);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return (
    digitoVerificador(d.slice(0, 9), 10) === Number(d[9]) &&
    digitoVerificador(d.slice(0, 10), 11) === Number(d[10])
  );
}

function digitoCnpj(base: string): number {
  const pesos =
    base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = pesos.reduce((s, p, i) => s + Number(base[i]) * p, 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** True for a CNPJ whose check digits are right (repeated digits are refused). */
export function cnpjValido(valor: string | null | undefined): boolean {
  const d = somenteDigitos(valor);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  return digitoCnpj(d.slice(0, 12)) === Number(d[12]) && digitoCnpj(d.slice(0, 13)) === Number(d[13]);
}

/** The first word of a person's name, as messages greet them. */
export function primeiroNome(nome: string): string {
  return nome.trim().split(/\s+/)[0] || nome;
}
