import { getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';

/**
 * The pieces through which a module names another module's tables in raw SQL (rule
 * `sql-ownership`, docs/architecture.md "Boundaries"). The owner lists its tables in its
 * `<module>.tabelas.ts`; a reader writes sql`FROM ${tabelasCandidato.pessoa('p')}` instead of the
 * table's name, so the owner and every reader are found from the schema, and a renamed table is
 * found by the compiler.
 */
export type TabelaComo = (alias: string) => SQL;

/** The table under an alias, for FROM and JOIN: `tabelaComo(pessoa, 'p')` is `pessoa p`. */
export function tabelaComo(tabela: PgTable, alias: string): SQL {
  return sql.raw(`${getTableName(tabela)} ${alias}`);
}

/** One `(alias) => SQL` piece per table of an owner: `{ pessoa, candidato }` → `{ pessoa: (a) => …, … }`. */
export function pecasDasTabelas<T extends Record<string, PgTable>>(
  tabelas: T,
): { [K in keyof T]: TabelaComo } {
  return Object.fromEntries(
    Object.entries(tabelas).map(([nome, tabela]) => [nome, (alias: string) => tabelaComo(tabela, alias)]),
  ) as { [K in keyof T]: TabelaComo };
}

const dialeto = new PgDialect();

/**
 * A piece as plain text, for a query written as a string with numbered parameters (`db.query`):
 * `emTexto(tabelasCandidato.pessoa('p'))` is `'pessoa p'`. Only for pieces without parameters.
 */
export function emTexto(peca: SQL): string {
  const q = dialeto.sqlToQuery(peca);
  if (q.params.length) throw new Error('emTexto: a piece with parameters has no plain text');
  return q.sql;
}
