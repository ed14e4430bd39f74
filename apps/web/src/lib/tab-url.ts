/** Parameters of a tab as they travel in its URL (always text). */
export type ParametrosAba = Record<string, string>;

/** What callers may pass: numbers and flags are turned into text; empty values are left out. */
export type ParametrosEntrada = Record<string, string | number | boolean | null | undefined>;

/** Prefix of every tab URL: /t/DadosCandidato?cdPessoaCandidato=123 */
export const PREFIXO_ABA = '/t/';

export function normalizarParametros(params: ParametrosEntrada = {}): ParametrosAba {
  const out: ParametrosAba = {};
  for (const k of Object.keys(params).sort()) {
    const v = params[k];
    if (v === undefined || v === null || v === '') continue;
    out[k] = String(v);
  }
  return out;
}

function queryString(params: ParametrosAba): string {
  const qs = new URLSearchParams();
  for (const k of Object.keys(params).sort()) qs.append(k, params[k]);
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * The parameter naming the inner tab of a page (Seleção - Entrar's Minhas Vagas, Grupos...): it
 * travels in the address, so each inner tab has its own URL, but it does not make another tab of the
 * workspace.
 */
export const PARAMETRO_SUBABA = 'aba';

/** One tab per key and parameters (the inner tab aside): the same call focuses the tab already open. */
export function idDaAba(chave: string, params: ParametrosEntrada = {}): string {
  const { [PARAMETRO_SUBABA]: _subaba, ...identidade } = normalizarParametros(params);
  return `${chave}${queryString(identidade)}`;
}

/** The address of a tab. */
export function urlDaAba(chave: string, params: ParametrosEntrada = {}): string {
  return `${PREFIXO_ABA}${encodeURIComponent(chave)}${queryString(normalizarParametros(params))}`;
}

/** The tab an address points at, or null when it is not a tab address. */
export function abaDaUrl(pathname: string, search = ''): { chave: string; params: ParametrosAba } | null {
  if (!pathname.startsWith(PREFIXO_ABA)) return null;
  const resto = pathname.slice(PREFIXO_ABA.length).replace(/\/+$/, '');
  if (!resto || resto.includes('/')) return null;
  let chave: string;
  try {
    chave = decodeURIComponent(resto);
  } catch {
    return null;
  }
  const params: ParametrosAba = {};
  for (const [k, v] of new URLSearchParams(search)) {
    if (v !== '') params[k] = v;
  }
  return { chave, params: normalizarParametros(params) };
}
