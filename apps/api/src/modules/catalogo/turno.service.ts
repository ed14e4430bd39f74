import type { TurnoLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Active shifts offered for a hiring type, by name. */
export function listarTurnos(db: DbHandle, cdTipoContratacao: number): Promise<TurnoLinha[]> {
  return db.query<TurnoLinha>(
    `SELECT cd_turno AS "CD_TURNO", nm_turno AS "NM_TURNO", cd_turno_datasul AS "CD_TURNO_DATASUL"
       FROM turno
      WHERE cd_tipo_contratacao = $1 AND id_ativo = 'S'
      ORDER BY nm_turno
      LIMIT 10000`,
    [cdTipoContratacao],
  );
}
