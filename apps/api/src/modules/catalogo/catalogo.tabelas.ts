import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import {
  bairro,
  cargo,
  cidade,
  competencia,
  empresa,
  escolaridade,
  estado,
  estagio_vaga,
  idioma,
  motivo_cancelamento,
  pais,
  situacao_vaga,
  software,
  teste,
  teste_opcao,
  teste_pergunta,
  tipo_contratacao,
  tipo_deficiencia,
  turno,
} from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasCatalogo.situacao_vaga('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasCatalogo = pecasDasTabelas({
  situacao_vaga,
  motivo_cancelamento,
  estagio_vaga,
  tipo_contratacao,
  escolaridade,
  idioma,
  software,
  competencia,
  tipo_deficiencia,
  cargo,
  turno,
  pais,
  estado,
  cidade,
  bairro,
  empresa,
  teste,
  teste_pergunta,
  teste_opcao,
});

export interface UnidadeDoUsuario {
  cd: number;
  nome: string;
  uf: string;
  /** True when the database had no unit and this one was created. */
  criada: boolean;
}

/**
 * The unit a new user is placed in when none is named: the lowest code among the active units or,
 * on an empty database, unit 1 'Matriz' in São Paulo/SP, created here (its name and place are edited
 * later like any unit's).
 */
export async function unidadeParaUsuario(tx: Executor, cd?: number): Promise<UnidadeDoUsuario | null> {
  const [u] = await consultar<{ cd: number; nome: string; uf: string }>(
    tx,
    cd === undefined
      ? sql`SELECT cd_empresa AS cd, nm_empresa AS nome, cd_uf AS uf FROM empresa
             WHERE id_ativo = 'S' ORDER BY cd_empresa LIMIT 1`
      : sql`SELECT cd_empresa AS cd, nm_empresa AS nome, cd_uf AS uf FROM empresa WHERE cd_empresa = ${cd}`,
  );
  if (u) return { ...u, criada: false };
  if (cd !== undefined) return null;
  const [nova] = await consultar<{ cd: number; nome: string; uf: string }>(
    tx,
    sql`INSERT INTO empresa (cd_empresa, nm_empresa, nm_empresa_menu, cd_empresa_agrupadora, cd_uf, nm_cidade, cd_cidade)
        SELECT 1, 'Matriz', 'Matriz', 1, 'SP', 'São Paulo',
               (SELECT cd_cidade FROM cidade WHERE cd_uf = 'SP' AND nm_cidade = 'São Paulo' LIMIT 1)
        ON CONFLICT (cd_empresa) DO NOTHING
        RETURNING cd_empresa AS cd, nm_empresa AS nome, cd_uf AS uf`,
  );
  return nova ? { ...nova, criada: true } : unidadeParaUsuario(tx, 1);
}
