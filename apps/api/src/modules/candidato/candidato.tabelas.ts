import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import {
  assinatura_local,
  candidato,
  candidato_busca,
  candidato_cargo,
  candidato_competencia,
  candidato_deficiencia,
  candidato_documento,
  candidato_emprego,
  candidato_formacao,
  candidato_historico,
  candidato_idioma,
  candidato_operacao,
  candidato_parecer,
  candidato_software,
  candidato_teste,
  candidato_teste_resposta,
  indicacao,
  laudo_leitura,
  pessoa,
  pessoa_telefone,
} from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasCandidato.pessoa('p')}`. Reads only; changes go through the module's entry,
 * but for the timeline note below, which other modules write in their own transaction.
 */
export const tabelasCandidato = pecasDasTabelas({
  pessoa,
  pessoa_telefone,
  candidato,
  candidato_cargo,
  candidato_emprego,
  candidato_formacao,
  candidato_idioma,
  candidato_software,
  candidato_competencia,
  candidato_deficiencia,
  candidato_historico,
  candidato_parecer,
  candidato_busca,
  candidato_operacao,
  candidato_teste,
  candidato_teste_resposta,
  laudo_leitura,
  candidato_documento,
  indicacao,
  assinatura_local,
});

/** A note on the candidate's timeline, in the caller's transaction; `texto` is stored as given. */
export interface NotaDoCandidato {
  cdPessoa: number;
  texto: string;
  /** The timeline's kind code (e.g. 'R2', 'NC', 'CW'). */
  tipo: string;
  /** The user who made the change; none for the candidate's own acts on the portal. */
  cdUsuario?: number | null;
  nrVaga?: number | null;
}

export async function notaNoHistoricoDoCandidato(tx: Executor, nota: NotaDoCandidato): Promise<void> {
  await tx.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, cd_usuario, id_tipo, nr_vaga)
    VALUES (${nota.cdPessoa}, ${nota.texto}, ${nota.cdUsuario ?? null}, ${nota.tipo}, ${nota.nrVaga ?? null})`);
}

/** The person row of a new staff user (the users module's writes, in its transaction); its code. */
export async function pessoaDeUsuario(
  tx: Executor,
  p: { nome: string; email: string | null },
): Promise<number> {
  const [r] = await consultar<{ cd_pessoa: number }>(
    tx,
    sql`INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, ds_email) VALUES ('F', ${p.nome}, ${p.email})
        RETURNING cd_pessoa`,
  );
  return Number(r!.cd_pessoa);
}

/** The name and e-mail of a staff user's person row (Administração), in the users module's transaction. */
export async function alterarPessoaDeUsuario(
  tx: Executor,
  cdPessoa: number,
  p: { nome: string; email: string | null; cdUsuario: number },
): Promise<void> {
  await tx.execute(sql`
    UPDATE pessoa SET nm_pessoa = ${p.nome}, ds_email = ${p.email}, alterado_em = now(), alterado_por = ${p.cdUsuario}
     WHERE cd_pessoa = ${cdPessoa}`);
}
