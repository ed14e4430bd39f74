import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type CandidatoGrupoLinha,
  type candidatosAddBody,
  type GrupoLinha,
  MENSAGENS_GRUPO as M,
  type novoGrupoBody,
} from '@backoffice/domain/grupo';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Executor } from '../../db/client';
import { iso, num } from '../../db/linha';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

/**
 * Candidate groups (spec 001 §2.11, §7). A group belongs to a unit; the users whose unit shares that
 * unit's grouping unit (cd_empresa_agrupadora) see it and change its candidates. Every write is one
 * transaction that first locks the group's row, so a group is checked and changed as one.
 */

/** The grouping unit of the user's unit (null when the unit is gone). */
const agrupadoraDoUsuario = (usuario: UsuarioSessao) =>
  sql`(SELECT cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('empresa')} WHERE cd_empresa = ${usuario.cd_unid})`;

/**
 * The group, locked for the caller's transaction when `travar`: 404 when it does not exist, 403 when
 * its unit is outside the user's grouping unit.
 */
async function grupoDoUsuario(
  ex: Executor,
  usuario: UsuarioSessao,
  cdGrupo: number,
  travar: boolean,
): Promise<{ cd_tipo_grupo_candidato: number }> {
  const [g] = await consultar<{ cd_tipo_grupo_candidato: number; visivel: boolean }>(
    ex,
    sql`SELECT g.cd_tipo_grupo_candidato,
               coalesce(e.cd_empresa_agrupadora = ${agrupadoraDoUsuario(usuario)}, false) AS visivel
          FROM tipo_grupo_candidato g
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = g.cd_empresa
         WHERE g.cd_tipo_grupo_candidato = ${cdGrupo}
         ${travar ? sql`FOR UPDATE OF g` : sql``}`,
  );
  if (!g) throw notFound(M.grupoNaoEncontrado);
  if (!g.visivel) throw forbidden(M.grupoOutraUnidade);
  return { cd_tipo_grupo_candidato: Number(g.cd_tipo_grupo_candidato) };
}

/**
 * GET grupo/grupos-list: the groups of the units of the user's grouping unit, by name. The selector
 * asked (cd_pessoa_selecionador), when sent, must be the logged user.
 */
export async function listarGrupos(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cdPessoaSelecionador: number | undefined,
): Promise<GrupoLinha[]> {
  if (cdPessoaSelecionador !== undefined && cdPessoaSelecionador !== usuario.user_sip)
    throw forbidden(M.gruposDeOutro);
  const r = await consultar<Record<string, unknown>>(
    deps.db,
    sql`SELECT g.cd_tipo_grupo_candidato, g.nm_tipo_grupo_candidato, g.cd_empresa, e.nm_empresa, g.cd_cargo,
               c.nm_cargo, g.cd_pessoa_selecionador, p.nm_pessoa AS criado_por, g.ds_observacoes, g.criado_em,
               (SELECT count(*) FROM grupo_candidato gc
                 WHERE gc.cd_tipo_grupo_candidato = g.cd_tipo_grupo_candidato) AS qt_candidatos
          FROM tipo_grupo_candidato g
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = g.cd_empresa
          JOIN ${tabelasCatalogo.cargo('c')} ON c.cd_cargo = g.cd_cargo
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = g.cd_pessoa_selecionador
         WHERE e.cd_empresa_agrupadora = ${agrupadoraDoUsuario(usuario)}
         ORDER BY lower(g.nm_tipo_grupo_candidato), g.cd_tipo_grupo_candidato`,
  );
  return r.map((x) => ({
    CD_TIPO_GRUPO_CANDIDATO: Number(x.cd_tipo_grupo_candidato),
    NM_TIPO_GRUPO_CANDIDATO: String(x.nm_tipo_grupo_candidato),
    CD_EMPRESA: Number(x.cd_empresa),
    NM_EMPRESA: String(x.nm_empresa),
    CD_CARGO: Number(x.cd_cargo),
    NM_CARGO: String(x.nm_cargo),
    CD_PESSOA_SELECIONADOR: Number(x.cd_pessoa_selecionador),
    CRIADO_POR: String(x.criado_por),
    DS_OBSERVACOES: (x.ds_observacoes as string | null) ?? null,
    CRIADO_EM: iso(x.criado_em as string),
    QT_CANDIDATOS: num(x.qt_candidatos) ?? 0,
  }));
}

/**
 * The group another module adds candidates to in its own transaction (a bulk action on a vacancy's
 * candidates): locked, with its name; 404 when it does not exist, 403 outside the user's grouping unit.
 */
export async function grupoParaIncluir(
  tx: Executor,
  usuario: UsuarioSessao,
  cdGrupo: number,
): Promise<{ cd: number; nome: string }> {
  await grupoDoUsuario(tx, usuario, cdGrupo, true);
  const [g] = await consultar<{ nome: string }>(
    tx,
    sql`SELECT nm_tipo_grupo_candidato AS nome FROM tipo_grupo_candidato WHERE cd_tipo_grupo_candidato = ${cdGrupo}`,
  );
  return { cd: cdGrupo, nome: g?.nome ?? String(cdGrupo) };
}

/** Which of the candidates are already in the group. */
export async function candidatosNoGrupo(
  ex: Executor,
  cdGrupo: number,
  cds: readonly number[],
): Promise<Set<number>> {
  const r = await consultar<{ cd_pessoa: number }>(
    ex,
    sql`SELECT cd_pessoa FROM grupo_candidato
         WHERE cd_tipo_grupo_candidato = ${cdGrupo} AND cd_pessoa = ANY(${sql.param([...cds])}::bigint[])`,
  );
  return new Set(r.map((x) => Number(x.cd_pessoa)));
}

/** Adds the candidates to the group in one statement, marked with the moment of the adding. */
export async function incluirNoGrupo(
  tx: Executor,
  usuario: UsuarioSessao,
  cdGrupo: number,
  cds: readonly number[],
  em: Date,
): Promise<void> {
  if (!cds.length) return;
  await tx.execute(sql`
    INSERT INTO grupo_candidato (cd_tipo_grupo_candidato, cd_pessoa, criado_em, criado_por)
    SELECT ${cdGrupo}, x.cd, ${em.toISOString()}::timestamptz, ${usuario.cd_sip}
      FROM unnest(${sql.param([...cds])}::bigint[]) AS x(cd)`);
}

/**
 * Removes from the group the candidates added at that moment by that user (those removed and added
 * again since are left); the ones removed.
 */
export async function retirarDoGrupo(
  tx: Executor,
  cdGrupo: number,
  cds: readonly number[],
  em: Date,
  cdUsuario: number,
): Promise<number[]> {
  if (!cds.length) return [];
  const r = await consultar<{ cd_pessoa: number }>(
    tx,
    sql`DELETE FROM grupo_candidato
         WHERE cd_tipo_grupo_candidato = ${cdGrupo} AND cd_pessoa = ANY(${sql.param([...cds])}::bigint[])
           AND criado_em = ${em.toISOString()}::timestamptz AND criado_por = ${cdUsuario}
     RETURNING cd_pessoa`,
  );
  return r.map((x) => Number(x.cd_pessoa));
}

/** GET grupo/candidatos-list/{cd_tipo_grupo_candidato}: the group's candidates, by name. */
export async function listarCandidatos(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cdGrupo: number,
): Promise<CandidatoGrupoLinha[]> {
  await grupoDoUsuario(deps.db, usuario, cdGrupo, false);
  const r = await consultar<Record<string, unknown>>(
    deps.db,
    sql`SELECT gc.cd_pessoa, p.nm_pessoa, gc.criado_em, gc.ds_observacoes, pu.nm_pessoa AS adicionado_por,
               c.nm_cidade, c.cd_uf
          FROM grupo_candidato gc
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = gc.cd_pessoa
          JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = gc.cd_pessoa
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = gc.criado_por
          LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
         WHERE gc.cd_tipo_grupo_candidato = ${cdGrupo}
         ORDER BY lower(p.nm_pessoa), gc.cd_pessoa`,
  );
  return r.map((x) => ({
    CD_PESSOA: Number(x.cd_pessoa),
    NM_PESSOA: String(x.nm_pessoa),
    CRIADO_EM: iso(x.criado_em as string),
    DS_OBSERVACOES: (x.ds_observacoes as string | null) ?? null,
    ADICIONADO_POR: (x.adicionado_por as string | null) ?? null,
    NM_CIDADE: (x.nm_cidade as string | null) ?? null,
    CD_UF: (x.cd_uf as string | null) ?? null,
  }));
}

/** DELETE grupo/candidato/{group}/{person}: removes the candidate from the group. */
export async function excluirCandidato(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cdGrupo: number,
  cdPessoa: number,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    await grupoDoUsuario(tx, usuario, cdGrupo, true);
    const apagados = await consultar<{ cd_pessoa: number }>(
      tx,
      sql`DELETE FROM grupo_candidato
           WHERE cd_tipo_grupo_candidato = ${cdGrupo} AND cd_pessoa = ${cdPessoa}
       RETURNING cd_pessoa`,
    );
    if (apagados.length === 0) throw notFound(M.candidatoForaDoGrupo);
    return M.candidatoExcluido;
  });
}

/**
 * POST grupo/candidatos-add: adds the candidates with their notes, all or none. Unknown candidates
 * are refused (404) and so are candidates already in the group (409), by name.
 */
export async function adicionarCandidatos(
  deps: AppDeps,
  usuario: UsuarioSessao,
  corpo: z.output<typeof candidatosAddBody>,
): Promise<number> {
  const cds = corpo.candidatos.map((c) => c.cd_pessoa);
  const observacoes = corpo.candidatos.map((c) => c.ds_observacoes ?? null);
  return deps.db.transaction(async (tx) => {
    const { cd_tipo_grupo_candidato: cdGrupo } = await grupoDoUsuario(
      tx,
      usuario,
      corpo.cd_tipo_grupo_candidato,
      true,
    );
    const existentes = await consultar<{ cd_pessoa: number }>(
      tx,
      sql`SELECT cd_pessoa FROM ${tabelasCandidato.candidato('candidato')} WHERE cd_pessoa = ANY(${sql.param(cds)}::bigint[])`,
    );
    const achados = new Set(existentes.map((e) => Number(e.cd_pessoa)));
    const faltam = cds.filter((cd) => !achados.has(cd));
    if (faltam.length > 0) throw notFound(M.candidatoNaoEncontrado(faltam));
    const jaNoGrupo = await consultar<{ nm_pessoa: string }>(
      tx,
      sql`SELECT p.nm_pessoa
            FROM grupo_candidato gc JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = gc.cd_pessoa
           WHERE gc.cd_tipo_grupo_candidato = ${cdGrupo} AND gc.cd_pessoa = ANY(${sql.param(cds)}::bigint[])
           ORDER BY lower(p.nm_pessoa)`,
    );
    if (jaNoGrupo.length > 0) throw conflict(M.candidatoJaNoGrupo(jaNoGrupo.map((j) => j.nm_pessoa)));
    await tx.execute(sql`
      INSERT INTO grupo_candidato (cd_tipo_grupo_candidato, cd_pessoa, ds_observacoes, criado_por)
      SELECT ${cdGrupo}, x.cd_pessoa, x.ds_observacoes, ${usuario.cd_sip}
        FROM unnest(${sql.param(cds)}::bigint[], ${sql.param(observacoes)}::text[]) AS x(cd_pessoa, ds_observacoes)`);
    return cds.length;
  });
}

/**
 * POST grupo/novo-grupo: creates the group in the logged user's name, in an active unit of his
 * grouping unit, for an active position; its name is unique in the unit (case aside).
 */
export async function criarGrupo(
  deps: AppDeps,
  usuario: UsuarioSessao,
  corpo: z.output<typeof novoGrupoBody>,
): Promise<number> {
  if (corpo.cd_pessoa_selecionador_grupo !== usuario.user_sip) throw forbidden(M.selecionadorOutro);
  return deps.db.transaction(async (tx) => {
    const [unidade] = await consultar<{ permitida: boolean }>(
      tx,
      sql`SELECT coalesce(cd_empresa_agrupadora = ${agrupadoraDoUsuario(usuario)}, false) AS permitida
            FROM ${tabelasCatalogo.empresa('empresa')} WHERE cd_empresa = ${corpo.cd_empresa_grupo} AND id_ativo = 'S'`,
    );
    if (!unidade) throw badRequest(M.unidadeInvalida);
    if (!unidade.permitida) throw forbidden(M.unidadeNaoPermitida);
    const [cargo] = await consultar<{ cd_cargo: number }>(
      tx,
      sql`SELECT cd_cargo FROM ${tabelasCatalogo.cargo('cargo')} WHERE cd_cargo = ${corpo.cd_cargo_grupo} AND id_ativo = 'S'`,
    );
    if (!cargo) throw badRequest(M.cargoInvalido);
    // the unique index settles two creations at once; this answers the common case with its message
    const [mesmoNome] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT cd_tipo_grupo_candidato AS cd FROM tipo_grupo_candidato
           WHERE cd_empresa = ${corpo.cd_empresa_grupo} AND lower(nm_tipo_grupo_candidato) = lower(${corpo.nm_tipo_grupo_candidato})`,
    );
    if (mesmoNome) throw conflict(M.grupoDuplicado);
    const [novo] = await consultar<{ cd: number }>(
      tx,
      sql`INSERT INTO tipo_grupo_candidato
            (nm_tipo_grupo_candidato, cd_empresa, cd_cargo, cd_pessoa_selecionador, ds_observacoes, criado_por)
          VALUES (${corpo.nm_tipo_grupo_candidato}, ${corpo.cd_empresa_grupo}, ${corpo.cd_cargo_grupo},
                  ${usuario.user_sip}, ${corpo.ds_observacoes_grupo ?? null}, ${usuario.cd_sip})
          RETURNING cd_tipo_grupo_candidato AS cd`,
    );
    return Number(novo.cd);
  });
}
