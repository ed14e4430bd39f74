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

/** Many notes on candidates' timelines in one statement, in the caller's transaction. */
export async function notasNoHistoricoDosCandidatos(
  tx: Executor,
  notas: readonly NotaDoCandidato[],
): Promise<void> {
  if (!notas.length) return;
  await tx.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, cd_usuario, id_tipo, nr_vaga)
    SELECT * FROM unnest(${sql.param(notas.map((n) => n.cdPessoa))}::bigint[],
                         ${sql.param(notas.map((n) => n.texto))}::text[],
                         ${sql.param(notas.map((n) => n.cdUsuario ?? null))}::int[],
                         ${sql.param(notas.map((n) => n.tipo))}::text[],
                         ${sql.param(notas.map((n) => n.nrVaga ?? null))}::bigint[])`);
}

/**
 * The person row of a new staff user (the users module's writes, in its transaction); its code. An
 * import also gives the CPF, who imports and the import.
 */
export async function pessoaDeUsuario(
  tx: Executor,
  p: {
    nome: string;
    email: string | null;
    cpf?: string | null;
    cdUsuario?: number | null;
    cdImportacao?: number | null;
  },
): Promise<number> {
  const [r] = await consultar<{ cd_pessoa: number }>(
    tx,
    sql`INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, ds_email, nr_documento_cpf, criado_por, alterado_por, cd_importacao)
        VALUES ('F', ${p.nome}, ${p.email}, ${p.cpf ?? null}, ${p.cdUsuario ?? null}, ${p.cdUsuario ?? null},
                ${p.cdImportacao ?? null})
        RETURNING cd_pessoa`,
  );
  return Number(r!.cd_pessoa);
}

/** The name and e-mail of a staff user's person row (Administração), in the users module's transaction. */
export async function alterarPessoaDeUsuario(
  tx: Executor,
  cdPessoa: number,
  p: { nome: string; email: string | null; cdUsuario: number | null },
): Promise<void> {
  await tx.execute(sql`
    UPDATE pessoa SET nm_pessoa = ${p.nome}, ds_email = ${p.email}, alterado_em = now(), alterado_por = ${p.cdUsuario}
     WHERE cd_pessoa = ${cdPessoa}`);
}

/** The person row of a client or of a client's contact (module cliente writes it in its transaction). */
export interface PessoaDeCliente {
  /** J a company, F a person. */
  tipo: string;
  nome: string;
  apelido: string | null;
  cpf: string | null;
  cnpj: string | null;
  email: string | null;
  /** Who writes it; null for the command line's import. */
  cdUsuario: number | null;
  /** The import that brings it in (a new row only). */
  cdImportacao?: number | null;
}

export async function inserirPessoaDeCliente(tx: Executor, p: PessoaDeCliente): Promise<number> {
  const [r] = await consultar<{ cd_pessoa: number }>(
    tx,
    sql`INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nm_apelido, nr_documento_cpf, nr_documento_cnpj, ds_email,
                            criado_por, alterado_por, cd_importacao)
        VALUES (${p.tipo}, ${p.nome}, ${p.apelido}, ${p.cpf}, ${p.cnpj}, ${p.email}, ${p.cdUsuario}, ${p.cdUsuario},
                ${p.cdImportacao ?? null})
        RETURNING cd_pessoa`,
  );
  return Number(r!.cd_pessoa);
}

export async function alterarPessoaDeCliente(
  tx: Executor,
  cdPessoa: number,
  p: PessoaDeCliente,
): Promise<void> {
  await tx.execute(sql`
    UPDATE pessoa SET id_tipo_pessoa = ${p.tipo}, nm_pessoa = ${p.nome}, nm_apelido = ${p.apelido},
           nr_documento_cpf = ${p.cpf}, nr_documento_cnpj = ${p.cnpj}, ds_email = ${p.email},
           alterado_em = now(), alterado_por = ${p.cdUsuario}
     WHERE cd_pessoa = ${cdPessoa}`);
}

/** Replaces the phones of a person (a client or a client's contact), numbered in the order given. */
export async function trocarTelefonesDaPessoa(
  tx: Executor,
  cdPessoa: number,
  telefones: readonly { cd_tipo_telefone: string; nr_telefone: string; nr_ramal: string | null }[],
): Promise<void> {
  await tx.execute(sql`DELETE FROM pessoa_telefone WHERE cd_pessoa = ${cdPessoa}`);
  for (const [i, t] of telefones.entries())
    await tx.execute(sql`
      INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone, nr_ramal)
      VALUES (${cdPessoa}, ${i + 1}, ${t.cd_tipo_telefone}, ${t.nr_telefone}, ${t.nr_ramal})`);
}
