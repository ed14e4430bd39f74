import type { UnidadeLinha } from '@backoffice/domain/unidade';
import type { DbHandle } from '../../db/client';

/** The active units sharing the grouping unit of the unit `cdUnid`: the grouping unit first, then by name. */
export function unidadesDoAgrupamento(db: DbHandle, cdUnid: number): Promise<UnidadeLinha[]> {
  return db.query<UnidadeLinha>(
    `SELECT e.cd_empresa AS "CD_EMPRESA", e.nm_empresa AS "NM_EMPRESA",
            e.cd_empresa_agrupadora AS "CD_EMPRESA_AGRUPADORA"
       FROM empresa e
      WHERE e.id_ativo = 'S'
        AND e.cd_empresa_agrupadora = (SELECT cd_empresa_agrupadora FROM empresa WHERE cd_empresa = $1)
      ORDER BY e.cd_empresa <> e.cd_empresa_agrupadora, e.nm_empresa, e.cd_empresa`,
    [cdUnid],
  );
}
