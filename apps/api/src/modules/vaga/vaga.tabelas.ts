import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import {
  candidato_web,
  fila_divulgacao,
  integracao_divulgacao,
  requisicao,
  requisicao_beneficio,
  requisicao_divulgacao,
  vaga,
  vaga_candidato,
  vaga_historico,
  vaga_perfil_pesquisa,
} from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`,
 * docs/architecture.md): sql`FROM ${tabelasVaga.vaga_candidato('vc')}`. The vacancy's own pieces
 * also name its columns from the drizzle schema, so renaming a column is found by the compiler.
 * What another module changes here in its own transaction goes through the functions below.
 */
export const tabelasVaga = pecasDasTabelas({
  vaga,
  requisicao,
  vaga_candidato,
  candidato_web,
  vaga_historico,
  requisicao_beneficio,
  integracao_divulgacao,
  requisicao_divulgacao,
  fila_divulgacao,
  vaga_perfil_pesquisa,
});

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

/** Replaces the text `de` with `para` in the history of the vacancies the candidate `cdPessoa` is in (LGPD erasure), in the caller's transaction. */
export async function trocarTextoNoHistoricoDasVagas(
  tx: Executor,
  cdPessoa: number,
  de: string,
  para: string,
): Promise<void> {
  await tx.execute(sql`
      UPDATE vaga_historico SET ds_historico = replace(ds_historico, ${de}, ${para})
       WHERE nr_vaga IN (SELECT vc.nr_vaga FROM vaga_candidato vc WHERE vc.cd_pessoa_candidato = ${cdPessoa})
         AND strpos(ds_historico, ${de}) > 0`);
}
