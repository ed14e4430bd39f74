import { type CargoClienteLinha, type CargoLinha, EXIBIR_CARGO_WEB } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCliente } from '../cliente/cliente.tabelas';

/**
 * Internal positions by name. The vacancy edit panel offers only active ones; the candidate search
 * also lists retired ones, because candidates keep the positions they chose back then.
 */
export function listarCargos(db: DbHandle, somenteAtivos: boolean): Promise<CargoLinha[]> {
  return db.query<CargoLinha>(
    `SELECT cd_cargo AS "CD_CARGO", nm_cargo AS "NM_CARGO"
       FROM cargo
      WHERE ($1::boolean IS FALSE OR id_ativo = 'S')
      ORDER BY nm_cargo
      LIMIT 10000`,
    [somenteAtivos],
  );
}

/**
 * The client's active names for positions in one of its units, with the internal position they map
 * to: what a new choice may take (a vacancy keeps an inactive one it already names).
 */
export async function listarCargosCliente(
  db: DbHandle,
  cdPessoaCliente: number,
  cdEmpresa: number,
): Promise<CargoClienteLinha[]> {
  const linhas = await db.query<Omit<CargoClienteLinha, 'DS_CARGO_EXIBIR_WEB'>>(
    `SELECT cc.cd_cargo_cliente AS "CD_CARGO_CLIENTE", cc.nm_cargo_cliente AS "NM_CARGO_CLIENTE",
            cg.nm_cargo AS "NM_CARGO", cc.cd_cargo_interno AS "CD_CARGO_INTERNO",
            cc.id_cargo_exibir_web AS "ID_CARGO_EXIBIR_WEB"
       FROM ${emTexto(tabelasCliente.cargo_cliente('cc'))}
       LEFT JOIN cargo cg ON cg.cd_cargo = cc.cd_cargo_interno
      WHERE cc.cd_pessoa_cliente = $1 AND cc.cd_empresa_cliente = $2 AND cc.id_ativo = 'S'
      ORDER BY cc.nm_cargo_cliente
      LIMIT 5000`,
    [cdPessoaCliente, cdEmpresa],
  );
  return linhas.map((l) => ({ ...l, DS_CARGO_EXIBIR_WEB: EXIBIR_CARGO_WEB[l.ID_CARGO_EXIBIR_WEB] }));
}
