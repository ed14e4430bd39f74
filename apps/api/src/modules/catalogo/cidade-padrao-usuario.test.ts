import { CIDADE_PADRAO_BUSCA } from '@backoffice/domain/candidato-busca';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCatalogos } from '../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let userSip: number;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogos(t.db.handle);
  await criarUnidade(t.app.deps.db, {
    cd_empresa: 19,
    nm_empresa: 'Curitiba Centro',
    cd_uf: 'PR',
    nm_cidade: 'Curitiba',
  });
  await criarUnidade(t.app.deps.db, {
    cd_empresa: 77,
    nm_empresa: 'Unidade sem cidade',
    cd_uf: 'SC',
    nm_cidade: ' ',
  });
  // any logged user: the recruitment profile holds no selection code
  const s = await loginComUsuario(t.app, 'recrutamento');
  cookie = s.cookie;
  userSip = s.usuario.user_sip;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method: 'GET', url });

describe('GET cidades/cidade-padrao-usuario/{user_sip}/{cd_unid}', () => {
  it("answers the state and city of the user's unit", async () => {
    const res = await get(`/api/cidades/cidade-padrao-usuario/${userSip}/19`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ CD_UF: 'PR', NM_CIDADE: 'Curitiba' });
  });

  it('falls back to SC and JOINVILLE for a unit unknown or without a city', async () => {
    for (const unidade of [4040, 77]) {
      const res = await get(`/api/cidades/cidade-padrao-usuario/${userSip}/${unidade}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(CIDADE_PADRAO_BUSCA);
    }
    expect(CIDADE_PADRAO_BUSCA).toEqual({ CD_UF: 'SC', NM_CIDADE: 'JOINVILLE' });
  });

  it('writes the fallback city as the catalogue of cities does, when it holds it', async () => {
    await t.db.handle.query(
      `INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES (4209102, 'Joinville', 'SC', 1)`,
    );
    const res = await get(`/api/cidades/cidade-padrao-usuario/${userSip}/4040`);
    expect(res.json()).toEqual({ CD_UF: 'SC', NM_CIDADE: 'Joinville' });
  });

  it('400 for bad codes, 401 without session', async () => {
    expect((await get(`/api/cidades/cidade-padrao-usuario/${userSip}/abc`)).statusCode).toBe(400);
    expect((await get(`/api/cidades/cidade-padrao-usuario/0/19`)).statusCode).toBe(400);
    expect((await get(`/api/cidades/cidade-padrao-usuario/${userSip}/19`, null)).statusCode).toBe(401);
  });
});
