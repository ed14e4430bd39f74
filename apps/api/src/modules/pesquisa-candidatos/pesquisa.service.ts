import {
  type CampoPalavrasChave,
  habilitacoesQueAtendem,
  LIMITES_PESQUISA,
  TURNOS_PESQUISA,
} from '@backoffice/domain/pesquisa-candidatos';
import type { FiltrosPesquisa } from '@backoffice/domain/pesquisa-filtros';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../db/client';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasVaga, vagaComo } from '../vaga/vaga.tabelas';
import {
  algumOpcional,
  anosAntes,
  cidadesDoGuia,
  codigoIdiomaNiveis,
  diaSeguinte,
  fimUltimaAtualizacao,
  fracaoComum,
  inicioDia,
  janelaRecente,
  juntar,
  localAtrapalhaSemanas,
  localSoAtrapalha,
  maisRecentes,
  obrigatorios,
  ramosLocais,
  semanasDaJanela,
  semIndice,
} from './plano-pesquisa.service';
import { codigosCargo, type PreparoPesquisa, prepararPesquisa } from './texto-pesquisa.service';

/** What the search needs besides the filters. */
export interface ContextoPesquisa {
  /** Business date (YYYY-MM-DD): ages, inactivity and the restriction are relative to it. */
  hoje: string;
  /** Units of the user's grouping unit (filter agrupamento = 'S'). */
  unidadesAgrupamento?: readonly number[];
  /** The database (its Db object) whose planner statistics may be reused for a few minutes. */
  chaveEstatisticas?: object;
}

/** The candidate's own columns of an answer row (spec 000 §3.10), read by the search's own scan. */
export interface CandidatoEncontrado {
  cd_pessoa: number | string;
  alterado_em: Date | string;
  nm_bairro: string | null;
  nm_cidade: string | null;
  cd_uf: string | null;
  id_destaque: string;
  id_possue_deficiencia: string;
  nr_telefone_cel: string | null;
}

export interface ResultadoPesquisa {
  /** Candidates in answer order (relevance, then most recent update). */
  candidatos: CandidatoEncontrado[];
  /** Matches counted up to LIMITES_PESQUISA.limiteContagem + 1. */
  total: number;
}

const NOMES_ENCONTRADO: readonly (keyof CandidatoEncontrado)[] = [
  'cd_pessoa',
  'alterado_em',
  'nm_bairro',
  'nm_cidade',
  'cd_uf',
  'id_destaque',
  'id_possue_deficiencia',
  'nr_telefone_cel',
];
/** The columns of CandidatoEncontrado on a table alias. */
const colunasEncontrado = (alias: 'c' | 'p') =>
  sql.raw(NOMES_ENCONTRADO.map((n) => `${alias}.${n}`).join(', '));

const foraDoIndice = (cond: SQL) => sql`(${cond}) IS TRUE`;

/** The filter conditions of the search (spec 000 §3.8), keywords apart. */
export function condicoes(
  f: FiltrosPesquisa,
  ctx: ContextoPesquisa,
  p: PreparoPesquisa,
  limiar: number,
  ocultarLocal: boolean,
  semLocal = false,
): SQL[] {
  const local = (cond: SQL) => (ocultarLocal ? foraDoIndice(cond) : cond);
  const w: SQL[] = [
    // blocked candidates and those inactive until today or later never appear
    sql`c.id_bloqueado = 'N'`,
    sql`(c.dt_inativo IS NULL OR c.dt_inativo < ${ctx.hoje}::date)`,
  ];
  if (f.ultimaAtualizacaoDe)
    w.push(local(sql`c.alterado_em >= ${inicioDia(f.ultimaAtualizacaoDe)}::timestamptz`));
  const fim = fimUltimaAtualizacao(f);
  if (fim) w.push(local(sql`c.alterado_em < ${fim}::timestamptz`));
  if (f.dataCriacaoDe) w.push(sql`c.criado_em >= ${inicioDia(f.dataCriacaoDe)}::timestamptz`);
  if (f.dataCriacaoAte) w.push(sql`c.criado_em < ${inicioDia(diaSeguinte(f.dataCriacaoAte))}::timestamptz`);

  if (f.cd_pais !== undefined) w.push(sql`c.cd_pais = ${f.cd_pais}`);
  if (!semLocal) {
    if (f.estado) w.push(local(sql`c.cd_uf = ${f.estado}`));
    if (f.cidades?.length) w.push(local(sql`c.nm_cidade = ANY(${sql.param(f.cidades)}::text[])`));
    if (f.bairros?.length) w.push(local(sql`c.nm_bairro = ANY(${sql.param(f.bairros)}::text[])`));
  }

  if (f.sexo) w.push(sql`c.id_sexo = ${f.sexo}`);
  if (f.estadoCivil) w.push(sql`c.id_estado_civil = ${f.estadoCivil}`);
  if (f.fumante) w.push(sql`c.id_fumante = ${f.fumante}`);
  if (f.primeiroEmprego) w.push(sql`c.id_primeiro_emprego = ${f.primeiroEmprego}`);
  if (f.cursando) w.push(sql`c.id_cursando = ${f.cursando}`);
  if (f.veiculos) w.push(sql`c.possui_veiculo = ${f.veiculos}`);
  if (f.habilitacao) {
    w.push(sql`c.cd_habilitacao_cat = ANY(${sql.param(habilitacoesQueAtendem(f.habilitacao))}::text[])`);
  }
  if (f.turnos?.length) {
    const algum = f.turnos.map(
      (t) => sql`${sql.identifier('c')}.${sql.identifier(TURNOS_PESQUISA[t])} = 'S'`,
    );
    w.push(sql`(${sql.join(algum, sql` OR `)})`);
  }

  if (f.salarioDe !== undefined) w.push(sql`c.pretensao_salarial >= ${f.salarioDe}`);
  if (f.salarioAte !== undefined) w.push(sql`c.pretensao_salarial <= ${f.salarioAte}`);
  if (f.educacaoDe !== undefined) w.push(sql`c.cd_escolaridade >= ${f.educacaoDe}`);
  if (f.educacaoAte !== undefined) w.push(sql`c.cd_escolaridade <= ${f.educacaoAte}`);
  // age between A and B: born on or before today - A years, and after today - (B + 1) years
  if (f.idadeDe !== undefined) w.push(sql`c.dt_nascimento <= ${anosAntes(ctx.hoje, f.idadeDe)}::date`);
  if (f.idadeAte !== undefined) w.push(sql`c.dt_nascimento > ${anosAntes(ctx.hoje, f.idadeAte + 1)}::date`);
  if (f.pesoDe !== undefined) w.push(sql`c.nr_peso >= ${f.pesoDe}`);
  if (f.pesoAte !== undefined) w.push(sql`c.nr_peso <= ${f.pesoAte}`);
  if (f.alturaDe !== undefined) w.push(sql`c.nr_altura >= ${f.alturaDe}`);
  if (f.alturaAte !== undefined) w.push(sql`c.nr_altura <= ${f.alturaAte}`);

  if (f.selectDeficiencia === 'S') {
    w.push(sql`c.id_possue_deficiencia = 'S'`);
    if (f.deficiencias?.length) {
      // The active types are in the row: the disability index in update order drives. As a function
      // call the overlap gets the planner's default estimate (half the rows): as the operator it would
      // be estimated from the whole table, as if the types were independent of being PCD, and a scan
      // of every PCD row would look cheaper than the walk.
      w.push(sql`arrayoverlap(c.deficiencias, ${sql.param(f.deficiencias)}::int[])`);
    }
  }

  if (f.cd_idioma !== undefined) {
    const fala = f.fala ?? LIMITES_PESQUISA.nivelIdiomaPadrao;
    const leitura = f.leitura ?? LIMITES_PESQUISA.nivelIdiomaPadrao;
    const escrita = f.escrita ?? LIMITES_PESQUISA.nivelIdiomaPadrao;
    if ((p.fracaoIdioma ?? 0) >= limiar) {
      // a common language is checked in the row, on the scan in update order
      const codigo = codigoIdiomaNiveis(f.cd_idioma, fala, leitura, escrita);
      w.push(sql`c.idiomas_niveis @> ${sql.param([codigo])}::int[]`);
    } else {
      // a rare one is joined from its own index
      w.push(sql`EXISTS (SELECT 1 FROM ${tabelasCandidato.candidato_idioma('i')}
                          WHERE i.cd_pessoa_candidato = c.cd_pessoa AND i.cd_idioma = ${f.cd_idioma}
                            AND i.id_fala >= ${fala} AND i.id_leitura >= ${leitura}
                            AND i.id_escrita >= ${escrita})`);
    }
  }

  const codigos = codigosCargo(f);
  if (codigos && f.cargo !== undefined) {
    if (f.experiencia !== undefined && f.experiencia < 1) {
      // six months: whole years from 1, or under a year with at least 0.6 in the position itself
      w.push(sql`(c.cargos_anos && ${sql.param(codigos.slice(1))}::int[]
                  OR (c.cargos_anos @> ${sql.param([f.cargo * 100])}::int[]
                      AND EXISTS (SELECT 1 FROM ${tabelasCandidato.candidato_cargo('cc')}
                                   WHERE cc.cd_pessoa_candidato = c.cd_pessoa AND cc.cd_cargo = ${f.cargo}
                                     AND cc.nr_experiencia >= ${f.experiencia})))`);
    } else {
      w.push(sql`c.cargos_anos && ${sql.param(codigos)}::int[]`);
    }
  }

  if (f.cdPessoaClienteRestricao !== undefined) {
    w.push(sql`NOT EXISTS (SELECT 1 FROM ${tabelasVaga.vaga_candidato('r')} JOIN ${vagaComo('rv')} ON rv.nr_vaga = r.nr_vaga
                            WHERE r.cd_pessoa_candidato = c.cd_pessoa
                              AND rv.cd_pessoa_cliente = ${f.cdPessoaClienteRestricao}
                              AND (r.id_situacao = 'A' OR r.cd_estagio_vaga >= 6)
                              AND coalesce(r.dt_inicio_trabalho, r.dt_aprovacao::date, r.criado_em::date)
                                  >= ${f.dtLimiteRestricao ?? '0001-01-01'}::date)`);
  }

  if (f.agrupamento === 'S' && ctx.unidadesAgrupamento?.length) {
    w.push(sql`c.cd_empresa = ANY(${sql.param([...ctx.unidadesAgrupamento])}::int[])`);
  }

  // discarded in an earlier selection of the vacancy: read once from the partial index into a hash
  // that every row is checked against. (As NOT EXISTS the planner may pick a merge anti-join in
  // cd_pessoa order, which walks every selection row of the candidates before the first match.)
  w.push(sql`c.cd_pessoa NOT IN (SELECT sd.cd_pessoa_candidato FROM selecao_candidato sd
                                  WHERE sd.nr_vaga = ${f.nrVaga} AND sd.id_descartado = 'S')`);
  return w;
}

/** The statements of a search: the answer page with the capped total, and a standalone capped count. */
export interface ConsultaMontada {
  /**
   * Rows (CandidatoEncontrado, total, pool) in answer order; every row carries the capped total and
   * the pool size.
   */
  selecao: SQL;
  /** The capped count alone (diagnostics and benchmarks; the search counts inside `selecao`). */
  contagem: SQL;
}

/**
 * Builds the search (docs/search.md) as one statement: filters on the composite indexes ending in the
 * update date, required keywords AND-ed on the stored tsvector, excluded ones NOT-ed, optional ones
 * OR-ed only into the ranking. The pool is the LIMITES_PESQUISA.limiteRanking most recent matches
 * (with optional keywords: the most recent matches holding any of them, plus the most recent
 * matches, so those are never missed); relevance is computed only there, then the page is ordered by
 * relevance and last update. The total comes from the same scan, capped at limiteContagem + 1.
 * Without keywords the page is simply the most recent matches.
 */
export function montarConsulta(
  f: FiltrosPesquisa,
  p: PreparoPesquisa,
  ctx: ContextoPesquisa,
  janela: string | null = null,
): ConsultaMontada {
  const limiar = fracaoComum(p.candidatos);
  const cidadesGuia = janela ? null : cidadesDoGuia(f, p, limiar);
  const semanas = janela ? semanasDaJanela(janela, f) : null;
  // the cities are in the keys the keywords are found by, or the keywords' postings are far fewer
  // than the place's rows: the place and period indexes stay out
  const ocultarLocal = janela
    ? semanas !== null && localAtrapalhaSemanas(f, p, semanas)
    : cidadesGuia !== null || localSoAtrapalha(f, p, limiar);
  const ramos = ocultarLocal ? null : ramosLocais(f);
  const w = condicoes(f, ctx, p, limiar, ocultarLocal, ramos !== null);
  const obrig = p.consultas.palavrasChaveObrigatorio;
  const opc = p.consultas.palavrasChaveOpcional;
  const excl = p.consultas.palavrasChaveExcluido;
  if (janela) {
    // by week, the text index reads the window's postings alone and the start is checked in the row;
    // otherwise the window's rows and the text index meet in one small bitmap
    const inicio = sql`c.alterado_em >= ${janela}::timestamptz`;
    w.push(semanas ? foraDoIndice(inicio) : inicio);
  }
  w.push(...obrigatorios(obrig, limiar, janela !== null, cidadesGuia, semanas));
  if (excl.length) w.push(sql`NOT ${semIndice(juntar(excl, '||'))}`);
  const onde = sql.join(w, sql` AND `);
  const n = f.quantidadePesquisa;
  const teto = LIMITES_PESQUISA.limiteContagem + 1;
  const limite = LIMITES_PESQUISA.limiteRanking;
  const ondeTodos = ramos
    ? sql`${onde} AND (${sql.join(
        ramos.map((r) => sql`(${r})`),
        sql` OR `,
      )})`
    : onde;
  const contagem = sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${tabelasCandidato.candidato('c')} WHERE ${ondeTodos} LIMIT ${teto}) t`;

  if (!obrig.length && !opc.length) {
    return {
      selecao: sql`WITH recentes AS MATERIALIZED (${maisRecentes(colunasEncontrado('c'), onde, ramos, teto)})
                   SELECT r.*, (SELECT count(*) FROM recentes)::int AS total, 0 AS pool
                     FROM recentes r ORDER BY r.alterado_em DESC, r.cd_pessoa DESC LIMIT ${n}`,
      contagem,
    };
  }

  // the scans read each row anyway: the answer's columns and the relevance ride along, so no row is
  // read twice and the pool holds no vectors
  const comRelevancia = sql`${colunasEncontrado('c')},
                            ts_rank(c.tsv_pesquisa, ${juntar([...obrig, ...opc], '||')}) AS relevancia`;
  const pool = opc.length
    ? sql`todos AS MATERIALIZED (${maisRecentes(comRelevancia, onde, ramos, teto)}),
          opcionais AS MATERIALIZED (
            ${maisRecentes(
              comRelevancia,
              // when todos holds every match, the optional ones are among them already
              sql`${onde} AND ${algumOpcional(opc, limiar)} AND (SELECT count(*) FROM todos) >= ${teto}`,
              ramos,
              limite,
            )}),
          pool AS (
            SELECT * FROM todos
            UNION ALL
            SELECT * FROM opcionais o WHERE NOT EXISTS (SELECT 1 FROM todos t WHERE t.cd_pessoa = o.cd_pessoa))`
    : sql`todos AS MATERIALIZED (${maisRecentes(comRelevancia, onde, ramos, limite)}),
          pool AS (SELECT * FROM todos)`;
  return {
    selecao: sql`WITH ${pool}
                 SELECT ${colunasEncontrado('p')}, (SELECT least(count(*), ${teto}) FROM todos)::int AS total,
                        (SELECT count(*) FROM todos)::int AS pool
                   FROM pool p
                  ORDER BY p.relevancia DESC, p.alterado_em DESC, p.cd_pessoa DESC
                  LIMIT ${n}`,
    contagem,
  };
}

/**
 * Settings of the search transaction: its time limit; no JIT (compiling a short search costs more
 * than running it); no parallel workers (starting them costs more than a search's few thousand
 * rows, and concurrent searches already use every core); memory for the pool's sorts, which carry
 * the vectors; and no wait for the disk at commit, as the transaction only writes the selection
 * log (a crash loses at most the last fraction of a second of selections, never a candidate change).
 */
export async function configurarTransacaoPesquisa(tx: Executor): Promise<void> {
  await tx.execute(sql`
    SELECT set_config('statement_timeout', ${String(LIMITES_PESQUISA.tempoMaximoMs)}, true),
           set_config('jit', 'off', true),
           set_config('max_parallel_workers_per_gather', '0', true),
           set_config('work_mem', '32MB', true),
           set_config('synchronous_commit', 'off', true)`);
}

/**
 * Runs a search (the endpoint and the benchmark both come here). Must run inside a transaction
 * prepared by configurarTransacaoPesquisa. Keyword fields that keep no searchable term are
 * reported instead of searched.
 */
export async function pesquisarCandidatos(
  tx: Executor,
  f: FiltrosPesquisa,
  ctx: ContextoPesquisa,
): Promise<ResultadoPesquisa & { vazios: CampoPalavrasChave[] }> {
  const preparo = await prepararPesquisa(tx, f, ctx.chaveEstatisticas);
  if (preparo.vazios.length) return { candidatos: [], total: 0, vazios: preparo.vazios };
  const rodar = async (janela: string | null) =>
    linhas<CandidatoEncontrado & { total: number | string; pool: number | string }>(
      await tx.execute(montarConsulta(f, preparo, ctx, janela).selecao),
    );
  const janela = janelaRecente(f, preparo);
  let r = janela ? await rodar(janela) : [];
  // the window is enough only when it filled the pool; otherwise the whole period is searched
  if (!janela || !r.length || Number(r[0].pool) < LIMITES_PESQUISA.limiteRanking) r = await rodar(null);
  return { candidatos: r, total: r.length ? Number(r[0].total) : 0, vazios: [] };
}
