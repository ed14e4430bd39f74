import type { CidadeLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Cities of a state by name; the largest state has under 900, so the cap never cuts a real list. */
export function listarCidades(db: DbHandle, cdUf: string, cdPais: number): Promise<CidadeLinha[]> {
  return db.query<CidadeLinha>(
    `SELECT cd_cidade AS "CD_CIDADE", nm_cidade AS "NM_CIDADE", cd_uf AS "CD_UF"
       FROM cidade
      WHERE cd_uf = $1 AND cd_pais = $2
      ORDER BY nm_cidade
      LIMIT 2000`,
    [cdUf, cdPais],
  );
}
