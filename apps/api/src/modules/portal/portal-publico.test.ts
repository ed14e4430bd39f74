import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MENSAGENS_PORTAL } from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
} from '../../../test/vaga-fixtures';
import { raizPortalRoutes } from './raiz';

/** The portal's small public pieces: robots.txt, the icon, the page of a malformed address, the JobPosting. */

const DIA = 86_400_000;
let t: TestApp;
let web: string;
let cliente: number;

beforeAll(async () => {
  // A built back-office page: its fallback must not take the icon nor the portal's error page.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-publico-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Back-office</title>');
  t = await createTestApp(
    { PORTAL_CACHE_SECONDS: '0', PORTAL_PUBLIC_URL: 'https://vagas.exemplo.com.br/' },
    { webDistDir: web },
  );
  await criarCatalogosVaga(t.app.deps.db);
  await t.app.deps.db.execute(sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (501, 'Soldador')`);
  cliente = await criarCliente(t.app.deps.db, 'Metalúrgica Exemplo');
});
afterAll(async () => {
  await t?.close();
  if (web) fs.rmSync(web, { recursive: true, force: true });
});

async function vaga(dados: DadosVaga = {}): Promise<number> {
  const req = await criarRequisicao(t.app.deps.db, cliente);
  return criarVaga(
    t.app.deps.db,
    { cliente, requisicao: req },
    {
      cd_cargo: 501,
      id_libera_internet: 'S',
      dt_libera_internet: new Date(Date.now() - DIA),
      ds_observacao_internet: 'Solda MIG em estruturas metálicas.',
      ...dados,
    },
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /robots.txt', () => {
  it('allows the portal, keeps crawlers out of the API and the private area, names the sitemap', async () => {
    // the Host header is anyone's to set: the sitemap's address is the configured one
    const r = await get('/robots.txt', { host: 'atacante.example' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=86400');
    const linhas = r.body.trim().split('\n');
    expect(linhas).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /vagas',
        'Disallow: /api/',
        'Disallow: /vagas/minha-area',
        'Sitemap: https://vagas.exemplo.com.br/vagas/sitemap.xml',
      ]),
    );
    expect(r.body).not.toContain('atacante');
    // the back-office's page never answers it
    expect(r.body).not.toContain('Back-office');
  });

  it('without a configured address, names this server on localhost', async () => {
    const app = Fastify();
    await app.register(raizPortalRoutes, { config: testConfig({ PORT: '4321' }) });
    const r = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'atacante.example' } });
    await app.close();
    expect(r.body).toContain('Sitemap: http://localhost:4321/vagas/sitemap.xml');
    expect(r.body).not.toContain('atacante');
  });
});

describe('the icon', () => {
  it('every portal page links an SVG icon served among its files; /favicon.ico answers it', async () => {
    const pagina = await get('/vagas');
    expect(pagina.statusCode).toBe(200);
    const href =
      /<link rel="icon" type="image\/svg\+xml" href="(\/vagas\/recursos\/favicon\.[0-9a-f]+\.svg)">/.exec(
        pagina.body,
      )?.[1];
    expect(href).toBeDefined();
    // the policy lets the page show an image of its own origin
    expect(pagina.headers['content-security-policy']).toMatch(/img-src 'self'/);

    const icone = await get(href ?? '');
    expect(icone.statusCode).toBe(200);
    expect(icone.headers['content-type']).toContain('image/svg+xml');
    expect(icone.headers['cache-control']).toContain('immutable');
    expect(icone.body.startsWith('<svg')).toBe(true);
    // nothing in it that runs
    expect(icone.body).not.toMatch(/<script|on[a-z]+=|href=/i);

    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toContain('image/svg+xml');
    expect(ico.body).toBe(icone.body);
  });
});

describe('a malformed address under /vagas', () => {
  it("answers the portal's own page (HTML, 400) with the domain's message; elsewhere the API's JSON", async () => {
    for (const url of [
      '/vagas/%E0%A4%A',
      '/vagas/%',
      '/vagas/%C0%AE',
      '/vagas/minha-area/%ZZ',
      '/vagas/%FF?pagina=2',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.body).toContain('<html lang="pt-BR">');
      expect(r.body).toContain(MENSAGENS_PORTAL.enderecoInvalido);
      expect(r.body).toMatch(/<link rel="stylesheet" href="\/vagas\/recursos\/portal\.[0-9a-f]+\.css">/);
      expect(r.body).toContain('<meta name="robots" content="noindex">');
      expect(r.body).not.toContain('FST_ERR_BAD_URL');
    }
    // outside the portal (the back-office's API clients read JSON), and a path that only starts alike
    for (const url of ['/api/%E0%A4%A', '/%', '/vagas%']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.headers['content-type']).toContain('application/json');
      expect(r.json()).toMatchObject({ code: 'FST_ERR_BAD_URL' });
    }
  });
});

describe("the vacancy page's JobPosting", () => {
  const jsonLd = (corpo: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(corpo)?.[1] ?? 'null');

  it('says one applies on the page and, when the vacancy has a withdrawal date, until that instant', async () => {
    // withdrawn on 31/12/2099 (the editor stores the start of that day, in Brasília time)
    const nr = await vaga({ dt_retira_internet: new Date('2099-12-31T00:00:00-03:00') });
    const pagina = await get(`/vagas/${nr}-soldador`);
    expect(pagina.statusCode).toBe(200);
    const ld = jsonLd(pagina.body);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      validThrough: '2099-12-31T00:00:00-03:00',
      directApply: true,
      url: `https://vagas.exemplo.com.br/vagas/${nr}-soldador`,
    });
    // the JSON-LD feed is built by the same function: the same JobPosting but for the page's address
    const feed = await get(`/api/divulgacao/vagas/${nr}`);
    expect(feed.statusCode).toBe(200);
    const { url: _urlFeed, ...doFeed } = feed.json();
    const { url: _urlPagina, ...daPagina } = ld;
    expect(daPagina).toEqual(doFeed);

    const semData = jsonLd((await get(`/vagas/${await vaga()}-soldador`)).body);
    expect(semData.directApply).toBe(true);
    expect(semData).not.toHaveProperty('validThrough');
  });
});
