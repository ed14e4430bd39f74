import { TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ehPublica, PREFIXO_DOCS, type RotaRegistrada } from '../src/platform/access';
import { criarSessao } from '../src/platform/sessions';
import { carregarDemo } from '../src/seed/demo';
import { ensureReferenceData } from '../src/seed/reference-data';
import { createTestApp, injectAs, sessaoDireta } from './helpers';

// A walk of every route under /api, generated from the route table and each route's schemas: no
// route is named here, so a new route is walked as soon as it is registered. As a user holding
// every permission code, each route gets a base request built from its schemas, broken JSON and
// empty bodies, and then, field by field (body, query string, path), values it must refuse:
// wrong types, NUL and a lone surrogate inside text, 100,000 characters, integers beyond int4 and
// int8, -1 and codes that exist nowhere. No answer may be a 5xx, and a refused request (4xx) must
// have written no row.
//
// `npm test` walks a deterministic sample (per route: the base request, the whole-body cases and
// one value per field, the kind of value rotating from field to field); FUZZ_COMPLETO=1 walks
// every value for every field.

const COMPLETO = process.env.FUZZ_COMPLETO === '1';

/** The subset of JSON Schema that z.toJSONSchema produces for the routes' inputs. */
interface Js {
  type?: string | string[];
  properties?: Record<string, Js>;
  items?: Js;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
}

type Caminho = (string | number)[];
type Tipo = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null' | 'qualquer';

/** A code that exists nowhere but fits every integer column (int4 and up). */
const REFERENCIA_INEXISTENTE = 2_147_480_000;

const t = await createTestApp();
const h = t.db.handle;
await ensureReferenceData({ handle: h });
await carregarDemo(h, { candidatos: 40, senha: 'fuzz-demo-1' });

// Every row any statement writes, recorded by a row trigger on every table: a row counted here
// was committed by the request (a rolled-back transaction takes its rows back with it). Unlike
// transaction ids, which the whole server shares, this sees only this test's database.
await h.query(
  'CREATE TABLE fuzz_escrita (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, tabela text, operacao text)',
);
await h.query(`CREATE FUNCTION fuzz_marcar() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN INSERT INTO fuzz_escrita (tabela, operacao) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`);
await h.query(`DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
              AND c.relname <> 'fuzz_escrita' LOOP
    EXECUTE format('CREATE TRIGGER fuzz_escrita AFTER INSERT OR UPDATE OR DELETE ON %I
                    FOR EACH ROW EXECUTE FUNCTION fuzz_marcar()', r.relname);
  END LOOP; END $$`);

async function ultimaEscrita(): Promise<number> {
  const [r] = await h.query<{ id: number | null }>('SELECT max(id) AS id FROM fuzz_escrita');
  return Number(r.id ?? 0);
}

/**
 * Rows committed after `desde`, as "table operation" texts. The sliding session expiry (an UPDATE
 * of sessao, at most once a minute) happens on any request, whatever its answer, by design.
 */
async function escritasDesde(desde: number): Promise<string[]> {
  const linhas = await h.query<{ tabela: string; operacao: string }>(
    `SELECT DISTINCT tabela, operacao FROM fuzz_escrita
      WHERE id > $1 AND NOT (tabela = 'sessao' AND operacao = 'UPDATE')`,
    [desde],
  );
  return linhas.map((l) => `${l.tabela} ${l.operacao}`);
}

/** Routes whose refusals write by design, left out of the no-write check. */
const ESCREVEM_AO_RECUSAR = new Set([
  // a wrong password counts a failure on the user (temporary lockout)
  'POST /api/auth/login',
  // attempts are counted per address (rate limit), so the current password cannot be guessed
  'POST /api/auth/trocar-senha',
  // the return of the company account's login is counted per address (rate limit), refusals too
  'GET /api/auth/oidc/retorno',
  // attempts are counted per address (rate limit), so a reset link cannot be guessed
  'POST /api/auth/redefinir-senha',
]);

// Codes that exist in the demo data, given to fields whose names say what they hold, so the base
// request reaches past the lookups instead of stopping at "not found".
const [ref] = await h.query<Record<string, number | null>>(`
  SELECT v.nr_vaga, v.nr_requisicao, v.cd_empresa, v.cd_pessoa_cliente, v.cd_cargo, v.cd_tipo_contratacao,
         (SELECT min(vc.cd_pessoa_candidato) FROM vaga_candidato vc WHERE vc.nr_vaga = v.nr_vaga) AS cd_candidato,
         coalesce((SELECT min(s.nr_selecao) FROM selecao s WHERE s.nr_vaga = v.nr_vaga),
                  (SELECT min(s.nr_selecao) FROM selecao s)) AS nr_selecao,
         (SELECT min(a.id_aviso) FROM aviso a) AS id_aviso
    FROM vaga v
   WHERE EXISTS (SELECT 1 FROM vaga_candidato vc WHERE vc.nr_vaga = v.nr_vaga)
   ORDER BY EXISTS (SELECT 1 FROM selecao s WHERE s.nr_vaga = v.nr_vaga) DESC, v.nr_vaga
   LIMIT 1`);
// every permission code, the group that may change an analyst's phone, and both per-user flags
const USUARIO_FUZZ = {
  permissoes: TODOS_CODIGOS_PERMISSAO,
  grupos: [32],
  id_justifica_cancelamento: 'S',
  id_help_desk: 'S',
} as const;
const sessao = await sessaoDireta(t.app, { ...USUARIO_FUZZ, cd_unid: Number(ref.cd_empresa ?? 1) });

const CONHECIDOS: [RegExp, number | null | undefined][] = [
  [/^(nrvaga|job|nrvagaautoatendimento)$/, ref.nr_vaga],
  [/^nrrequisicao$/, ref.nr_requisicao],
  [/^(cdpessoacandidato|candidate|cdpessoa|cd|id|cdpessoas)$/, ref.cd_candidato],
  [/^(cdempresa|cdempresacliente|cdunid|cdunidade)$/, ref.cd_empresa],
  [/^(cdpessoacliente|client|cdcliente)$/, ref.cd_pessoa_cliente],
  [/^cdcargo$/, ref.cd_cargo],
  [/^cdtipocontratacao$/, ref.cd_tipo_contratacao],
  [/^(nrselecao|selection)$/, ref.nr_selecao],
  [/^idalerta$/, ref.id_aviso],
  [/^(cdsip|cduser|cdusuario|cdusuarioatendimento|user)$/, sessao.usuario.cd_sip],
  [/^(cdpessoaanalista|analyst|usersip)$/, sessao.usuario.user_sip],
  [/^cdpais$/, 1],
  // the stages a candidate is related in
  [/^cdestagiovaga$/, 3],
  [/^quantidadepesquisa$/, 50],
];

function conhecido(nome: string): number | undefined {
  const n = nome.toLowerCase().replaceAll('_', '');
  const v = CONHECIDOS.find(([re]) => re.test(n))?.[1];
  return v === null || v === undefined ? undefined : Number(v);
}

// ---------------------------------------------------------------------------------------------
// Sample values from a JSON Schema: the smallest value of each type that looks valid.

function jsonSchema(schema: unknown): Js | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Js;
}

/** The schema with its non-null branch chosen (optional and nullable fields are a union with null). */
function ramo(s: Js): Js {
  const ramos = s.anyOf ?? s.oneOf;
  if (ramos?.length) return ramo(ramos.find((r) => r.type !== 'null') ?? ramos[0]);
  if (s.allOf?.length) return ramo(Object.assign({}, ...s.allOf));
  return s;
}

function tipo(s: Js): Tipo {
  const r = ramo(s);
  if (r.const !== undefined) return typeof r.const === 'number' ? 'number' : 'string';
  if (r.enum) return typeof r.enum[0] === 'number' ? 'integer' : 'string';
  const t = Array.isArray(r.type) ? r.type.find((x) => x !== 'null') : r.type;
  if (t) return t as Tipo;
  if (r.properties) return 'object';
  return 'qualquer';
}

// Free text long enough for the rules that ask for a minimum (a note, a reason: 20 characters).
const TEXTO_LIVRE = 'Texto de exemplo do percurso das rotas';
// Dates without a format in the schema (rules that parse them): tomorrow noon, ISO (rules ask for
// dates from today on, or within some days ahead).
const CAMPO_DATA = /^(dt|data|criado)|At$|date|atualizacao/i;
const AMANHA = `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T12:00:00`;

const TEXTOS_COM_PADRAO = [
  'SC',
  '2030-01-15',
  '12:00',
  '01/01/2030',
  '89201000',
  '12345678901',
  '1',
  'a',
  'Teste',
];

/** A schema's pattern as a RegExp (zod keeps the source, not the flags: unicode first). */
function expressao(padrao: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(padrao, flags);
    } catch {
      // not valid with these flags
    }
  }
  return undefined;
}

function texto(s: Js, nome: string): string {
  const formatos: Record<string, string> = {
    date: '2030-01-15',
    'date-time': '2030-01-15T12:00:00.000Z',
    time: '12:00:00',
    email: 'fuzz@exemplo.com.br',
    uuid: '00000000-0000-4000-8000-000000000000',
    uri: 'https://exemplo.com.br/',
    url: 'https://exemplo.com.br/',
  };
  if (s.format && formatos[s.format]) return formatos[s.format];
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Number.POSITIVE_INFINITY;
  const cabe = (x: string) => x.length >= min && x.length <= max;
  const re = s.pattern ? expressao(s.pattern) : undefined;
  if (re) {
    const achado = TEXTOS_COM_PADRAO.find((x) => re.test(x) && cabe(x));
    if (achado) return achado;
  }
  if (CAMPO_DATA.test(nome) && cabe(AMANHA)) return AMANHA;
  return TEXTO_LIVRE.padEnd(min, 'a').slice(0, Math.max(min, Math.min(max, TEXTO_LIVRE.length)));
}

function numero(s: Js, inteiro: boolean): number {
  const passo = inteiro ? 1 : 0.5;
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + passo : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - passo : undefined);
  let v = Math.max(1, min ?? 1);
  if (max !== undefined && v > max) v = max;
  return inteiro ? Math.ceil(v) : v;
}

function amostra(s: Js, nome: string): unknown {
  const r = ramo(s);
  if (r.const !== undefined) return r.const;
  if (r.enum) return r.enum[0];
  const tp = tipo(r);
  const c = conhecido(nome);
  if (c !== undefined && (tp === 'integer' || tp === 'number')) return c;
  if (c !== undefined && tp === 'array' && ['integer', 'number'].includes(tipo(r.items ?? {}))) return [c];
  switch (tp) {
    case 'object':
      return Object.fromEntries(Object.entries(r.properties ?? {}).map(([k, v]) => [k, amostra(v, k)]));
    case 'array':
      return Array.from({ length: Math.max(1, r.minItems ?? 1) }, () => amostra(r.items ?? {}, nome));
    case 'integer':
      return numero(r, true);
    case 'number':
      return numero(r, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return texto(r, nome);
    default:
      return 'a';
  }
}

/** Every field of a body schema, nested ones and the first item of arrays included, with its path. */
function campos(s: Js, caminho: Caminho = []): { caminho: Caminho; s: Js }[] {
  const r = ramo(s);
  const proprios = caminho.length ? [{ caminho, s: r }] : [];
  if (r.enum || r.const !== undefined) return proprios;
  const tp = tipo(r);
  if (tp === 'object') {
    return [
      ...proprios,
      ...Object.entries(r.properties ?? {}).flatMap(([k, v]) => campos(v, [...caminho, k])),
    ];
  }
  if (tp === 'array' && r.items) return [...proprios, ...campos(r.items, [...caminho, 0])];
  return proprios;
}

function comValor(base: unknown, caminho: Caminho, valor: unknown): unknown {
  const copia = structuredClone(base) as Record<string | number, unknown>;
  let alvo = copia;
  for (const parte of caminho.slice(0, -1)) {
    if (alvo[parte] === null || typeof alvo[parte] !== 'object')
      alvo[parte] = typeof parte === 'number' ? [] : {};
    alvo = alvo[parte] as Record<string | number, unknown>;
  }
  alvo[caminho[caminho.length - 1]] = valor;
  return copia;
}

// ---------------------------------------------------------------------------------------------
// Values a route must refuse, by the type of the field.

const TEXTO_LONGO = 'x'.repeat(100_000);

function valoresRuins(s: Js): { nome: string; valor: unknown }[] {
  const tp = tipo(s);
  const v: { nome: string; valor: unknown }[] = [
    { nome: 'tipo errado', valor: tp === 'string' ? 12345 : 'abc' },
    { nome: 'null', valor: null },
  ];
  if (tp === 'string' || tp === 'qualquer') {
    v.push(
      { nome: 'NUL no texto', valor: 'ab\u0000cd' },
      { nome: 'surrogate isolado', valor: 'ab\ud800cd' },
      { nome: '100.000 caracteres', valor: TEXTO_LONGO },
    );
  }
  if (tp === 'integer' || tp === 'number' || tp === 'qualquer') {
    v.push(
      { nome: '2^31', valor: 2 ** 31 },
      { nome: '2^63', valor: 2 ** 63 },
      { nome: '-1', valor: -1 },
      { nome: 'referência inexistente', valor: REFERENCIA_INEXISTENTE },
    );
  }
  if (tp === 'array') v.push({ nome: 'lista vazia', valor: [] });
  return v;
}

/** Query-string values, already encoded: %00 is NUL, %ED%A0%80 a lone surrogate in UTF-8. */
const QUERY_RUINS = [
  { nome: 'tipo errado', valor: 'abc' },
  { nome: 'NUL', valor: 'ab%00cd' },
  { nome: 'surrogate isolado', valor: 'ab%ED%A0%80cd' },
  { nome: '100.000 caracteres', valor: TEXTO_LONGO },
  { nome: '2^31', valor: '2147483648' },
  { nome: '2^63', valor: '9223372036854775808' },
  { nome: '-1', valor: '-1' },
  { nome: 'referência inexistente', valor: String(REFERENCIA_INEXISTENTE) },
];

const PARAMETROS_RUINS = [
  { nome: 'NUL', valor: '%00' },
  { nome: '2^31', valor: '2147483648' },
  { nome: '20 dígitos', valor: '99999999999999999999' },
  { nome: '-1', valor: '-1' },
  { nome: 'texto', valor: 'abc' },
  { nome: '10.000 caracteres', valor: 'x'.repeat(10_000) },
  { nome: 'referência inexistente', valor: String(REFERENCIA_INEXISTENTE) },
];

const CORPOS_RUINS = [
  { nome: 'JSON malformado', corpo: '{"a":' },
  { nome: 'corpo vazio', corpo: '' },
  { nome: 'null', corpo: 'null' },
  { nome: 'lista', corpo: '[]' },
  { nome: 'texto', corpo: '"abc"' },
];

// ---------------------------------------------------------------------------------------------
// The cases of one route.

interface Caso {
  descricao: string;
  url: string;
  corpo?: string;
}

/** The parameter a path segment stands for (`:nrVaga` → nrVaga, a wildcard → *), if any. */
const nomeParametro = (parte: string) =>
  parte.startsWith(':') ? parte.slice(1) : parte === '*' ? '*' : undefined;

const semCorpo = (metodo: string) => ['GET', 'HEAD'].includes(metodo);

/** Picks, among a field's values, the one of index `i` modulo their number (the sample's rotation). */
function escolher<T>(lista: T[], i: number): T[] {
  return COMPLETO ? lista : [lista[i % lista.length]];
}

function casosDaRota(r: RotaRegistrada): Caso[] {
  const schema = (r.schema ?? {}) as Record<string, unknown>;
  const params = jsonSchema(schema.params);
  const query = jsonSchema(schema.querystring);
  const body = jsonSchema(schema.body);

  const baseParams = Object.fromEntries(
    Object.entries(params?.properties ?? {}).map(([k, s]) => [k, String(amostra(s, k))]),
  );
  const caminho = (valores: Record<string, string>, cru?: string) =>
    r.url
      .split('/')
      .map((parte) => {
        const nome = nomeParametro(parte);
        if (nome === undefined) return parte;
        return nome === cru ? valores[nome] : encodeURIComponent(valores[nome] ?? '1');
      })
      .join('/');
  const baseQuery = Object.fromEntries(
    Object.entries(query?.properties ?? {}).map(([k, s]) => [k, String(amostra(s, k))]),
  );
  const comQuery = (url: string, valores: Record<string, string>, cru?: string) => {
    const partes = Object.entries(valores).map(
      ([k, v]) => `${encodeURIComponent(k)}=${k === cru ? v : encodeURIComponent(v)}`,
    );
    return partes.length ? `${url}?${partes.join('&')}` : url;
  };
  const urlBase = comQuery(caminho(baseParams), baseQuery);
  const baseBody = body ? amostra(body, '') : undefined;
  const corpoBase = semCorpo(r.method) ? undefined : JSON.stringify(baseBody ?? {});

  const casos: Caso[] = [{ descricao: 'base', url: urlBase, corpo: corpoBase }];
  if (!semCorpo(r.method)) {
    for (const c of CORPOS_RUINS) casos.push({ descricao: `corpo: ${c.nome}`, url: urlBase, corpo: c.corpo });
  }
  let i = 0;
  if (body && !semCorpo(r.method)) {
    for (const campo of campos(body)) {
      for (const v of escolher(valoresRuins(campo.s), i++)) {
        casos.push({
          descricao: `corpo.${campo.caminho.join('.')}: ${v.nome}`,
          url: urlBase,
          corpo: JSON.stringify(comValor(baseBody, campo.caminho, v.valor)),
        });
      }
    }
  }
  for (const k of Object.keys(query?.properties ?? {})) {
    for (const v of escolher(QUERY_RUINS, i++)) {
      casos.push({
        descricao: `query ${k}: ${v.nome}`,
        url: comQuery(caminho(baseParams), { ...baseQuery, [k]: v.valor }, k),
        corpo: corpoBase,
      });
    }
  }
  for (const k of r.url.split('/').flatMap((p) => nomeParametro(p) ?? [])) {
    for (const v of escolher(PARAMETROS_RUINS, i++)) {
      casos.push({
        descricao: `parâmetro ${k}: ${v.nome}`,
        url: comQuery(caminho({ ...baseParams, [k]: v.valor }, k), baseQuery),
        corpo: corpoBase,
      });
    }
  }
  return casos;
}

// ---------------------------------------------------------------------------------------------
// The walk.

const rotas = t.app.rotas.filter(
  (r) =>
    r.url.startsWith('/api/') &&
    !r.url.startsWith(PREFIXO_DOCS) &&
    // HEAD runs the GET route's handler
    r.method !== 'HEAD',
);

const contagem: Record<number, number> = {};
let pedidos = 0;

/** The walk's user's session, or another user's from an allowed unit for routes limited to units. */
const sessoes = new Map([[sessao.usuario.cd_unid, { cd_sip: sessao.usuario.cd_sip, cookie: sessao.cookie }]]);
async function cookieDaRota(r: RotaRegistrada): Promise<string> {
  const unidades = ehPublica(r.acesso) ? undefined : r.acesso.unidades;
  const unidade =
    unidades && !unidades.includes(sessao.usuario.cd_unid) ? unidades[0] : sessao.usuario.cd_unid;
  let s = sessoes.get(unidade);
  if (!s) {
    const nova = await sessaoDireta(t.app, { ...USUARIO_FUZZ, cd_unid: unidade });
    s = { cd_sip: nova.usuario.cd_sip, cookie: nova.cookie };
    sessoes.set(unidade, s);
  }
  return s.cookie;
}

/** After a route ended the session (logout): a new one for the same user. */
async function renovarSessao(cookie: string): Promise<void> {
  for (const s of sessoes.values()) {
    if (s.cookie === cookie)
      s.cookie = `sessao=${await criarSessao(h, t.app.deps.config, { cd_sip: s.cd_sip })}`;
  }
}

function resumo(corpo: string | undefined): string {
  if (corpo === undefined) return '(sem corpo)';
  const curto = corpo.length > 300 ? `${corpo.slice(0, 300)}… (${corpo.length} caracteres)` : corpo;
  return JSON.stringify(curto);
}

async function pedir(r: RotaRegistrada, cookie: string, caso: Caso): Promise<LightMyRequestResponse> {
  return injectAs(t.app, cookie, {
    method: r.method as 'GET',
    url: caso.url,
    ...(caso.corpo === undefined
      ? {}
      : { payload: caso.corpo, headers: { 'content-type': 'application/json' } }),
  });
}

afterAll(async () => {
  await t.close();
});

describe(`route fuzz walk (${COMPLETO ? 'full' : 'sample'})`, () => {
  it('finds the routes to walk in the route table', () => {
    expect(rotas.length).toBeGreaterThan(50);
    expect(rotas.filter((r) => r.schema?.body).length).toBeGreaterThan(10);
  });

  it('sees a committed write and not a rolled-back one', async () => {
    const antes = await ultimaEscrita();
    await h.query('UPDATE vaga SET ds_area = ds_area WHERE nr_vaga = $1', [ref.nr_vaga]);
    expect(await escritasDesde(antes)).toEqual(['vaga UPDATE']);
    const depois = await ultimaEscrita();
    await expect(
      h.query(`DO $$ BEGIN UPDATE vaga SET ds_area = ds_area; RAISE EXCEPTION 'desfeito'; END $$`),
    ).rejects.toThrow('desfeito');
    expect(await escritasDesde(depois)).toEqual([]);
  });

  it.each(rotas.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers every bad input without a 5xx and writes nothing when it refuses',
    async (chave, r) => {
      const falhas: string[] = [];
      let cookie = await cookieDaRota(r);
      for (const caso of casosDaRota(r)) {
        const antes = await ultimaEscrita();
        const res = await pedir(r, cookie, caso);
        pedidos += 1;
        contagem[res.statusCode] = (contagem[res.statusCode] ?? 0) + 1;
        const linha = `${r.method} ${caso.url.slice(0, 200)} [${caso.descricao}] corpo ${resumo(caso.corpo)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) falhas.push(linha);
        if (res.statusCode >= 400 && res.statusCode < 500 && !ESCREVEM_AO_RECUSAR.has(chave)) {
          const escritas = await escritasDesde(antes);
          if (escritas.length) falhas.push(`${linha}\n    recusou mas gravou: ${escritas.join(', ')}`);
        }
        // a route that ends the session (logout) gets a new one for the next case
        if (res.cookies.some((c) => c.name === 'sessao')) {
          await renovarSessao(cookie);
          cookie = await cookieDaRota(r);
        }
      }
      expect(falhas, falhas.join('\n')).toEqual([]);
    },
  );

  it('walked every route and prints the answers by status code', () => {
    console.log(
      `fuzz (${COMPLETO ? 'completo' : 'amostra'}, ${t.db.handle.kind}): ${rotas.length} rotas, ${pedidos} pedidos, por status ${JSON.stringify(contagem)}`,
    );
    expect(pedidos).toBeGreaterThanOrEqual(rotas.length);
    expect(Object.keys(contagem).filter((s) => Number(s) >= 500)).toEqual([]);
  });
});
