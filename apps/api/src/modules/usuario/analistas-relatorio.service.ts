import { PERMISSOES } from '@backoffice/domain/permissions';
import type {
  AnalistaOpcao,
  AnalistaRecrutamentoLinha,
  FiltroAnalistaLinha,
} from '@backoffice/domain/recrutamento';
import { sql } from 'drizzle-orm';
import { consultar, type DbHandle, type Executor } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';

/** GET analista/analistas-unidade/{unit}: the active users of the unit's grouping, by name (spec 002 §7). */
export async function analistasDoGrupo(db: DbHandle, cdUnidade: number): Promise<AnalistaOpcao[]> {
  const r = await db.query<{ usuario: number; nome: string }>(
    `SELECT u.cd_sip AS usuario, coalesce(p.nm_pessoa, u.apelido) AS nome
       FROM usuario u
       JOIN ${emTexto(tabelasCatalogo.empresa('e'))} ON e.cd_empresa = u.cd_unid
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
      WHERE u.id_ativo = 'S'
        AND e.cd_empresa_agrupadora = (SELECT g.cd_empresa_agrupadora FROM ${emTexto(tabelasCatalogo.empresa('g'))} WHERE g.cd_empresa = $1)
      ORDER BY 2, 1`,
    [cdUnidade],
  );
  return r.map((x) => ({ usuario: Number(x.usuario), nome: x.nome }));
}

/** GET analista/filtro-analista/{company}: the active users of one unit (spec 002 §7). */
export async function analistasDaEmpresa(db: DbHandle, cdEmpresa: number): Promise<FiltroAnalistaLinha[]> {
  const r = await db.query<{ cd: number; nome: string }>(
    `SELECT u.user_sip AS cd, coalesce(p.nm_pessoa, u.apelido) AS nome
       FROM usuario u
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
      WHERE u.id_ativo = 'S' AND u.cd_unid = $1
      ORDER BY 2, 1`,
    [cdEmpresa],
  );
  return r.map((x) => ({ CD_PESSOA: Number(x.cd), NM_USUARIO: x.nome }));
}

/**
 * GET analista/aviso-recrutamento/{cd_unid}: the recruitment analysts of a unit, the active users of
 * the unit holding the recruitment code (36): who is told of a vacancy entering recruitment.
 */
export async function analistasRecrutamento(
  db: Executor,
  cdUnid: number,
): Promise<AnalistaRecrutamentoLinha[]> {
  const r = await consultar<{ cd_sip: number; cd_pessoa: unknown; nome: string }>(
    db,
    sql`SELECT u.cd_sip, u.user_sip AS cd_pessoa, coalesce(p.nm_pessoa, u.apelido) AS nome
          FROM usuario u
          LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
         WHERE u.id_ativo = 'S' AND u.cd_unid = ${cdUnid}
           AND u.permissoes && ${sql.param([...PERMISSOES.recrutamento])}::int[]
         ORDER BY 3, 1`,
  );
  return r.map((x) => ({ CD_SIP: Number(x.cd_sip), CD_PESSOA: Number(x.cd_pessoa), NM_PESSOA: x.nome }));
}
