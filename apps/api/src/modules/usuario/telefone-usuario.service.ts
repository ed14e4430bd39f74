import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The user's registered phone (the analyst's, shown on their vacancies); null clears it. */
export async function alterarTelefoneUsuario(
  ex: Executor,
  userSip: number,
  telefone: string | null,
): Promise<void> {
  await ex.execute(sql`UPDATE usuario SET nr_telefone = ${telefone} WHERE user_sip = ${userSip}`);
}
