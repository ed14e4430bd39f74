import type { CidadeUsuarioResposta } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Where a unit is (state and city): the search panel's default location. Null for an unknown unit. */
export async function cidadeDaUnidade(db: DbHandle, cdUnid: number): Promise<CidadeUsuarioResposta | null> {
  const r = await db.query<CidadeUsuarioResposta>(
    `SELECT e.cd_empresa AS "CD_UNID", e.nm_empresa AS "NM_EMPRESA", coalesce(uf.cd_pais, 1) AS "CD_PAIS",
            e.cd_uf AS "CD_UF", e.cd_cidade AS "CD_CIDADE", e.nm_cidade AS "NM_CIDADE"
       FROM empresa e
       LEFT JOIN estado uf ON uf.cd_uf = e.cd_uf
      WHERE e.cd_empresa = $1`,
    [cdUnid],
  );
  return r[0] ?? null;
}
