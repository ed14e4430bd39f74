import { COLUNAS_INTEIRAS, MENSAGENS_ENTRADA } from '@backoffice/domain/entrada';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CABECALHOS_CLIENTE, createTestApp, injectAs, login, type TestApp } from './helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
} from './vaga-fixtures';

/**
 * Every input of every route (path parameters, query string and body) is bounded: each text has a
 * maximum length and a pattern or format (the text primitives refuse NUL and lone surrogates by
 * pattern), each number a minimum and a maximum, each list a maximum size. A route added with an
 * unbounded field fails here.
 */

type Esquema = Record<string, unknown>;
const PARTES = ['params', 'querystring', 'body'] as const;

function tipos(s: Esquema): string[] {
  return [s.type].flat().filter((t): t is string => typeof t === 'string');
}

/** Where a JSON Schema accepts more than a column can hold. */
function camposSemLimite(s: unknown, caminho: string, saida: string[] = []): string[] {
  if (!s || typeof s !== 'object') return saida;
  const e = s as Esquema;
  for (const chave of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const lista = e[chave];
    if (!Array.isArray(lista)) continue;
    for (const [i, x] of lista.entries()) camposSemLimite(x, `${caminho}<${i}>`, saida);
  }
  if (e.properties && typeof e.properties === 'object') {
    for (const [k, v] of Object.entries(e.properties)) camposSemLimite(v, `${caminho}.${k}`, saida);
  }
  if (e.items) camposSemLimite(e.items, `${caminho}[]`, saida);
  if (e.additionalProperties && typeof e.additionalProperties === 'object') {
    camposSemLimite(e.additionalProperties, `${caminho}{}`, saida);
  }
  if ('enum' in e || 'const' in e) return saida;
  const t = tipos(e);
  const composto = ['anyOf', 'oneOf', 'allOf', '$ref', 'not'].some((k) => k in e);
  if (t.length === 0 && !composto) saida.push(`${caminho}: aceita qualquer valor`);
  if (t.includes('string')) {
    if (e.maxLength === undefined) saida.push(`${caminho}: texto sem tamanho máximo`);
    if (e.pattern === undefined && e.format === undefined && e.allOf === undefined)
      saida.push(`${caminho}: texto sem padrão (NUL e surrogates soltos passam)`);
  }
  if (t.includes('number') || t.includes('integer')) {
    if (e.maximum === undefined && e.exclusiveMaximum === undefined)
      saida.push(`${caminho}: número sem máximo`);
    if (e.minimum === undefined && e.exclusiveMinimum === undefined)
      saida.push(`${caminho}: número sem mínimo`);
  }
  if (t.includes('array') && e.maxItems === undefined) saida.push(`${caminho}: lista sem tamanho máximo`);
  return saida;
}

function jsonSchema(esquema: unknown): unknown {
  if (esquema && typeof esquema === 'object' && '_zod' in esquema) {
    return z.toJSONSchema(esquema as z.ZodType, { io: 'input', unrepresentable: 'any' });
  }
  return esquema;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('limites de entrada de todas as rotas', () => {
  it('lists the routes with their schemas', () => {
    expect(t.app.rotas.length).toBeGreaterThan(100);
    expect(t.app.rotas.filter((r) => r.schema?.body).length).toBeGreaterThan(40);
  });

  it('gives every path parameter a schema', () => {
    const semEsquema = t.app.rotas
      .filter((r) => r.url.includes(':') && !r.schema?.params)
      .map((r) => `${r.method} ${r.url}`);
    expect(semEsquema).toEqual([]);
  });

  it('bounds every text, number and list of every input', () => {
    const problemas: string[] = [];
    for (const r of t.app.rotas) {
      for (const parte of PARTES) {
        const esquema = r.schema?.[parte];
        if (!esquema) continue;
        for (const p of camposSemLimite(jsonSchema(esquema), parte))
          problemas.push(`${r.method} ${r.url} ${p}`);
      }
    }
    expect(problemas).toEqual([]);
  });

  it('finds an unbounded field', () => {
    const esquema = jsonSchema(
      z.object({
        nome: z.string(),
        curto: z.string().max(10),
        codigo: z.number(),
        lista: z.array(z.enum(['S', 'N'])),
        flag: z.enum(['S', 'N']),
      }),
    );
    expect(camposSemLimite(esquema, 'body')).toEqual([
      'body.nome: texto sem tamanho máximo',
      'body.nome: texto sem padrão (NUL e surrogates soltos passam)',
      'body.curto: texto sem padrão (NUL e surrogates soltos passam)',
      'body.codigo: número sem máximo',
      'body.codigo: número sem mínimo',
      'body.lista: lista sem tamanho máximo',
    ]);
  });
});

/** Every table's row count and content digest (sessions left out: reading one slides its expiry). */
// The session's idle expiry and the login attempts counted per address (limite_requisicao) are
// written for every request by design, refused or not.
async function fotoBanco(): Promise<Record<string, string>> {
  const tabelas = await t.db.handle.query<{ nome: string }>(
    `SELECT table_name AS nome FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('sessao', 'limite_requisicao')
      ORDER BY 1`,
  );
  const foto: Record<string, string> = {};
  for (const { nome } of tabelas) {
    const [r] = await t.db.handle.query<{ n: number; h: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
         FROM "${nome}" x`,
    );
    foto[nome] = `${r.n}:${r.h}`;
  }
  return foto;
}

const NUL = 'a\u0000b';
const ACIMA_INT4 = COLUNAS_INTEIRAS.int4 + 1;
const INVALIDOS = MENSAGENS_ENTRADA.caracteresInvalidos;
const MAX_INT4 = MENSAGENS.maximoValor(COLUNAS_INTEIRAS.int4);

describe('entradas que nenhuma coluna guarda', () => {
  let cookie: string;
  let nrVaga: number;
  let nrRequisicao: number;
  let cdCliente: number;
  let cdCandidato: number;

  beforeAll(async () => {
    const db = t.app.deps.db;
    await criarCatalogosVaga(db);
    cdCliente = await criarCliente(db);
    nrRequisicao = await criarRequisicao(db, cdCliente);
    nrVaga = await criarVaga(db, { cliente: cdCliente, requisicao: nrRequisicao });
    cdCandidato = await criarCandidato(db);
    await db.execute(sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (10, 'Soldador')`);
    cookie = await login(t.app, 'admin');
  });

  interface Caso {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: () => Record<string, unknown>;
    /** The message the answer must carry: the field and the text, or the domain's text alone. */
    erro: string;
  }

  const vaga = () => ({ nr_vaga: nrVaga });
  const filtros = (f: Record<string, unknown>) => () => ({ nrVaga, ...f });
  const observacao = `Observação com mais de vinte caracteres ${NUL}`;
  const casos: Caso[] = [
    // NUL characters and lone surrogates in texts
    {
      method: 'PUT',
      url: '/api/vaga/descricao-vaga',
      payload: () => ({ ...vaga(), ds_observacoes: NUL }),
      erro: `ds_observacoes: ${INVALIDOS}`,
    },
    {
      method: 'PUT',
      url: '/api/vaga/nr-pedido-vaga',
      payload: () => ({ ...vaga(), nr_pedido_cliente: NUL }),
      erro: `nr_pedido_cliente: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/requisitante-vaga',
      payload: () => ({ ...vaga(), nm_requisitante: NUL }),
      erro: `nm_requisitante: ${INVALIDOS}`,
    },
    {
      method: 'PUT',
      url: '/api/vaga/setor-vaga',
      payload: () => ({ ...vaga(), ds_area: NUL }),
      erro: `ds_area: ${INVALIDOS}`,
    },
    {
      method: 'PUT',
      url: '/api/vaga/situacao-vaga',
      payload: () => ({ ...vaga(), cd_situacao_vaga: 1, ds_situacao_vaga: observacao }),
      erro: `ds_situacao_vaga: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/beficios-requisicao-vaga',
      payload: () => ({
        nr_requisicao: nrRequisicao,
        id_alimentacao: 'S',
        ds_obs_alimentacao: `Vale ${NUL}`,
      }),
      erro: `ds_obs_alimentacao: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/beficios-requisicao-vaga',
      payload: () => ({ nr_requisicao: nrRequisicao, ds_obs_outros_beneficios: '\ud800' }),
      erro: `ds_obs_outros_beneficios: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/divulga-vaga-web',
      payload: () => ({ ...vaga(), id_libera_internet: 'N', ds_observacao_internet: observacao }),
      erro: `ds_observacao_internet: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/divulga-vaga-web',
      payload: () => ({ ...vaga(), id_libera_internet: 'N', ds_atividades_internet: NUL }),
      erro: `ds_atividades_internet: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/divulga-vaga-web',
      payload: () => ({ ...vaga(), id_libera_internet: 'N', cd_uf_atuacao: 'S'.repeat(100_000) }),
      erro: 'Estado de atuação não encontrado',
    },
    {
      method: 'PUT',
      url: '/api/cargo/cliente-cargo',
      payload: () => ({
        cd_pessoa_cliente: cdCliente,
        cd_empresa_cliente: 1,
        id_cargo_exibir_web: 'C',
        nm_cargo_cliente: NUL,
      }),
      erro: `nm_cargo_cliente: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/candidato/timeline',
      payload: () => ({ cd_pessoa_candidato: cdCandidato, ds_historico: observacao }),
      erro: `ds_historico: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/timeline',
      payload: () => ({ ...vaga(), ds_historico: `<p>${observacao}</p>` }),
      erro: `ds_historico: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/agendamento/salvar-agendamento',
      payload: () => ({ cd_pessoa_candidato: cdCandidato, cd_usuario_atendimento: 1, descricao: observacao }),
      erro: `descricao: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/pesquisa-candidatos/gravar-perfil-vaga',
      payload: filtros({ palavrasChaveObrigatorio: `solda ${NUL}` }),
      erro: `palavrasChaveObrigatorio: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/pesquisa-candidatos/pesquisa',
      payload: filtros({ palavrasChaveOpcional: 'solda \ud800' }),
      erro: `palavrasChaveOpcional: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/pesquisa-candidatos/pesquisa',
      payload: filtros({ palavrasChaveExcluido: NUL }),
      erro: `palavrasChaveExcluido: ${INVALIDOS}`,
    },
    {
      method: 'POST',
      url: '/api/vaga/1/salvar-analista-vaga',
      payload: () => ({ cd_pessoa_analista: 1, nr_telefone_analista: `47 99999 ${'1'.repeat(100_000)}` }),
      erro: MENSAGENS_VAGA_EDICAO.validacao.telefoneInvalido,
    },
    { method: 'GET', url: '/api/bairros/bairros-por-cidade/SC/%00', erro: `cities: ${INVALIDOS}` },
    { method: 'GET', url: '/api/bairros/bairros-por-cidade/%00/Joinville', erro: 'estado: UF inválida' },
    { method: 'GET', url: '/api/candidato/candidatos?text=ana%00', erro: `text: ${INVALIDOS}` },
    // codes beyond their integer columns
    {
      method: 'POST',
      url: '/api/pesquisa-candidatos/pesquisa',
      payload: filtros({ cargo: ACIMA_INT4 }),
      erro: 'cargo: Código inválido.',
    },
    {
      method: 'POST',
      url: '/api/pesquisa-candidatos/pesquisa',
      payload: filtros({ cd_pais: ACIMA_INT4 }),
      erro: 'cd_pais: Código inválido.',
    },
    {
      method: 'POST',
      url: '/api/pesquisa-candidatos/pesquisa',
      payload: filtros({ cd_idioma: ACIMA_INT4 }),
      erro: 'cd_idioma: Código inválido.',
    },
    {
      method: 'POST',
      url: '/api/pesquisa-candidatos/gravar-perfil-vaga',
      payload: filtros({ cd_idioma: 40_000, cd_pais: String(ACIMA_INT4) }),
      erro: 'cd_idioma: Código inválido.',
    },
    {
      method: 'POST',
      url: '/api/agendamento/salvar-agendamento',
      payload: () => ({ cd_pessoa_candidato: cdCandidato, cd_usuario_atendimento: ACIMA_INT4 }),
      erro: 'cd_usuario_atendimento: Código inválido.',
    },
    {
      method: 'POST',
      url: '/api/agendamento/salvar-agendamento',
      payload: () => ({
        cd_pessoa_candidato: cdCandidato,
        cd_usuario_atendimento: 1,
        cd_empresa: ACIMA_INT4,
      }),
      erro: 'cd_empresa: Código inválido.',
    },
    {
      method: 'PUT',
      url: '/api/cargo/cliente-cargo',
      payload: () => ({
        cd_pessoa_cliente: cdCliente,
        cd_empresa_cliente: 1,
        id_cargo_exibir_web: 'C',
        nm_cargo_cliente: 'Soldador',
        cd_cargo_cliente: ACIMA_INT4,
      }),
      erro: `cd_cargo_cliente: ${MAX_INT4}`,
    },
    {
      method: 'PUT',
      url: '/api/vaga/turno-vaga',
      payload: () => ({ ...vaga(), cd_turno: ACIMA_INT4 }),
      erro: 'Selecione um turno',
    },
    {
      method: 'POST',
      url: '/api/vaga/1/divulgar-requisicao-redes-sociais/1',
      payload: () => ({ cd_integracao: ACIMA_INT4 }),
      erro: 'Selecione a integração',
    },
    {
      method: 'PUT',
      url: '/api/recrutamento/candidato-nao-compareceu',
      payload: () => ({
        cd_pessoa_candidato: cdCandidato,
        nm_pessoa: 'Candidata',
        nr_vaga: nrVaga,
        cd_empresa: ACIMA_INT4,
        dt_historico: '2030-01-01T10:00:00-03:00',
      }),
      erro: 'cd_empresa: Código inválido.',
    },
    {
      method: 'POST',
      url: '/api/recrutamento/candidatos-autoatendimento',
      payload: () => ({ cd_unidade: ACIMA_INT4 }),
      erro: 'cd_unidade: Código inválido.',
    },
    { method: 'GET', url: `/api/estados/estados-por-pais/${ACIMA_INT4}`, erro: `cdPais: ${MAX_INT4}` },
    {
      method: 'GET',
      url: '/api/cidades/cidades-por-estado/SC/-1',
      erro: `cdPais: ${MENSAGENS.minimoValor(1)}`,
    },
    {
      method: 'GET',
      url: '/api/recrutamento/vagas-relacionar/1/99999999999999999999',
      erro: `search: ${MENSAGENS.maximoValor(COLUNAS_INTEIRAS.int8)}`,
    },
    // path parameters that are not plain digits
    ...['99999999999999999999', '-1', '1e3', 'abc', '%00', '0x10', '1.0'].map(
      (nr): Caso => ({ method: 'GET', url: `/api/vaga/dados-vaga/${nr}`, erro: 'Vaga não informada' }),
    ),
    {
      method: 'GET',
      url: '/api/candidato/timeline/99999999999999999999',
      erro: 'Candidato não informado',
    },
  ];

  it.each(casos.map((c) => [`${c.method} ${c.url}`, c] as const))('%s → 400', async (_nome, c) => {
    const antes = await fotoBanco();
    const res = await injectAs(t.app, cookie, { method: c.method, url: c.url, payload: c.payload?.() });
    expect(res.statusCode, res.body).toBe(400);
    expect([res.json().error].flat()).toContain(c.erro);
    expect(await fotoBanco()).toEqual(antes);
  });

  it('refuses a login name with a NUL character before looking the user up', async () => {
    const antes = await fotoBanco();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CABECALHOS_CLIENTE },
      payload: { usuario: 'adm\u0000in', senha: 'qualquer' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toContain(`usuario: ${INVALIDOS}`);
    expect(await fotoBanco()).toEqual(antes);
  });
});
