import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type HelpDeskInteracaoLinha,
  MENSAGENS_HELP_DESK as M,
  type SituacaoHelp,
} from '@backoffice/domain/operacoes';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

type Deps = Pick<AppDeps, 'handle'>;

/** Who asks: the logged user and whether the Help Desk flag is on. */
export interface QuemInterage {
  usuario: UsuarioSessao;
  helpDesk: boolean;
}

interface Chamado {
  solicitante: number;
  situacao: SituacaoHelp;
}

/**
 * The ticket, when this user may see its interactions: the requester and the Help Desk users.
 * 404 for an unknown ticket, 403 for anyone else. `travar` locks it for the change.
 */
async function chamadoPermitido(
  ex: Executor,
  nr: number,
  quem: QuemInterage,
  travar = false,
): Promise<Chamado> {
  const [c] = await consultar<Chamado>(
    ex,
    sql`SELECT cd_usuario_solicitante AS solicitante, id_situacao AS situacao
          FROM help_desk WHERE nr_help_desk = ${nr}::bigint ${travar ? sql`FOR UPDATE` : sql``}`,
  );
  if (!c) throw notFound(M.naoEncontrado);
  if (!quem.helpDesk && Number(c.solicitante) !== quem.usuario.cd_sip)
    throw forbidden(M.somenteSolicitanteOuHelpDesk);
  return c;
}

/** The interactions of a ticket, oldest first, with their author's name. */
export async function listarInteracoes(
  deps: Deps,
  nr: number,
  quem: QuemInterage,
): Promise<HelpDeskInteracaoLinha[]> {
  const db = deps.handle.db;
  await chamadoPermitido(db, nr, quem);
  const linhas = await consultar<HelpDeskInteracaoLinha>(
    db,
    sql`SELECT i.id_interacao::float8 AS "ID_INTERACAO", coalesce(p.nm_pessoa, u.apelido) AS "NM_USUARIO",
               to_char(i.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "DT_INTERACAO",
               i.ds_interacao AS "DS_INTERACAO",
               CASE WHEN i.cd_usuario = h.cd_usuario_solicitante THEN 'S' ELSE 'N' END AS "ID_SOLICITANTE"
          FROM help_desk_interacao i
          JOIN help_desk h ON h.nr_help_desk = i.nr_help_desk
          JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = i.cd_usuario
          LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
         WHERE i.nr_help_desk = ${nr}::bigint
         ORDER BY i.criado_em, i.id_interacao`,
  );
  return linhas.map((l) => ({ ...l, ID_INTERACAO: Number(l.ID_INTERACAO) }));
}

/**
 * Adds an interaction and counts it on the ticket (nr_interacoes), in one transaction. A Help Desk
 * user answering someone else's ticket becomes the one handling it ('Interagindo'), and an open
 * ticket goes to 'Em atendimento'; a solved ticket takes no more interactions (409).
 */
export async function registrarInteracao(
  deps: Deps,
  nr: number,
  quem: QuemInterage,
  texto: string,
): Promise<{ message: string; ID_INTERACAO: number; NR_INTERACOES: number }> {
  return deps.handle.db.transaction(async (tx) => {
    const c = await chamadoPermitido(tx, nr, quem, true);
    if (c.situacao === 'S') throw conflict(M.helpSolucionado);
    const [i] = await consultar<{ id: number }>(
      tx,
      sql`INSERT INTO help_desk_interacao (nr_help_desk, cd_usuario, ds_interacao)
          VALUES (${nr}::bigint, ${quem.usuario.cd_sip}, ${texto})
          RETURNING id_interacao::float8 AS id`,
    );
    const atende = quem.helpDesk && Number(c.solicitante) !== quem.usuario.cd_sip;
    const [h] = await consultar<{ n: number }>(
      tx,
      sql`UPDATE help_desk
             SET nr_interacoes = nr_interacoes + 1, alterado_em = now(), cd_usuario_alteracao = ${quem.usuario.cd_sip}
                 ${atende ? sql`, cd_usuario_executante = ${quem.usuario.cd_sip}, id_situacao = CASE WHEN id_situacao = 'A' THEN 'E' ELSE id_situacao END` : sql``}
           WHERE nr_help_desk = ${nr}::bigint
       RETURNING nr_interacoes AS n`,
    );
    return { message: M.interacaoRegistrada, ID_INTERACAO: Number(i!.id), NR_INTERACOES: Number(h!.n) };
  });
}
