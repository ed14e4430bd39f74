import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.handle.query(
    `INSERT INTO pais (cd_pais, nm_pais) VALUES (1, 'Brasil'), (2, 'Argentina'), (3, 'Alemanha')`,
  );
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/paises/paises', () => {
  it('lists the countries, Brazil first', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/paises/paises' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_PAIS: 1, NM_PAIS: 'Brasil' },
      { CD_PAIS: 3, NM_PAIS: 'Alemanha' },
      { CD_PAIS: 2, NM_PAIS: 'Argentina' },
    ]);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'GET', url: '/api/paises/paises' });
    expect(res.statusCode).toBe(401);
  });
});
