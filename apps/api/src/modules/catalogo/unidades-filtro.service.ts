import type { CidadeOpcao, UnidadeOpcao } from '@backoffice/domain/minhas-vagas';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

/**
 * Grouping units for the vacancy filters (spec 001 §3 'Unit option'), by name, the grouping of the
 * user's own unit marked (ID_UNIDADE_USUARIO 'S') and first.
 */
export function listarUnidadesFiltro(db: DbHandle, userSip: number): Promise<UnidadeOpcao[]> {
  return db.query<UnidadeOpcao>(
    `WITH minha AS (
       SELECT e.cd_empresa_agrupadora FROM ${emTexto(tabelasUsuario.usuario('u'))} JOIN empresa e ON e.cd_empresa = u.cd_unid
        WHERE u.user_sip = $1)
     SELECT g.cd_empresa AS "CD_EMPRESA_AGRUPADORA", g.nm_empresa AS "NM_EMPRESA",
            CASE WHEN g.cd_empresa = (SELECT cd_empresa_agrupadora FROM minha) THEN 'S' ELSE 'N' END
              AS "ID_UNIDADE_USUARIO"
       FROM empresa g
      WHERE g.cd_empresa = g.cd_empresa_agrupadora AND g.id_ativo = 'S'
      ORDER BY 3 DESC, g.nm_empresa`,
    [userSip],
  );
}

/** Units by their city for the vacancy filters (spec 001 §3 'City option'), by state and name. */
export function listarCidadesFiltro(db: DbHandle): Promise<CidadeOpcao[]> {
  return db.query<CidadeOpcao>(
    `SELECT e.cd_empresa AS "CD_EMPRESA", e.cd_uf AS "CD_UF",
            coalesce(e.nm_empresa_menu, e.nm_cidade) AS "NM_EMPRESA_MENU"
       FROM empresa e
      WHERE e.id_ativo = 'S'
      ORDER BY e.cd_uf, 3, e.cd_empresa`,
  );
}
