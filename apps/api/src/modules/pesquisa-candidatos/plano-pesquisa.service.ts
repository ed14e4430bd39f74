import { instanteNegocio, somarDias, somarMeses } from '@backoffice/domain/datas';
import { LIMITES_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import type { FiltrosPesquisa } from '@backoffice/domain/pesquisa-filtros';
import { type SQL, sql } from 'drizzle-orm';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import type { ConsultaTexto, LexemaTermo, PreparoPesquisa } from './texto-pesquisa.service';

// The search plan's choices: which keywords guide the index, the recent window, the cities' keyed
// lexemes, when a place filter only gets in the way, and the update-order branches.

/** The instant a business day starts in São Paulo, as ISO text. */
export const inicioDia = (iso: string) => instanteNegocio(iso).toISOString();
export const diaSeguinte = (iso: string) => somarDias(iso, 1);
/** The ISO date `anos` years before (29 February falls back to the 28th). */
export const anosAntes = (iso: string, anos: number) => somarMeses(iso, -12 * anos);

/** The first instant after the last-update period asked (the day after its end), or null. */
export const fimUltimaAtualizacao = (f: FiltrosPesquisa) =>
  f.ultimaAtualizacaoAte ? inicioDia(diaSeguinte(f.ultimaAtualizacaoAte)) : null;

/** IS TRUE keeps a condition off the index matcher without changing what it selects. */
/** The estimated share of candidates holding every one of the terms (taken as independent). */
const fracaoConjunta = (qs: readonly ConsultaTexto[]) => qs.reduce((x, t) => x * t.freq, 1);

export function juntar(qs: readonly ConsultaTexto[], operador: '&&' | '||'): SQL {
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
export const semIndice = (q: SQL) => sql`coalesce(c.tsv_pesquisa @@ ${q}, false)`;

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
export function obrigatorios(
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
export function algumOpcional(qs: readonly ConsultaTexto[], limiar: number): SQL {
  const q = juntar(qs, '||');
  const algum = Math.min(
    1,
    qs.reduce((s, t) => s + t.freq, 0),
  );
  return algum >= limiar ? semIndice(q) : sql`c.tsv_pesquisa @@ ${q}`;
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
export function localSoAtrapalha(f: FiltrosPesquisa, p: PreparoPesquisa, limiar: number): boolean {
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
export function localAtrapalhaSemanas(
  f: FiltrosPesquisa,
  p: PreparoPesquisa,
  semanas: readonly number[],
): boolean {
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
export function ramosLocais(f: FiltrosPesquisa): SQL[] | null {
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
export function maisRecentes(colunas: SQL, onde: SQL, ramos: SQL[] | null, limite: number): SQL {
  if (!ramos)
    return sql`SELECT ${colunas} FROM ${tabelasCandidato.candidato('c')} WHERE ${onde} ORDER BY c.alterado_em DESC LIMIT ${limite}`;
  const partes = ramos.map(
    (r) =>
      sql`(SELECT ${colunas} FROM ${tabelasCandidato.candidato('c')} WHERE ${onde} AND ${r} ORDER BY c.alterado_em DESC LIMIT ${limite})`,
  );
  return sql`SELECT * FROM (${sql.join(partes, sql` UNION ALL `)}) u ORDER BY u.alterado_em DESC LIMIT ${limite}`;
}
