import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MARCA_NONCE_CSP } from '@backoffice/domain/seguranca';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECALHOS_CLIENTE, createTestApp, login, type TestApp, testConfig } from '../../test/helpers';
import { HSTS, securityHeadersPlugin } from './security-headers';

// A built web app in miniature: index.html with the nonce placeholder (as the web build writes it) and one file.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(
  path.join(web, 'index.html'),
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${MARCA_NONCE_CSP}">` +
    `<script type="module" src="/assets/app.js" nonce="${MARCA_NONCE_CSP}"></script></head>` +
    '<body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(web, 'assets'));
fs.writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log("app");');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEGACY_SITE_URL: 'https://legado.exemplo.com.br/sistema/' }, { webDistDir: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

/** The CSP header as directive → sources. */
function politica(res: LightMyRequestResponse): Map<string, string[]> {
  const valor = res.headers['content-security-policy'];
  expect(typeof valor, 'Content-Security-Policy ausente').toBe('string');
  return new Map(
    String(valor)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((partes) => partes[0])
      .map(([nome, ...fontes]) => [nome, fontes]),
  );
}

function nonceDoEstilo(csp: Map<string, string[]>): string {
  const n = csp.get('style-src')?.find((f) => f.startsWith("'nonce-"));
  expect(n).toBeDefined();
  return String(n).slice("'nonce-".length, -1);
}

function esperarCabecalhos(res: LightMyRequestResponse, rotulo: string) {
  expect(res.headers['x-content-type-options'], rotulo).toBe('nosniff');
  expect(res.headers['x-frame-options'], rotulo).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy'], rotulo).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by'], rotulo).toBeUndefined();
  // plain HTTP: no HSTS
  expect(res.headers['strict-transport-security'], rotulo).toBeUndefined();
  const csp = politica(res);
  expect(csp.get('default-src'), rotulo).toEqual(["'self'"]);
  expect(csp.get('script-src')?.[0], rotulo).toBe("'self'");
  expect(csp.get('script-src-attr'), rotulo).toEqual(["'none'"]);
  for (const [diretiva, fontes] of csp) {
    expect(fontes, `${rotulo}: ${diretiva}`).not.toContain("'unsafe-inline'");
    expect(fontes, `${rotulo}: ${diretiva}`).not.toContain("'unsafe-eval'");
  }
  expect(csp.get('style-src')?.[0], rotulo).toBe("'self'");
  expect(csp.get('object-src'), rotulo).toEqual(["'none'"]);
  expect(csp.get('base-uri'), rotulo).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), rotulo).toEqual(["'self'"]);
  expect(csp.get('form-action'), rotulo).toEqual(["'self'"]);
  expect(csp.get('img-src'), rotulo).toEqual(["'self'", 'data:', 'blob:']);
  // the app's WebSocket at the host the browser asked for
  expect(csp.get('connect-src'), rotulo).toEqual(["'self'", 'ws://localhost:80']);
  expect(csp.get('frame-src'), rotulo).toEqual(["'self'", 'blob:', 'https://legado.exemplo.com.br']);
  return csp;
}

describe('security headers', () => {
  it('are on a JSON answer of the API', async () => {
    const cookie = await login(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const csp = esperarCabecalhos(res, 'GET /api/session');
    // a JSON answer has no element to carry a nonce: none is made for it
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('are on a 404, a 401 and a 403 refused before the handler', async () => {
    const naoExiste = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(naoExiste.statusCode).toBe(404);
    esperarCabecalhos(naoExiste, '404');
    const semSessao = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(semSessao.statusCode).toBe(401);
    esperarCabecalhos(semSessao, '401');
    const semCsrf = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(semCsrf.statusCode).toBe(403);
    esperarCabecalhos(semCsrf, '403');
  });

  it('are on the login route, both refused and accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CABECALHOS_CLIENTE },
      payload: { usuario: 'ninguem', senha: 'errada' },
    });
    expect(res.statusCode).toBe(401);
    esperarCabecalhos(res, 'POST /api/auth/login');
  });

  it('are on index.html, whose nonce placeholder becomes the nonce of the answer, new each time', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/t/Vaga?nrVaga=3', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const csp = esperarCabecalhos(res, url);
      const nonce = nonceDoEstilo(csp);
      expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"]);
      expect(res.body).not.toContain(MARCA_NONCE_CSP);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).toContain(`src="/assets/app.js" nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('are on a static file of the web app, and a missing one is a 404 with them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    esperarCabecalhos(res, '/assets/app.js');
    const falta = await t.app.inject({ method: 'GET', url: '/assets/outro.js' });
    expect(falta.statusCode).toBe(404);
    esperarCabecalhos(falta, '/assets/outro.js');
  });

  it('are on the API docs page and its files', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      esperarCabecalhos(res, url);
    }
    // Swagger UI's logo style, allowed by its hash on the docs only
    const docs = politica(await t.app.inject({ method: 'GET', url: '/api/docs' }));
    expect(docs.get('style-src')?.[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const app = politica(await t.app.inject({ method: 'GET', url: '/login' }));
    expect(app.get('style-src')?.some((f) => f.startsWith("'sha256-"))).toBe(false);
  });

  it('name the secure WebSocket and send HSTS only when the request came over HTTPS', async () => {
    // the plugin alone, on the configurations that decide HTTPS
    const servidor = async (config: Record<string, string>, trustProxy = false) => {
      const app = Fastify({ trustProxy });
      await app.register(securityHeadersPlugin, { config: testConfig(config) });
      app.get('/x', async () => ({ ok: true }));
      await app.ready();
      return app;
    };
    const porHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'rh.exemplo.com.br' };

    const atrasDeProxy = await servidor({ TRUST_PROXY: 'true' }, true);
    const viaProxy = await atrasDeProxy.inject({ method: 'GET', url: '/x', headers: porHttps });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
    expect(politica(viaProxy).get('connect-src')).toEqual(["'self'", 'wss://rh.exemplo.com.br']);
    const http = await atrasDeProxy.inject({ method: 'GET', url: '/x' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(politica(http).get('connect-src')).toEqual(["'self'", 'ws://localhost:80']);
    await atrasDeProxy.close();

    // X-Forwarded-* count only with TRUST_PROXY
    const direto = await servidor({});
    const ignorado = await direto.inject({ method: 'GET', url: '/x', headers: porHttps });
    expect(ignorado.headers['strict-transport-security']).toBeUndefined();
    expect(politica(ignorado).get('connect-src')).toEqual(["'self'", 'ws://localhost:80']);
    await direto.close();

    // COOKIE_SECURE=true declares the installation HTTPS (TLS ended before the server)
    const declarado = await servidor({ COOKIE_SECURE: 'true' });
    const r = await declarado.inject({ method: 'GET', url: '/x' });
    expect(r.headers['strict-transport-security']).toBe(HSTS);
    expect(politica(r).get('connect-src')).toEqual(["'self'", 'wss://localhost:80']);
    await declarado.close();
  });

  it('leave the WebSocket source out of the policy when the Host header is odd', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'exemplo.com; script-src *' },
    });
    expect(res.statusCode).toBe(200);
    expect(politica(res).get('connect-src')).toEqual(["'self'"]);
    expect(politica(res).get('script-src')?.[0]).toBe("'self'");
  });
});
