import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
