import { contrato } from '@backoffice/domain/contrato';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, injectAs, login, type TestApp } from '../../test/helpers';
import { exigirUsuario } from './access';
import { respostaErro } from './errors';
import { type AppZod, router } from './router';

// Two contracts of a test area: a read with a typed path parameter, and a write answering 204.
const C = {
  ler: contrato({
    metodo: 'GET',
    caminho: '/teste-router/item/:id',
    params: z.object({ id: z.coerce.number().int().min(1).max(1000) }),
    query: z.object({ detalhe: z.enum(['S', 'N']).optional() }),
    resposta: z.object({ id: z.number(), dobro: z.number(), detalhe: z.string(), por: z.number() }),
  }),
  gravar: contrato({
    metodo: 'POST',
    caminho: '/teste-router/item',
    corpo: z.object({ nome: z.string().min(3).max(20) }),
    resposta: z.undefined(),
    status: 204,
  }),
  publica: contrato({
    metodo: 'GET',
    caminho: '/teste-router/publica',
    resposta: z.object({ ok: z.literal(true) }),
  }),
};

const gravados: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      rotas: async (base) => {
        await base
          .withTypeProvider<ZodTypeProvider>()
          .register(async (app) => registrar(app), { prefix: '/api' });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

function registrar(app: AppZod) {
  const rota = router(app, {
    tags: ['teste'],
    acesso: { permissoes: [58] },
    respostas: { 400: respostaErro, 404: respostaErro },
  });
  rota(C.ler, { resumo: 'Lê um item' }, async (request, reply) => {
    // @ts-expect-error the contract's params have no such field
    void request.params.nome;
    if (request.params.id === 404) return reply.code(404).send({ error: 'Item não encontrado.' });
    reply.header('x-teste', 'sim');
    return {
      id: request.params.id,
      dobro: request.params.id * 2,
      detalhe: request.query.detalhe ?? 'N',
      por: exigirUsuario(request).cd_sip,
    };
  });
  rota(
    C.gravar,
    {
      resumo: 'Grava um item',
      descricao: 'Só nomes de 3 a 20 letras.',
      respostas: { 400: respostaErro },
      config: { marca: 'gravar' },
      preHandler: async (request) => {
        gravados.push(`antes:${request.body.nome}`);
      },
    },
    async (request, reply) => {
      gravados.push(request.body.nome);
      return reply.code(204).send();
    },
  );
  rota(C.publica, { resumo: 'Rota pública', acesso: { publica: true }, tags: ['outra'] }, async () => ({
    ok: true as const,
  }));
}

describe('router', () => {
  it('registers the contract’s method and path with typed params and query', async () => {
    const cookie = await login(t.app, { permissoes: [58] });
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/teste-router/item/21?detalhe=S' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 21, dobro: 42, detalhe: 'S' });
    expect(res.headers['x-teste']).toBe('sim');
    expect(
      (await injectAs(t.app, cookie, { method: 'GET', url: '/api/teste-router/item/404' })).json(),
    ).toEqual({
      error: 'Item não encontrado.',
    });
  });

  it('answers bad input with 400 and the pt-BR message, before the handler', async () => {
    const cookie = await login(t.app, { permissoes: [58] });
    const ler = await injectAs(t.app, cookie, { method: 'GET', url: '/api/teste-router/item/abc' });
    expect(ler.statusCode).toBe(400);
    expect(ler.json().error).toEqual(['id: Entrada inválida: esperava um número, recebeu um valor "NaN"']);
    const gravar = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/teste-router/item',
      payload: { nome: 'Al' },
    });
    expect(gravar.statusCode).toBe(400);
    expect(gravar.json().error).toEqual([
      'nome: Demasiado pequeno: esperava que o texto tivesse >= 3 caracteres',
    ]);
    expect(gravados).toEqual([]);
  });

  it('applies the default access rule, and a route’s own', async () => {
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: '/api/teste-router/item/1' })).json(),
    ).toEqual({
      error: MENSAGENS.naoAutenticado,
    });
    const semCodigo = await login(t.app, { permissoes: [36] });
    const res = await injectAs(t.app, semCodigo, { method: 'GET', url: '/api/teste-router/item/1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAGENS.semPermissao });
    const publica = await injectAs(t.app, undefined, { method: 'GET', url: '/api/teste-router/publica' });
    expect(publica.statusCode).toBe(200);
    expect(t.app.rotas.find((r) => r.url === '/api/teste-router/publica')?.acesso).toEqual({ publica: true });
  });

  it('keeps the route’s hooks, config and 204', async () => {
    const cookie = await login(t.app, { permissoes: [58] });
    const res = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/teste-router/item',
      payload: { nome: 'Caneta' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(gravados).toEqual(['antes:Caneta', 'Caneta']);
    const rota = t.app.rotas.find((r) => r.url === '/api/teste-router/item' && r.method === 'POST');
    expect(rota?.acesso).toEqual({ permissoes: [58] });
  });

  it('documents each operation with its tag, summary, description and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ler = doc.paths['/api/teste-router/item/{id}'].get;
    expect(ler.tags).toEqual(['teste']);
    expect(ler.summary).toBe('Lê um item');
    expect(Object.keys(ler.responses).sort()).toEqual(['200', '400', '404']);
    const gravar = doc.paths['/api/teste-router/item'].post;
    expect(gravar.summary).toBe('Grava um item');
    expect(gravar.description).toContain('Só nomes de 3 a 20 letras.');
    expect(Object.keys(gravar.responses).sort()).toEqual(['204', '400']);
    expect(doc.paths['/api/teste-router/publica'].get.tags).toEqual(['outra']);
  });
});
