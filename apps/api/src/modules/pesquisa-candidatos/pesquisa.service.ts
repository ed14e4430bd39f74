import {
  analisarPalavrasChave,
  type CampoPalavrasChave,
  type FiltrosPesquisa,
  habilitacoesQueAtendem,
  LIMITES_PESQUISA,
  type TermoPesquisa,
  TURNOS_PESQUISA,
} from '@backoffice/domain/pesquisa-candidatos';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A drizzle database or transaction. */
export type Executor = Pick<Db, 'execute'>;

export function linhas<T>(r: unknown): T[] {
  return ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as T[];
}

/** What the search needs besides the filters. */
export interface ContextoPesquisa {
  /** Business date (YYYY-MM-DD): ages, inactivity and the restriction are relative to it. */
  hoje: string;
  /** Units of the user's grouping unit (filter agrupamento = 'S'). */
  unidadesAgrupamento?: readonly number[];
}

/** Keywords as tsquery texts produced by the server's own parser, one per term, per field. */
export type ConsultasTexto = Record<CampoPalavrasChave, string[]>;

export interface ResultadoPesquisa {
  /** Candidates in answer order (relevance, then most recent update). */
  ids: number[];
  /** Matches counted up to LIMITES_PESQUISA.limiteContagem + 1. */
  total: number;
}

// Brazil has had no daylight saving time since 2019: a business day starts at 03:00 UTC.
const inicioDia = (iso: string) => `${iso}T00:00:00-03:00`;
function diaSeguinte(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
/** The ISO date `anos` years before (29 February falls back to the 28th). */
function anosAntes(iso: string, anos: number): string {
  const [a, m, d] = iso.split('-').map(Number);
  const r = new Date(Date.UTC(a - anos, m - 1, d));
  if (r.getUTCMonth() !== m - 1) r.setUTCDate(0);
  return r.toISOString().slice(0, 10);
}

const CAMPOS: readonly CampoPalavrasChave[] = [
  'palavrasChaveObrigatorio',
  'palavrasChaveOpcional',
  'palavrasChaveExcluido',
];

/**
 * Turns the keyword fields into tsquery texts with the database's own parser ('pt_unaccent': unaccent
 * then the Portuguese stemmer): words through plainto_tsquery, phrases through phraseto_tsquery,
 * prefixes (letters and digits only) through to_tsquery with ':*'. The typed text only ever travels
 * as a bound parameter. Terms that leave nothing (stop words) are dropped; a field that typed terms
 * and kept none is reported in `vazios`.
 */
export async function prepararPalavrasChave(
  exec: Executor,
  f: Pick<FiltrosPesquisa, CampoPalavrasChave>,
): Promise<{ consultas: ConsultasTexto; vazios: CampoPalavrasChave[] }> {
  const tipos: string[] = [];
  const textos: string[] = [];
  const campos: CampoPalavrasChave[] = [];
  for (const campo of CAMPOS) {
    for (const t of analisarPalavrasChave(f[campo]) as TermoPesquisa[]) {
      tipos.push(t.tipo);
      textos.push(t.tipo === 'prefixo' ? t.texto.replace(/[^\p{L}\p{N}]/gu, '') : t.texto);
      campos.push(campo);
    }
  }
  const consultas: ConsultasTexto = {
    palavrasChaveObrigatorio: [],
    palavrasChaveOpcional: [],
    palavrasChaveExcluido: [],
  };
  if (tipos.length === 0) return { consultas, vazios: [] };
  const r = linhas<{ i: number | string; q: string }>(
    await exec.execute(sql`
      SELECT x.i, (CASE x.k
                     WHEN 'frase' THEN phraseto_tsquery('pt_unaccent', x.t)
                     WHEN 'prefixo' THEN to_tsquery('pt_unaccent', x.t || ':*')
                     ELSE plainto_tsquery('pt_unaccent', x.t)
                   END)::text AS q
        FROM unnest(${sql.param(tipos)}::text[], ${sql.param(textos)}::text[]) WITH ORDINALITY AS x(k, t, i)
       ORDER BY x.i`),
  );
  for (const l of r) {
    if (l.q) consultas[campos[Number(l.i) - 1]].push(l.q);
  }
  const digitados = new Set(campos);
  const vazios = CAMPOS.filter((c) => digitados.has(c) && consultas[c].length === 0);
  return { consultas, vazios };
}

function juntar(qs: readonly string[], operador: '&&' | '||'): SQL {
  return sql`(${sql.join(
    qs.map((q) => sql`${q}::tsquery`),
    sql.raw(` ${operador} `),
  )})`;
}

/** The filter conditions of the search (spec 000 §3.8), keywords apart. */
function condicoes(f: FiltrosPesquisa, ctx: ContextoPesquisa): SQL[] {
  const w: SQL[] = [
    // blocked candidates and those inactive until today or later never appear
    sql`c.id_bloqueado = 'N'`,
    sql`(c.dt_inativo IS NULL OR c.dt_inativo < ${ctx.hoje}::date)`,
  ];
  if (f.ultimaAtualizacaoDe) w.push(sql`c.alterado_em >= ${inicioDia(f.ultimaAtualizacaoDe)}::timestamptz`);
  if (f.ultimaAtualizacaoAte)
    w.push(sql`c.alterado_em < ${inicioDia(diaSeguinte(f.ultimaAtualizacaoAte))}::timestamptz`);
  if (f.dataCriacaoDe) w.push(sql`c.criado_em >= ${inicioDia(f.dataCriacaoDe)}::timestamptz`);
  if (f.dataCriacaoAte) w.push(sql`c.criado_em < ${inicioDia(diaSeguinte(f.dataCriacaoAte))}::timestamptz`);

  if (f.cd_pais !== undefined) w.push(sql`c.cd_pais = ${f.cd_pais}`);
  if (f.estado) w.push(sql`c.cd_uf = ${f.estado}`);
  if (f.cidades?.length) w.push(sql`c.nm_cidade = ANY(${sql.param(f.cidades)}::text[])`);
  if (f.bairros?.length) w.push(sql`c.nm_bairro = ANY(${sql.param(f.bairros)}::text[])`);

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
      w.push(sql`EXISTS (SELECT 1 FROM candidato_deficiencia d
                          WHERE d.cd_pessoa_candidato = c.cd_pessoa AND d.id_status = 'A'
                            AND d.cd_tipo_deficiencia = ANY(${sql.param(f.deficiencias)}::int[]))`);
    }
  }

  if (f.cd_idioma !== undefined) {
    w.push(sql`EXISTS (SELECT 1 FROM candidato_idioma i
                        WHERE i.cd_pessoa_candidato = c.cd_pessoa AND i.cd_idioma = ${f.cd_idioma}
                          AND i.id_fala >= ${f.fala ?? LIMITES_PESQUISA.nivelIdiomaPadrao}
                          AND i.id_leitura >= ${f.leitura ?? LIMITES_PESQUISA.nivelIdiomaPadrao}
                          AND i.id_escrita >= ${f.escrita ?? LIMITES_PESQUISA.nivelIdiomaPadrao})`);
  }

  if (f.cargo !== undefined) {
    // cargos_anos holds cd_cargo * 100 + whole years: 'at least N years' is an overlap with the
    // codes N..99 of the position, answered by the GIN index.
    const minimo = Math.ceil(f.experiencia ?? 0);
    const codigos = Array.from({ length: 100 - minimo }, (_, i) => f.cargo! * 100 + minimo + i);
    if (f.experiencia !== undefined && f.experiencia < 1) {
      // six months: whole years from 1, or under a year with at least 0.6 in the position itself
      w.push(sql`(c.cargos_anos && ${sql.param(codigos.slice(1))}::int[]
                  OR (c.cargos_anos @> ${sql.param([f.cargo * 100])}::int[]
                      AND EXISTS (SELECT 1 FROM candidato_cargo cc
                                   WHERE cc.cd_pessoa_candidato = c.cd_pessoa AND cc.cd_cargo = ${f.cargo}
                                     AND cc.nr_experiencia >= ${f.experiencia})))`);
    } else {
      w.push(sql`c.cargos_anos && ${sql.param(codigos)}::int[]`);
    }
  }

  if (f.cdPessoaClienteRestricao !== undefined) {
    w.push(sql`NOT EXISTS (SELECT 1 FROM vaga_candidato r JOIN vaga rv ON rv.nr_vaga = r.nr_vaga
                            WHERE r.cd_pessoa_candidato = c.cd_pessoa
                              AND rv.cd_pessoa_cliente = ${f.cdPessoaClienteRestricao}
                              AND (r.id_situacao = 'A' OR r.cd_estagio_vaga >= 6)
                              AND coalesce(r.dt_inicio_trabalho, r.dt_aprovacao::date, r.criado_em::date)
                                  >= ${f.dtLimiteRestricao ?? '0001-01-01'}::date)`);
  }

  if (f.agrupamento === 'S' && ctx.unidadesAgrupamento?.length) {
    w.push(sql`c.cd_empresa = ANY(${sql.param([...ctx.unidadesAgrupamento])}::int[])`);
  }

  // discarded in an earlier selection of the vacancy: an anti-join on the partial index
  w.push(sql`NOT EXISTS (SELECT 1 FROM selecao_candidato sd
                          WHERE sd.nr_vaga = ${f.nrVaga} AND sd.cd_pessoa_candidato = c.cd_pessoa
                            AND sd.id_descartado = 'S')`);
  return w;
}

/** The two statements of a search: the ordered page of candidate codes, and the capped count. */
export interface ConsultaMontada {
  selecao: SQL;
  contagem: SQL;
}

/**
 * Builds the search (SEARCH.md): filters on the composite indexes, required keywords AND-ed on the
 * stored tsvector, excluded ones NOT-ed, optional ones OR-ed only into the ranking. Relevance is
 * computed over the most recent LIMITES_PESQUISA.limiteRanking matches (plus, with optional
 * keywords, the most recent matches holding any of them, so those are never missed), then the page
 * is ordered by relevance and last update. Without keywords the page is simply the most recent.
 */
export function montarConsulta(
  f: FiltrosPesquisa,
  q: ConsultasTexto,
  ctx: ContextoPesquisa,
): ConsultaMontada {
  const w = condicoes(f, ctx);
  const obrig = q.palavrasChaveObrigatorio;
  const opc = q.palavrasChaveOpcional;
  const excl = q.palavrasChaveExcluido;
  if (obrig.length) w.push(sql`c.tsv_pesquisa @@ ${juntar(obrig, '&&')}`);
  if (excl.length) w.push(sql`NOT coalesce(c.tsv_pesquisa @@ ${juntar(excl, '||')}, false)`);
  const onde = sql.join(w, sql` AND `);
  const n = f.quantidadePesquisa;
  const contagem = sql`SELECT count(*)::int AS total
                         FROM (SELECT 1 FROM candidato c WHERE ${onde} LIMIT ${LIMITES_PESQUISA.limiteContagem + 1}) t`;

  if (!obrig.length && !opc.length) {
    return {
      selecao: sql`SELECT c.cd_pessoa FROM candidato c WHERE ${onde}
                    ORDER BY c.alterado_em DESC, c.cd_pessoa DESC LIMIT ${n}`,
      contagem,
    };
  }

  const ranking = juntar([...obrig, ...opc], '||');
  const limite = LIMITES_PESQUISA.limiteRanking;
  const recentes = opc.length
    ? sql`(SELECT c.cd_pessoa, c.alterado_em FROM candidato c WHERE ${onde} AND c.tsv_pesquisa @@ ${juntar(opc, '||')}
            ORDER BY c.alterado_em DESC LIMIT ${limite})
          UNION
          (SELECT c.cd_pessoa, c.alterado_em FROM candidato c WHERE ${onde}
            ORDER BY c.alterado_em DESC LIMIT ${n})`
    : sql`SELECT c.cd_pessoa, c.alterado_em FROM candidato c WHERE ${onde}
           ORDER BY c.alterado_em DESC LIMIT ${limite}`;
  return {
    // the rank is computed only for the pool, reading each vector once by primary key
    selecao: sql`SELECT r.cd_pessoa
                   FROM (${recentes}) r
                   JOIN candidato k ON k.cd_pessoa = r.cd_pessoa
                  ORDER BY ts_rank(k.tsv_pesquisa, ${ranking}) DESC, r.alterado_em DESC, r.cd_pessoa DESC
                  LIMIT ${n}`,
    contagem,
  };
}

/**
 * Runs a search (the endpoint and the benchmark both come here). Must run inside a transaction:
 * the statement timeout is set for it alone. Keyword fields that keep no searchable term are
 * reported instead of searched.
 */
export async function pesquisarCandidatos(
  tx: Executor,
  f: FiltrosPesquisa,
  ctx: ContextoPesquisa,
): Promise<ResultadoPesquisa & { vazios: CampoPalavrasChave[] }> {
  await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${LIMITES_PESQUISA.tempoMaximoMs}`));
  const { consultas, vazios } = await prepararPalavrasChave(tx, f);
  if (vazios.length) return { ids: [], total: 0, vazios };
  const consulta = montarConsulta(f, consultas, ctx);
  const ids = linhas<{ cd_pessoa: number | string }>(await tx.execute(consulta.selecao)).map((l) =>
    Number(l.cd_pessoa),
  );
  // a short page holds every match: no need to count them
  const total =
    ids.length < f.quantidadePesquisa
      ? ids.length
      : Number(linhas<{ total: number }>(await tx.execute(consulta.contagem))[0].total);
  return { ids, total, vazios };
}
