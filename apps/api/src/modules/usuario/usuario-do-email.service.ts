import { randomBytes } from 'node:crypto';
import { LIMITES_USUARIO } from '@backoffice/domain/administracao';
import type { ErroSso } from '@backoffice/domain/auth';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { hashSenha } from '../../platform/password';
import { pessoaDeUsuario } from '../candidato/candidato.tabelas';
import { unidadeParaUsuario } from '../catalogo/catalogo.tabelas';
import { registrarAuditoria } from './auditoria';

type Deps = Pick<AppDeps, 'handle' | 'config'>;

/** The user an e-mail of the company account logs in as, or why none. */
export type UsuarioDoEmail =
  | { ok: true; cdSip: number; criado: boolean }
  | {
      ok: false;
      erro: Extract<ErroSso, 'sso-desconhecido' | 'sso-desativado' | 'sso-ambiguo' | 'sso-configuracao'>;
      motivo?: string;
    };

/** The users holding the e-mail (case and surrounding spaces ignored): one active user logs in. */
async function usuarioPorEmail(ex: Executor, email: string): Promise<UsuarioDoEmail | null> {
  const linhas = await consultar<{ cd_sip: number; id_ativo: string }>(
    ex,
    sql`select cd_sip, id_ativo from usuario where lower(trim(ds_email)) = lower(${email})`,
  );
  const ativos = linhas.filter((l) => l.id_ativo === 'S');
  if (ativos.length > 1) return { ok: false, erro: 'sso-ambiguo' };
  if (ativos[0]) return { ok: true, cdSip: ativos[0].cd_sip, criado: false };
  if (linhas.length > 0) return { ok: false, erro: 'sso-desativado' };
  return null;
}

/**
 * The user of a verified e-mail: the one active user holding it; two active users are refused, as
 * is an e-mail only deactivated users hold. An e-mail nobody holds is refused, or, with
 * OIDC_CRIAR_USUARIOS, becomes a new user with that profile.
 */
export async function usuarioDoEmail(
  deps: Deps,
  email: string,
  nome: string | undefined,
): Promise<UsuarioDoEmail> {
  const achado = await usuarioPorEmail(deps.handle.db, email);
  if (achado) return achado;
  const perfil = deps.config.OIDC_CRIAR_USUARIOS;
  if (!perfil) return { ok: false, erro: 'sso-desconhecido' };
  return criarUsuario(deps, email, nome, perfil);
}

/** A free login from the e-mail's local part: letters without accents, digits, '.', '-', '_'. */
async function loginLivre(tx: Executor, email: string): Promise<string> {
  const max = LIMITES_USUARIO.loginMax;
  let base = (email.split('@')[0] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, max);
  if (base.length < LIMITES_USUARIO.loginMin) base = 'usuario';
  for (let n = 1; n <= 1000; n++) {
    const sufixo = n === 1 ? '' : String(n);
    const login = `${base.slice(0, max - sufixo.length)}${sufixo}`;
    const [r] = await consultar<{ existe: boolean }>(
      tx,
      sql`select exists (select 1 from usuario where f_unaccent(lower(nm_login)) = f_unaccent(lower(${login}))) as existe`,
    );
    if (!r?.existe) return login;
  }
  return `${base.slice(0, max - 9)}.${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the user of an e-mail at its first login: the profile's codes, the unit OIDC_UNIDADE (or
 * the active unit of lowest code), a login from the e-mail, a random password nobody knows (an
 * administrator may give one), and the trail's entry (no author: the login itself).
 */
async function criarUsuario(
  deps: Deps,
  email: string,
  nome: string | undefined,
  nomePerfil: string,
): Promise<UsuarioDoEmail> {
  const hash = await hashSenha(randomBytes(32).toString('base64url'));
  return deps.handle.db.transaction(async (tx): Promise<UsuarioDoEmail> => {
    // the lock of every user creation: logins stay unique, and a second first login of the same
    // e-mail finds the user the first one created
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('usuario:login'))`);
    const achado = await usuarioPorEmail(tx, email);
    if (achado) return achado;
    const [perfil] = await consultar<{ id_perfil: number; nm_perfil: string; codigos: number[] }>(
      tx,
      sql`select id_perfil, nm_perfil, codigos from perfil_acesso where lower(nm_perfil) = lower(${nomePerfil})`,
    );
    if (!perfil) return { ok: false, erro: 'sso-configuracao', motivo: `perfil ${nomePerfil} não existe` };
    const unidade = await unidadeParaUsuario(tx, deps.config.OIDC_UNIDADE);
    if (!unidade)
      return {
        ok: false,
        erro: 'sso-configuracao',
        motivo: `unidade ${deps.config.OIDC_UNIDADE} não existe`,
      };
    const login = await loginLivre(tx, email);
    const nomePessoa = (nome?.trim() || email.split('@')[0] || login).slice(0, LIMITES_USUARIO.nomeMax);
    const apelido = (nomePessoa.split(/\s+/)[0] || login).slice(0, 60);
    const codigos = [...new Set(perfil.codigos)].sort((a, b) => a - b);
    const userSip = await pessoaDeUsuario(tx, { nome: nomePessoa, email });
    const [u] = await consultar<{ cd_sip: number }>(
      tx,
      sql`insert into usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, permissoes, ds_email)
          values (${userSip}, ${login}, ${hash}, ${apelido}, ${unidade.cd}, ${unidade.uf},
                  ${`{${codigos.join(',')}}`}::int[], ${email})
          returning cd_sip`,
    );
    const cdSip = u!.cd_sip;
    await tx.execute(
      sql`insert into usuario_perfil (cd_sip, id_perfil) values (${cdSip}, ${perfil.id_perfil})`,
    );
    const depois = {
      nm_login: login,
      nm_pessoa: nomePessoa,
      ds_email: email,
      cd_unid: unidade.cd,
      perfis: [perfil.nm_perfil],
      permissoes: codigos,
      origem: 'login único',
    };
    await registrarAuditoria(tx, {
      autor: null,
      entidade: 'usuario',
      chave: userSip,
      acao: 'criar',
      antes: null,
      depois,
    });
    return { ok: true, cdSip, criado: true };
  });
}
