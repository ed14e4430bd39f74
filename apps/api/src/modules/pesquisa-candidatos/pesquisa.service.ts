import { instanteNegocio, somarDias, somarMeses } from '@backoffice/domain/datas';
import {
  analisarPalavrasChave,
  type CampoPalavrasChave,
  habilitacoesQueAtendem,
  LIMITES_PESQUISA,
  type TermoPesquisa,
  TURNOS_PESQUISA,
} from '@backoffice/domain/pesquisa-candidatos';
import type { FiltrosPesquisa } from '@backoffice/domain/pesquisa-filtros';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../db/client';

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

/** The instant a business day starts in São Paulo, as ISO text. */
const inicioDia = (iso: string) => instanteNegocio(iso).toISOString();
const diaSeguinte = (iso: string) => somarDias(iso, 1);
/** The ISO date `anos` years before (29 February falls back to the 28th). */
const anosAntes = (iso: string, anos: number) => somarMeses(iso, -12 * anos);

/** The first instant after the last-update period asked (the day after its end), or null. */
const fimUltimaAtualizacao = (f: FiltrosPesquisa) =>
  f.ultimaAtualizacaoAte ? inicioDia(diaSeguinte(f.ultimaAtualizacaoAte)) : null;

/** IS TRUE keeps a condition off the index matcher without changing what it selects. */
const foraDoIndice = (cond: SQL) => sql`(${cond}) IS TRUE`;

const CAMPOS: readonly CampoPalavrasChave[] = [
  'palavrasChaveObrigatorio',
  'palavrasChaveOpcional',
  'palavrasChaveExcluido',
];

/** A keyword term as the database parsed it, with how common it is. */
export interface ConsultaTexto {
  /** tsquery text produced by the server's own parser. */
  q: string;
  /** Estimated fraction of candidates matching it (column statistics, independent lexemes). */
  freq: number;
  /** Its lexemes (as the parser wrote them) with their own estimated frequencies. */
  lexemas?: LexemaTermo[];
}

/** A lexeme of a keyword term. */
export interface LexemaTermo {
  lexema: string;
  /** Written with ':*' (every lexeme starting with it matches). */
  prefixo: boolean;
  freq: number;
  /**
   * For a required prefix: the lexemes it stands for in the candidates' vectors (from
   * lexema_pesquisa), when there are at most LEXEMAS_PREFIXO_MAX of them.
   */
  expansao?: string[];
}

/** Most lexemes a required prefix is expanded into for the text index (see guiaIndice). */
export const LEXEMAS_PREFIXO_MAX = 20;

/** Keywords per field, one entry per term that kept searchable lexemes. */
export type ConsultasTexto = Record<CampoPalavrasChave, ConsultaTexto[]>;

/** What the query builder knows before it writes the search. */
export interface PreparoPesquisa {
  consultas: ConsultasTexto;
  /** Keyword fields that typed terms and kept none (only stop words). */
  vazios: CampoPalavrasChave[];
  /** Estimated number of candidates (planner statistics). */
  candidatos: number;
  /** Estimated fraction of candidates who speak the language filtered, when there is one. */
  fracaoIdioma: number | null;
  /** Bounds of the equal-count histogram of the last update (epoch ms), oldest first. */
  histogramaAlterado: number[];
  /** Estimated fraction of candidates in the state or cities filtered (1 without them). */
  fracaoLocal: number;
  /** Estimated fraction of candidates who want the position filtered, with the years asked. */
  fracaoCargo: number | null;
}

/** What the planner statistics say about the candidates (see lerEstatisticas). */
export interface EstatisticasCandidatos {
  /** Estimated number of candidates. */
  candidatos: number;
  /** Most common lexemes of tsv_pesquisa and the fraction of candidates holding each. */
  lexemas: Map<string, number>;
  /** Frequency assumed for a lexeme missing from `lexemas` (below the statistics' cut-off). */
  lexemaRaro: number;
  /** Bounds of the equal-count histogram of the last update (epoch ms), oldest first. */
  histogramaAlterado: number[];
  uf: Map<string, number>;
  cidade: Map<string, number>;
  /** Fraction of candidates who have each language (any level). */
  idioma: Map<number, number>;
  /** Fraction of candidates holding each cargos_anos code. */
  cargosAnos: Map<number, number>;
  lidoEm: number;
}

/** A text[] or anyarray as its text form (or an array) → its items. */
function lerArrayTexto(v: string[] | string | null | undefined): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.map(String);
  return [...v.replace(/^\{|\}$/g, '').matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2],
  );
}

function mapa<K>(chaves: string[], freqs: string[], chave: (s: string) => K): Map<K, number> {
  const m = new Map<K, number>();
  chaves.forEach((c, i) => {
    if (freqs[i] !== undefined) m.set(chave(c), Number(freqs[i]));
  });
  return m;
}

/** Reads the planner statistics the search decides with (one query over pg_stats and pg_class). */
export async function lerEstatisticas(exec: Executor): Promise<EstatisticasCandidatos> {
  const [r] = linhas<Record<string, string | null>>(
    await exec.execute(sql`
      WITH s AS (
        SELECT tablename, attname, most_common_vals::text AS mcv, most_common_freqs::text AS mcf,
               most_common_elems::text AS mce, most_common_elem_freqs::text AS mcef, histogram_bounds::text AS hist
          FROM pg_stats
         WHERE schemaname = current_schema()
           AND (tablename, attname) IN (('candidato', 'tsv_pesquisa'), ('candidato', 'alterado_em'),
                                        ('candidato', 'cd_uf'), ('candidato', 'nm_cidade'),
                                        ('candidato', 'cargos_anos'), ('candidato_idioma', 'cd_idioma'))
      )
      SELECT (SELECT reltuples::text FROM pg_class WHERE oid = 'candidato'::regclass) AS candidatos,
             (SELECT reltuples::text FROM pg_class WHERE oid = 'candidato_idioma'::regclass) AS idiomas,
             (SELECT mce FROM s WHERE attname = 'tsv_pesquisa') AS lex,
             (SELECT mcef FROM s WHERE attname = 'tsv_pesquisa') AS lex_f,
             (SELECT hist FROM s WHERE attname = 'alterado_em') AS hist,
             (SELECT mcv FROM s WHERE attname = 'cd_uf') AS uf,
             (SELECT mcf FROM s WHERE attname = 'cd_uf') AS uf_f,
             (SELECT mcv FROM s WHERE attname = 'nm_cidade') AS cidade,
             (SELECT mcf FROM s WHERE attname = 'nm_cidade') AS cidade_f,
             (SELECT mce FROM s WHERE attname = 'cargos_anos') AS cargos,
             (SELECT mcef FROM s WHERE attname = 'cargos_anos') AS cargos_f,
             (SELECT mcv FROM s WHERE attname = 'cd_idioma') AS idioma,
             (SELECT mcf FROM s WHERE attname = 'cd_idioma') AS idioma_f`),
  );
  const candidatos = Math.max(0, Number(r.candidatos ?? 0));
  const lexF = lerArrayTexto(r.lex_f);
  const lex = lerArrayTexto(r.lex);
  // the element frequencies end with their minimum, maximum and null fraction
  const minimo = lexF.length > lex.length ? Number(lexF[lex.length]) : 0.0002;
  const porIdioma = mapa(lerArrayTexto(r.idioma), lerArrayTexto(r.idioma_f), Number);
  const fatorIdioma = candidatos > 0 ? Number(r.idiomas ?? 0) / candidatos : 0;
  return {
    candidatos,
    lexemas: mapa(lex, lexF, (s) => s),
    lexemaRaro: minimo / 2,
    histogramaAlterado: lerArrayTexto(r.hist)
      .map((t) => Date.parse(t.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))
      .filter((t) => !Number.isNaN(t)),
    uf: mapa(lerArrayTexto(r.uf), lerArrayTexto(r.uf_f), (s) => s),
    cidade: mapa(lerArrayTexto(r.cidade), lerArrayTexto(r.cidade_f), (s) => s),
    idioma: new Map([...porIdioma].map(([k, v]) => [k, v * fatorIdioma])),
    cargosAnos: mapa(lerArrayTexto(r.cargos), lerArrayTexto(r.cargos_f), Number),
    lidoEm: Date.now(),
  };
}

/** Statistics change only with ANALYZE: each database's are read again after this long. */
const VALIDADE_ESTATISTICAS_MS = 5 * 60_000;
const cacheEstatisticas = new WeakMap<object, EstatisticasCandidatos>();

/** The statistics of a database, read at most every few minutes per `chave` (its Db object). */
export async function estatisticas(exec: Executor, chave?: object): Promise<EstatisticasCandidatos> {
  const guardadas = chave ? cacheEstatisticas.get(chave) : undefined;
  if (guardadas && Date.now() - guardadas.lidoEm < VALIDADE_ESTATISTICAS_MS) return guardadas;
  const novas = await lerEstatisticas(exec);
  if (chave) cacheEstatisticas.set(chave, novas);
  return novas;
}

/** Drops the statistics kept for a database (after an ANALYZE that should count at once). */
export function esquecerEstatisticas(chave: object): void {
  cacheEstatisticas.delete(chave);
}

/** Lexemes of a tsquery text with whether each is a prefix ('log':*). */
function lexemasDe(q: string): { lexema: string; prefixo: boolean }[] {
  return [...q.matchAll(/'((?:[^']|'')+)'(:\*)?/g)].map((m) => ({
    lexema: m[1].replace(/''/g, "'"),
    prefixo: m[2] !== undefined,
  }));
}

/** Estimated fraction of candidates matching a term: its lexemes as independent; a prefix sums the lexemes it covers. */
function frequenciaTermo(q: string, e: EstatisticasCandidatos): { freq: number; lexemas: LexemaTermo[] } {
  const lexemas = lexemasDe(q).map(({ lexema, prefixo }) => {
    let x = 0;
    if (!e.lexemas.size) return { lexema, prefixo, freq: 0 };
    if (prefixo) {
      for (const [l, fl] of e.lexemas) if (l.startsWith(lexema)) x += fl;
    } else {
      x = e.lexemas.get(lexema) ?? 0;
    }
    return { lexema, prefixo, freq: Math.min(1, Math.max(x, e.lexemaRaro)) };
  });
  return { freq: lexemas.reduce((f, l) => f * l.freq, 1), lexemas };
}

/** The first string after every string starting with `prefixo`, in byte (code point) order. */
function depoisDoPrefixo(prefixo: string): string {
  const cps = [...prefixo];
  const ultimo = cps.pop() ?? '';
  return cps.join('') + String.fromCodePoint((ultimo.codePointAt(0) ?? 0) + 1);
}

/**
 * Gives each required prefix the lexemes it stands for, read from lexema_pesquisa (a byte-order
 * range of its index), unless they are more than LEXEMAS_PREFIXO_MAX.
 */
async function expandirPrefixos(exec: Executor, termos: readonly ConsultaTexto[]): Promise<void> {
  const prefixos = termos.flatMap((t) => (t.lexemas ?? []).filter((l) => l.prefixo));
  if (!prefixos.length) return;
  const r = linhas<{ i: number | string; lexemas: string[] | string }>(
    await exec.execute(sql`
      SELECT p.i, array(SELECT x.lexema FROM lexema_pesquisa x
                         WHERE x.lexema ~>=~ p.de AND x.lexema ~<~ p.ate
                         ORDER BY x.lexema LIMIT ${LEXEMAS_PREFIXO_MAX + 1}) AS lexemas
        FROM unnest(${sql.param(prefixos.map((l) => l.lexema))}::text[],
                    ${sql.param(prefixos.map((l) => depoisDoPrefixo(l.lexema)))}::text[])
             WITH ORDINALITY AS p(de, ate, i)`),
  );
  for (const l of r) {
    const lexemas = lerArrayTexto(l.lexemas);
    if (lexemas.length <= LEXEMAS_PREFIXO_MAX) prefixos[Number(l.i) - 1].expansao = lexemas;
  }
}

/**
 * Prepares a search. Keywords become tsquery texts through the database's own parser
 * ('pt_unaccent': unaccent then the Portuguese stemmer): words with plainto_tsquery, phrases with
 * phraseto_tsquery, prefixes (letters and digits only) with to_tsquery and ':*'; the typed text only
 * travels as a bound parameter. Each term gets its estimated frequency from the statistics of
 * tsv_pesquisa, and the language, place and position filters their shares of candidates, so
 * montarConsulta can choose how each condition is reached. Terms that keep no lexeme (stop words)
 * are dropped.
 */
export async function prepararPesquisa(
  exec: Executor,
  f: FiltrosPesquisa,
  chaveEstatisticas?: object,
): Promise<PreparoPesquisa> {
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
  const cargos = codigosCargo(f);
  const est = await estatisticas(exec, chaveEstatisticas);
  const consultas: ConsultasTexto = {
    palavrasChaveObrigatorio: [],
    palavrasChaveOpcional: [],
    palavrasChaveExcluido: [],
  };
  if (tipos.length) {
    const termos = linhas<{ i: number | string; q: string }>(
      await exec.execute(sql`
        SELECT x.i, (CASE x.k
                       WHEN 'frase' THEN phraseto_tsquery('pt_unaccent', x.t)
                       WHEN 'prefixo' THEN to_tsquery('pt_unaccent', x.t || ':*')
                       ELSE plainto_tsquery('pt_unaccent', x.t)
                     END)::text AS q
          FROM unnest(${sql.param(tipos)}::text[], ${sql.param(textos)}::text[]) WITH ORDINALITY AS x(k, t, i)
         ORDER BY x.i`),
    );
    for (const t of termos) {
      if (t.q) consultas[campos[Number(t.i) - 1]].push({ q: t.q, ...frequenciaTermo(t.q, est) });
    }
    await expandirPrefixos(exec, consultas.palavrasChaveObrigatorio);
  }
  const digitados = new Set(campos);
  const locais = f.cidades?.length ? f.cidades : f.estado ? [f.estado] : [];
  const porLocal = f.cidades?.length ? est.cidade : est.uf;
  return {
    consultas,
    vazios: CAMPOS.filter((c) => digitados.has(c) && consultas[c].length === 0),
    candidatos: est.candidatos,
    fracaoIdioma: f.cd_idioma === undefined ? null : (est.idioma.get(f.cd_idioma) ?? 0),
    histogramaAlterado: est.histogramaAlterado,
    fracaoLocal: locais.length
      ? Math.min(
          1,
          locais.reduce((s, l) => s + (porLocal.get(l) ?? 0.001), 0),
        )
      : 1,
    fracaoCargo: cargos ? cargos.reduce((s, k) => s + (est.cargosAnos.get(k) ?? 0), 0) : null,
  };
}

/** The estimated share of candidates holding every one of the terms (taken as independent). */
const fracaoConjunta = (qs: readonly ConsultaTexto[]) => qs.reduce((x, t) => x * t.freq, 1);

function juntar(qs: readonly ConsultaTexto[], operador: '&&' | '||'): SQL {
  return sql`(${sql.join(
    qs.map((t) => sql`${t.q}::tsquery`),
    sql.raw(` ${operador} `),
  )})`;
}

/**
 * From which fraction of matching candidates a condition is better checked row by row, in update
 * order, than gathered from an index: about where the update-order scan that meets `limiteRanking`
 * matches costs as much as reading every match (limiteRanking / f = N × f).
 */
export function fracaoComum(candidatos: number): number {
  const n = Math.max(candidatos, LIMITES_PESQUISA.limiteRanking);
  return Math.min(0.5, Math.max(0.01, Math.sqrt(LIMITES_PESQUISA.limiteRanking / n)));
}

// coalesce() hides a condition from the index matcher; for a stored vector it changes nothing.
const semIndice = (q: SQL) => sql`coalesce(c.tsv_pesquisa @@ ${q}, false)`;

/** The lexemes the text index is entered by (see guiaIndice). */
export interface GuiaIndice {
  /** The guide as a tsquery of its own (quoted as tsquery input). */
  q: string;
  /** The rarest lexeme's estimated frequency, which bounds what the index reads. */
  freq: number;
  /**
   * The same guide as groups of lexemes (a candidate has one of each group), for the city-keyed
   * index; null when a prefix is walked whole, which that index cannot do.
   */
  grupos: string[][] | null;
}

/**
 * The lexemes the text index is entered by: every whole-word lexeme of the required terms, every
 * prefix as the few lexemes it stands for (unless a quarter of the candidates or more have them),
 * and the rarest one. GIN's AND walks the shortest posting list and skips through the longer ones,
 * so whole words narrow the rows cheaply; a prefix left as such has to gather every posting under
 * it first, so it joins only when it is the rarest of all.
 */
export function guiaIndice(qs: readonly ConsultaTexto[]): GuiaIndice | null {
  let rara: LexemaTermo | null = null;
  for (const t of qs) for (const l of t.lexemas ?? []) if (!rara || l.freq < rara.freq) rara = l;
  if (!rara) return null;
  const citar = (x: string) => `'${x.replace(/'/g, "''")}'`;
  // a prefix not expanded reads its whole range of the index (empty when no candidate has it)
  const grupo = (l: LexemaTermo) => (!l.prefixo ? [l.lexema] : l.expansao?.length ? l.expansao : null);
  const partes = new Map<string, string[] | null>();
  const juntarParte = (l: LexemaTermo) => {
    const g = grupo(l);
    const texto = !g
      ? `${citar(l.lexema)}:*`
      : g.length === 1
        ? citar(g[0])
        : `(${g.map(citar).join(' | ')})`;
    partes.set(texto, g);
  };
  juntarParte(rara);
  for (const t of qs) {
    for (const l of t.lexemas ?? []) {
      // an OR of lexemes present in most rows would cost more to skip through than it saves
      if (!l.prefixo || (l.expansao && l.freq < FREQUENCIA_GUIA_MAX)) juntarParte(l);
    }
  }
  const grupos = [...partes.values()];
  return {
    q: [...partes.keys()].join(' & '),
    freq: rara.freq,
    grupos: grupos.every((g) => g !== null) ? (grupos as string[][]) : null,
  };
}

/** The text index reads one posting list well; intersecting several long ones costs more than it saves. */
const FREQUENCIA_GUIA_MAX = 0.25;

/** The key of a lexeme in a city, as lexemas_cidade (migration 0011) writes them. */
export const chaveCidade = (cidade: string, lexema: string) => `${cidade}|${lexema}`;

/**
 * The code of a language at minimum levels in candidato.idiomas_niveis (idiomas_niveis_candidato,
 * migration 0012, stores one per minimum the candidate meets).
 */
export const codigoIdiomaNiveis = (cdIdioma: number, fala: number, leitura: number, escrita: number) =>
  cdIdioma * 1000 + fala * 100 + leitura * 10 + escrita;

/** Candidates of one of the cities holding a lexeme of every group, through candidato_cidade_lexema_idx. */
function nasCidades(cidades: readonly string[], grupos: readonly string[][]): SQL {
  const chaves = sql`lexemas_cidade(c.nm_cidade, c.tsv_pesquisa)`;
  const porCidade = cidades.map((cidade) => {
    const todas = grupos.filter((g) => g.length === 1).map((g) => chaveCidade(cidade, g[0]));
    const condicoes: SQL[] = todas.length ? [sql`${chaves} @> ${sql.param(todas)}::text[]`] : [];
    for (const g of grupos) {
      if (g.length > 1) {
        condicoes.push(sql`${chaves} && ${sql.param(g.map((l) => chaveCidade(cidade, l)))}::text[]`);
      }
    }
    return sql`(${sql.join(condicoes, sql` AND `)})`;
  });
  return sql`(${sql.join(porCidade, sql` OR `)})`;
}

/**
 * Required terms (docs/search.md's planner trap): a combination common enough is checked on the rows the
 * other filters reach, never through the text index, whose bitmap the planner would otherwise
 * intersect with the others'. A rarer combination goes through the index by its whole words
 * (see guiaIndice), in the cities' keyed lexemes when `cidades` are given (see cidadesDoGuia), and
 * is checked whole, phrases and all, on the rows those lexemes lead to.
 */
function obrigatorios(
  qs: readonly ConsultaTexto[],
  limiar: number,
  forcarIndice = false,
  cidades: readonly string[] | null = null,
  semanas: readonly number[] | null = null,
): SQL[] {
  if (!qs.length) return [];
  const todos = juntar(qs, '&&');
  const conjunto = fracaoConjunta(qs);
  if (conjunto >= limiar && !forcarIndice) return [semIndice(todos)];
  const guia = guiaIndice(qs);
  if (!guia || guia.freq >= FREQUENCIA_GUIA_MAX) return [sql`c.tsv_pesquisa @@ ${todos}`];
  if (cidades && guia.grupos) return [nasCidades(cidades, guia.grupos), semIndice(todos)];
  if (semanas?.length) {
    // one scan of the text index per week, each meeting the guide's postings with the week's
    const porSemana = semanas.map(
      (s) => sql`(c.tsv_pesquisa @@ ${guia.q}::tsquery AND semana_pesquisa(c.alterado_em) = ${s}::int)`,
    );
    return [sql`(${sql.join(porSemana, sql` OR `)})`, semIndice(todos)];
  }
  return [sql`c.tsv_pesquisa @@ ${guia.q}::tsquery`, semIndice(todos)];
}

/** The week of an instant as semana_pesquisa (migration 0015) numbers it: whole weeks since the epoch. */
export const semanaPesquisa = (ms: number) => Math.floor(ms / (7 * 86_400_000));

/**
 * Most weeks a recent window is read by week from the text index: each week is a scan of its own
 * that walks the guide's postings again, so past two weeks one scan of the whole period costs less.
 */
export const SEMANAS_JANELA_MAX = 2;

/**
 * The weeks a recent window spans, from its start to the end of the period asked, or null when
 * there are more than SEMANAS_JANELA_MAX of them or the period has no end.
 */
export function semanasDaJanela(janela: string, f: FiltrosPesquisa): number[] | null {
  const fim = fimUltimaAtualizacao(f);
  if (!fim) return null;
  const primeira = semanaPesquisa(Date.parse(janela));
  const ultima = semanaPesquisa(Date.parse(fim) - 1);
  if (ultima < primeira || ultima - primeira + 1 > SEMANAS_JANELA_MAX) return null;
  return Array.from({ length: ultima - primeira + 1 }, (_, i) => primeira + i);
}

/**
 * The cities whose keyed lexemes (candidato_cidade_lexema_idx) find the required keywords, or null.
 * Keywords rare enough for the text index, asked in a few cities without neighbourhoods, then read
 * only those cities' postings: far fewer than the lexemes' postings nationwide, and no bitmap of the
 * cities' rows in the period to meet them (for a city holding a large share of the pool, each of
 * those costs more than the rest of the search). The period is then checked on the rows found, so a
 * period too narrow for that (fewer than ten times the keywords' share of the rows) keeps the plain
 * plan.
 */
export function cidadesDoGuia(f: FiltrosPesquisa, p: PreparoPesquisa, limiar: number): string[] | null {
  const cidades = f.cidades ?? [];
  if (!cidades.length || cidades.length > MAX_RAMOS_LOCAIS || f.bairros?.length) return null;
  const obrig = p.consultas.palavrasChaveObrigatorio;
  if (!obrig.length) return null;
  const conjunto = fracaoConjunta(obrig);
  if (conjunto >= limiar || 10 * conjunto >= fracaoPeriodo(f, p)) return null;
  const guia = guiaIndice(obrig);
  if (!guia?.grupos || guia.freq >= FREQUENCIA_GUIA_MAX) return null;
  return [...cidades];
}

/** Any of the optional terms: through the index only when together they are rare. */
function algumOpcional(qs: readonly ConsultaTexto[], limiar: number): SQL {
  const q = juntar(qs, '||');
  const algum = Math.min(
    1,
    qs.reduce((s, t) => s + t.freq, 0),
  );
  return algum >= limiar ? semIndice(q) : sql`c.tsv_pesquisa @@ ${q}`;
}

/**
 * The cargos_anos codes of the position filter: cd_cargo * 100 + whole years, from the years asked
 * (rounded up) to 99, so 'at least N years' is an overlap answered by the GIN index.
 */
function codigosCargo(f: Pick<FiltrosPesquisa, 'cargo' | 'experiencia'>): number[] | null {
  if (f.cargo === undefined) return null;
  const cargo = f.cargo;
  const minimo = f.experiencia !== undefined && f.experiencia < 1 ? 0 : Math.ceil(f.experiencia ?? 0);
  return Array.from({ length: 100 - minimo }, (_, i) => cargo * 100 + minimo + i);
}

/** The filter conditions of the search (spec 000 §3.8), keywords apart. */
function condicoes(
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
      w.push(sql`EXISTS (SELECT 1 FROM candidato_idioma i
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

  // discarded in an earlier selection of the vacancy: read once from the partial index into a hash
  // that every row is checked against. (As NOT EXISTS the planner may pick a merge anti-join in
  // cd_pessoa order, which walks every selection row of the candidates before the first match.)
  w.push(sql`c.cd_pessoa NOT IN (SELECT sd.cd_pessoa_candidato FROM selecao_candidato sd
                                  WHERE sd.nr_vaga = ${f.nrVaga} AND sd.id_descartado = 'S')`);
  return w;
}

/** Required keywords between these frequencies are searched in a recent window first (see janelaRecente). */
export const FREQUENCIA_JANELA = { min: 0.005, max: 0.25 } as const;

/** Epoch ms at the given quantile (0..1) of an equal-count histogram. */
function quantil(limites: readonly number[], q: number): number {
  const pos = Math.min(Math.max(q, 0), 1) * (limites.length - 1);
  const i = Math.floor(pos);
  if (i >= limites.length - 1) return limites[limites.length - 1];
  return limites[i] + (limites[i + 1] - limites[i]) * (pos - i);
}

/**
 * Lower bound of the last update for a first, recent-only attempt, or null. For required keywords of
 * middling frequency both plain strategies read many rows: the update-order scan meets
 * limiteRanking matches only after limiteRanking / f rows, and the text index finds every match of
 * the whole period. Restricted to the most recent rows that should hold about 1.5 × limiteRanking
 * matches (estimated from the statistics of the last update and of the state or city), the text
 * index and the update-date index meet in a small bitmap. When the window turns out to hold fewer
 * matches than the pool needs, the search runs again without it.
 */
export function janelaRecente(f: FiltrosPesquisa, p: PreparoPesquisa): string | null {
  const obrig = p.consultas.palavrasChaveObrigatorio;
  if (!obrig.length || p.consultas.palavrasChaveOpcional.length) return null;
  if (f.bairros?.length || (f.cidades?.length ?? 0) > 1 || p.histogramaAlterado.length < 3) return null;
  const freq = fracaoConjunta(obrig);
  if (freq < FREQUENCIA_JANELA.min || freq >= FREQUENCIA_JANELA.max) return null;
  if (cidadesDoGuia(f, p, fracaoComum(p.candidatos))) return null;
  const linhasNecessarias = (1.5 * LIMITES_PESQUISA.limiteRanking) / freq;
  const fracao = linhasNecessarias / Math.max(1, p.candidatos * p.fracaoLocal);
  if (fracao >= 0.5) return null;
  const inicio = quantil(p.histogramaAlterado, 1 - fracao);
  if (f.ultimaAtualizacaoDe && inicio <= Date.parse(inicioDia(f.ultimaAtualizacaoDe))) return null;
  return new Date(inicio).toISOString();
}

/** Fraction of the last-update histogram inside the period asked (1 without statistics). */
function fracaoPeriodo(f: FiltrosPesquisa, p: PreparoPesquisa): number {
  const h = p.histogramaAlterado;
  if (h.length < 3) return 1;
  const de = f.ultimaAtualizacaoDe ? Date.parse(inicioDia(f.ultimaAtualizacaoDe)) : -Infinity;
  const fim = fimUltimaAtualizacao(f);
  const ate = fim ? Date.parse(fim) : Infinity;
  return Math.max(1 / (h.length - 1), h.filter((t) => t >= de && t < ate).length / (h.length - 1));
}

/**
 * True when a far more selective index (the position's GIN, or the text index for a rare keyword)
 * should find the candidates alone: intersecting its small bitmap with the huge one of a state or
 * city and period costs more than checking the place and date on the few rows it finds (the other
 * face of docs/search.md's planner trap). Neighbourhoods are always narrow enough to keep.
 */
function localSoAtrapalha(f: FiltrosPesquisa, p: PreparoPesquisa, limiar: number): boolean {
  if (f.bairros?.length || p.candidatos <= 0) return false;
  const obrig = p.consultas.palavrasChaveObrigatorio;
  const raros = obrig.filter((t) => t.freq < limiar);
  const guias: number[] = [];
  if (p.fracaoCargo !== null) guias.push(p.fracaoCargo);
  if (obrig.length && fracaoConjunta(obrig) < limiar) {
    guias.push(fracaoConjunta(raros.length ? raros : obrig));
  }
  if (!guias.length) return false;
  const guia = Math.min(...guias) * p.candidatos;
  const lugar = p.fracaoLocal * fracaoPeriodo(f, p) * p.candidatos;
  return lugar > 25 * Math.max(guia, 1);
}

/** Fraction of the last-update histogram from `desde` (epoch ms) on (1 without statistics). */
function fracaoDesde(p: PreparoPesquisa, desde: number): number {
  const h = p.histogramaAlterado;
  if (h.length < 3) return 1;
  return Math.max(1 / (h.length - 1), h.filter((t) => t >= desde).length / (h.length - 1));
}

/**
 * True when a recent window read by week should find its candidates by the text index alone: the
 * keywords' postings of those weeks (every place) are far fewer than the rows of the state or city
 * in the period, and building the bitmap of those rows to meet them costs more than checking place
 * and date on each row the postings give. The window is sized for the place's matches, so this
 * holds whenever the place is large; the weeks are whole and start before the window, and on the
 * day of a bulk load, when recent updates are dense, they hold several times the rows needed.
 */
function localAtrapalhaSemanas(f: FiltrosPesquisa, p: PreparoPesquisa, semanas: readonly number[]): boolean {
  if (f.bairros?.length || p.candidatos <= 0) return false;
  const inicioSemanas = semanas[0] * 7 * 86_400_000;
  const postagens = fracaoConjunta(p.consultas.palavrasChaveObrigatorio) * fracaoDesde(p, inicioSemanas);
  const lugar = p.fracaoLocal * fracaoPeriodo(f, p);
  return lugar > 25 * Math.max(postagens, 1 / p.candidatos);
}

/** Most places searched as separate ordered scans (each one is planned apart). */
const MAX_RAMOS_LOCAIS = 10;

/**
 * One condition per place when several cities or neighbourhoods are asked: each reads its own range
 * of a composite index already in update order, and a merge of those ranges meets the most recent
 * matches without reading, and sorting, every candidate of every place.
 */
function ramosLocais(f: FiltrosPesquisa): SQL[] | null {
  const cidades = f.cidades ?? [];
  const bairros = f.bairros ?? [];
  let ramos: SQL[] = [];
  if (bairros.length && f.estado) {
    ramos = cidades.flatMap((ci) =>
      bairros.map((b) => sql`c.cd_uf = ${f.estado} AND c.nm_cidade = ${ci} AND c.nm_bairro = ${b}`),
    );
  } else if (cidades.length > 1 && !bairros.length) {
    ramos = cidades.map((ci) =>
      f.estado ? sql`c.nm_cidade = ${ci} AND c.cd_uf = ${f.estado}` : sql`c.nm_cidade = ${ci}`,
    );
  }
  return ramos.length >= 2 && ramos.length <= MAX_RAMOS_LOCAIS ? ramos : null;
}

/** The `limite` most recent candidates meeting `onde`, per place when there are place branches. */
function maisRecentes(colunas: SQL, onde: SQL, ramos: SQL[] | null, limite: number): SQL {
  if (!ramos)
    return sql`SELECT ${colunas} FROM candidato c WHERE ${onde} ORDER BY c.alterado_em DESC LIMIT ${limite}`;
  const partes = ramos.map(
    (r) =>
      sql`(SELECT ${colunas} FROM candidato c WHERE ${onde} AND ${r} ORDER BY c.alterado_em DESC LIMIT ${limite})`,
  );
  return sql`SELECT * FROM (${sql.join(partes, sql` UNION ALL `)}) u ORDER BY u.alterado_em DESC LIMIT ${limite}`;
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
  const contagem = sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM candidato c WHERE ${ondeTodos} LIMIT ${teto}) t`;

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
