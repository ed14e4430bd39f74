import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const sql of [
    `INSERT INTO pais (cd_pais, nm_pais) VALUES (1, 'Brasil')`,
    `INSERT INTO estado (cd_uf, nm_uf, cd_pais) VALUES ('SC', 'Santa Catarina', 1), ('PR', 'Paraná', 1)`,
    `INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES
      (4209102, 'Joinville', 'SC', 1), (4216602, 'São José', 'SC', 1), (4106902, 'Curitiba', 'PR', 1)`,
  ]) {
    await t.db.handle.query(sql);
  }
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/cidades/cidades-por-estado/:cdUf/:cdPais', () => {
  it('lists the cities of the state by name', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/cidades/cidades-por-estado/SC/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_CIDADE: 4209102, NM_CIDADE: 'Joinville', CD_UF: 'SC' },
      { CD_CIDADE: 4216602, NM_CIDADE: 'São José', CD_UF: 'SC' },
    ]);
  });

  it('takes the state in lower case', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/cidades/cidades-por-estado/pr/1' });
    expect(res.json()).toEqual([{ CD_CIDADE: 4106902, NM_CIDADE: 'Curitiba', CD_UF: 'PR' }]);
  });

  it('refuses a state that is not two letters', async () => {
    const res = await injectAs(t.app, cookie, {
      method: 'GET',
      url: '/api/cidades/cidades-por-estado/SCX/1',
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, {
      method: 'GET',
      url: '/api/cidades/cidades-por-estado/SC/1',
    });
    expect(res.statusCode).toBe(401);
  });
});
