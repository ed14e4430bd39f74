import { dataNegocio, vagaAtrasada } from '@backoffice/domain/vaga-prazo';
import { SITUACOES_ABERTAS_PRAZO } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../db/client';

interface LinhaVaga {
  nr_vaga: number | string;
  cd_situacao_vaga: number;
  dt_abertura: string | null;
  dt_prorrogacao: string | null;
  cd_pessoa_analista: number | string | null;
}

/**
 * Vacancies the user must cancel or extend (spec 001 §5), oldest first. The database narrows to the
 * user's open vacancies; the rule itself is the domain's.
 */
export async function vagasAtrasadasDoUsuario(
  exec: Executor,
  usuario: { user_sip: number; cd_unid: number },
  hoje: string = dataNegocio(),
): Promise<number[]> {
  const r = await exec.execute(sql`
    SELECT v.nr_vaga, v.cd_situacao_vaga, to_char(v.dt_abertura, 'YYYY-MM-DD') AS dt_abertura,
           to_char(v.dt_prorrogacao, 'YYYY-MM-DD') AS dt_prorrogacao, v.cd_pessoa_analista
      FROM vaga v
     WHERE v.cd_pessoa_analista = ${usuario.user_sip}
       AND v.cd_situacao_vaga = ANY(${sql.param([...SITUACOES_ABERTAS_PRAZO])}::int[])
     ORDER BY v.dt_abertura, v.nr_vaga`);
  return linhas<LinhaVaga>(r)
    .filter((v) =>
      vagaAtrasada(
        {
          cd_situacao_vaga: Number(v.cd_situacao_vaga),
          dt_abertura: v.dt_abertura,
          dt_prorrogacao: v.dt_prorrogacao,
          cd_pessoa_analista: v.cd_pessoa_analista === null ? null : Number(v.cd_pessoa_analista),
        },
        usuario,
        hoje,
      ),
    )
    .map((v) => Number(v.nr_vaga));
}
