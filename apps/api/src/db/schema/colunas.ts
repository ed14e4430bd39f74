import { char, customType, numeric } from 'drizzle-orm/pg-core';

/** An 'S'/'N' flag or a one-letter code (id_ columns). */
export function flag(nome: string) {
  return char(nome, { length: 1 });
}

/** Money in reais (vl_ columns); read back as a number. */
export function dinheiro(nome: string) {
  return numeric(nome, { precision: 12, scale: 2, mode: 'number' });
}

/** A percentage (pc_ columns), e.g. 35.5 or 150. */
export function percentual(nome: string) {
  return numeric(nome, { precision: 5, scale: 2, mode: 'number' });
}

/** PostgreSQL full-text vector; written only by SQL (atualizar_pesquisa_candidato). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});
