import type { SalvarCurriculo } from '@backoffice/domain/curriculo-cadastro';
import type { CandidaturaForm } from '@backoffice/domain/portal';
import { MENSAGENS_CURRICULO_PORTAL } from '@backoffice/domain/portal-curriculo';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { conferirSenha, hashSenha } from '../../../platform/password';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { salvarCurriculo } from '../cadastro/cadastro.service';
import { curriculoAtualDoCandidato } from '../cadastro/curriculo-atual.service';

export { curriculoAtualDoCandidato };

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
): Promise<{ cd_pessoa: number; novo: boolean; email: string | null; temSenha: boolean }> {
  const cpf = digitos(f.nr_documento_cpf);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cpf:${cpf}`}))`);
  const [existe] = await consultar<{ cd: number; email: string | null; tem_senha: boolean }>(
    tx,
    sql`SELECT c.cd_pessoa::float8 AS cd, p.ds_email AS email, c.nm_senha_web IS NOT NULL AS tem_senha
          FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
         WHERE p.nr_documento_cpf = ${cpf} ORDER BY c.cd_pessoa LIMIT 1`,
  );
  if (existe)
    return { cd_pessoa: Number(existe.cd), novo: false, email: existe.email, temSenha: existe.tem_senha };
  const email = f.ds_email.toLowerCase();
  const [p] = await consultar<{ cd: number }>(
    tx,
    sql`INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nr_documento_cpf, ds_email)
        VALUES ('F', ${f.nm_pessoa}, ${cpf}, ${email})
        RETURNING cd_pessoa::float8 AS cd`,
  );
  const cd = Number(p.cd);
  // No password: an application proves nothing about who owns the CPF; the first password is set
  // from a link sent to the record's e-mail.
  await tx.execute(sql`
    INSERT INTO candidato (cd_pessoa, cd_empresa, dt_nascimento, nm_cidade, cd_uf, cd_pais,
                           nr_telefone_cel, nr_telefone_rec)
    VALUES (${cd}, ${cdEmpresa}, ${f.dt_nascimento}::date, ${f.nm_cidade}, ${f.cd_uf.toUpperCase()}, 1,
            ${digitos(f.nr_telefone_cel)}, ${digitos(f.nr_telefone_rec)})`);
  await tx.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo)
    VALUES (${cd}, 'Cadastro feito pelo próprio candidato no portal de vagas.', 'CW')`);
  await tx.execute(sql`SELECT atualizar_pesquisa_candidato(${cd}::bigint)`);
  return { cd_pessoa: cd, novo: true, email, temSenha: false };
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

/** The positions a candidate may desire (the catalogue), by name. */
export function catalogoDeCargos(ex: Executor): Promise<{ cd: number; nome: string }[]> {
  return consultar<{ cd: number; nome: string }>(
    ex,
    sql`SELECT cd_cargo AS cd, nm_cargo AS nome FROM ${tabelasCatalogo.cargo('cargo')} ORDER BY nm_cargo`,
  );
}

/** The states (UF) of the address and birth place. */
export async function ufsDoBrasil(ex: Executor): Promise<string[]> {
  return (
    await consultar<{ uf: string }>(
      ex,
      sql`SELECT cd_uf AS uf FROM ${tabelasCatalogo.estado('estado')} ORDER BY cd_uf`,
    )
  ).map((e) => e.uf);
}

/**
 * The candidate's own save from the portal: the editor's save (its transaction, sub-lists, derived
 * education and search data) with no back-office user, and a timeline note of who changed it.
 */
export async function salvarCurriculoDoCandidato(
  deps: AppDeps,
  dados: SalvarCurriculo,
  remover: { empregos: readonly number[]; cursos: readonly number[] } = { empregos: [], cursos: [] },
): Promise<void> {
  const cd = dados.cd_pessoa_candidato;
  if (cd === null) throw new Error('the portal only edits an existing record');
  await salvarCurriculo({ deps, usuario: null, remover }, dados);
  await deps.db.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo)
    VALUES (${cd}, ${MENSAGENS_CURRICULO_PORTAL.nota}, 'CW')`);
}
