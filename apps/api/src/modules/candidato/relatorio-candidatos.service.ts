import {
  type CandidatoRelatorioLinha,
  type ConsultaCandidatosRelatorioFiltros,
  LIMITES_RELATORIO_CANDIDATO,
} from '@backoffice/domain/recrutamento';
import { FUSO_NEGOCIO } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { iso } from '../../db/linha';

/**
 * POST recrutamento/consulta-candidatos-relatorio (spec 002 §2.4, §3.4): the candidates the chosen
 * users created (I) or changed (A) in the period (whole business days), newest first, from the
 * record the candidate triggers keep (candidato_operacao). A candidate changed twice shows twice.
 */
export async function consultarCandidatosRelatorio(
  db: Executor,
  b: ConsultaCandidatosRelatorioFiltros,
): Promise<CandidatoRelatorioLinha[]> {
  const linhas = await consultar<{
    cd_pessoa: unknown;
    nm_pessoa: string;
    nm_usuario: string;
    id_tipo_operacao: 'A' | 'I';
    criado_em: Date | string;
  }>(
    db,
    sql`SELECT o.cd_pessoa, p.nm_pessoa, coalesce(pu.nm_pessoa, u.apelido) AS nm_usuario, o.id_tipo_operacao,
               o.criado_em
          FROM candidato_operacao o
          JOIN pessoa p ON p.cd_pessoa = o.cd_pessoa
          JOIN usuario u ON u.cd_sip = o.cd_usuario
          LEFT JOIN pessoa pu ON pu.cd_pessoa = u.user_sip
         WHERE o.cd_usuario = ANY(${sql.param(b.analistas)}::int[])
           AND o.id_tipo_operacao = ${b.tipo_registro}
           AND o.criado_em >= (${b.inicio}::date)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}
           AND o.criado_em < (${b.termino}::date + 1)::timestamp AT TIME ZONE ${FUSO_NEGOCIO}
         ORDER BY o.criado_em DESC, o.id_operacao DESC
         LIMIT ${LIMITES_RELATORIO_CANDIDATO.maxLinhas}`,
  );
  return linhas.map((l) => ({
    CD_PESSOA: Number(l.cd_pessoa),
    NM_PESSOA: l.nm_pessoa,
    NM_USUARIO: l.nm_usuario,
    ID_TIPO_OPERACAO: l.id_tipo_operacao,
    CRIADO_EM: iso(l.criado_em),
  }));
}
