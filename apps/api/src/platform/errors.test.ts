import { MENSAGENS } from '@backoffice/domain/mensagens';
import { codigoVaga } from '@backoffice/domain/vaga-edicao';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CABECALHOS_CLIENTE, createTestApp, type TestApp } from '../../test/helpers';
import { conflict } from './errors';

const corpo = z.object({
  nome: z.string().min(3),
  idade: z.number().int(),
  situacao: z.enum(['A', 'R']),
  endereco: z.object({ cep: z.string().length(8) }).optional(),
});

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
      },
    },
  );
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
