import { type FlagUnidade, flagsPadraoDaUnidade } from '@backoffice/domain/administracao-unidades';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import {
  area,
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
  motivo_desistencia,
  motivo_reprovacao,
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
  motivo_reprovacao,
  motivo_desistencia,
  area,
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

/** A unit's flags (Administração › Unidades), read by the rules they decide. */
export interface FlagsDaUnidade {
  id_callcenter: 'S' | 'N';
  id_prazo_vaga: 'S' | 'N';
  nr_dias_prazo_vaga: number;
  id_layout_curriculo_2: 'S' | 'N';
  id_chatbot: 'S' | 'N';
}

/** The flags of one unit (one lookup by its key); null when the unit does not exist. */
export async function flagsDaUnidade(ex: Executor, cd: number): Promise<FlagsDaUnidade | null> {
  const [f] = await consultar<FlagsDaUnidade>(
    ex,
    sql`SELECT id_callcenter, id_prazo_vaga, nr_dias_prazo_vaga::int AS nr_dias_prazo_vaga,
               id_layout_curriculo_2, id_chatbot
          FROM empresa WHERE cd_empresa = ${cd}`,
  );
  return f ? { ...f, nr_dias_prazo_vaga: Number(f.nr_dias_prazo_vaga) } : null;
}

/** True when the unit exists and the flag is on. */
export async function unidadeTemFlag(ex: Executor, cd: number, flag: FlagUnidade): Promise<boolean> {
  const f = await flagsDaUnidade(ex, cd);
  return f?.[flag] === 'S';
}

/** The codes of the units whose flag is on (e.g. the call-center units), by code. */
export async function unidadesComFlag(ex: Executor, flag: FlagUnidade): Promise<number[]> {
  const r = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_empresa AS cd FROM empresa WHERE ${sql.identifier(flag)} = 'S' ORDER BY cd_empresa`,
  );
  return r.map((x) => Number(x.cd));
}

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
  const f = flagsPadraoDaUnidade(1);
  const [nova] = await consultar<{ cd: number; nome: string; uf: string }>(
    tx,
    sql`INSERT INTO empresa (cd_empresa, nm_empresa, nm_empresa_menu, cd_empresa_agrupadora, cd_uf, nm_cidade, cd_cidade,
                             id_callcenter, id_prazo_vaga, nr_dias_prazo_vaga, id_layout_curriculo_2, id_chatbot)
        SELECT 1, 'Matriz', 'Matriz', 1, 'SP', 'São Paulo',
               (SELECT cd_cidade FROM cidade WHERE cd_uf = 'SP' AND nm_cidade = 'São Paulo' LIMIT 1),
               ${f.id_callcenter}, ${f.id_prazo_vaga}, ${f.nr_dias_prazo_vaga}, ${f.id_layout_curriculo_2}, ${f.id_chatbot}
        ON CONFLICT (cd_empresa) DO NOTHING
        RETURNING cd_empresa AS cd, nm_empresa AS nome, cd_uf AS uf`,
  );
  return nova ? { ...nova, criada: true } : unidadeParaUsuario(tx, 1);
}

/** A unit's data as Administração › Unidades writes it. */
export interface GravacaoUnidade extends FlagsDaUnidade {
  cd: number;
  nome: string;
  uf: string;
  cidade: string;
  agrupadora: number;
  ativo: 'S' | 'N';
}

// the city's code when the state has a city of that name (accents and case aside), else null
const cdCidade = (uf: string, cidade: string) =>
  sql`(SELECT c.cd_cidade FROM cidade c
        WHERE c.cd_uf = ${uf} AND f_unaccent(lower(c.nm_cidade)) = f_unaccent(lower(${cidade}))
        ORDER BY c.cd_cidade LIMIT 1)`;

/** Creates a unit; false when its code already exists (nothing written). */
export async function inserirUnidade(tx: Executor, u: GravacaoUnidade): Promise<boolean> {
  const r = await consultar<{ cd: number }>(
    tx,
    sql`INSERT INTO empresa (cd_empresa, nm_empresa, cd_empresa_agrupadora, cd_uf, nm_cidade, cd_cidade, id_ativo,
                             id_callcenter, id_prazo_vaga, nr_dias_prazo_vaga, id_layout_curriculo_2, id_chatbot)
        VALUES (${u.cd}, ${u.nome}, ${u.agrupadora}, ${u.uf}, ${u.cidade}, ${cdCidade(u.uf, u.cidade)}, ${u.ativo},
                ${u.id_callcenter}, ${u.id_prazo_vaga}, ${u.nr_dias_prazo_vaga}, ${u.id_layout_curriculo_2}, ${u.id_chatbot})
        ON CONFLICT (cd_empresa) DO NOTHING
        RETURNING cd_empresa AS cd`,
  );
  return r.length > 0;
}

/** Writes a unit's data and flags (the code stays). */
export async function alterarUnidade(tx: Executor, u: GravacaoUnidade): Promise<void> {
  await tx.execute(sql`
    UPDATE empresa
       SET nm_empresa = ${u.nome}, cd_empresa_agrupadora = ${u.agrupadora}, cd_uf = ${u.uf}, nm_cidade = ${u.cidade},
           cd_cidade = ${cdCidade(u.uf, u.cidade)}, id_ativo = ${u.ativo},
           id_callcenter = ${u.id_callcenter}, id_prazo_vaga = ${u.id_prazo_vaga},
           nr_dias_prazo_vaga = ${u.nr_dias_prazo_vaga}, id_layout_curriculo_2 = ${u.id_layout_curriculo_2},
           id_chatbot = ${u.id_chatbot}
     WHERE cd_empresa = ${u.cd}`);
}
