import type { EstadoLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** States of a country by name (the spec's cdUf/nmUf keys). */
export function listarEstados(db: DbHandle, cdPais: number): Promise<EstadoLinha[]> {
  return db.query<EstadoLinha>(
    `SELECT cd_uf AS "cdUf", nm_uf AS "nmUf"
       FROM estado
      WHERE cd_pais = $1
      ORDER BY nm_uf
      LIMIT 100`,
    [cdPais],
  );
}
