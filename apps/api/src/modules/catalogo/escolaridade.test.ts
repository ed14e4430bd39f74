import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';
import { criarCatalogos } from '../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogos(t.db.handle);
  cookie = await login(t.app, 'selecao');
});
afterAll(async () => {
  await t?.close();
});

describe('GET escolaridade/escolaridades', () => {
  it('lists the education levels in order', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/escolaridade/escolaridades' });
    expect(res.statusCode).toBe(200);
    const l = res.json();
    expect(l[0]).toEqual({ CD_ESCOLARIDADE: 1, NM_ESCOLARIDADE: 'Analfabeto' });
    expect(l.map((e: { CD_ESCOLARIDADE: number }) => e.CD_ESCOLARIDADE)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });

  it('needs a session', async () => {
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: '/api/escolaridade/escolaridades' }))
        .statusCode,
    ).toBe(401);
  });
});
