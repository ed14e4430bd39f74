import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { grupo_candidato, tipo_grupo_candidato } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasGrupo.tipo_grupo_candidato('x')}`. Reads; what another module changes here in its own transaction goes through the
 * functions below, anything else through the module's entry.
 */
export const tabelasGrupo = pecasDasTabelas({ tipo_grupo_candidato, grupo_candidato });

/** Takes the person `cdPessoa` out of every group of candidates (LGPD erasure), in the caller's transaction. */
export async function tirarDosGrupos(tx: Executor, cdPessoa: number): Promise<void> {
  await tx.execute(sql`DELETE FROM grupo_candidato WHERE cd_pessoa = ${cdPessoa}`);
}
