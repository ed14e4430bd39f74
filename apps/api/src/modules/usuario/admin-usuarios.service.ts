import { randomInt } from 'node:crypto';
import type { usuariosAdminQuery } from '@backoffice/domain/administracao';
import {
  LIMITES_ADMIN,
  MENSAGENS_ADMIN_USUARIOS as M,
  MENSAGENS_ADMINISTRACAO,
  type UsuarioAdminBody,
  type UsuarioAdminDetalhe,
  type UsuarioAdminLinha,
} from '@backoffice/domain/administracao';
import { codigosDesconhecidos, codigosEfetivos, telasDosCodigos } from '@backoffice/domain/perfis-acesso';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { erroSenhaUsuario } from '@backoffice/domain/senha-usuario';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Executor, type Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { hashSenha } from '../../platform/password';
import { encerrarSessoesDoUsuario, loginBloqueado } from '../auth/auth.tabelas';
import { alterarPessoaDeUsuario, pessoaDeUsuario, tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo, unidadesComFlag } from '../catalogo/catalogo.tabelas';
import { emSerieAdmin, type PerfilGravado, perfisPorId } from './admin-perfis.service';
import { loginEmUso } from './administrador.service';
import { registrarAuditoria, trilhaDe } from './auditoria';

type Deps = Pick<AppDeps, 'handle'>;
const CODIGO_ADMIN = PERMISSOES.administracao[0];

// A temporary password: 12 characters of an alphabet without look-alikes (0/O, 1/l/I), in 3 groups.
const ALFABETO = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function senhaTemporaria(): string {
  for (;;) {
    const s = Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => ALFABETO[randomInt(ALFABETO.length)]).join(''),
    ).join('-');
    if (!erroSenhaUsuario(s, '')) return s;
  }
}

interface LinhaUsuario {
  user_sip: number;
  cd_sip: number;
  nm_login: string;
  nm_pessoa: string;
  ds_email: string | null;
  cd_unid: number;
  nm_unidade: string | null;
  id_ativo: 'S' | 'N';
  dt_ultimo_login: Date | string | null;
  cd_setor: number | null;
  grupos: number[] | null;
  nr_telefone: string | null;
  permissoes: number[] | null;
  permissoes_extras: number[] | null;
  id_justifica_cancelamento: string;
  id_help_desk: string;
  cd_unidades_analista: number[] | null;
}

const SELECT_USUARIO = sql`
  SELECT u.user_sip, u.cd_sip, u.nm_login, p.nm_pessoa, u.ds_email, u.cd_unid, e.nm_empresa AS nm_unidade,
         u.id_ativo, u.dt_ultimo_login, u.cd_setor, u.grupos, u.nr_telefone, u.permissoes,
         u.permissoes_extras, u.id_justifica_cancelamento, u.id_help_desk, u.cd_unidades_analista
    FROM usuario u
    JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
    LEFT JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = u.cd_unid`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const sn = (v: string | null | undefined): 'S' | 'N' => (v === 'S' ? 'S' : 'N');
const ordenados = (v: readonly number[] | null) => [...new Set(v ?? [])].sort((a, b) => a - b);

function linha(l: LinhaUsuario): UsuarioAdminLinha {
  return {
    user_sip: Number(l.user_sip),
    cd_sip: l.cd_sip,
    nm_login: l.nm_login,
    nm_pessoa: l.nm_pessoa,
    ds_email: l.ds_email,
    cd_unid: l.cd_unid,
    nm_unidade: l.nm_unidade,
    id_ativo: l.id_ativo === 'N' ? 'N' : 'S',
    dt_ultimo_login: iso(l.dt_ultimo_login),
  };
}

/** The users, filtered by text (name, login or e-mail, without case and accents), unit, profile and activity; 50 a page. */
export async function listarUsuarios(deps: Deps, q: z.infer<typeof usuariosAdminQuery>) {
  const filtro = sql`
    WHERE (${q.texto ?? null}::text IS NULL
           OR f_unaccent(lower(p.nm_pessoa || ' ' || u.nm_login || ' ' || coalesce(u.ds_email, '')))
              LIKE '%' || f_unaccent(lower(${q.texto ?? ''})) || '%')
      AND (${q.cd_unid ?? null}::int IS NULL OR u.cd_unid = ${q.cd_unid ?? null})
      AND (${q.id_perfil ?? null}::int IS NULL
           OR EXISTS (SELECT 1 FROM usuario_perfil up WHERE up.cd_sip = u.cd_sip AND up.id_perfil = ${q.id_perfil ?? null}))
      AND (${q.ativo ?? null}::text IS NULL OR u.id_ativo = ${q.ativo ?? null})`;
  const ex = deps.handle.db;
  const [{ total }] = await consultar<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM usuario u JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip ${filtro}`,
  );
  const pagina = q.pagina ?? 1;
  const linhas = await consultar<LinhaUsuario>(
    ex,
    sql`${SELECT_USUARIO} ${filtro}
        ORDER BY u.id_ativo DESC, f_unaccent(lower(p.nm_pessoa)), u.cd_sip
        LIMIT ${LIMITES_ADMIN.paginaTamanho} OFFSET ${(pagina - 1) * LIMITES_ADMIN.paginaTamanho}`,
  );
  return { total, itens: linhas.map(linha) };
}

async function lerUsuario(ex: Executor, userSip: number): Promise<LinhaUsuario | undefined> {
  const [l] = await consultar<LinhaUsuario>(ex, sql`${SELECT_USUARIO} WHERE u.user_sip = ${userSip}`);
  return l;
}

/** The profiles of a user, by name. */
async function perfisDoUsuario(
  ex: Executor,
  cdSip: number,
): Promise<{ id_perfil: number; nm_perfil: string }[]> {
  return consultar(
    ex,
    sql`SELECT p.id_perfil, p.nm_perfil FROM usuario_perfil up JOIN perfil_acesso p ON p.id_perfil = up.id_perfil
         WHERE up.cd_sip = ${cdSip} ORDER BY p.nm_perfil, p.id_perfil`,
  );
}

/** One user with the screens their codes open and the trail of administrative changes. */
export async function detalheUsuario(deps: Deps, userSip: number): Promise<UsuarioAdminDetalhe> {
  const l = await lerUsuario(deps.handle.db, userSip);
  if (!l) throw notFound(M.usuarioNaoEncontrado);
  const auditoria = await trilhaDe(deps.handle.db, 'usuario', userSip);
  const permissoes = ordenados(l.permissoes);
  return {
    ...linha(l),
    cd_setor: l.cd_setor,
    grupos: l.grupos ?? [],
    nr_telefone: l.nr_telefone,
    perfis: await perfisDoUsuario(deps.handle.db, l.cd_sip),
    permissoes_extras: ordenados(l.permissoes_extras),
    permissoes,
    id_justifica_cancelamento: sn(l.id_justifica_cancelamento),
    id_help_desk: sn(l.id_help_desk),
    unidades_analista: ordenados(l.cd_unidades_analista),
    telas: telasDosCodigos(permissoes, {
      cdUnid: l.cd_unid,
      usuarioHelpDesk: l.id_help_desk === 'S',
      unidadesCallcenter: await unidadesComFlag(deps.handle.db, 'id_callcenter'),
    }),
    bloqueado: await loginBloqueado(deps.handle.db, l.cd_sip),
    auditoria,
  };
}

/** A user's codes and flags as the trail keeps them. */
interface Acesso {
  /** Names of the profiles. */
  perfis: string[];
  permissoes_extras: number[];
  /** The effective codes. */
  permissoes: number[];
  id_justifica_cancelamento: 'S' | 'N';
  id_help_desk: 'S' | 'N';
  unidades_analista: number[];
}

/** What the trail keeps of a user (never the password). */
function retrato(
  l: Pick<
    LinhaUsuario | UsuarioAdminBody,
    'nm_login' | 'nm_pessoa' | 'ds_email' | 'cd_unid' | 'cd_setor' | 'grupos' | 'nr_telefone'
  >,
  acesso: Acesso,
) {
  return {
    nm_login: l.nm_login,
    nm_pessoa: l.nm_pessoa,
    ds_email: l.ds_email,
    cd_unid: l.cd_unid,
    cd_setor: l.cd_setor,
    grupos: l.grupos ?? [],
    nr_telefone: l.nr_telefone,
    ...acesso,
  };
}

/** The codes and flags the body gives: its profiles' codes plus the extra codes. */
function acessoDoCorpo(b: UsuarioAdminBody, perfis: readonly PerfilGravado[]): Acesso {
  return {
    perfis: perfis.map((p) => p.nm_perfil),
    permissoes_extras: ordenados(b.permissoes),
    permissoes: codigosEfetivos(perfis, b.permissoes),
    id_justifica_cancelamento: b.id_justifica_cancelamento,
    id_help_desk: b.id_help_desk,
    unidades_analista: ordenados(b.unidades_analista),
  };
}

/** Sets the user's profiles to these. */
async function gravarPerfis(tx: Executor, cdSip: number, perfis: readonly PerfilGravado[]): Promise<void> {
  await tx.execute(sql`DELETE FROM usuario_perfil WHERE cd_sip = ${cdSip}`);
  if (perfis.length)
    await tx.execute(sql`
      INSERT INTO usuario_perfil (cd_sip, id_perfil)
      SELECT ${cdSip}, unnest(${arrayInt(perfis.map((p) => p.id_perfil))}::int[])`);
}

/** Writes a change of a user to the administrative trail (no author: the command line's import). */
export function auditar(
  tx: Executor,
  autor: number | null,
  userSip: number,
  acao: string,
  antes: unknown,
  depois: unknown,
): Promise<void> {
  return registrarAuditoria(tx, { autor, entidade: 'usuario', chave: userSip, acao, antes, depois });
}

/** Administrative changes one at a time: the login and last-administrator checks hold. */
function emSerie<T>(deps: Deps, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return emSerieAdmin(deps, fn);
}

/**
 * Checks the codes, the profiles, the unit and the login; answers the unit's state (UF) and the
 * profiles.
 */
async function conferirDados(
  tx: Executor,
  b: UsuarioAdminBody,
  loginAtual?: string,
): Promise<{ uf: string; perfis: PerfilGravado[] }> {
  const desconhecidos = codigosDesconhecidos(b.permissoes);
  if (desconhecidos.length) throw badRequest([`permissoes: ${M.codigosDesconhecidos(desconhecidos)}`]);
  const ids = [...new Set(b.perfis)];
  const perfis = await perfisPorId(tx, ids);
  const faltam = ids.filter((id) => !perfis.some((p) => p.id_perfil === id)).sort((a, c) => a - c);
  if (faltam.length) throw badRequest([`perfis: ${M.perfisDesconhecidos(faltam)}`]);
  const [unidade] = await consultar<{ cd_uf: string }>(
    tx,
    sql`SELECT cd_uf FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${b.cd_unid}`,
  );
  if (!unidade) throw badRequest([`cd_unid: ${MENSAGENS_ADMINISTRACAO.unidadeInexistente}`]);
  const outras = ordenados(b.unidades_analista);
  if (outras.length) {
    const [r] = await consultar<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ANY(${arrayInt(outras)}::int[])`,
    );
    if ((r?.n ?? 0) !== outras.length)
      throw badRequest([`unidades_analista: ${MENSAGENS_ADMINISTRACAO.unidadeInexistente}`]);
  }
  const mesmoLogin = loginAtual !== undefined && loginAtual.toLowerCase() === b.nm_login.toLowerCase();
  if (!mesmoLogin && (await loginEmUso(tx, b.nm_login)))
    throw conflict([`nm_login: ${MENSAGENS_ADMINISTRACAO.loginExiste}`]);
  return { uf: unidade.cd_uf, perfis };
}

/** True when no other active user holds Administração's code. */
async function ehUltimoAdministrador(tx: Executor, userSip: number): Promise<boolean> {
  const [r] = await consultar<{ outros: number }>(
    tx,
    sql`SELECT count(*)::int AS outros FROM usuario
         WHERE id_ativo = 'S' AND ${CODIGO_ADMIN} = ANY(permissoes) AND user_sip <> ${userSip}`,
  );
  return (r?.outros ?? 0) === 0;
}

const ehAdministrador = (l: Pick<LinhaUsuario, 'id_ativo' | 'permissoes'>) =>
  l.id_ativo === 'S' && (l.permissoes ?? []).includes(CODIGO_ADMIN);

const arrayInt = (v: readonly number[]) => `{${v.join(',')}}`;

/** What an import gives a new user besides the body: where it came from and what the form has not. */
export interface OrigemUsuario {
  cdImportacao: number;
  /** Written in the trail's entry ('importação nº 12 (usuarios.csv)'). */
  descricao: string;
  cpf: string | null;
  nr_ramal: string | null;
  id_ativo: 'S' | 'N';
}

/**
 * Writes a new user, once the body has been checked (`uf` of its unit, its `perfis`): the person
 * row, the user with the effective codes of its profiles and extra codes and a password hash that
 * must be changed at the first login, its profiles and the trail's entry, in the caller's
 * transaction (under emSerieAdmin's lock). Its codes.
 */
export async function inserirUsuario(
  tx: Executor,
  autor: number | null,
  b: UsuarioAdminBody,
  o: { uf: string; perfis: readonly PerfilGravado[]; hash: string; origem?: OrigemUsuario },
): Promise<{ userSip: number; cdSip: number }> {
  const acesso = acessoDoCorpo(b, o.perfis);
  const origem = o.origem;
  const userSip = await pessoaDeUsuario(tx, {
    nome: b.nm_pessoa,
    email: b.ds_email,
    cpf: origem?.cpf,
    cdUsuario: autor,
    cdImportacao: origem?.cdImportacao,
  });
  const ativo = origem?.id_ativo ?? 'S';
  const [u] = await consultar<{ cd_sip: number }>(
    tx,
    sql`
      INSERT INTO usuario (user_sip, nm_login, ds_senha_hash, apelido, cd_unid, cd_uf_unid, cd_setor, grupos,
                           permissoes, permissoes_extras, id_justifica_cancelamento, id_help_desk,
                           cd_unidades_analista, nr_telefone, ds_email, id_trocar_senha, nr_ramal, id_ativo,
                           dt_desativacao)
      VALUES (${userSip}, ${b.nm_login}, ${o.hash}, ${b.nm_pessoa.split(/\s+/)[0]?.slice(0, 60) ?? b.nm_login},
              ${b.cd_unid}, ${o.uf}, ${b.cd_setor}, ${arrayInt(b.grupos)}::int[],
              ${arrayInt(acesso.permissoes)}::int[], ${arrayInt(acesso.permissoes_extras)}::int[],
              ${acesso.id_justifica_cancelamento}, ${acesso.id_help_desk},
              ${arrayInt(acesso.unidades_analista)}::int[], ${b.nr_telefone || null}, ${b.ds_email}, 'S',
              ${origem?.nr_ramal ?? null}, ${ativo}, ${ativo === 'N' ? sql`now()` : null})
      RETURNING cd_sip`,
  );
  const cdSip = u!.cd_sip;
  await gravarPerfis(tx, cdSip, o.perfis);
  const depois = origem
    ? { ...retrato(b, acesso), id_ativo: ativo, origem: origem.descricao }
    : retrato(b, acesso);
  await auditar(tx, autor, userSip, 'criar', null, depois);
  return { userSip, cdSip };
}

/**
 * Creates a user with a temporary password, which they must change at the first login. The user's
 * codes are those of the profiles plus the extra codes.
 */
export async function criarUsuario(deps: Deps, autor: number, b: UsuarioAdminBody) {
  const senha = senhaTemporaria();
  const hash = await hashSenha(senha);
  const userSip = await emSerie(deps, async (tx) => {
    const { uf, perfis } = await conferirDados(tx, b);
    return (await inserirUsuario(tx, autor, b, { uf, perfis, hash })).userSip;
  });
  return { user_sip: userSip, senha_temporaria: senha, message: M.criado };
}

/**
 * Edits a user's data, profiles, extra codes and flags; the effective codes are computed again. The
 * last administrator keeps Administração's code (through a profile or as an extra code).
 */
export async function alterarUsuario(deps: Deps, autor: number, userSip: number, b: UsuarioAdminBody) {
  await emSerie(deps, async (tx) => {
    const atual = await lerUsuario(tx, userSip);
    if (!atual) throw notFound(M.usuarioNaoEncontrado);
    const { uf, perfis } = await conferirDados(tx, b, atual.nm_login);
    const acesso = acessoDoCorpo(b, perfis);
    if (
      ehAdministrador(atual) &&
      !acesso.permissoes.includes(CODIGO_ADMIN) &&
      (await ehUltimoAdministrador(tx, userSip))
    )
      throw conflict([`permissoes: ${M.ultimoAdministrador}`]);
    const acessoAntes: Acesso = {
      perfis: (await perfisDoUsuario(tx, atual.cd_sip)).map((p) => p.nm_perfil),
      permissoes_extras: ordenados(atual.permissoes_extras),
      permissoes: ordenados(atual.permissoes),
      id_justifica_cancelamento: sn(atual.id_justifica_cancelamento),
      id_help_desk: sn(atual.id_help_desk),
      unidades_analista: ordenados(atual.cd_unidades_analista),
    };
    await tx.execute(sql`
      UPDATE usuario SET nm_login = ${b.nm_login}, cd_unid = ${b.cd_unid}, cd_uf_unid = ${uf},
             cd_setor = ${b.cd_setor}, grupos = ${arrayInt(b.grupos)}::int[],
             permissoes = ${arrayInt(acesso.permissoes)}::int[],
             permissoes_extras = ${arrayInt(acesso.permissoes_extras)}::int[],
             id_justifica_cancelamento = ${acesso.id_justifica_cancelamento}, id_help_desk = ${acesso.id_help_desk},
             cd_unidades_analista = ${arrayInt(acesso.unidades_analista)}::int[],
             nr_telefone = ${b.nr_telefone || null}, ds_email = ${b.ds_email}
       WHERE user_sip = ${userSip}`);
    await gravarPerfis(tx, atual.cd_sip, perfis);
    await alterarPessoaDeUsuario(tx, userSip, { nome: b.nm_pessoa, email: b.ds_email, cdUsuario: autor });
    await auditar(tx, autor, userSip, 'alterar', retrato(atual, acessoAntes), retrato(b, acesso));
  });
  return { message: M.alterado };
}

/** Turns a user's access off: their sessions end at once (every instance reads them from the database). */
export async function desativarUsuario(
  deps: Deps,
  autor: { cd_sip: number; user_sip: number },
  userSip: number,
) {
  if (autor.user_sip === userSip) throw conflict(M.proprioUsuario);
  await emSerie(deps, async (tx) => {
    const atual = await lerUsuario(tx, userSip);
    if (!atual) throw notFound(M.usuarioNaoEncontrado);
    if (atual.id_ativo === 'N') throw conflict(M.jaDesativado);
    if (ehAdministrador(atual) && (await ehUltimoAdministrador(tx, userSip)))
      throw conflict(M.ultimoAdministrador);
    await tx.execute(
      sql`UPDATE usuario SET id_ativo = 'N', dt_desativacao = now() WHERE user_sip = ${userSip}`,
    );
    await encerrarSessoesDoUsuario(tx, atual.cd_sip);
    await auditar(tx, autor.cd_sip, userSip, 'desativar', { id_ativo: 'S' }, { id_ativo: 'N' });
  });
  return { message: M.desativado };
}

export async function reativarUsuario(deps: Deps, autor: number, userSip: number) {
  await emSerie(deps, async (tx) => {
    const atual = await lerUsuario(tx, userSip);
    if (!atual) throw notFound(M.usuarioNaoEncontrado);
    if (atual.id_ativo === 'S') throw conflict(M.jaAtivo);
    await tx.execute(
      sql`UPDATE usuario SET id_ativo = 'S', dt_desativacao = NULL WHERE user_sip = ${userSip}`,
    );
    await auditar(tx, autor, userSip, 'reativar', { id_ativo: 'N' }, { id_ativo: 'S' });
  });
  return { message: M.reativado };
}

/** A new temporary password (shown once); the user's sessions end and the next login must change it. */
export async function redefinirSenha(deps: Deps, autor: number, userSip: number) {
  const senha = senhaTemporaria();
  const hash = await hashSenha(senha);
  await emSerie(deps, async (tx) => {
    const atual = await lerUsuario(tx, userSip);
    if (!atual) throw notFound(M.usuarioNaoEncontrado);
    await tx.execute(sql`
      UPDATE usuario SET ds_senha_hash = ${hash}, id_trocar_senha = 'S' WHERE user_sip = ${userSip}`);
    await encerrarSessoesDoUsuario(tx, atual.cd_sip);
    await auditar(tx, autor, userSip, 'redefinir-senha', null, null);
  });
  return { user_sip: userSip, senha_temporaria: senha, message: M.senhaRedefinida };
}
