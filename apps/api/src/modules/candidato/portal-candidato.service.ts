import type { CandidaturaForm } from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { conferirSenha, hashSenha } from '../../platform/password';

const digitos = (v: string) => v.replace(/\D/g, '');

/** A hash no password matches, checked when the CPF is unknown so both answers take as long. */
let hashFicticio: Promise<string> | undefined;

/**
 * The candidate of a CPF, created from the portal's essentials when there is none, in the caller's
 * transaction. A CPF already registered is matched to its record and the record is left as it is
 * (whoever types a CPF is not yet known to own it; the candidate changes the record after logging
 * in). Applications of one new CPF at the same moment wait on an advisory lock, and the unique
 * index of candidato_busca holds one candidate per CPF in any case.
 */
export async function candidatoDoPortal(
  tx: Executor,
  f: CandidaturaForm,
  cdEmpresa: number,
  /** The web password's hash (made before the transaction: hashing is slow), or null. */
  senhaHash: string | null,
): Promise<{ cd_pessoa: number; novo: boolean }> {
  const cpf = digitos(f.nr_documento_cpf);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cpf:${cpf}`}))`);
  const [existe] = await consultar<{ cd: number }>(
    tx,
    sql`SELECT c.cd_pessoa::float8 AS cd FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
         WHERE p.nr_documento_cpf = ${cpf} ORDER BY c.cd_pessoa LIMIT 1`,
  );
  if (existe) return { cd_pessoa: Number(existe.cd), novo: false };
  const [p] = await consultar<{ cd: number }>(
    tx,
    sql`INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nr_documento_cpf, ds_email)
        VALUES ('F', ${f.nm_pessoa}, ${cpf}, ${f.ds_email.toLowerCase()})
        RETURNING cd_pessoa::float8 AS cd`,
  );
  const cd = Number(p.cd);
  await tx.execute(sql`
    INSERT INTO candidato (cd_pessoa, cd_empresa, dt_nascimento, nm_cidade, cd_uf, cd_pais,
                           nr_telefone_cel, nr_telefone_rec, nm_senha_web, ds_lembrete_senha_web)
    VALUES (${cd}, ${cdEmpresa}, ${f.dt_nascimento}::date, ${f.nm_cidade}, ${f.cd_uf.toUpperCase()}, 1,
            ${digitos(f.nr_telefone_cel)}, ${digitos(f.nr_telefone_rec)}, ${senhaHash},
            ${senhaHash ? f.ds_lembrete_senha_web || null : null})`);
  await tx.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo)
    VALUES (${cd}, 'Cadastro feito pelo próprio candidato no portal de vagas.', 'CW')`);
  await tx.execute(sql`SELECT atualizar_pesquisa_candidato(${cd}::bigint)`);
  return { cd_pessoa: cd, novo: true };
}

/**
 * The candidate whose CPF and web password ('Acesso WEB') match, or null. An unknown CPF or a record
 * without password costs one hash check too, so the time does not tell which it was.
 */
export async function conferirAcessoWeb(ex: Executor, cpf: string, senha: string): Promise<number | null> {
  const [c] = await consultar<{ cd: number; hash: string | null }>(
    ex,
    sql`SELECT c.cd_pessoa::float8 AS cd, c.nm_senha_web AS hash
          FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
         WHERE p.nr_documento_cpf = ${digitos(cpf)} AND c.id_bloqueado = 'N'
         ORDER BY c.cd_pessoa LIMIT 1`,
  );
  if (!c?.hash) {
    hashFicticio ??= hashSenha('senha-que-ninguem-tem');
    await conferirSenha(await hashFicticio, senha);
    return null;
  }
  return (await conferirSenha(c.hash, senha)) ? Number(c.cd) : null;
}

/** The candidate of a CPF whose e-mail is this one (the reset request), or null. */
export async function candidatoPorCpfEmail(
  ex: Executor,
  cpf: string,
  email: string,
): Promise<{ cd_pessoa: number; nome: string; email: string } | null> {
  const [c] = await consultar<{ cd: number; nome: string; email: string }>(
    ex,
    sql`SELECT c.cd_pessoa::float8 AS cd, p.nm_pessoa AS nome, p.ds_email AS email
          FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
         WHERE p.nr_documento_cpf = ${digitos(cpf)} AND lower(p.ds_email) = lower(${email.trim()})
           AND c.id_bloqueado = 'N'
         ORDER BY c.cd_pessoa LIMIT 1`,
  );
  return c ? { cd_pessoa: Number(c.cd), nome: c.nome, email: c.email } : null;
}

/** Sets the candidate's web password and reminder (checked by the caller with errosSenha). */
export async function gravarSenhaWeb(
  tx: Executor,
  cdPessoa: number,
  senha: string,
  lembrete: string,
): Promise<void> {
  const hash = await hashSenha(senha);
  await tx.execute(sql`
    UPDATE candidato SET nm_senha_web = ${hash}, ds_lembrete_senha_web = ${lembrete}, alterado_em = now()
     WHERE cd_pessoa = ${cdPessoa}`);
}

/** The name and e-mail the candidate's area greets them with. */
export async function resumoCandidato(
  ex: Executor,
  cdPessoa: number,
): Promise<{ nome: string; email: string | null } | null> {
  const [c] = await consultar<{ nome: string; email: string | null }>(
    ex,
    sql`SELECT p.nm_pessoa AS nome, p.ds_email AS email FROM pessoa p WHERE p.cd_pessoa = ${cdPessoa}`,
  );
  return c ?? null;
}
