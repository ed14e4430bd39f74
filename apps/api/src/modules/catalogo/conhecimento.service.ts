import type { IdiomaLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Languages by name. */
export function listarIdiomas(db: DbHandle): Promise<IdiomaLinha[]> {
  return db.query<IdiomaLinha>(
    `SELECT cd_idioma AS "CD_IDIOMA", nm_idioma AS "NM_IDIOMA" FROM idioma ORDER BY nm_idioma LIMIT 500`,
  );
}
