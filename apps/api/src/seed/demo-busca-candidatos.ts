import type { DbHandle } from '../db/client';

/** Candidates whose last change the demo gives to a user. */
const ALTERADOS_POR_USUARIO = 300;

/**
 * Who changed the candidates the demo changed last: the generated candidates carry no author, so
 * the candidate search's 'Alterado por' would be empty everywhere. The most recently changed ones
 * are given, in turn, to the users of the candidate's unit (of unit 1 when it has none).
 * Deterministic: candidates and users are read in key order.
 */
export async function gerarAutoresDemo(handle: DbHandle): Promise<void> {
  await handle.query(
    `WITH recentes AS (
       SELECT cd_pessoa, coalesce(cd_empresa, 1) AS cd_empresa,
              row_number() OVER (ORDER BY alterado_em DESC, cd_pessoa) AS n
         FROM candidato ORDER BY alterado_em DESC, cd_pessoa LIMIT $1),
          usuarios AS (
       SELECT cd_sip, cd_unid, row_number() OVER (PARTITION BY cd_unid ORDER BY cd_sip) - 1 AS i,
              count(*) OVER (PARTITION BY cd_unid) AS total
         FROM usuario WHERE id_ativo = 'S')
     UPDATE candidato c SET alterado_por = u.cd_sip
       FROM recentes r
       JOIN usuarios u ON u.cd_unid = (CASE WHEN EXISTS (SELECT 1 FROM usuarios x WHERE x.cd_unid = r.cd_empresa)
                                            THEN r.cd_empresa ELSE 1 END)
                      AND u.i = r.n % u.total
      WHERE c.cd_pessoa = r.cd_pessoa`,
    [ALTERADOS_POR_USUARIO],
  );
}
