import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type GraficoSelecaoQuery,
  type GraficoSelecaoResposta,
  SITUACOES_ABERTAS_DASHBOARD,
  unidadeDoDashboard,
  unidadesContadas,
} from '@backoffice/domain/dashboard-selecao';
import type { DbHandle } from '../../../db/client';
import { emTexto } from '../../../db/pecas';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';

/**
 * The two series of the selection dashboard (spec 002 §2.5): the open selection vacancies of a
 * grouping unit's units per analyst, and the selection vacancies of one analyst per situation. The
 * unit defaults to the grouping of the user's unit and the analyst to the user; unit 430 counts as 1.
 */
export async function graficoSelecao(
  db: DbHandle,
  usuario: UsuarioSessao,
  q: GraficoSelecaoQuery,
): Promise<GraficoSelecaoResposta> {
  const unidade = unidadeDoDashboard(q.cd_unidade ?? (await agrupadoraDe(db, usuario.cd_unid)));
  const analista = q.cd_pessoa_analista ?? usuario.user_sip;
  const contadas = unidadesContadas(unidade);
  const [abertas, situacoes] = await Promise.all([
    db.query<GraficoSelecaoResposta['VAGAS_ABERTAS'][number]>(
      `SELECT v.cd_pessoa_analista AS "CD_PESSOA_ANALISTA", p.nm_pessoa AS "NM_ANALISTA",
              count(*)::int AS "QTD"
         FROM vaga v
         JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = v.cd_pessoa_analista
         JOIN ${emTexto(tabelasCatalogo.empresa('e'))} ON e.cd_empresa = v.cd_empresa
        WHERE v.cd_situacao_vaga = ANY($1::int[]) AND v.id_recrutamento = 'N'
          AND (e.cd_empresa_agrupadora = $2 OR e.cd_empresa = ANY($3::int[]))
          AND NOT e.cd_empresa = ANY($4::int[])
        GROUP BY v.cd_pessoa_analista, p.nm_pessoa
        ORDER BY count(*) DESC, p.nm_pessoa`,
      [SITUACOES_ABERTAS_DASHBOARD, contadas.agrupadora, contadas.mais, contadas.menos],
    ),
    db.query<GraficoSelecaoResposta['SITUACOES'][number]>(
      `SELECT s.cd_situacao_vaga AS "CD_SITUACAO_VAGA", s.nm_situacao_vaga AS "NM_SITUACAO_VAGA",
              count(*)::int AS "QTD"
         FROM vaga v
         JOIN ${emTexto(tabelasCatalogo.situacao_vaga('s'))} ON s.cd_situacao_vaga = v.cd_situacao_vaga
        WHERE v.cd_pessoa_analista = $1 AND v.id_recrutamento = 'N'
        GROUP BY s.cd_situacao_vaga, s.nm_situacao_vaga
        ORDER BY s.cd_situacao_vaga`,
      [analista],
    ),
  ]);
  return { CD_UNIDADE: unidade, CD_PESSOA_ANALISTA: analista, VAGAS_ABERTAS: abertas, SITUACOES: situacoes };
}

/** The grouping unit of a unit (430 stays 430: the dashboard shows it as 1). */
async function agrupadoraDe(db: DbHandle, cdUnid: number): Promise<number> {
  if (unidadeDoDashboard(cdUnid) !== cdUnid) return cdUnid;
  const [e] = await db.query<{ g: number }>(
    `SELECT cd_empresa_agrupadora AS g FROM ${emTexto(tabelasCatalogo.empresa('e'))} WHERE cd_empresa = $1`,
    [cdUnid],
  );
  return e?.g ?? cdUnid;
}
