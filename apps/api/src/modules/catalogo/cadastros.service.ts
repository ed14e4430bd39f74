import {
  CADASTROS,
  type CadastroBody,
  type CadastroLinha,
  chaveNomeCadastro,
  MENSAGENS_CADASTROS as M,
  type OpcaoCadastro,
  type RegistroCadastro,
  type TurnoCadastroBody,
} from '@backoffice/domain/cadastros';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor, type Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { tabelasVaga } from '../vaga/vaga.tabelas';

type Deps = Pick<AppDeps, 'handle'>;

/** A register's body: the name and situation, and the hiring type of a shift. */
type Corpo = CadastroBody & Partial<Pick<TurnoCadastroBody, 'cd_tipo_contratacao'>>;

/** An entry as its change reads it (locked): the stored name, its uses and, for a shift, its type. */
interface Atual {
  nome: string;
  nr_em_uso: number;
  cd_tipo_contratacao?: number;
}

/** The same name as the SQL compares it: without case, accents and repeated spaces (chaveNomeCadastro). */
const chaveSql = (coluna: SQL) => sql`regexp_replace(f_unaccent(lower(btrim(${coluna}))), '\\s+', ' ', 'g')`;

/**
 * How one register is stored: its table, code and name columns, what counts as a use of an entry
 * (a count over the entry under the alias `m`) and, for the shifts, the hiring type.
 */
interface RegistroSql {
  tabela: string;
  cd: string;
  nome: string;
  /** The code column's largest value (the next code is max + 1). */
  cdMax: number;
  uso: SQL;
  /** A shift's hiring type: listed, part of the name's scope, and fixed while the shift is in use. */
  tipoContratacao?: true;
  /** The name of an entry in use does not change beyond case, accents and spaces (areas). */
  nomeFixoEmUso?: true;
}

const SMALLINT_MAX = 32767;

const REGISTROS: Record<RegistroCadastro, RegistroSql> = {
  turnos: {
    tabela: 'turno',
    cd: 'cd_turno',
    nome: 'nm_turno',
    cdMax: 2_147_483_647,
    uso: sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga('v')} WHERE v.cd_turno = m.cd_turno)`,
    tipoContratacao: true,
  },
  'motivos-cancelamento': {
    tabela: 'motivo_cancelamento',
    cd: 'cd_motivo_cancelamento',
    nome: 'ds_motivo_cancelamento',
    cdMax: SMALLINT_MAX,
    uso: sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga('v')}
               WHERE v.cd_motivo_cancelamento = m.cd_motivo_cancelamento)`,
  },
  'motivos-reprovacao': {
    tabela: 'motivo_reprovacao',
    cd: 'cd_motivo_reprovacao',
    nome: 'ds_motivo_reprovacao',
    cdMax: SMALLINT_MAX,
    uso: sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga_candidato('vc')}
               WHERE vc.cd_motivo_reprovacao = m.cd_motivo_reprovacao)`,
  },
  'motivos-desistencia': {
    tabela: 'motivo_desistencia',
    cd: 'cd_motivo_desistencia',
    nome: 'ds_motivo_desistencia',
    cdMax: SMALLINT_MAX,
    uso: sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga_candidato('vc')}
               WHERE vc.cd_motivo_desistencia = m.cd_motivo_desistencia)`,
  },
  // the vacancy and the requisition keep the area's name (free text), not its code
  areas: {
    tabela: 'area',
    cd: 'cd_area',
    nome: 'nm_area',
    cdMax: SMALLINT_MAX,
    uso: sql`((SELECT count(*)::int FROM ${tabelasVaga.vaga('v')}
                WHERE v.ds_area IS NOT NULL AND ${chaveSql(sql`v.ds_area`)} = ${chaveSql(sql`m.nm_area`)})
            + (SELECT count(*)::int FROM ${tabelasVaga.requisicao('r')}
                WHERE r.ds_area IS NOT NULL AND ${chaveSql(sql`r.ds_area`)} = ${chaveSql(sql`m.nm_area`)}))`,
    nomeFixoEmUso: true,
  },
};

const id = (nome: string) => sql.identifier(nome);

/** Changes of one register one at a time: the name check and the next code hold. */
function emSerie<T>(deps: Deps, registro: RegistroCadastro, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cadastro:${registro}`}))`);
    return fn(tx);
  });
}

/** Every entry of a register, active or not, with its uses (and a shift's hiring type). */
export function listarCadastro(deps: Deps, registro: RegistroCadastro): Promise<CadastroLinha[]> {
  const r = REGISTROS[registro];
  const tipo = r.tipoContratacao
    ? {
        colunas: sql`, m.cd_tipo_contratacao, tc.nm_tipo_contratacao`,
        junta: sql`JOIN tipo_contratacao tc ON tc.cd_tipo_contratacao = m.cd_tipo_contratacao`,
        ordem: sql`tc.nm_tipo_contratacao, `,
      }
    : { colunas: sql``, junta: sql``, ordem: sql`` };
  return consultar<CadastroLinha>(
    deps.handle.db,
    sql`SELECT m.${id(r.cd)}::int AS cd, m.${id(r.nome)} AS nome, m.id_ativo, ${r.uso} AS nr_em_uso ${tipo.colunas}
          FROM ${id(r.tabela)} m ${tipo.junta}
         ORDER BY ${tipo.ordem} f_unaccent(lower(m.${id(r.nome)})), m.${id(r.cd)}`,
  );
}

/** The active entries of a register, by name: what the pickers offer. */
export function opcoesCadastro(deps: Deps, registro: RegistroCadastro): Promise<OpcaoCadastro[]> {
  const r = REGISTROS[registro];
  return consultar<OpcaoCadastro>(
    deps.handle.db,
    sql`SELECT m.${id(r.cd)}::int AS cd, m.${id(r.nome)} AS nome FROM ${id(r.tabela)} m
         WHERE m.id_ativo = 'S'
         ORDER BY f_unaccent(lower(m.${id(r.nome)})), m.${id(r.cd)}`,
  );
}

async function atual(tx: Executor, r: RegistroSql, cd: number): Promise<Atual> {
  const [a] = await consultar<Atual>(
    tx,
    sql`SELECT m.${id(r.nome)} AS nome, ${r.uso} AS nr_em_uso
               ${r.tipoContratacao ? sql`, m.cd_tipo_contratacao` : sql``}
          FROM ${id(r.tabela)} m WHERE m.${id(r.cd)} = ${cd}::int FOR UPDATE`,
  );
  if (!a) throw notFound(M.naoEncontrado);
  return a;
}

/**
 * Refuses what the register does not take: an unknown hiring type, and a name another entry has
 * (without case and accents; for shifts, within the same hiring type).
 */
async function conferir(tx: Executor, r: RegistroSql, b: Corpo, cd?: number): Promise<void> {
  if (r.tipoContratacao) {
    const [tipo] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT cd_tipo_contratacao AS cd FROM tipo_contratacao WHERE cd_tipo_contratacao = ${b.cd_tipo_contratacao}`,
    );
    if (!tipo) throw badRequest([`cd_tipo_contratacao: ${M.tipoContratacaoInexistente}`]);
  }
  const outros = await consultar<{ cd: number; nome: string }>(
    tx,
    sql`SELECT m.${id(r.cd)}::int AS cd, m.${id(r.nome)} AS nome FROM ${id(r.tabela)} m
         ${r.tipoContratacao ? sql`WHERE m.cd_tipo_contratacao = ${b.cd_tipo_contratacao}` : sql``}`,
  );
  const chave = chaveNomeCadastro(b.nome);
  if (outros.some((o) => o.cd !== cd && chaveNomeCadastro(o.nome) === chave))
    throw conflict([`nome: ${r.tipoContratacao ? M.nomeTurnoExiste : M.nomeExiste}`]);
}

export async function criarCadastro(deps: Deps, registro: RegistroCadastro, b: Corpo) {
  const r = REGISTROS[registro];
  const cd = await emSerie(deps, registro, async (tx) => {
    await conferir(tx, r, b);
    // the codes have no sequence (the reference data numbers them): the next one is max + 1
    const [proximo] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT (coalesce(max(${id(r.cd)}), 0) + 1)::int AS cd FROM ${id(r.tabela)}`,
    );
    if (proximo!.cd > r.cdMax) throw conflict(M.cheio);
    const tipo = r.tipoContratacao
      ? { col: sql`, cd_tipo_contratacao`, val: sql`, ${b.cd_tipo_contratacao}` }
      : null;
    await tx.execute(sql`
      INSERT INTO ${id(r.tabela)} (${id(r.cd)}, ${id(r.nome)}, id_ativo ${tipo?.col ?? sql``})
      VALUES (${proximo!.cd}, ${b.nome}, ${b.id_ativo} ${tipo?.val ?? sql``})`);
    return proximo!.cd;
  });
  return { cd, message: M.criado };
}

/**
 * Renames, (de)activates or (a shift) moves an entry. While it is in use a shift keeps its hiring
 * type and an area its name (the vacancies keep the area's name).
 */
export async function alterarCadastro(deps: Deps, registro: RegistroCadastro, cd: number, b: Corpo) {
  const r = REGISTROS[registro];
  await emSerie(deps, registro, async (tx) => {
    const a = await atual(tx, r, cd);
    if (a.nr_em_uso > 0) {
      if (r.tipoContratacao && a.cd_tipo_contratacao !== b.cd_tipo_contratacao)
        throw conflict([`cd_tipo_contratacao: ${M.tipoContratacaoEmUso(a.nr_em_uso)}`]);
      if (r.nomeFixoEmUso && chaveNomeCadastro(a.nome) !== chaveNomeCadastro(b.nome))
        throw conflict([`nome: ${M.areaRenomeadaEmUso(a.nr_em_uso)}`]);
    }
    await conferir(tx, r, b, cd);
    await tx.execute(sql`
      UPDATE ${id(r.tabela)} SET ${id(r.nome)} = ${b.nome}, id_ativo = ${b.id_ativo}
             ${r.tipoContratacao ? sql`, cd_tipo_contratacao = ${b.cd_tipo_contratacao}` : sql``}
       WHERE ${id(r.cd)} = ${cd}::int`);
  });
  return { cd, message: M.alterado };
}

/** Deletes an entry nothing uses (otherwise 409: deactivate it instead). */
export async function excluirCadastro(deps: Deps, registro: RegistroCadastro, cd: number) {
  const r = REGISTROS[registro];
  await emSerie(deps, registro, async (tx) => {
    const a = await atual(tx, r, cd);
    if (a.nr_em_uso > 0) throw conflict(M.emUso(a.nr_em_uso, CADASTROS[registro].uso));
    await tx.execute(sql`DELETE FROM ${id(r.tabela)} WHERE ${id(r.cd)} = ${cd}::int`);
  });
  return { cd, message: M.excluido };
}
