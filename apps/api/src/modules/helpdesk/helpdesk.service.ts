import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type HelpDeskChamadoBody,
  type HelpDeskLinha,
  type HelpDeskSolicitante,
  type HelpDeskStatusBody,
  type HoraDevLinha,
  MENSAGENS_HELP_DESK,
  SITUACOES_HELP,
  type SituacaoHelp,
} from '@backoffice/domain/operacoes';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { badRequest, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

/** The open tickets (not solved), newest first, with the requester, the handler and the days open. */
export async function listarHelps(db: DbHandle): Promise<HelpDeskLinha[]> {
  const linhas = await db.query<
    Omit<HelpDeskLinha, 'DS_SOLUCAO' | 'CLASSE_SOLUCAO'> & { ID_SITUACAO: SituacaoHelp }
  >(
    `SELECT h.nr_help_desk::float8 AS "NR_HELP_DESK",
            to_char(h.dt_abertura AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "DT_ABERTURA",
            coalesce(ps.nm_pessoa, us.apelido) AS "NM_USUARIO_SOLICITANTE",
            h.ds_assunto AS "ASSUNTO", h.ds_problema AS "DS_PROBLEMA", h.id_situacao AS "ID_SITUACAO",
            (current_date - (h.dt_abertura AT TIME ZONE 'America/Sao_Paulo')::date)::int AS "NR_DIAS",
            h.nr_interacoes AS "NR_INTERACOES",
            coalesce(pe.nm_pessoa, ue.apelido) AS "NM_USUARIO_EXECUTANTE_ATUAL",
            h.id_em_desenvolvimento AS "ID_EM_DESENVOLVIMENTO"
       FROM help_desk h
       JOIN ${emTexto(tabelasUsuario.usuario('us'))} ON us.cd_sip = h.cd_usuario_solicitante
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('ps'))} ON ps.cd_pessoa = us.user_sip
       LEFT JOIN ${emTexto(tabelasUsuario.usuario('ue'))} ON ue.cd_sip = h.cd_usuario_executante
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('pe'))} ON pe.cd_pessoa = ue.user_sip
      WHERE h.id_situacao <> 'S'
      ORDER BY h.nr_help_desk DESC
      LIMIT 1000`,
  );
  return linhas.map(({ ID_SITUACAO, ...l }) => ({
    ...l,
    NR_HELP_DESK: Number(l.NR_HELP_DESK),
    DS_SOLUCAO: SITUACOES_HELP[ID_SITUACAO].nome,
    CLASSE_SOLUCAO: SITUACOES_HELP[ID_SITUACAO].classe,
  }));
}

/** The active users, by name: who may be picked as a ticket's requester. */
export async function solicitantes(db: DbHandle): Promise<HelpDeskSolicitante[]> {
  return db.query<HelpDeskSolicitante>(
    `SELECT u.cd_sip AS "CD_USUARIO", coalesce(p.nm_pessoa, u.apelido) AS "NM_USUARIO"
       FROM ${emTexto(tabelasUsuario.usuario('u'))}
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
      WHERE u.id_ativo = 'S'
      ORDER BY "NM_USUARIO", u.cd_sip
      LIMIT 5000`,
  );
}

/**
 * Opens a ticket ('Aberto', no handler yet) for the requester given, or the logged user. The body is
 * already checked by the domain schema; a requester that is not an active user is refused (400)
 * before anything is written.
 */
export async function abrirChamado(
  db: DbHandle,
  usuario: UsuarioSessao,
  b: HelpDeskChamadoBody,
): Promise<{ message: string; NR_HELP_DESK: number }> {
  const solicitante =
    b.cd_usuario_solicitante === undefined ? usuario.cd_sip : Number(b.cd_usuario_solicitante);
  const r = await db.query<{ nr: number }>(
    `INSERT INTO help_desk (cd_usuario_solicitante, ds_assunto, ds_problema, cd_usuario_alteracao)
     SELECT u.cd_sip, $2, $3, $4
       FROM ${emTexto(tabelasUsuario.usuario('u'))}
      WHERE u.cd_sip = $1 AND u.id_ativo = 'S'
  RETURNING nr_help_desk::float8 AS nr`,
    [solicitante, b.assunto, b.descricao, usuario.cd_sip],
  );
  if (r.length === 0) {
    throw badRequest([`cd_usuario_solicitante: ${MENSAGENS_HELP_DESK.solicitanteNaoEncontrado}`]);
  }
  const nr = Number(r[0].nr);
  return { message: MENSAGENS_HELP_DESK.chamadoAberto(nr), NR_HELP_DESK: nr };
}

/** Marks a ticket in development or not (S/N), recording who changed it. */
export async function alterarStatusHelp(
  db: DbHandle,
  usuario: UsuarioSessao,
  b: HelpDeskStatusBody,
): Promise<{ message: string; ID_EM_DESENVOLVIMENTO: 'S' | 'N' }> {
  const r = await db.query<{ id: 'S' | 'N' }>(
    `UPDATE help_desk SET id_em_desenvolvimento = $2, alterado_em = now(), cd_usuario_alteracao = $3
      WHERE nr_help_desk = $1
  RETURNING id_em_desenvolvimento AS id`,
    [Number(b.nr_help_desk), b.id_em_desenvolvimento, usuario.cd_sip],
  );
  if (r.length === 0) throw notFound(MENSAGENS_HELP_DESK.naoEncontrado);
  return { message: MENSAGENS_HELP_DESK.statusAtualizado, ID_EM_DESENVOLVIMENTO: r[0].id };
}

/** Hours per developer and day recorded on tickets in the period (both dates included). */
export async function horasDev(
  db: DbHandle,
  q: { data_inicial: string; data_final: string; cd_usuario?: string },
): Promise<HoraDevLinha[]> {
  const usuarios = q.cd_usuario ? q.cd_usuario.split(',').map(Number) : null;
  const linhas = await db.query<HoraDevLinha>(
    `SELECT u.cd_sip AS "CD_USUARIO", coalesce(p.nm_pessoa, u.apelido) AS "USUARIO",
            to_char(hh.dt_solucao, 'YYYY-MM-DD') AS "DT_SOLUCAO", sum(hh.nr_horas)::float8 AS "TOTAL_HORAS_DIA"
       FROM help_desk_hora hh
       JOIN ${emTexto(tabelasUsuario.usuario('u'))} ON u.cd_sip = hh.cd_usuario
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
      WHERE hh.dt_solucao BETWEEN $1::date AND $2::date
        AND ($3::int[] IS NULL OR hh.cd_usuario = ANY($3::int[]))
      GROUP BY u.cd_sip, p.nm_pessoa, u.apelido, hh.dt_solucao
      ORDER BY hh.dt_solucao, "USUARIO"`,
    [q.data_inicial, q.data_final, usuarios],
  );
  return linhas.map((l) => ({ ...l, TOTAL_HORAS_DIA: Number(l.TOTAL_HORAS_DIA) }));
}
