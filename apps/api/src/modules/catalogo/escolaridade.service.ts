import type { EscolaridadeLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Education levels in their order (the search ranges compare these codes). */
export function listarEscolaridades(db: DbHandle): Promise<EscolaridadeLinha[]> {
  return db.query<EscolaridadeLinha>(
    `SELECT cd_escolaridade AS "CD_ESCOLARIDADE", nm_escolaridade AS "NM_ESCOLARIDADE"
       FROM escolaridade ORDER BY cd_escolaridade`,
  );
}
