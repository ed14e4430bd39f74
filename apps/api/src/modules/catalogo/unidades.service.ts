import type { UnidadeLinha } from '@backoffice/domain/dashboard-selecao';
import type { DbHandle } from '../../db/client';

/** The active units for a unit selector, by name. */
export function listarUnidades(db: DbHandle): Promise<UnidadeLinha[]> {
  return db.query<UnidadeLinha>(
    `SELECT cd_empresa AS "CD_EMPRESA", nm_empresa AS "NM_EMPRESA",
            cd_empresa_agrupadora AS "CD_EMPRESA_AGRUPADORA"
       FROM empresa
      WHERE id_ativo = 'S'
      ORDER BY nm_empresa, cd_empresa`,
  );
}
