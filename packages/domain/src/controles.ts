import { MENSAGENS } from './mensagens';

/** Limits of the generic controls and pickers (spec 000 §5.1, §9; 001 §9; 002 §5). */
export const LIMITES_CONTROLES = {
  /** Delayed selects and text pickers search only from this many typed characters. */
  minCaracteresBusca: 3,
  /** Pause after the last keystroke before a delayed select searches. */
  debounceBuscaMs: 500,
  /** Default maximum of the reason asked by a confirmation dialog. */
  motivoMaxPadrao: 200,
  /** Counter turns to warning from this fraction of the maximum. */
  fracaoAvisoContador: 0.4,
  /** Earliest and latest dates a date field accepts (ISO). */
  dataMinima: '1970-01-01',
  dataMaxima: '2200-12-31',
  /**
   * Earliest date of a person's own history (birth, documents, past jobs, disability reports): those
   * fields accept dates from here instead of `dataMinima`.
   */
  dataMinimaHistorica: '1900-01-01',
  /** Currency fields (salary and the like) hold at most 9 characters, e.g. 99.999,99. */
  moedaMaxCaracteres: 9,
  moedaValorMaximo: 99_999.99,
  /** Pagination choices and default. */
  tamanhosPagina: [10, 20, 50, 100] as const,
  tamanhoPaginaPadrao: 50,
  /** Row height of the shift list (virtualised). */
  alturaLinhaTurno: 60,
  /** Default country (Brazil). */
  paisPadrao: 1,
  /** The most rows a text picker answers with. */
  maxResultadosPicker: 50,
  /** Hover time before a preview opens (a vacancy's profile, the client card; spec 001 §9). */
  atrasoPreviaMs: 1000,
} as const;

/** Messages of the generic controls; the shared ones (required, loading, empty) live in MENSAGENS. */
export const MENSAGENS_CONTROLES = {
  exibindo: (mostrados: number, total: number) => `Exibindo ${mostrados} de ${total}`,
  exibindoRegistros: (n: number) => `Exibindo ${n} ${n === 1 ? 'registro' : 'registros'}`,
  digiteParaBuscar: (min: number) => `Digite ao menos ${min} caracteres para pesquisar`,
  dataInvalida: 'Data inválida. Use o formato dd/mm/aaaa.',
  dataMinima: (dataBr: string) => `A data mínima permitida é ${dataBr}`,
  dataMaxima: (dataBr: string) => `A data máxima permitida é ${dataBr}`,
  horaInvalida: 'Hora inválida.',
} as const;

/** Colour of a text-area counter: danger, warning or neutral. */
export type CorContador = 'perigo' | 'aviso' | 'normal';

/**
 * Counter colour (spec 000 §5.1): danger below the minimum or at the maximum,
 * warning from about 40 % of the maximum, neutral otherwise.
 */
export function corContador(tamanho: number, max: number, min?: number): CorContador {
  if ((min !== undefined && min > 0 && tamanho < min) || tamanho >= max) return 'perigo';
  if (tamanho >= Math.ceil(max * LIMITES_CONTROLES.fracaoAvisoContador)) return 'aviso';
  return 'normal';
}

/** Lower-case text without diacritics, for comparisons that ignore case and accents. */
export function normalizarBusca(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/**
 * LIKE pattern of a contains-search: the text lower-cased and without accents (compare it with
 * f_unaccent(lower(column))), its wildcards escaped so '%' and '_' match themselves.
 */
export function padraoContem(texto: string): string {
  return `%${normalizarBusca(texto).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when any string (or number) field of the row contains the text, ignoring case and accents. */
export function linhaContem(linha: object, texto: string): boolean {
  const alvo = normalizarBusca(texto);
  if (!alvo) return true;
  return Object.values(linha).some(
    (v) => (typeof v === 'string' || typeof v === 'number') && normalizarBusca(String(v)).includes(alvo),
  );
}

/** Free-text list filter (spec 002 §5): rows with any field matching, case- and accent-insensitive. */
export function filtrarLinhas<T extends object>(linhas: readonly T[], texto: string): T[] {
  if (!normalizarBusca(texto)) return [...linhas];
  return linhas.filter((l) => linhaContem(l, texto));
}

/** True when a typed search is long enough to query the server. */
export function buscaSuficiente(texto: string, min: number = LIMITES_CONTROLES.minCaracteresBusca): boolean {
  return texto.trim().length >= min;
}

/** Number of pages for a total of rows. */
export function totalPaginas(totalLinhas: number, tamanhoPagina: number): number {
  return Math.max(1, Math.ceil(totalLinhas / tamanhoPagina));
}

/** Message of a number outside its bounds, or null when it is within them. */
export function erroLimiteNumero(
  valor: number | null | undefined,
  min?: number,
  max?: number,
): string | null {
  if (valor === null || valor === undefined || Number.isNaN(valor)) return null;
  if (min !== undefined && valor < min) return MENSAGENS.minimoValor(min);
  if (max !== undefined && valor > max) return MENSAGENS.maximoValor(max);
  return null;
}

/** Message of a reason shorter than the minimum, or null. */
export function erroMotivo(motivo: string, min?: number): string | null {
  if (!min) return null;
  return motivo.trim().length < min ? MENSAGENS.minimoMotivo(min) : null;
}

/** ISO date (YYYY-MM-DD) as dd/mm/yyyy. */
export function isoParaBr(iso: string): string {
  const [a, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

/**
 * Parses a dd/mm/yyyy (or dd-mm-yyyy) date typed by a user into ISO YYYY-MM-DD; null when the text
 * is not a real calendar date.
 */
export function brParaIso(texto: string): string | null {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const [, d, mes, a] = m;
  const data = new Date(Date.UTC(Number(a), Number(mes) - 1, Number(d)));
  if (
    data.getUTCFullYear() !== Number(a) ||
    data.getUTCMonth() !== Number(mes) - 1 ||
    data.getUTCDate() !== Number(d)
  ) {
    return null;
  }
  return `${a}-${mes}-${d}`;
}

/**
 * Message of an ISO date outside the accepted bounds (1970-01-01 to 2200-12-31 unless narrowed), or
 * null. `piso` lowers the floor the bounds never go below (a person's history starts in 1900).
 */
export function erroLimiteData(
  iso: string,
  min: string = LIMITES_CONTROLES.dataMinima,
  max: string = LIMITES_CONTROLES.dataMaxima,
  piso: string = LIMITES_CONTROLES.dataMinima,
): string | null {
  const menor = min < piso ? piso : min;
  const maior = max > LIMITES_CONTROLES.dataMaxima ? LIMITES_CONTROLES.dataMaxima : max;
  if (iso < menor) return MENSAGENS_CONTROLES.dataMinima(isoParaBr(menor));
  if (iso > maior) return MENSAGENS_CONTROLES.dataMaxima(isoParaBr(maior));
  return null;
}
