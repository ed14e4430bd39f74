import type { TipoProcessoLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCliente } from '../cliente/cliente.tabelas';

/** Active selection process types of a client, by short name. */
export function listarTiposProcesso(db: DbHandle, cdPessoaCliente: number): Promise<TipoProcessoLinha[]> {
  return db.query<TipoProcessoLinha>(
    `SELECT id_tipo_processo AS "ID_TIPO_PROCESSO", tipo AS "TIPO", ds_tipo_abreviado AS "DS_TIPO_ABREVIADO",
            ds_tipo_processo AS "DS_TIPO_PROCESSO"
       FROM ${emTexto(tabelasCliente.tipo_processo('tipo_processo'))}
      WHERE cd_pessoa_cliente = $1 AND id_ativo = 'S'
      ORDER BY ds_tipo_abreviado
      LIMIT 500`,
    [cdPessoaCliente],
  );
}
