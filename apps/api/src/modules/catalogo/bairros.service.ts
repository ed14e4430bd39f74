import type { BairroLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Neighbourhoods of the named cities of a state; city names compared without case or accents. */
export function listarBairros(
  db: DbHandle,
  cdUf: string,
  cidades: readonly string[],
): Promise<BairroLinha[]> {
  return db.query<BairroLinha>(
    `SELECT b.cd_bairro AS "CD_BAIRRO", b.nm_bairro AS "NM_BAIRRO", b.nm_cidade AS "NM_CIDADE", b.cd_uf AS "CD_UF"
       FROM bairro b
      WHERE b.cd_uf = $1
        AND f_unaccent(lower(b.nm_cidade)) IN (SELECT f_unaccent(lower(c)) FROM unnest($2::text[]) AS c)
      ORDER BY b.nm_cidade, b.nm_bairro
      LIMIT 5000`,
    [cdUf, cidades],
  );
}
