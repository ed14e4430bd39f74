import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { campanha, campanha_pessoa, funcionario } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasCampanha.funcionario('x')}`. Reads; what another module changes here in its own transaction goes through the
 * functions below, anything else through the module's entry.
 */
export const tabelasCampanha = pecasDasTabelas({ funcionario, campanha, campanha_pessoa });

/** Erases the relatives' contacts and the birthday preference of the employee `cdPessoa` (LGPD erasure), in the caller's transaction. */
export async function apagarContatosDoFuncionario(tx: Executor, cdPessoa: number): Promise<void> {
  await tx.execute(sql`
    UPDATE funcionario SET nr_telefone_mae = NULL, nr_telefone_pai = NULL, nm_conjuge = NULL,
           nr_telefone_conjuge = NULL, id_comemora_aniversario = NULL, alterado_em = now()
     WHERE cd_pessoa = ${cdPessoa}`);
}

/** Cancels the campaign e-mails still queued for `cdPessoa` and erases the errors of the others (LGPD erasure), in the caller's transaction. */
export async function cancelarEnviosDoTitular(tx: Executor, cdPessoa: number): Promise<void> {
  await tx.execute(sql`
    UPDATE campanha_pessoa SET id_situacao = CASE WHEN id_situacao = 'F' THEN 'X' ELSE id_situacao END,
           ds_erro = CASE WHEN id_situacao = 'F' THEN 'Dados eliminados a pedido do titular (LGPD).' END
     WHERE cd_pessoa = ${cdPessoa}`);
}
