import type { AnalistaUnidadeLinha } from '@backoffice/domain/dashboard-selecao';
import { unidadesContadas } from '@backoffice/domain/dashboard-selecao';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';

/**
 * The active staff of a grouping unit's units, and the users named analysts of one of them, by name,
 * for the dashboard's analyst selector (spec 002 §2.5). The staff of a unit the dashboard shows as
 * another (430 as 1) count under that one.
 */
export function analistasDaUnidade(db: DbHandle, cdUnidade: number): Promise<AnalistaUnidadeLinha[]> {
  const c = unidadesContadas(cdUnidade);
  return db.query<AnalistaUnidadeLinha>(
    `SELECT u.user_sip AS "CD_PESSOA", p.nm_pessoa AS "NM_PESSOA", u.apelido AS "APELIDO",
            u.cd_unid AS "CD_UNID"
       FROM usuario u
       JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
       JOIN ${emTexto(tabelasCatalogo.empresa('e'))} ON e.cd_empresa = u.cd_unid
      WHERE u.id_ativo = 'S'
        AND (((e.cd_empresa_agrupadora = $1 OR e.cd_empresa = ANY($2::int[])) AND NOT e.cd_empresa = ANY($3::int[]))
             -- analysts of other units too (Administração › Usuários)
             OR EXISTS (SELECT 1 FROM ${emTexto(tabelasCatalogo.empresa('o'))}
                         WHERE o.cd_empresa = ANY(u.cd_unidades_analista)
                           AND (o.cd_empresa_agrupadora = $1 OR o.cd_empresa = ANY($2::int[]))
                           AND NOT o.cd_empresa = ANY($3::int[])))
      ORDER BY p.nm_pessoa, u.user_sip`,
    [c.agrupadora, c.mais, c.menos],
  );
}
