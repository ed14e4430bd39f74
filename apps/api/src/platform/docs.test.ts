import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { ehPublica, PREFIXO_DOCS } from './access';
import { PARAMETRO_CURINGA } from './docs';

let t: TestApp;
beforeAll(async () => {
  // No route of the app limits units today: one that does, to see it documented.
  t = await createTestApp(
    {},
    {
      rotas: (app) => {
        app.get(
          '/api/teste/unidades',
          {
            config: { acesso: { permissoes: [316], unidades: [1, 19] } },
            schema: { description: 'Rota de teste.' },
          },
          async () => ({}),
        );
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe('API documentation', () => {
  it('serves the OpenAPI document at /api/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/session'].get).toBeDefined();
    expect(doc.paths['/ws']).toBeUndefined();
  });

  it('states for every route its security requirement, permission codes and units', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.sessao).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sessao',
    });
    const documentadas = new Set<string>();
    for (const [caminho, operacoes] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const metodo of Object.keys(operacoes)) documentadas.add(`${metodo.toUpperCase()} ${caminho}`);
    }
    const rotas = t.app.rotas.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        r.url !== '/api/openapi.json' &&
        !r.url.startsWith(PREFIXO_DOCS),
    );
    expect(rotas.length).toBeGreaterThan(100);
    const vistas = new Set<string>();
    for (const r of rotas) {
      // path parameters as OpenAPI writes them; a trailing wildcard is a named parameter
      const caminho = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, `/{${PARAMETRO_CURINGA}}`);
      const chave = `${r.method} ${caminho}`;
      vistas.add(chave);
      const op = doc.paths[caminho]?.[r.method.toLowerCase()];
      expect(op, chave).toBeDefined();
      // every path parameter has a valid name (Swagger UI stops drawing the page at '{*}')
      for (const prm of (op.parameters ?? []) as { name: string; in: string }[]) {
        if (prm.in === 'path') expect(prm.name, chave).toMatch(/^[A-Za-z0-9_]+$/);
      }
      if (ehPublica(r.acesso)) {
        expect(op.security, chave).toEqual([]);
        expect(op['x-permissoes'], chave).toBeUndefined();
        expect(op.description, chave).toContain('Acesso: público (sem sessão).');
        continue;
      }
      expect(op.security, chave).toEqual([{ sessao: [] }]);
      expect(op['x-permissoes'], chave).toEqual(r.acesso.permissoes);
      expect(op['x-unidades'], chave).toEqual(r.acesso.unidades);
      expect(op.description, chave).toContain(
        r.acesso.permissoes.length
          ? `Acesso: sessão com uma destas permissões: ${r.acesso.permissoes.join(', ')}.`
          : 'Acesso: qualquer usuário com sessão.',
      );
      if (r.acesso.unidades) {
        expect(op.description, chave).toContain(`Só usuários das unidades ${r.acesso.unidades.join(', ')}.`);
      }
      expect(op['x-unidade-com'], chave).toEqual(r.acesso.unidadeCom);
      if (r.acesso.unidadeCom) expect(op.description, chave).toContain(`(${r.acesso.unidadeCom})`);
    }
    // the document holds no operation the app does not have
    expect([...documentadas].filter((c) => !vistas.has(c))).toEqual([]);
    // a route's own description is kept before the access rule
    const login = doc.paths['/api/auth/login'].post;
    expect(login.summary).toMatch(/^Entra com usuário e senha/);
    expect(login.security).toEqual([]);
    // the call center is limited to the units whose flag is on
    expect(doc.paths['/api/callcenter/motivos-desistencia'].get).toMatchObject({
      'x-unidade-com': 'id_callcenter',
      description: expect.stringContaining('Só usuários de unidades com "Unidade de call center" ligado'),
    });
    expect(doc.paths['/api/teste/unidades'].get).toMatchObject({
      security: [{ sessao: [] }],
      'x-permissoes': [316],
      'x-unidades': [1, 19],
      description:
        'Rota de teste.\n\nAcesso: sessão com uma destas permissões: 316. Só usuários das unidades 1, 19.',
    });
  });

  it('serves the browsable docs at /api/docs with every asset the page loads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const refs = [...res.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    const assets = refs.filter((r) => r.startsWith('/api/docs/'));
    expect(assets.length).toBeGreaterThanOrEqual(4);
    expect(assets).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(assets).toContain('/api/docs/static/swagger-initializer.js');
    for (const a of assets) {
      const r = await t.app.inject({ method: 'GET', url: a });
      expect(r.statusCode, a).toBe(200);
      expect(r.body.length, a).toBeGreaterThan(0);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    // the page resolves './json' against its own URL with a trailing slash
    expect(init.body).toContain("resolveUrl('./json')");
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
  });
});
