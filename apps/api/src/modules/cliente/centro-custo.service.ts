import type { CentroCustoLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';

/** Active cost centres of a client in one of its units, by name. */
export function listarCentrosCusto(
  db: DbHandle,
  cdPessoaCliente: number,
  cdEmpresa: number,
): Promise<CentroCustoLinha[]> {
  return db.query<CentroCustoLinha>(
    `SELECT cd_centro_custo AS "CD_CENTRO_CUSTO", nm_centro_custo AS "NM_CENTRO_CUSTO"
       FROM centro_custo
      WHERE cd_pessoa_cliente = $1 AND cd_empresa_cliente = $2 AND id_ativo = 'S'
      ORDER BY nm_centro_custo
      LIMIT 5000`,
    [cdPessoaCliente, cdEmpresa],
  );
}
