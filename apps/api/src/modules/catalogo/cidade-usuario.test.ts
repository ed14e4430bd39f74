import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCatalogos } from '../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let cdSip: number;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogos(t.db.handle);
  await criarUnidade(t.app.deps.db, {
    cd_empresa: 19,
    nm_empresa: 'Curitiba Centro',
    cd_uf: 'PR',
    nm_cidade: 'Curitiba',
  });
  const s = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 19, cd_uf_unid: 'PR' });
  cookie = s.cookie;
  cdSip = s.usuario.cd_sip;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method: 'GET', url });

describe('GET cidades/cidade-usuario/{cd_sip}/{cd_unid}', () => {
  it("answers the state and city of the user's unit", async () => {
    const res = await get(`/api/cidades/cidade-usuario/${cdSip}/19`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      CD_UNID: 19,
      NM_EMPRESA: 'Curitiba Centro',
      CD_PAIS: 1,
      CD_UF: 'PR',
      CD_CIDADE: null,
      NM_CIDADE: 'Curitiba',
    });
  });

  it('404 for an unknown unit, 400 for bad codes, 401 without session', async () => {
    expect((await get(`/api/cidades/cidade-usuario/${cdSip}/4040`)).statusCode).toBe(404);
    expect((await get(`/api/cidades/cidade-usuario/${cdSip}/abc`)).statusCode).toBe(400);
    expect((await get(`/api/cidades/cidade-usuario/${cdSip}/19`, null)).statusCode).toBe(401);
  });
});
