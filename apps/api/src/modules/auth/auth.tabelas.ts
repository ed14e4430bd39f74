import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { sessao } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasAuth.sessao('x')}`. Reads only; the one change others make in their own
 * transaction is below.
 */
export const tabelasAuth = pecasDasTabelas({ sessao });

/**
 * Ends every session of a user and forgets their wrong-password count (Administração: access turned
 * off, password reset), in the caller's transaction. Each instance reads sessions from the database,
 * so the user's next request, on any instance, gets 401.
 */
export async function encerrarSessoesDoUsuario(tx: Executor, cdSip: number): Promise<void> {
  await tx.execute(sql`DELETE FROM sessao WHERE cd_sip = ${cdSip}`);
  await tx.execute(sql`DELETE FROM falha_login WHERE cd_sip = ${cdSip}`);
}
