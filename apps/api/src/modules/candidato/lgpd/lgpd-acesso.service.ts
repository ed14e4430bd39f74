import {
  MESES_RETENCAO_LGPD_ACESSO,
  POR_PAGINA_LGPD_ACESSOS,
  type RecursoLgpdAcesso,
  telaDoCabecalho,
} from '@backoffice/domain/contratacao';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { consultar, type Db, type Executor } from '../../../db/client';
import { exigirUsuario } from '../../../platform/access';
import { iniciarRodadas, type Rodadas } from '../../../platform/poller';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

export interface AcessoLgpd {
  cdPessoa: number;
  cdUsuario: number | null;
  recurso: RecursoLgpdAcesso;
  detalhe?: string | null;
  tela?: string | null;
  ip?: string | null;
}

/** One row of the read log (never updated). */
export async function registrarAcessoLgpd(ex: Executor, a: AcessoLgpd): Promise<void> {
  await ex.execute(sql`
    INSERT INTO lgpd_acesso (cd_pessoa_candidato, cd_usuario, ds_recurso, ds_detalhe, ds_tela, ds_ip)
    VALUES (${a.cdPessoa}, ${a.cdUsuario}, ${a.recurso}, ${a.detalhe?.slice(0, 200) ?? null},
            ${a.tela?.slice(0, 120) ?? null}, ${a.ip?.slice(0, 64) ?? null})`);
}

/** The screen of a request: the web's x-tela header when sent, else the route's URL pattern. */
export function telaDaRequisicao(request: FastifyRequest): string | null {
  return telaDoCabecalho(request.headers['x-tela']) ?? telaDoCabecalho(request.routeOptions.url);
}

/** Records the read of `recurso` of candidate `cdPessoa` by the request's staff user. */
export async function registrarLeituraDaRequisicao(
  ex: Executor,
  request: FastifyRequest,
  cdPessoa: number,
  recurso: RecursoLgpdAcesso,
  detalhe?: string | null,
): Promise<void> {
  await registrarAcessoLgpd(ex, {
    cdPessoa,
    cdUsuario: exigirUsuario(request).cd_sip,
    recurso,
    detalhe,
    tela: telaDaRequisicao(request),
    ip: request.ip,
  });
}

/** The candidate of a disability record, or null. */
export async function candidatoDoLaudo(ex: Executor, idCid: number): Promise<number | null> {
  const [r] = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa_candidato::float8 AS cd FROM candidato_deficiencia WHERE id_cid_candidato = ${idCid}`,
  );
  return r?.cd ?? null;
}

export interface FiltroAcessos {
  cd_pessoa_candidato?: number;
  cd_usuario?: number;
  de?: string;
  ate?: string;
  pagina?: number;
}

/**
 * GET /lgpd/acessos: the log, newest first, 50 a page, with the candidate's name and the user's name
 * and login.
 */
export async function listarAcessosLgpd(ex: Executor, f: FiltroAcessos) {
  const conds: SQL[] = [sql`true`];
  if (f.cd_pessoa_candidato !== undefined) conds.push(sql`a.cd_pessoa_candidato = ${f.cd_pessoa_candidato}`);
  if (f.cd_usuario !== undefined) conds.push(sql`a.cd_usuario = ${f.cd_usuario}`);
  if (f.de) conds.push(sql`a.criado_em >= (${f.de}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  if (f.ate) conds.push(sql`a.criado_em < (${f.ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  const onde = sql.join(conds, sql` AND `);
  const pagina = f.pagina ?? 1;
  const [{ total }] = await consultar<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM lgpd_acesso a WHERE ${onde}`,
  );
  const linhas = await consultar<{
    ID_ACESSO: number;
    CD_PESSOA_CANDIDATO: number;
    NM_CANDIDATO: string | null;
    CD_USUARIO: number | null;
    NM_USUARIO: string | null;
    NM_LOGIN: string | null;
    DS_RECURSO: string;
    DS_DETALHE: string | null;
    DS_TELA: string | null;
    DS_IP: string | null;
    CRIADO_EM: string;
  }>(
    ex,
    sql`SELECT a.id_acesso::float8 AS "ID_ACESSO", a.cd_pessoa_candidato::float8 AS "CD_PESSOA_CANDIDATO",
               pc.nm_pessoa AS "NM_CANDIDATO", a.cd_usuario AS "CD_USUARIO",
               coalesce(pu.nm_pessoa, u.apelido) AS "NM_USUARIO", u.nm_login AS "NM_LOGIN",
               a.ds_recurso AS "DS_RECURSO", a.ds_detalhe AS "DS_DETALHE", a.ds_tela AS "DS_TELA",
               a.ds_ip AS "DS_IP",
               to_char(a.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "CRIADO_EM"
          FROM lgpd_acesso a
          LEFT JOIN pessoa pc ON pc.cd_pessoa = a.cd_pessoa_candidato
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = a.cd_usuario
          LEFT JOIN pessoa pu ON pu.cd_pessoa = u.user_sip
         WHERE ${onde}
         ORDER BY a.criado_em DESC, a.id_acesso DESC
         LIMIT ${POR_PAGINA_LGPD_ACESSOS} OFFSET ${(pagina - 1) * POR_PAGINA_LGPD_ACESSOS}`,
  );
  return { linhas, total };
}

export interface AcessoDoTitular {
  papel: string | null;
  unidade: string | null;
  quando: string;
  recurso: string;
}

/**
 * The candidate's own view of the log (the portal): who by role and unit (never the person), when
 * (dd/mm/aaaa hh:mm, Brasília), what; newest first, within the retention months.
 */
export async function acessosDoTitular(
  ex: Executor,
  cdPessoa: number,
  pagina: number,
): Promise<{ linhas: AcessoDoTitular[]; total: number }> {
  const onde = sql`a.cd_pessoa_candidato = ${cdPessoa}
     AND a.criado_em >= now() - make_interval(months => ${MESES_RETENCAO_LGPD_ACESSO})`;
  const [{ total }] = await consultar<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM lgpd_acesso a WHERE ${onde}`,
  );
  const linhas = await consultar<AcessoDoTitular>(
    ex,
    sql`SELECT (SELECT string_agg(pf.nm_perfil, ', ' ORDER BY pf.nm_perfil)
                  FROM ${tabelasUsuario.usuario_perfil('up')}
                  JOIN ${tabelasUsuario.perfil_acesso('pf')} ON pf.id_perfil = up.id_perfil
                 WHERE up.cd_sip = a.cd_usuario) AS papel,
               coalesce(e.nm_empresa_menu, e.nm_empresa) AS unidade,
               to_char(a.criado_em AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') AS quando,
               a.ds_recurso AS recurso
          FROM lgpd_acesso a
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = a.cd_usuario
          LEFT JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = u.cd_unid
         WHERE ${onde}
         ORDER BY a.criado_em DESC, a.id_acesso DESC
         LIMIT ${POR_PAGINA_LGPD_ACESSOS} OFFSET ${(Math.max(1, pagina) - 1) * POR_PAGINA_LGPD_ACESSOS}`,
  );
  return { linhas, total };
}

/** Deletes the rows older than the retention months; answers how many. */
export async function apagarAcessosAntigos(ex: Executor): Promise<number> {
  const r = await consultar<{ n: number }>(
    ex,
    sql`WITH d AS (DELETE FROM lgpd_acesso
                    WHERE criado_em < now() - make_interval(months => ${MESES_RETENCAO_LGPD_ACESSO})
                    RETURNING 1)
        SELECT count(*)::int AS n FROM d`,
  );
  return r[0]?.n ?? 0;
}

/** The retention round on each instance every LGPD_RETENCAO_POLL_SECONDS (0 = off). */
export function iniciarRetencaoLgpd(
  deps: { db: Db; config: { LGPD_RETENCAO_POLL_SECONDS: number } },
  log: FastifyBaseLogger,
): Rodadas {
  return iniciarRodadas(
    deps.config.LGPD_RETENCAO_POLL_SECONDS * 1000,
    async () => {
      const n = await apagarAcessosAntigos(deps.db);
      if (n) log.info({ apagados: n }, 'lgpd_acesso: retenção');
    },
    log,
    'lgpd_acesso: retenção',
    { imediata: true },
  );
}

/** Whether the candidate opted out of messages about vacancies (candidato.id_recusa_mensagens = 'S'). */
export async function recusaMensagens(ex: Executor, cdPessoa: number): Promise<boolean> {
  const [r] = await consultar<{ recusa: string }>(
    ex,
    sql`SELECT id_recusa_mensagens AS recusa FROM candidato WHERE cd_pessoa = ${cdPessoa}`,
  );
  return r?.recusa === 'S';
}

/** Records the candidate's choice about messages on vacancies. */
export async function gravarRecusaMensagens(ex: Executor, cdPessoa: number, recusa: boolean): Promise<void> {
  await ex.execute(
    sql`UPDATE candidato SET id_recusa_mensagens = ${recusa ? 'S' : 'N'} WHERE cd_pessoa = ${cdPessoa}`,
  );
}
