import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const sql of [
    `INSERT INTO pais (cd_pais, nm_pais) VALUES (1, 'Brasil')`,
    `INSERT INTO estado (cd_uf, nm_uf, cd_pais) VALUES ('SC', 'Santa Catarina', 1)`,
    `INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES
      (4209102, 'Joinville', 'SC', 1), (4216602, 'São José', 'SC', 1), (4202404, 'Blumenau', 'SC', 1)`,
    `INSERT INTO bairro (nm_bairro, cd_cidade, nm_cidade, cd_uf) VALUES
      ('Centro', 4209102, 'Joinville', 'SC'), ('América', 4209102, 'Joinville', 'SC'),
      ('Kobrasol', 4216602, 'São José', 'SC'), ('Velha', 4202404, 'Blumenau', 'SC')`,
  ]) {
    await t.db.handle.query(sql);
  }
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

const url = (estado: string, cidades: string) =>
  `/api/bairros/bairros-por-cidade/${estado}/${encodeURIComponent(cidades)}`;

describe('GET /api/bairros/bairros-por-cidade/:estado/:cities', () => {
  it('lists the neighbourhoods of the cities named, ignoring case and accents', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: url('SC', 'joinville,SAO JOSE') });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((b: { NM_BAIRRO: string; NM_CIDADE: string }) => `${b.NM_CIDADE}/${b.NM_BAIRRO}`),
    ).toEqual(['Joinville/América', 'Joinville/Centro', 'São José/Kobrasol']);
    expect(res.json()[0]).toEqual({
      CD_BAIRRO: expect.any(Number),
      NM_BAIRRO: 'América',
      NM_CIDADE: 'Joinville',
      CD_UF: 'SC',
    });
  });

  it('refuses an empty list of cities', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: url('SC', ' , ') });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'GET', url: url('SC', 'Joinville') });
    expect(res.statusCode).toBe(401);
  });
});
