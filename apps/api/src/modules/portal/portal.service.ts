import { emailValido, erroCpf } from '@backoffice/domain/candidato-cadastro';
import {
  CAMINHO_PORTAL,
  type CandidaturaForm,
  errosCandidatura,
  LIMITES_PORTAL,
  MENSAGENS_PORTAL,
  VERSAO_AVISO_PRIVACIDADE,
} from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import { consultar } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { hashSenha } from '../../platform/password';
import {
  candidatoDoPortal,
  candidatoPorCpfEmail,
  conferirAcessoWeb,
  gravarSenhaWeb,
  resumoCandidato,
} from '../candidato/candidato.entry';
import { candidaturasDoCandidato, registrarCandidaturaWeb, type VagaPublica } from '../vaga/vaga.entry';
import type { CandidaturaArea } from './paginas';
import { hashToken, novoToken } from './seguranca-portal';

const hojeSp = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

export type ResultadoCandidatura =
  | { tipo: 'erros'; erros: Record<string, string> }
  | { tipo: 'limite' | 'indisponivel' | 'encerrada' }
  | { tipo: 'registrada' | 'repetida' };

class Desfazer extends Error {
  constructor(readonly tipo: 'indisponivel' | 'encerrada') {
    super(tipo);
  }
}

/**
 * An application through the portal, in one transaction: the candidate of the CPF (matched, or
 * created from the essentials), the web applicant row of the vacancy's requisition, and the consent
 * with the notice's version. A vacancy closed or withdrawn meanwhile writes nothing.
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
  const f = p.form;
  const erros = p.cdPessoaLogado
    ? f.aceite_privacidade === 'S'
      ? {}
      : { aceite_privacidade: MENSAGENS_PORTAL.consentimento }
    : errosCandidatura(f, hojeSp());
  if (Object.keys(erros).length) return { tipo: 'erros', erros };
  if (!(await p.antesDeGravar())) return { tipo: 'limite' };
  const senhaHash = !p.cdPessoaLogado && f.nm_senha_web ? await hashSenha(f.nm_senha_web) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [v] = await consultar<{ cd_empresa: number }>(
        tx,
        sql`SELECT cd_empresa FROM vaga WHERE nr_vaga = ${p.vaga.nr_vaga}`,
      );
      if (!v) throw new Desfazer('indisponivel');
      const cd =
        p.cdPessoaLogado ?? (await candidatoDoPortal(tx, f, Number(v.cd_empresa), senhaHash)).cd_pessoa;
      const r = await registrarCandidaturaWeb(deps, tx, p.vaga.nr_vaga, cd);
      if (r === 'indisponivel' || r === 'encerrada') throw new Desfazer(r);
      await tx.execute(sql`
        INSERT INTO consentimento_candidato (cd_pessoa, nr_vaga, ds_versao_aviso, ds_finalidade, ds_ip)
        VALUES (${cd}, ${p.vaga.nr_vaga}, ${VERSAO_AVISO_PRIVACIDADE}, 'CANDIDATURA', ${p.ip.slice(0, 64)})`);
      // Whoever only typed a CPF learns nothing about that CPF's earlier applications.
      return { tipo: r === 'repetida' && p.cdPessoaLogado ? 'repetida' : 'registrada' } as const;
    });
  } catch (e) {
    if (e instanceof Desfazer) return { tipo: e.tipo };
    throw e;
  }
}

/** The candidate of a CPF and web password, or null (same answer for every reason). */
export async function entrarCandidato(deps: AppDeps, cpf: string, senha: string): Promise<number | null> {
  if (erroCpf(cpf) || !senha) return null;
  return conferirAcessoWeb(deps.db, cpf, senha);
}

/**
 * A reset link to the e-mail of the record with this CPF and e-mail, when there is one; nothing
 * otherwise. The e-mail leaves after the answer, so its time tells nothing either.
 */
export async function pedirRedefinicao(
  deps: AppDeps,
  cpf: string,
  email: string,
  base: string,
): Promise<void> {
  if (erroCpf(cpf) || !emailValido(email)) return;
  const c = await candidatoPorCpfEmail(deps.db, cpf, email);
  if (!c) return;
  const token = novoToken();
  await deps.handle.query(
    `insert into redefinicao_senha_candidato (id_token, cd_pessoa, expira_em)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hashToken(token), c.cd_pessoa, LIMITES_PORTAL.redefinicaoValidaMin],
  );
  const link = `${base}${CAMINHO_PORTAL}/nova-senha?token=${token}`;
  const texto = [
    `Olá, ${c.nome.split(' ')[0]}.`,
    '',
    'Recebemos um pedido para criar uma nova senha da sua área do candidato.',
    `Para criar a senha, abra o link abaixo (válido por ${LIMITES_PORTAL.redefinicaoValidaMin} minutos):`,
    link,
    '',
    'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
  ].join('\n');
  void deps.mensageria.email
    .enviar({ para: c.email, assunto: MENSAGENS_PORTAL.assuntoRedefinicao, texto })
    .catch(() => {});
}

/** Sets the password of the reset link's candidate (once, before it expires); ends their sessions. */
export async function novaSenha(
  deps: AppDeps,
  token: string,
  senha: string,
  lembrete: string,
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return deps.db.transaction(async (tx) => {
    const [r] = await consultar<{ cd: number }>(
      tx,
      sql`UPDATE redefinicao_senha_candidato SET usado_em = now()
           WHERE id_token = ${hashToken(token)} AND usado_em IS NULL AND expira_em > now()
       RETURNING cd_pessoa::float8 AS cd`,
    );
    if (!r) return false;
    await gravarSenhaWeb(tx, Number(r.cd), senha, lembrete);
    await tx.execute(sql`DELETE FROM sessao_candidato WHERE cd_pessoa = ${Number(r.cd)}`);
    return true;
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
