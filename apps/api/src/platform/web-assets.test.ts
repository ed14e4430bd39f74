import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

// A built web app as the build leaves it: hashed assets with their brotli and gzip copies.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
const codigo = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(web, 'assets'));
fs.writeFileSync(path.join(web, 'assets', 'index-a1b2c3.js'), codigo);
fs.writeFileSync(path.join(web, 'assets', 'index-a1b2c3.js.br'), zlib.brotliCompressSync(codigo));
fs.writeFileSync(path.join(web, 'assets', 'index-a1b2c3.js.gz'), zlib.gzipSync(codigo));
fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const pedir = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    const r = await pedir('/assets/index-a1b2c3.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toBe(codigo);
  });

  it('sends gzip where brotli is not accepted, and the file itself where nothing is', async () => {
    const gz = await pedir('/assets/index-a1b2c3.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(codigo);
    const cru = await pedir('/assets/index-a1b2c3.js');
    expect(cru.headers['content-encoding']).toBeUndefined();
    expect(cru.body).toBe(codigo);
  });

  it('never caches the page, and checks again a file without a hash', async () => {
    const pagina = await pedir('/login', 'br');
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['cache-control']).toBe('no-cache');
    expect((await pedir('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('does not serve a compressed copy by its own name', async () => {
    expect((await pedir('/assets/index-a1b2c3.js.br')).statusCode).toBe(404);
  });
});
