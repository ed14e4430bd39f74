import type { PaisLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Every country, Brazil first (the default), then by name. */
export function listarPaises(db: DbHandle): Promise<PaisLinha[]> {
  return db.query<PaisLinha>(
    `SELECT cd_pais AS "CD_PAIS", nm_pais AS "NM_PAIS"
       FROM pais
      ORDER BY (cd_pais = 1) DESC, nm_pais
      LIMIT 500`,
  );
}
