import { emailValido, erroCpf } from '@backoffice/domain/candidato-cadastro';
import { dataDigitada, dataNegocio } from '@backoffice/domain/datas';
import {
  type CandidaturaForm,
  errosCandidatura,
  MENSAGENS_PORTAL,
  VERSAO_AVISO_PRIVACIDADE,
} from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import { consultar } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { hashToken } from '../../platform/tokens';
import {
  candidatoDoPortal,
  candidatoPorCpfEmail,
  conferirAcessoWeb,
  enviarLinkDeSenha,
  gravarSenhaWeb,
  resumoCandidato,
} from '../candidato/candidato.entry';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { candidaturasDoCandidato, registrarCandidaturaWeb, type VagaPublica } from '../vaga/vaga.entry';
import { vagaComo } from '../vaga/vaga.tabelas';
import type { CandidaturaArea } from './paginas-candidato';

export type ResultadoCandidatura =
  | { tipo: 'erros'; erros: Record<string, string> }
  | { tipo: 'limite' }
  | { tipo: 'indisponivel' }
  | { tipo: 'encerrada' }
  | {
      tipo: 'registrada' | 'repetida';
      /** For an anonymous applicant: the record has another e-mail, so access is recovered, not created. */
      outroEmail?: boolean;
    };

class Desfazer extends Error {
  constructor(readonly tipo: 'indisponivel' | 'encerrada') {
    super(tipo);
  }
}

/**
 * An application through the portal, in one transaction: the candidate of the CPF (matched, or
 * created from the essentials, never with a password), the web applicant row of the vacancy's
 * requisition, and the consent with the notice's version. A vacancy closed or withdrawn meanwhile
 * writes nothing. After the commit, an anonymous applicant who asked for access gets a link to create
 * the area's password at the record's e-mail, when the record has none yet; one who typed another
 * e-mail than the record's is told to recover access (the link goes only to the record's e-mail).
 */
export async function candidatar(
  deps: AppDeps,
  p: {
    vaga: VagaPublica;
    form: CandidaturaForm;
    cdPessoaLogado: number | null;
    ip: string;
    /** The per-CPF limit, counted once the form is valid. */
    antesDeGravar: () => Promise<boolean>;
  },
): Promise<ResultadoCandidatura> {
  // the birth date is typed dd/mm/aaaa; the rules and the record read ISO
  const f = { ...p.form, dt_nascimento: dataDigitada(p.form.dt_nascimento) };
  const erros = p.cdPessoaLogado
    ? f.aceite_privacidade === 'S'
      ? {}
      : { aceite_privacidade: MENSAGENS_PORTAL.consentimento }
    : errosCandidatura(f, dataNegocio());
  if (Object.keys(erros).length) return { tipo: 'erros', erros };
  if (!(await p.antesDeGravar())) return { tipo: 'limite' };
  let r: { resultado: 'registrada' | 'repetida'; candidato: CandidatoDoPortal | null };
  try {
    r = await deps.db.transaction(async (tx) => {
      const [v] = await consultar<{ cd_empresa: number }>(
        tx,
        sql`SELECT cd_empresa FROM ${vagaComo('vaga')} WHERE nr_vaga = ${p.vaga.nr_vaga}`,
      );
      if (!v) throw new Desfazer('indisponivel');
      const candidato = p.cdPessoaLogado ? null : await candidatoDoPortal(tx, f, Number(v.cd_empresa));
      const cd = candidato?.cd_pessoa ?? (p.cdPessoaLogado as number);
      const res = await registrarCandidaturaWeb(deps, tx, p.vaga.nr_vaga, cd, {
        identificado: Boolean(p.cdPessoaLogado),
      });
      if (res === 'indisponivel' || res === 'encerrada') throw new Desfazer(res);
      await tx.execute(sql`
        INSERT INTO consentimento_candidato (cd_pessoa, nr_vaga, ds_versao_aviso, ds_finalidade, ds_ip)
        VALUES (${cd}, ${p.vaga.nr_vaga}, ${VERSAO_AVISO_PRIVACIDADE}, 'CANDIDATURA', ${p.ip.slice(0, 64)})`);
      return { resultado: res, candidato };
    });
  } catch (e) {
    if (e instanceof Desfazer) return { tipo: e.tipo };
    throw e;
  }
  const c = r.candidato;
  if (!c) return { tipo: r.resultado };
  // Whoever only typed a CPF learns nothing about that CPF's earlier applications.
  const mesmoEmail = (c.email ?? '').trim().toLowerCase() === f.ds_email.trim().toLowerCase();
  if (!mesmoEmail) return { tipo: 'registrada', outroEmail: true };
  if (f.quero_acesso === 'S' && !c.temSenha && c.email)
    void enviarLinkDeSenha(deps, {
      cdPessoa: c.cd_pessoa,
      nome: f.nm_pessoa,
      email: c.email,
      motivo: 'candidatura',
    }).catch(() => {});
  return { tipo: 'registrada' };
}

type CandidatoDoPortal = Awaited<ReturnType<typeof candidatoDoPortal>>;

/** The candidate of a CPF and web password, or null (same answer for every reason). */
export async function entrarCandidato(deps: AppDeps, cpf: string, senha: string): Promise<number | null> {
  if (erroCpf(cpf) || !senha) return null;
  return conferirAcessoWeb(deps.db, cpf, senha);
}

/**
 * A reset link to the e-mail of the record with this CPF and e-mail, when there is one; nothing
 * otherwise. The e-mail leaves after the answer, so its time tells nothing either.
 */
export async function pedirRedefinicao(deps: AppDeps, cpf: string, email: string): Promise<void> {
  if (erroCpf(cpf) || !emailValido(email)) return;
  const c = await candidatoPorCpfEmail(deps.db, cpf, email);
  if (!c) return;
  void enviarLinkDeSenha(deps, {
    cdPessoa: c.cd_pessoa,
    nome: c.nome,
    email: c.email,
    motivo: 'redefinicao',
  }).catch(() => {});
}

/**
 * Sets the password of the reset link's candidate (once, before it expires); every other link of the
 * candidate is revoked and their sessions end. Returns the candidate's CPF (to clear its failed
 * logins), or null for a link that is not valid.
 */
export async function novaSenha(
  deps: AppDeps,
  token: string,
  senha: string,
  lembrete: string,
): Promise<{ cpf: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return deps.db.transaction(async (tx) => {
    const [r] = await consultar<{ cd: number }>(
      tx,
      sql`UPDATE redefinicao_senha_candidato SET usado_em = now()
           WHERE id_token = ${hashToken(token)} AND usado_em IS NULL AND expira_em > now()
       RETURNING cd_pessoa::float8 AS cd`,
    );
    if (!r) return null;
    const cd = Number(r.cd);
    await gravarSenhaWeb(tx, cd, senha, lembrete);
    await tx.execute(sql`
      UPDATE redefinicao_senha_candidato SET usado_em = now() WHERE cd_pessoa = ${cd} AND usado_em IS NULL`);
    await tx.execute(sql`DELETE FROM sessao_candidato WHERE cd_pessoa = ${cd}`);
    const [p] = await consultar<{ cpf: string | null }>(
      tx,
      sql`SELECT nr_documento_cpf AS cpf FROM ${tabelasCandidato.pessoa('pessoa')} WHERE cd_pessoa = ${cd}`,
    );
    return { cpf: p?.cpf ?? '' };
  });
}

/** The candidate's name and applications, or null when the record is gone. */
export async function areaDoCandidato(
  deps: AppDeps,
  cdPessoa: number,
): Promise<{ nome: string; email: string | null; candidaturas: CandidaturaArea[] } | null> {
  const [c, candidaturas] = await Promise.all([
    resumoCandidato(deps.db, cdPessoa),
    candidaturasDoCandidato(deps.db, cdPessoa),
  ]);
  return c ? { ...c, candidaturas } : null;
}
