import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { agendamento } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasAgendamento.agendamento('x')}`. Reads; what another module changes here in its own transaction goes through the
 * functions below, anything else through the module's entry.
 */
export const tabelasAgendamento = pecasDasTabelas({ agendamento });

/** Erases the description of the appointments of the candidate `cdPessoa` (LGPD erasure), in the caller's transaction. */
export async function apagarDescricaoDosAgendamentos(tx: Executor, cdPessoa: number): Promise<void> {
  await tx.execute(sql`UPDATE agendamento SET ds_descricao = NULL WHERE cd_pessoa_candidato = ${cdPessoa}`);
}
