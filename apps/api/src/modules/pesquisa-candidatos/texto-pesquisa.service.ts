import {
  analisarPalavrasChave,
  type CampoPalavrasChave,
  type TermoPesquisa,
} from '@backoffice/domain/pesquisa-candidatos';
import type { FiltrosPesquisa } from '@backoffice/domain/pesquisa-filtros';
import { sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../db/client';

// The keywords of a search as the text index sees them: the candidates' statistics (cached a few
// minutes), each term's lexemes and frequency, prefixes expanded from lexema_pesquisa.

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

/**
 * The cargos_anos codes of the position filter: cd_cargo * 100 + whole years, from the years asked
 * (rounded up) to 99, so 'at least N years' is an overlap answered by the GIN index.
 */
export function codigosCargo(f: Pick<FiltrosPesquisa, 'cargo' | 'experiencia'>): number[] | null {
  if (f.cargo === undefined) return null;
  const cargo = f.cargo;
  const minimo = f.experiencia !== undefined && f.experiencia < 1 ? 0 : Math.ceil(f.experiencia ?? 0);
  return Array.from({ length: 100 - minimo }, (_, i) => cargo * 100 + minimo + i);
}
