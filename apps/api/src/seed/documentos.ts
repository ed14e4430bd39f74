/** Deterministic, valid Brazilian document numbers for generated people and companies. */

function digitoMod11(digitos: string, pesos: readonly number[]): number {
  let soma = 0;
  for (let i = 0; i < pesos.length; i++) soma += Number(digitos[i]) * pesos[i];
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** CPF from a 9-digit base; distinct bases give distinct CPFs. */
export function cpfDeBase(base: number): string {
  const b = String(base % 1_000_000_000).padStart(9, '0');
  const d1 = digitoMod11(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoMod11(b + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${b}${d1}${d2}`;
}

/** A CPF for the n-th generated person: an affine bijection spreads consecutive numbers apart. */
export function cpfDoNumero(n: number): string {
  // 7_919_711 is coprime with 10^9, so n -> base is one-to-one for n below 10^9
  const base = (n * 7_919_711 + 123_456_789) % 1_000_000_000;
  // all-equal digits are rejected by validators; nudge them
  const b = /^(\d)\1{8}$/.test(String(base).padStart(9, '0')) ? base + 1 : base;
  return cpfDeBase(b);
}

/** CNPJ of a head office (0001) from an 8-digit root. */
export function cnpjDeRaiz(raiz: number): string {
  const b = `${String(raiz % 100_000_000).padStart(8, '0')}0001`;
  const d1 = digitoMod11(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoMod11(b + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${b}${d1}${d2}`;
}

/** PIS/NIT from a 10-digit base. */
export function pisDeBase(base: number): string {
  const b = String(base % 10_000_000_000).padStart(10, '0');
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let soma = 0;
  for (let i = 0; i < 10; i++) soma += Number(b[i]) * pesos[i];
  const resto = 11 - (soma % 11);
  return `${b}${resto >= 10 ? 0 : resto}`;
}
