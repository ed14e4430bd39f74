import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const sql of [
    `INSERT INTO pais (cd_pais, nm_pais) VALUES (1, 'Brasil'), (2, 'Argentina')`,
    `INSERT INTO estado (cd_uf, nm_uf, cd_pais) VALUES ('SC', 'Santa Catarina', 1), ('PR', 'Paraná', 1), ('BA', 'Buenos Aires', 2)`,
  ]) {
    await t.db.handle.query(sql);
  }
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/estados/estados-por-pais/:cdPais', () => {
  it('lists the states of the country by name', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/estados/estados-por-pais/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { cdUf: 'PR', nmUf: 'Paraná' },
      { cdUf: 'SC', nmUf: 'Santa Catarina' },
    ]);
  });

  it('answers an empty list for a country without states', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/estados/estados-por-pais/99' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a country code that is not a number', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/estados/estados-por-pais/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(Array));
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'GET', url: '/api/estados/estados-por-pais/1' });
    expect(res.statusCode).toBe(401);
  });
});
