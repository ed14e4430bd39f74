import { getTableName, type SQL, sql } from 'drizzle-orm';
import { vaga } from '../../db/schema';

/**
 * The pieces of SQL through which other modules read the vacancy table (rule `sql-ownership`,
 * docs/architecture.md): its name and its columns come from the drizzle schema, so renaming a
 * column or the table is found by the compiler in every reader.
 */

/** A column of the vacancy, by its schema key. */
export type ColunaVaga = keyof typeof vaga.$inferSelect;

/** The vacancy table under an alias, for FROM and JOIN: sql`FROM ${vagaComo('v')}` is `FROM vaga v`. */
export function vagaComo(alias: string): SQL {
  return sql.raw(`${getTableName(vaga)} ${alias}`);
}

/** A column of the vacancy on an alias: colunaVaga('v', 'nr_vaga') is `v.nr_vaga`. */
export function colunaVaga(alias: string, coluna: ColunaVaga): SQL {
  return sql.raw(`${alias}.${vaga[coluna].name}`);
}

/** Scalar subquery: one column of the vacancy of number `nrVaga` (null when there is none). */
export function daVaga(coluna: ColunaVaga, nrVaga: SQL | number | null): SQL {
  return sql`(SELECT ${sql.raw(vaga[coluna].name)} FROM ${vagaComo('vx')} WHERE vx.${sql.raw(vaga.nr_vaga.name)} = ${nrVaga})`;
}
