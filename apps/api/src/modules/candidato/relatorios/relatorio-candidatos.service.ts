import { LIMITES_EXPORTACAO } from '@backoffice/domain/gerencial';
import {
  type CandidatoRelatorioLinha,
  type ConsultaCandidatosRelatorioFiltros,
  LIMITES_RELATORIO_CANDIDATO,
} from '@backoffice/domain/recrutamento';
import { FUSO_NEGOCIO } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { iso } from '../../../db/linha';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

/**
 * POST recrutamento/consulta-candidatos-relatorio (spec 002 §2.4, §3.4): the candidates the chosen
 * users created (I) or changed (A) in the period (whole business days), newest first, from the
 * record the candidate triggers keep (candidato_operacao). A candidate changed twice shows twice.
 */
export function consultarCandidatosRelatorio(
  db: Executor,
  b: ConsultaCandidatosRelatorioFiltros,
): Promise<CandidatoRelatorioLinha[]> {
  return linhasDoRelatorio(db, b, null, LIMITES_RELATORIO_CANDIDATO.maxLinhas);
}

/**
 * The report in batches for its export: newest first, each batch one statement continuing after the
 * last row of the previous one, at most LIMITES_EXPORTACAO.maxLinhas.
 */
export async function* lotesCandidatosRelatorio(
  db: Executor,
  b: ConsultaCandidatosRelatorioFiltros,
): AsyncGenerator<CandidatoRelatorioLinha[]> {
  let depois: Depois | null = null;
  let total = 0;
  while (total < LIMITES_EXPORTACAO.maxLinhas) {
    const limite = Math.min(LIMITES_EXPORTACAO.lote, LIMITES_EXPORTACAO.maxLinhas - total);
    const lote = await linhasDoRelatorio(db, b, depois, limite);
    if (lote.length) yield lote.map(({ ID_OPERACAO: _, ...l }) => l);
    total += lote.length;
    const ultima = lote.at(-1);
    if (lote.length < limite || !ultima) return;
    depois = { em: ultima.CRIADO_EM, id: ultima.ID_OPERACAO };
  }
}

/** Where a batch continues: after this row (time and id, the report's order). */
interface Depois {
  em: string;
  id: number;
}

async function linhasDoRelatorio(
  db: Executor,
  b: ConsultaCandidatosRelatorioFiltros,
  depois: Depois | null,
  limite: number,
): Promise<(CandidatoRelatorioLinha & { ID_OPERACAO: number })[]> {
  // one branch per analyst, each a backward scan of candidato_operacao_usuario_idx in the report's
  // order stopping at the limit; the branches are merged and cut again (never a sort of the period)
  const analistas = [...new Set(b.analistas)];
  if (analistas.length === 0) return [];
  const desde = sql`(${b.inicio}::date)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}`;
  const ate = sql`(${b.termino}::date + 1)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}`;
  const linhas = await consultar<{
    id_operacao: unknown;
    cd_pessoa: unknown;
    nm_pessoa: string;
    nm_usuario: string;
    id_tipo_operacao: 'A' | 'I';
    criado_em: Date | string;
  }>(
    db,
    sql`SELECT o.id_operacao, o.cd_pessoa, p.nm_pessoa, coalesce(pu.nm_pessoa, u.apelido) AS nm_usuario, o.id_tipo_operacao,
               o.criado_em
          FROM (${sql.join(
            analistas.map(
              (cd) => sql`(SELECT id_operacao, cd_pessoa, cd_usuario, id_tipo_operacao, criado_em
                             FROM candidato_operacao
                            WHERE cd_usuario = ${cd} AND id_tipo_operacao = ${b.tipo_registro}
                              AND criado_em >= ${desde} AND criado_em < ${ate}
                              ${depois ? sql`AND (criado_em, id_operacao) < (${depois.em}::timestamptz, ${depois.id}::bigint)` : sql``}
                            ORDER BY criado_em DESC, id_operacao DESC
                            LIMIT ${limite})`,
            ),
            sql` UNION ALL `,
          )}) o
          JOIN pessoa p ON p.cd_pessoa = o.cd_pessoa
          JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = o.cd_usuario
          LEFT JOIN pessoa pu ON pu.cd_pessoa = u.user_sip
         ORDER BY o.criado_em DESC, o.id_operacao DESC
         LIMIT ${limite}`,
  );
  return linhas.map((l) => ({
    ID_OPERACAO: Number(l.id_operacao),
    CD_PESSOA: Number(l.cd_pessoa),
    NM_PESSOA: l.nm_pessoa,
    NM_USUARIO: l.nm_usuario,
    ID_TIPO_OPERACAO: l.id_tipo_operacao,
    CRIADO_EM: iso(l.criado_em),
  }));
}
