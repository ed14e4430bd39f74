import { z } from 'zod';
import { padraoContem } from './controles';
import { codigo, cpf, texto, textoAparado, uf } from './entrada';
import { cpfValido } from './formatacao';
import type { AreaPermissao } from './permissions';

/**
 * Candidate search by name, CPF or code (spec 001 §2.14, §3 'Candidate search row', §5, §7, §8, §9):
 * GET candidato/pesquisa/{field=value...} answers at most 200 candidates and
 * GET candidato/count/pesquisa/{...} counts them up to the same cap. The filters travel in the path
 * as `campo=valor` segments, e.g. candidato/pesquisa/nm_pessoa=maria/cd_uf=SC/nm_cidade=Joinville.
 */

export const LIMITES_BUSCA_CANDIDATOS = {
  /** Rows answered, and the count's cap: the warning shows when the count reaches it (spec 001 §5, §9). */
  maxResultados: 200,
  /**
   * A name fragment needs a run of at least 3 letters or digits: the name index is built of
   * trigrams, and a shorter fragment holds none, so it would read the whole index.
   */
  nomeMinimo: 3,
  /** Longest name fragment (pessoa.nm_pessoa holds 200; nobody types half of it to search). */
  nomeMax: 100,
  /** Longest city name (candidato.nm_cidade). */
  cidadeMax: 120,
  /** The whole filter path: every field at its longest fits well under this. */
  filtrosMax: 500,
  /** The longest a search may run on the server. */
  tempoMaximoMs: 5000,
} as const;

/** Where the panel starts when the user's unit gives no city (spec 001 §2.14, §9). */
export const CIDADE_PADRAO_BUSCA = { CD_UF: 'SC', NM_CIDADE: 'JOINVILLE' } as const;

const L = LIMITES_BUSCA_CANDIDATOS;

/**
 * Who may search: the tab 'Busca de Candidatos' is in the selection workspace, the management screen
 * and the recruitment screen (spec 002 §2.4, §2.5).
 */
export const AREAS_BUSCA_CANDIDATOS = [
  'selecaoEntrar',
  'gerencial',
  'recrutamentoEntrar',
] as const satisfies readonly AreaPermissao[];

export const MENSAGENS_BUSCA_CANDIDATOS = {
  /** Spec 001 §8: a search without any filter (and one the server could not finish in time). */
  muitosResultados: 'Erro ao aplicar filtros, muitos resultados. Aplique mais filtros',
  /** Spec 001 §8: the warning when the count is 200 or more. */
  avisoLimite: 'Apenas 200 resultados retornados, aplique mais filtros para resultados precisos',
  /** Spec 001 §8 ('Counters and lists'): the fallback when the search fails. */
  erroBuscar: 'Erro ao buscar candidatos',
  nomeCurto: `Informe ao menos ${L.nomeMinimo} letras seguidas do nome.`,
  nomeLongo: `Informe no máximo ${L.nomeMax} caracteres do nome.`,
  cidadeLonga: `Informe no máximo ${L.cidadeMax} caracteres da cidade.`,
  cpfInvalido: 'CPF inválido.',
  codigoInvalido: 'Código do candidato inválido.',
  ufInvalida: 'UF inválida',
  bloqueadoInvalido: 'Apenas bloqueados: informe S ou N.',
  filtroMalFormado: 'Cada filtro da pesquisa deve ter a forma campo=valor.',
  filtroDesconhecido:
    'Filtro desconhecido: use cd_pessoa, nr_documento_cpf, nm_pessoa, id_bloqueado, cd_uf ou nm_cidade.',
  filtroRepetido: 'Cada filtro da pesquisa pode aparecer uma vez só.',
  filtrosLongos: `Os filtros da pesquisa passam de ${L.filtrosMax} caracteres.`,
} as const;

const M = MENSAGENS_BUSCA_CANDIDATOS;

/** The accepted fields, in the order the path is written. */
export const CAMPOS_BUSCA_CANDIDATOS = [
  'cd_pessoa',
  'nr_documento_cpf',
  'nm_pessoa',
  'id_bloqueado',
  'cd_uf',
  'nm_cidade',
] as const;
export type CampoBuscaCandidatos = (typeof CAMPOS_BUSCA_CANDIDATOS)[number];

/** A name fragment as searched: trimmed, inner spaces collapsed. */
export function normalizarNomeBusca(nome: string): string {
  return nome.trim().replace(/\s+/g, ' ');
}

const SEQUENCIA_MINIMA = new RegExp(`[\\p{L}\\p{N}]{${L.nomeMinimo}}`, 'u');

/** True when the fragment holds a run of at least 3 letters or digits (what the name index can find). */
export function nomeBuscavel(nome: string): boolean {
  return SEQUENCIA_MINIMA.test(normalizarNomeBusca(nome));
}

/**
 * LIKE pattern of a name fragment, compared with f_unaccent(lower(nm_pessoa)): case and accents
 * ignored, the words in the order typed with anything between them, so 'maria silva' finds
 * 'Maria Cecília da Silva'; '%' and '_' typed match themselves.
 */
export function padraoNomeBusca(nome: string): string {
  return normalizarNomeBusca(nome)
    .split(' ')
    .map((palavra) => padraoContem(palavra).slice(1, -1))
    .filter(Boolean)
    .reduce((padrao, palavra) => `${padrao}${palavra}%`, '%');
}

const cpfBusca = cpf(M.cpfInvalido).refine(cpfValido, M.cpfInvalido);
const nomeBusca = textoAparado(L.nomeMax, M.nomeLongo)
  .transform(normalizarNomeBusca)
  .refine(nomeBuscavel, M.nomeCurto);

/** The filters, each checked by its own primitive; an unknown field is refused. */
export const filtrosBuscaCandidatos = z.strictObject(
  {
    cd_pessoa: codigo('int8', M.codigoInvalido).optional(),
    nr_documento_cpf: cpfBusca.optional(),
    nm_pessoa: nomeBusca.optional(),
    id_bloqueado: z.enum(['S', 'N'], { error: M.bloqueadoInvalido }).optional(),
    cd_uf: uf(M.ufInvalida).optional(),
    nm_cidade: textoAparado(L.cidadeMax, M.cidadeLonga).optional(),
  },
  { error: M.filtroDesconhecido },
);
export type FiltrosBuscaCandidatos = z.output<typeof filtrosBuscaCandidatos>;
/** The filters as the panel holds them (a code or a CPF may be typed as text). */
export type FiltrosBuscaEntrada = z.input<typeof filtrosBuscaCandidatos>;

/**
 * A search: its filters, each checked by its own primitive, and at least one of them given, with the
 * spec's text (a search without any would list every candidate). The panel checks it before asking.
 */
export const pesquisaBuscaCandidatos = filtrosBuscaCandidatos.refine((f) => temFiltro(f), {
  message: M.muitosResultados,
  // only when every filter given was accepted
  when: (p) => p.issues.length === 0,
});

export type LeituraFiltros = { ok: true; filtros: FiltrosBuscaCandidatos } | { ok: false; erros: string[] };

/**
 * Reads the `campo=valor` segments of the path (already URL-decoded, joined by '/'): each field at
 * most once, the value after the first '=', a blank value meaning the filter is not given. A path
 * with no filter is refused with the spec's text: such a search would list every candidate.
 */
export function lerFiltrosBusca(caminho: string): LeituraFiltros {
  const brutos = new Map<string, string>();
  const vistos = new Set<string>();
  const erros = new Set<string>();
  for (const segmento of caminho.split('/')) {
    if (segmento === '') continue;
    const i = segmento.indexOf('=');
    if (i <= 0) {
      erros.add(M.filtroMalFormado);
      continue;
    }
    const campo = segmento.slice(0, i);
    const valor = segmento.slice(i + 1);
    if (vistos.has(campo)) erros.add(M.filtroRepetido);
    vistos.add(campo);
    // a blank value is a filter not given
    if (valor.trim() !== '') brutos.set(campo, valor);
  }
  if (erros.size) return { ok: false, erros: [...erros] };
  const r = pesquisaBuscaCandidatos.safeParse(Object.fromEntries(brutos));
  if (!r.success) return { ok: false, erros: [...new Set(r.error.issues.map((e) => e.message))] };
  return { ok: true, filtros: r.data };
}

/** True when any filter is given. */
export function temFiltro(f: FiltrosBuscaEntrada): boolean {
  return CAMPOS_BUSCA_CANDIDATOS.some((c) => f[c] !== undefined && String(f[c]).trim() !== '');
}

/**
 * The path of a search (the part after candidato/pesquisa/): the filters given, in a fixed order,
 * as `campo=valor` segments. Blank filters are left out. The client encodes each segment.
 */
export function caminhoFiltrosBusca(f: FiltrosBuscaEntrada): string {
  return CAMPOS_BUSCA_CANDIDATOS.flatMap((c) => {
    const v = f[c];
    if (v === undefined) return [];
    const s = String(v).trim();
    return s === '' ? [] : [`${c}=${s}`];
  }).join('/');
}

/** Path parameter of both calls: the filter segments, checked here so a refusal names no field. */
export const filtrosBuscaParams = z
  .object({ '*': texto(L.filtrosMax, M.filtrosLongos) })
  .superRefine((p, ctx) => {
    const r = lerFiltrosBusca(p['*']);
    if (!r.ok) for (const erro of r.erros) ctx.addIssue({ code: 'custom', message: erro, path: [] });
  });

/** A row of the search (spec 001 §3 'Candidate search row'), plus the blocked flag. */
export const buscaCandidatoLinha = z.object({
  CODIGO_PESSOA: z.number().int(),
  NOME_PESSOA: z.string(),
  CPF: z.string().nullable(),
  UF: z.string().nullable(),
  CIDADE: z.string().nullable(),
  /** ISO 8601. */
  DATA_CRIACAO: z.string(),
  ALTERADO_EM: z.string(),
  /** Name of the user who last changed the record. */
  ALTERADO_POR: z.string().nullable(),
  /** S means HOT. */
  ID_DESTAQUE: z.enum(['S', 'N']),
  ID_BLOQUEADO: z.enum(['S', 'N']),
});
export type BuscaCandidatoLinha = z.infer<typeof buscaCandidatoLinha>;

/** Answer of the count: the matches counted up to the cap (200 means 200 or more). */
export const contagemBuscaResposta = z.object({ TOTAL: z.number().int() });

/** True when the count reached the cap: the list holds only part of the matches (spec 001 §5, §8). */
export function limiteAtingido(total: number): boolean {
  return total >= L.maxResultados;
}

/** GET cidades/cidade-padrao-usuario/{user_sip}/{cd_unid}. */
export const cidadePadraoParams = z.object({ user_sip: codigo('int8'), cd_unid: codigo('int4') });
/** Its answer: the state and city the candidate search starts with. */
export const cidadePadraoResposta = z.object({ CD_UF: z.string(), NM_CIDADE: z.string() });
export type CidadePadraoResposta = z.infer<typeof cidadePadraoResposta>;

/** The filter panel of the screen (spec 001 §2.14), its fields named as the filters they send. */
export interface PainelBusca {
  /** The CPF's digits as typed. */
  nr_documento_cpf: string;
  nm_pessoa: string;
  /** The code's digits as typed (a code may pass the precision of a JavaScript number). */
  cd_pessoa: string;
  /** 'Apenas bloqueados'. */
  id_bloqueado: 'S' | 'N';
  cd_uf: string | null;
  nm_cidade: string | null;
}

/**
 * What the panel searches for: a CPF or a code identifies the candidate wherever they live, so with
 * either of them only they are sent; otherwise the name, 'Apenas bloqueados', state and city.
 */
export function filtrosDoPainel(p: PainelBusca): FiltrosBuscaEntrada {
  const cpf = p.nr_documento_cpf.trim();
  const codigo = p.cd_pessoa.trim();
  if (cpf || codigo) return { nr_documento_cpf: cpf || undefined, cd_pessoa: codigo || undefined };
  return {
    nm_pessoa: p.nm_pessoa.trim() || undefined,
    id_bloqueado: p.id_bloqueado === 'S' ? 'S' : undefined,
    cd_uf: p.cd_uf || undefined,
    nm_cidade: p.nm_cidade || undefined,
  };
}
