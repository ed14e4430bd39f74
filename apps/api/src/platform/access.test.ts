import { MENSAGENS } from '@backoffice/domain/mensagens';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { criarUnidade } from '../../test/factories';
import { createTestApp, createTestDb, injectAs, login, type TestApp, testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import { exigirUsuario } from './access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      rotas: (base) => {
        const app = base.withTypeProvider<ZodTypeProvider>();
        app.post(
          '/api/teste-acesso/:id',
          {
            config: { acesso: { permissoes: [58, 59] } },
            schema: {
              params: z.object({ id: z.coerce.number() }),
              body: z.object({ nome: z.string().min(3) }),
            },
          },
          async (request) => ({ id: request.params.id, por: exigirUsuario(request).cd_sip }),
        );
        app.get(
          '/api/teste-acesso-unidade',
          { config: { acesso: { permissoes: [316], unidades: [1, 101] } } },
          async (request) => ({ unidade: exigirUsuario(request).cd_unid }),
        );
        app.get(
          '/api/teste-acesso-flag',
          { config: { acesso: { permissoes: [316], unidadeCom: 'id_callcenter' } } },
          async (request) => ({ unidade: exigirUsuario(request).cd_unid }),
        );
        app.get('/api/teste-logado', { config: { acesso: { permissoes: [] } } }, async (request) => ({
          login: exigirUsuario(request).nm_login,
        }));
        app.get('/api/teste-publica', { config: { acesso: { publica: true } } }, async (request) => ({
          usuario: request.usuario,
        }));
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe('route access rules', () => {
  it('answers 401 before validating the body when there is no session', async () => {
    const res = await injectAs(t.app, undefined, {
      method: 'POST',
      url: '/api/teste-acesso/1',
      payload: { nome: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MENSAGENS.naoAutenticado });
  });

  it('answers 403 before validating the body when the user holds none of the codes', async () => {
    const cookie = await login(t.app, { permissoes: [36] });
    const res = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/teste-acesso/1',
      payload: { nome: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAGENS.semPermissao });
  });

  it('passes a user holding any one of the codes, then validates', async () => {
    const cookie = await login(t.app, { permissoes: [59] });
    const invalido = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/teste-acesso/1',
      payload: { nome: 'x' },
    });
    expect(invalido.statusCode).toBe(400);
    const ok = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/teste-acesso/7',
      payload: { nome: 'Ana' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(7);
  });

  it('answers 403 when the unit is not among the allowed ones', async () => {
    const fora = await login(t.app, { permissoes: [316], cd_unid: 2 });
    const res = await injectAs(t.app, fora, { method: 'GET', url: '/api/teste-acesso-unidade' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAGENS.unidadeSemPermissao });
    const dentro = await login(t.app, { permissoes: [316], cd_unid: 101 });
    const ok = await injectAs(t.app, dentro, { method: 'GET', url: '/api/teste-acesso-unidade' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ unidade: 101 });
  });

  it("answers 403 unless the user's unit has the flag on, read from the database on each request", async () => {
    const db = t.app.deps.db;
    await criarUnidade(db, { cd_empresa: 77, id_callcenter: 'N' });
    const cookie = await login(t.app, { permissoes: [316], cd_unid: 77 });
    const pedir = () => injectAs(t.app, cookie, { method: 'GET', url: '/api/teste-acesso-flag' });
    const recusa = await pedir();
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json()).toEqual({ error: MENSAGENS.unidadeSemPermissao });
    await db.execute(sql`UPDATE empresa SET id_callcenter = 'S' WHERE cd_empresa = 77`);
    const ok = await pedir();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ unidade: 77 });
    await db.execute(sql`UPDATE empresa SET id_callcenter = 'N' WHERE cd_empresa = 77`);
    expect((await pedir()).statusCode).toBe(403);
  });

  it('checks the codes before the unit', async () => {
    const cookie = await login(t.app, { permissoes: [], cd_unid: 1 });
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/teste-acesso-unidade' });
    expect(res.json()).toEqual({ error: MENSAGENS.semPermissao });
  });

  it('lets any logged user through an empty code list', async () => {
    const cookie = await login(t.app, { permissoes: [] });
    expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/teste-logado' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/teste-logado' })).statusCode).toBe(401);
  });

  it('serves public routes without reading the session', async () => {
    const cookie = await login(t.app);
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/teste-publica' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ usuario: null });
  });

  it('keeps a registry of every route with its rule and schemas', () => {
    const rota = (method: string, url: string) =>
      t.app.rotas.find((r) => r.method === method && r.url === url);
    expect(rota('POST', '/api/teste-acesso/:id')?.acesso).toEqual({ permissoes: [58, 59] });
    expect(rota('GET', '/api/session')?.acesso).toEqual({ permissoes: [], comSenhaTemporaria: true });
    expect(rota('GET', '/api/session')?.schema?.response).toBeDefined();
    expect(rota('GET', '/ws')?.acesso).toEqual({ permissoes: [] });
    expect(rota('POST', '/api/teste-acesso/:id')?.schema?.body).toBeDefined();
  });

  it('exigirUsuario throws 401 when the request has no user', () => {
    expect(() => exigirUsuario({ usuario: null } as never)).toThrow(MENSAGENS.naoAutenticado);
  });
});

describe('a route under /api without an access rule', () => {
  it('stops the app from starting', async () => {
    const db = await createTestDb();
    try {
      const app = await buildApp({ config: testConfig(), handle: db.handle });
      expect(() => app.get('/api/esquecida', async () => ({}))).toThrow(
        /GET \/api\/esquecida sem config\.acesso/,
      );
      // the same inside a prefixed plugin, as modules register their routes
      app.register(
        async (api) => {
          api.post('/outra', async () => ({}));
        },
        { prefix: '/api' },
      );
      await expect(app.ready()).rejects.toThrow(/POST \/api\/outra sem config\.acesso/);
      await app.close().catch(() => {});
    } finally {
      await db.drop();
    }
  });

  it('is not required outside /api', async () => {
    const db = await createTestDb();
    try {
      const app = await buildApp({ config: testConfig(), handle: db.handle });
      app.get('/fora-da-api', async () => ({ ok: true }));
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/fora-da-api' })).statusCode).toBe(200);
      await app.close();
    } finally {
      await db.drop();
    }
  });
});
