import { CIDADE_PADRAO_BUSCA, type CidadePadraoResposta } from '@backoffice/domain/candidato-busca';
import type { DbHandle } from '../../db/client';

/**
 * Where the candidate search starts (spec 001 §2.14): the state and city of the user's unit; for a
 * unit unknown or without a place, SC and JOINVILLE, as the catalogue of cities writes the name.
 */
export async function cidadePadraoUsuario(db: DbHandle, cdUnid: number): Promise<CidadePadraoResposta> {
  const [unidade] = await db.query<CidadePadraoResposta>(
    `SELECT e.cd_uf AS "CD_UF", e.nm_cidade AS "NM_CIDADE" FROM empresa e
      WHERE e.cd_empresa = $1 AND btrim(e.cd_uf) <> '' AND btrim(e.nm_cidade) <> ''`,
    [cdUnid],
  );
  if (unidade) return unidade;
  const { CD_UF, NM_CIDADE } = CIDADE_PADRAO_BUSCA;
  const [cidade] = await db.query<{ nm_cidade: string }>(
    `SELECT nm_cidade FROM cidade WHERE cd_uf = $1 AND f_unaccent(lower(nm_cidade)) = f_unaccent(lower($2))
      LIMIT 1`,
    [CD_UF, NM_CIDADE],
  );
  return { CD_UF, NM_CIDADE: cidade?.nm_cidade ?? NM_CIDADE };
}
