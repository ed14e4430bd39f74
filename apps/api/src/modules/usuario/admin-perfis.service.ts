import {
  chaveNomePerfil,
  codigosDesconhecidos,
  codigosEfetivos,
  MENSAGENS_PERFIS as M,
  type PerfilAcessoBody,
  type PerfilAcessoLinha,
} from '@backoffice/domain/perfis-acesso';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor, type Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { registrarAuditoria, trilhas } from './auditoria';

type Deps = Pick<AppDeps, 'handle'>;
const CODIGO_ADMIN = PERMISSOES.administracao[0];

/** Entries of a profile's trail shown in the list. */
const TRILHA_MAX = 50;

/**
 * Administrative changes of users and profiles one at a time (the same lock as the first
 * administrator's command): the login, name and last-administrator checks hold, and a user's codes
 * are never computed from a profile being changed.
 */
export async function emSerieAdmin<T>(deps: Deps, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('usuario:login'))`);
    return fn(tx);
  });
}

export interface PerfilGravado {
  id_perfil: number;
  nm_perfil: string;
  codigos: number[];
}

/** The profiles of these ids; a missing id is left out. */
export async function perfisPorId(ex: Executor, ids: readonly number[]): Promise<PerfilGravado[]> {
  if (ids.length === 0) return [];
  return consultar<PerfilGravado>(
    ex,
    sql`SELECT id_perfil, nm_perfil, codigos FROM perfil_acesso
         WHERE id_perfil = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY nm_perfil, id_perfil`,
  );
}

/**
 * Writes again the effective codes (usuario.permissoes, what every access check reads) of the users
 * the subquery selects (cd_sip): the codes of their profiles plus their extra codes.
 */
export async function recalcularPermissoes(tx: Executor, usuarios: SQL): Promise<void> {
  const linhas = await consultar<{ cd_sip: number; extras: number[] | null; perfis: number[] | null }>(
    tx,
    sql`SELECT u.cd_sip, u.permissoes_extras AS extras,
               array_remove(array_agg(up.id_perfil), NULL) AS perfis
          FROM usuario u LEFT JOIN usuario_perfil up ON up.cd_sip = u.cd_sip
         WHERE u.cd_sip IN (${usuarios})
         GROUP BY u.cd_sip, u.permissoes_extras`,
  );
  if (linhas.length === 0) return;
  const ids = [...new Set(linhas.flatMap((l) => l.perfis ?? []))];
  const perfis = new Map((await perfisPorId(tx, ids)).map((p) => [p.id_perfil, p]));
  const novos = linhas.map((l) => ({
    cd_sip: l.cd_sip,
    codigos: codigosEfetivos(
      (l.perfis ?? []).flatMap((id) => perfis.get(id) ?? []),
      l.extras ?? [],
    ),
  }));
  await tx.execute(sql`
    UPDATE usuario u SET permissoes = ARRAY(SELECT jsonb_array_elements_text(v.codigos)::int)
      FROM jsonb_to_recordset(${JSON.stringify(novos)}::jsonb) AS v(cd_sip int, codigos jsonb)
     WHERE u.cd_sip = v.cd_sip`);
}

/** True when some active user holds Administração's code. */
async function haAdministradorAtivo(tx: Executor): Promise<boolean> {
  const [r] = await consultar<{ existe: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM usuario WHERE id_ativo = 'S' AND ${CODIGO_ADMIN} = ANY(permissoes)) AS existe`,
  );
  return r?.existe === true;
}

function auditar(
  tx: Executor,
  autor: number,
  idPerfil: number,
  acao: string,
  antes: unknown,
  depois: unknown,
) {
  return registrarAuditoria(tx, { autor, entidade: 'perfil', chave: idPerfil, acao, antes, depois });
}

/** What the trail keeps of a profile. */
const retrato = (p: Pick<PerfilGravado, 'nm_perfil' | 'codigos'>) => ({
  nm_perfil: p.nm_perfil,
  codigos: [...p.codigos].sort((a, b) => a - b),
});

/** Every profile with its active users and its trail (newest first), by name. */
export async function listarPerfis(deps: Deps): Promise<PerfilAcessoLinha[]> {
  const ex = deps.handle.db;
  const perfis = await consultar<PerfilGravado & { nr_usuarios: number }>(
    ex,
    sql`SELECT p.id_perfil, p.nm_perfil, p.codigos,
               (SELECT count(*)::int FROM usuario_perfil up JOIN usuario u ON u.cd_sip = up.cd_sip
                 WHERE up.id_perfil = p.id_perfil AND u.id_ativo = 'S') AS nr_usuarios
          FROM perfil_acesso p
         ORDER BY f_unaccent(lower(p.nm_perfil)), p.id_perfil`,
  );
  const porPerfil = await trilhas(ex, 'perfil', TRILHA_MAX);
  return perfis.map((p) => ({
    id_perfil: p.id_perfil,
    nm_perfil: p.nm_perfil,
    codigos: [...(p.codigos ?? [])].sort((a, b) => a - b),
    nr_usuarios: p.nr_usuarios,
    auditoria: porPerfil.get(String(p.id_perfil)) ?? [],
  }));
}

/** Refuses unknown codes (the schema already does) and a name another profile has. */
async function conferirPerfil(tx: Executor, b: PerfilAcessoBody, idPerfil?: number): Promise<void> {
  const desconhecidos = codigosDesconhecidos(b.codigos);
  if (desconhecidos.length) throw badRequest([`codigos: ${M.codigosDesconhecidos(desconhecidos)}`]);
  const outros = await consultar<{ id_perfil: number; nm_perfil: string }>(
    tx,
    sql`SELECT id_perfil, nm_perfil FROM perfil_acesso`,
  );
  const chave = chaveNomePerfil(b.nm_perfil);
  if (outros.some((o) => o.id_perfil !== idPerfil && chaveNomePerfil(o.nm_perfil) === chave))
    throw conflict([`nm_perfil: ${M.nomeExiste}`]);
}

export async function criarPerfil(deps: Deps, autor: number, b: PerfilAcessoBody) {
  const id = await emSerieAdmin(deps, async (tx) => {
    await conferirPerfil(tx, b);
    const [p] = await consultar<{ id_perfil: number }>(
      tx,
      sql`INSERT INTO perfil_acesso (nm_perfil, codigos)
          VALUES (${b.nm_perfil}, ${`{${b.codigos.join(',')}}`}::int[]) RETURNING id_perfil`,
    );
    await auditar(tx, autor, p!.id_perfil, 'criar', null, retrato(b));
    return p!.id_perfil;
  });
  return { id_perfil: id, message: M.criado };
}

/**
 * Renames a profile and sets its codes; its users' codes are computed again in the same
 * transaction. Refused when no active user would hold Administração's code afterwards.
 */
export async function alterarPerfil(deps: Deps, autor: number, idPerfil: number, b: PerfilAcessoBody) {
  await emSerieAdmin(deps, async (tx) => {
    const [atual] = await consultar<PerfilGravado>(
      tx,
      sql`SELECT id_perfil, nm_perfil, codigos FROM perfil_acesso WHERE id_perfil = ${idPerfil} FOR UPDATE`,
    );
    if (!atual) throw notFound(M.perfilNaoEncontrado);
    await conferirPerfil(tx, b, idPerfil);
    await tx.execute(sql`
      UPDATE perfil_acesso SET nm_perfil = ${b.nm_perfil}, codigos = ${`{${b.codigos.join(',')}}`}::int[]
       WHERE id_perfil = ${idPerfil}`);
    await recalcularPermissoes(tx, sql`SELECT cd_sip FROM usuario_perfil WHERE id_perfil = ${idPerfil}`);
    const tirouAdmin = (atual.codigos ?? []).includes(CODIGO_ADMIN) && !b.codigos.includes(CODIGO_ADMIN);
    // the throw undoes the transaction: nothing written
    if (tirouAdmin && !(await haAdministradorAtivo(tx)))
      throw conflict([`codigos: ${M.ultimoAdministrador}`]);
    await auditar(tx, autor, idPerfil, 'alterar', retrato(atual), retrato(b));
  });
  return { id_perfil: idPerfil, message: M.alterado };
}
