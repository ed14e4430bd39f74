import type { RamalLinha } from '@backoffice/domain/operacoes';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';

/** The active users' telephone extensions, by unit and name (spec 002 §2.5, Ramais). */
export async function listarRamais(db: DbHandle): Promise<RamalLinha[]> {
  const linhas = await db.query<RamalLinha>(
    `SELECT u.user_sip::float8 AS "CD_PESSOA", p.nm_pessoa AS "NM_PESSOA", u.apelido AS "APELIDO",
            u.nr_ramal AS "NR_RAMAL", u.ds_email AS "DS_EMAIL", e.cd_empresa AS "CD_UNIDADE",
            e.nm_empresa AS "NM_UNIDADE"
       FROM usuario u
       JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
       JOIN ${emTexto(tabelasCatalogo.empresa('e'))} ON e.cd_empresa = u.cd_unid
      WHERE u.id_ativo = 'S' AND u.nr_ramal IS NOT NULL AND u.nr_ramal <> ''
      ORDER BY e.nm_empresa, p.nm_pessoa`,
  );
  return linhas.map((l) => ({ ...l, CD_PESSOA: Number(l.CD_PESSOA) }));
}
