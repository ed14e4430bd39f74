import type { z } from 'zod';

/** HTTP methods the API uses. */
export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Status of a success: 200 with the answer, 204 without a body, or 302 for a browser navigation
 * sent elsewhere (a link, not a call; no body). 204 and 302 have `resposta: z.undefined()`.
 */
export type StatusSucesso = 200 | 204 | 302;

/**
 * Names of the `:parameters` of a path: '/vaga/info-vaga/:nrVaga/:setor' → 'nrVaga' | 'setor'; a
 * path ending in the wildcard '/*' (the rest of the path, slashes and all) has the parameter '*'.
 */
export type ParametrosDoCaminho<C extends string> = C extends `${infer Antes}/*`
  ? '*' | ParametrosDoCaminho<Antes>
  : C extends `${string}:${infer P}/${infer Resto}`
    ? P | ParametrosDoCaminho<`/${Resto}`>
    : C extends `${string}:${infer P}`
      ? P
      : never;

type SchemaObjeto = z.ZodType<Record<string, unknown>>;

/**
 * One API call as both sides know it: the spec's method and path (under /api) and the schemas the
 * server validates with. Route files register `caminho` with these schemas; the web calls it
 * through the typed client, so a wrong path, parameter, field or answer fails the type-check.
 */
export interface Contrato<
  M extends Metodo = Metodo,
  C extends string = string,
  P extends SchemaObjeto | undefined = SchemaObjeto | undefined,
  Q extends SchemaObjeto | undefined = SchemaObjeto | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  S extends StatusSucesso = StatusSucesso,
> {
  metodo: M;
  /** The path under /api, with `:name` parameters, exactly as the spec writes it. */
  caminho: C;
  params: P;
  query: Q;
  corpo: B;
  /** The answer of a success: the body of a 200; `z.undefined()` for a 204 or a 302, which have none. */
  resposta: R;
  status: S;
  /**
   * The reads a successful call makes stale, as path prefixes under /api ('/vaga/' is every read
   * of the vacancy area): the web reads them again after the call. Empty for a read.
   */
  invalida: readonly string[];
}

/** A path with parameters needs a `params` schema holding each of them; a path without, none. */
type ParamsDe<C extends string, P> = [ParametrosDoCaminho<C>] extends [never]
  ? { params?: undefined }
  : { params: P & z.ZodType<Record<ParametrosDoCaminho<C>, unknown>> };

/**
 * Declares a contract. The type-checker refuses a `params` schema that misses a parameter of the
 * path, and a path parameter without a `params` schema.
 */
export function contrato<
  const M extends Metodo,
  const C extends string,
  R extends z.ZodType,
  P extends SchemaObjeto | undefined = undefined,
  Q extends SchemaObjeto | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  const S extends StatusSucesso = 200,
>(
  def: {
    metodo: M;
    caminho: C;
    query?: Q;
    corpo?: B;
    resposta: R;
    status?: S;
    invalida?: readonly string[];
  } & ParamsDe<C, P>,
): Contrato<M, C, P, Q, B, R, S> {
  return {
    metodo: def.metodo,
    caminho: def.caminho,
    params: def.params as P,
    query: def.query as Q,
    corpo: def.corpo as B,
    resposta: def.resposta,
    status: (def.status ?? 200) as S,
    invalida: def.invalida ?? [],
  };
}

/** Any contract. */
// biome-ignore lint/suspicious/noExplicitAny: a contract of any shape
export type ContratoQualquer = Contrato<Metodo, string, any, any, any, z.ZodType, StatusSucesso>;

type Saida<S> = S extends z.ZodType ? z.output<S> : never;
type Entrada<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * What the web sends for a contract: the path parameters and query as the handler receives them
 * (numbers stay numbers), the body as JSON before the server's defaults and transforms.
 */
export type PedidoDe<K extends ContratoQualquer> = (K['params'] extends z.ZodType
  ? { params: Saida<K['params']> }
  : { params?: undefined }) &
  (K['query'] extends z.ZodType ? { query: Entrada<K['query']> } : { query?: undefined }) &
  (K['corpo'] extends z.ZodType ? { corpo: Entrada<K['corpo']> } : { corpo?: undefined });

/** The answer of a contract (a 200's body; nothing for a 204) as the web receives it. */
export type RespostaDe<K extends ContratoQualquer> = z.output<K['resposta']>;

/**
 * The path of a call with its parameters filled (each encoded), without the /api prefix. The
 * wildcard keeps its slashes: each segment is encoded, and '=' stays as typed ('a=1/b=2').
 */
export function caminhoPreenchido(caminho: string, params?: Record<string, unknown>): string {
  const preenchido = caminho.replace(/:([A-Za-z0-9_]+)/g, (_m, nome: string) => {
    const valor = params?.[nome];
    if (valor === undefined || valor === null || valor === '') {
      throw new Error(`Parâmetro ${nome} ausente em ${caminho}`);
    }
    return encodeURIComponent(String(valor));
  });
  if (!preenchido.endsWith('/*')) return preenchido;
  const resto = params?.['*'];
  if (resto === undefined || resto === null) throw new Error(`Parâmetro * ausente em ${caminho}`);
  const segmentos = String(resto)
    .split('/')
    .map((s) => encodeURIComponent(s).replaceAll('%3D', '='));
  return `${preenchido.slice(0, -1)}${segmentos.join('/')}`;
}
