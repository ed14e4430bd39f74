import { type ChatbotUsoResposta, valorEstimadoUsd } from '@backoffice/domain/operacoes';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

/**
 * Chatbot usage of a grouping unit (spec 002 §2.5, §3.8): the conversations the chatbot opened in the
 * period (business dates, both included), per analyst who started them, among the users of the
 * units grouped under `cd_empresa`; the value is the conversations times the price per conversation.
 */
export async function usoChatbotPorUnidade(
  db: DbHandle,
  b: { dt_inicio: string; dt_fim: string; cd_empresa: number },
  precoConversaUsd: number,
): Promise<ChatbotUsoResposta> {
  const grafico = await db.query<{ NM_ANALISTA: string; QTD: number }>(
    `SELECT coalesce(p.nm_pessoa, u.apelido) AS "NM_ANALISTA", count(*)::int AS "QTD"
       FROM chatbot_conversa c
       JOIN ${emTexto(tabelasUsuario.usuario('u'))} ON u.cd_sip = c.cd_usuario
       JOIN ${emTexto(tabelasCatalogo.empresa('e'))} ON e.cd_empresa = u.cd_unid
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
      WHERE (e.cd_empresa_agrupadora = $3 OR e.cd_empresa = $3)
        AND c.dt_inicio_conversa >= ($1::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'
        AND c.dt_inicio_conversa < ($2::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'
      GROUP BY u.cd_sip, p.nm_pessoa, u.apelido
      ORDER BY count(*) DESC, "NM_ANALISTA"`,
    [b.dt_inicio, b.dt_fim, b.cd_empresa],
  );
  const total = grafico.reduce((s, l) => s + l.QTD, 0);
  return { GRAFICO: grafico, VALOR: valorEstimadoUsd(total, precoConversaUsd) };
}
