import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { autoatendimento_fila } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasAutoatendimento.autoatendimento_fila('x')}`. Reads; what another module changes here in its own transaction goes through the
 * functions below, anything else through the module's entry.
 */
export const tabelasAutoatendimento = pecasDasTabelas({ autoatendimento_fila });

/** Erases the reason of the candidate `cdPessoa`'s entries in the self-service queue (LGPD erasure), in the caller's transaction. */
export async function apagarMotivoNaFila(tx: Executor, cdPessoa: number): Promise<void> {
  await tx.execute(
    sql`UPDATE autoatendimento_fila SET ds_motivo = NULL WHERE cd_pessoa_candidato = ${cdPessoa}`,
  );
}
