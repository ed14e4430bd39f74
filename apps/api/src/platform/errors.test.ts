import { MENSAGENS } from '@backoffice/domain/mensagens';
import { codigoVaga } from '@backoffice/domain/vaga-edicao';
import { DrizzleQueryError, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CABECALHOS_CLIENTE, createTestApp, type TestApp } from '../../test/helpers';
import { conflict, ESPERA_INDISPONIVEL_S } from './errors';

const corpo = z.object({
  nome: z.string().min(3),
  idade: z.number().int(),
  situacao: z.enum(['A', 'R']),
  endereco: z.object({ cep: z.string().length(8) }).optional(),
});

/** A statement with $1, $2... placeholders as drizzle SQL (the values stay parameters). */
function comoSql(texto: string, params: unknown[]): SQL {
  const partes = texto.split(/\$(\d+)/);
  return sql.join(partes.map((p, i) => (i % 2 ? sql`${params[Number(p) - 1]}` : sql.raw(p))));
}

// Statements the database refuses for their values, each with the answer the client gets.
const RECUSAS: Record<string, { texto: string; params: unknown[]; status: number; mensagem: string }> = {
  nul: {
    texto: 'INSERT INTO teste_banco (id, nome) VALUES (2, $1)',
    params: ['a\u0000b'],
    status: 400,
    mensagem: MENSAGENS.textoCaracteresInvalidos,
  },
  'nul-jsonb': {
    texto: 'SELECT $1::jsonb',
    params: ['{"a": "\\u0000"}'],
    status: 400,
    mensagem: MENSAGENS.textoCaracteresInvalidos,
  },
  'texto-como-numero': {
    texto: 'SELECT $1::int',
    params: ['abc'],
    status: 400,
    mensagem: MENSAGENS.valorFormatoInvalido,
  },
  'fora-do-intervalo': {
    texto: 'INSERT INTO teste_banco (id, nome, n) VALUES (2, $1, $2)',
    params: ['ok', 2 ** 31],
    status: 400,
    mensagem: MENSAGENS.numeroForaDoIntervalo,
  },
  'data-mal-formada': {
    texto: 'SELECT $1::date',
    params: ['ontem'],
    status: 400,
    mensagem: MENSAGENS.dataInvalida,
  },
  'data-inexistente': {
    texto: 'SELECT $1::date',
    params: ['2030-13-45'],
    status: 400,
    mensagem: MENSAGENS.dataInvalida,
  },
  'texto-longo': {
    texto: 'INSERT INTO teste_banco (id, nome) VALUES (2, $1)',
    params: ['longo demais'],
    status: 400,
    mensagem: MENSAGENS.textoLongoDemais,
  },
  'limite-do-banco': {
    texto: 'SELECT repeat($1, 1073741824)',
    params: ['xx'],
    status: 400,
    mensagem: MENSAGENS.conteudoExcedeLimite,
  },
  'sem-valor-obrigatorio': {
    texto: 'INSERT INTO teste_banco (id, nome) VALUES (2, $1)',
    params: [null],
    status: 400,
    mensagem: MENSAGENS.campoObrigatorioAusente,
  },
  'fora-da-regra': {
    texto: 'INSERT INTO teste_banco (id, nome) VALUES (2, $1)',
    params: ['proib'],
    status: 400,
    mensagem: MENSAGENS.valorNaoPermitido,
  },
  'referencia-inexistente': {
    texto: 'INSERT INTO teste_banco (id, nome, ref) VALUES (2, $1, $2)',
    params: ['ok', 2147480000],
    status: 400,
    mensagem: MENSAGENS.referenciaInexistente,
  },
  duplicado: {
    texto: 'INSERT INTO teste_banco (id, nome) VALUES ($1, $2)',
    params: [1, 'ok'],
    status: 409,
    mensagem: MENSAGENS.registroDuplicado,
  },
};

/** An error of the PostgreSQL server as node-postgres throws it. */
function erroDoServidor(code: string, mensagem: string): Error {
  const e = new pg.DatabaseError(mensagem, mensagem.length, 'error');
  return Object.assign(e, { code, severity: 'FATAL' });
}

// The database cannot answer now: what node-postgres throws in each case (drizzle wraps the
// statements it runs). Each is a 503 asking to try again.
const INDISPONIVEL: Record<string, () => Error> = {
  'banco-desligando': () =>
    new DrizzleQueryError(
      'select 1',
      [],
      erroDoServidor('57P01', 'terminating connection due to administrator command'),
    ),
  'banco-iniciando': () => erroDoServidor('57P03', 'the database system is starting up'),
  'tempo-esgotado': () =>
    new DrizzleQueryError(
      'select 1',
      [],
      erroDoServidor('57014', 'canceling statement due to statement timeout'),
    ),
  'conexoes-esgotadas': () => erroDoServidor('53300', 'sorry, too many clients already'),
  recusada: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  cortada: () => new Error('Connection terminated unexpectedly'),
  'fila-do-pool': () => new Error('timeout exceeded when trying to connect'),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { BODY_LIMIT_BYTES: '2048' },
    {
      rotas: (app) => {
        const publica = { acesso: { publica: true as const } };
        app.post('/api/teste-erros/eco', { config: publica, schema: { body: corpo } }, async (r) => r.body);
        app.post(
          '/api/teste-erros/vagas',
          { config: publica, schema: { body: z.object({ origem: codigoVaga, destino: codigoVaga }) } },
          async (r) => r.body,
        );
        app.post('/api/teste-erros/opcional', { config: publica }, async (r) => ({
          recebido: r.body ?? null,
        }));
        app.get('/api/teste-erros/falha', { config: publica }, async () => {
          throw new Error('senha do banco: segredo123 em /srv/app/db.ts');
        });
        app.get('/api/teste-erros/conflito', { config: publica }, async () => {
          throw conflict('Vaga congelada.');
        });
        app.get('/api/teste-erros/id', { config: publica }, async (r) => ({ id: r.id }));
        app.get<{ Params: { caso: string } }>(
          '/api/teste-erros/indisponivel/:caso',
          { config: publica },
          async (r) => {
            if (r.params.caso === 'outro-servico')
              // an adapter's call to another service that is down: not the database
              throw new TypeError('fetch failed', {
                cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), {
                  code: 'ECONNREFUSED',
                }),
              });
            throw (INDISPONIVEL[r.params.caso] ?? (() => new Error('caso desconhecido')))();
          },
        );
        // the statement of a case, after a write of the same transaction (drizzle), or alone (driver)
        app.post<{ Params: { caso: string; via: string } }>(
          '/api/teste-erros/banco/:via/:caso',
          { config: publica },
          async (r) => {
            const c = RECUSAS[r.params.caso] ?? { texto: 'SELECT nao_existe FROM teste_banco', params: [] };
            if (r.params.via === 'driver') {
              await app.deps.handle.query(c.texto, c.params);
            } else {
              await app.deps.db.transaction(async (tx) => {
                await tx.execute(sql`INSERT INTO teste_banco (id, nome) VALUES (3, 'antes')`);
                await tx.execute(comoSql(c.texto, c.params));
              });
            }
            return {};
          },
        );
      },
    },
  );
  await t.app.deps.handle.query('CREATE TABLE teste_ref (id int PRIMARY KEY)');
  await t.app.deps.handle.query(`CREATE TABLE teste_banco (
    id int PRIMARY KEY, nome varchar(5) NOT NULL CHECK (nome <> 'proib'), n smallint, ref int REFERENCES teste_ref)`);
  await t.app.deps.handle.query(`INSERT INTO teste_banco (id, nome) VALUES (1, 'um')`);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...CABECALHOS_CLIENTE, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('error contract', () => {
  it('answers malformed JSON with a pt-BR 400', async () => {
    const res = await post('/api/teste-erros/eco', '{"nome": "Ana",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAGENS.jsonInvalido });
  });

  it('answers wrong types, missing fields and unknown enum values with zod messages in Portuguese', async () => {
    const res = await post('/api/teste-erros/eco', { nome: 'Al', idade: 'dez', situacao: 'X', endereco: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([
      'nome: Demasiado pequeno: esperava que o texto tivesse >= 3 caracteres',
      'idade: Entrada inválida: esperava um número, recebeu um texto',
      'situacao: Opção inválida: esperava uma das seguintes opções: "A"|"R"',
      'endereco.cep: Entrada inválida: esperava um texto, recebeu um valor "undefined"',
    ]);
    const erros: string[] = res.json().error;
    // no English default leaks through
    expect(erros.join(' ')).not.toMatch(/expected|Invalid|Required/);
  });

  it("answers the spec's texts as written, once, without the field's name", async () => {
    const res = await post('/api/teste-erros/vagas', { origem: 0, destino: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([MENSAGENS.vagaNaoInformada]);
  });

  it('answers an empty required body with 400', async () => {
    const res = await post('/api/teste-erros/eco', '');
    expect(res.statusCode).toBe(400);
    expect(Array.isArray(res.json().error)).toBe(true);
  });

  it('takes an empty JSON body as no body where none is required', async () => {
    const res = await post('/api/teste-erros/opcional', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recebido: null });
  });

  it('refuses prototype poisoning', async () => {
    const res = await post('/api/teste-erros/opcional', '{"__proto__": {"admin": true}}');
    expect(res.statusCode).toBe(400);
  });

  it('answers a body over BODY_LIMIT_BYTES with 413', async () => {
    const res = await post('/api/teste-erros/opcional', { texto: 'x'.repeat(4000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MENSAGENS.corpoGrande });
  });

  it('answers an unknown error with 500 and nothing internal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teste-erros/falha' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MENSAGENS.erroInterno });
    expect(res.body).not.toMatch(/segredo|stack|\.ts|Error/);
  });

  it('answers an HttpError with its status and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teste-erros/conflito' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Vaga congelada.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('/api/teste-erros/opcional', 'a=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('input the database refuses', () => {
  it.each(
    Object.entries(RECUSAS).flatMap(([caso, c]) => [
      [caso, 'drizzle', c],
      [caso, 'driver', c],
    ]),
  )('%s through %s: a 4xx with a pt-BR message, nothing written', async (caso, via, c) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teste-erros/banco/${via}/${caso}`,
      headers: CABECALHOS_CLIENTE,
    });
    expect(res.statusCode).toBe(c.status);
    expect(res.json()).toEqual({ error: c.mensagem });
    const linhas = await t.app.deps.handle.query<{ id: number }>('SELECT id FROM teste_banco ORDER BY id');
    expect(linhas.map((l) => l.id)).toEqual([1]);
  });

  it.each(['drizzle', 'driver'])('a real fault through %s stays a 500 with nothing internal', async (via) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teste-erros/banco/${via}/falha`,
      headers: CABECALHOS_CLIENTE,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MENSAGENS.erroInterno });
  });
});

describe('the database unavailable', () => {
  it.each(Object.keys(INDISPONIVEL))('%s: a 503 with Retry-After and a pt-BR message', async (caso) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/teste-erros/indisponivel/${caso}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(ESPERA_INDISPONIVEL_S));
    expect(res.json()).toEqual({ error: MENSAGENS.servicoIndisponivel });
  });

  it.each(['outro', 'outro-servico'])('%s: an error that only looks alike stays a 500', async (caso) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/teste-erros/indisponivel/${caso}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MENSAGENS.erroInterno });
  });
});

describe('request id', () => {
  it('generates one and sends it back in x-request-id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teste-erros/id' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().id).toBe(res.headers['x-request-id']);
  });

  it('keeps the x-request-id it receives', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/teste-erros/id',
      headers: { 'x-request-id': 'proxy-abc.123' },
    });
    expect(res.headers['x-request-id']).toBe('proxy-abc.123');
    expect(res.json().id).toBe('proxy-abc.123');
  });

  it('replaces a received id that is not plain', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/teste-erros/id',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is sent on error answers too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-request-id': 'r-401' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('r-401');
  });
});
