import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';

let t: TestApp;
let doSul: Sessao;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville', nm_cidade: 'Joinville' });
  await criarUnidade(db, {
    cd_empresa: 101,
    nm_empresa: 'Joinville Sul',
    cd_empresa_agrupadora: 1,
    nm_cidade: 'Araquari',
  });
  await criarUnidade(db, { cd_empresa: 19, nm_empresa: 'Curitiba', cd_uf: 'PR', nm_cidade: 'Curitiba' });
  await t.app.deps.handle.query(`UPDATE empresa SET nm_empresa_menu = 'ARAQUARI' WHERE cd_empresa = 101`);
  doSul = await loginComUsuario(t.app, { cd_unid: 101 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, s: Sessao | null = doSul) => injectAs(t.app, s?.cookie, { method: 'GET', url });

describe('unit and city options of the vacancy filters (spec 001 §3, §7)', () => {
  it("lists the grouping units, the user's own grouping first and marked", async () => {
    const res = await get(`/api/unidade/lista-unidades/${doSul.usuario.user_sip}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { CD_EMPRESA_AGRUPADORA: 1, NM_EMPRESA: 'Joinville', ID_UNIDADE_USUARIO: 'S' },
      { CD_EMPRESA_AGRUPADORA: 19, NM_EMPRESA: 'Curitiba', ID_UNIDADE_USUARIO: 'N' },
    ]);
  });

  it('lists every unit by its city, by state', async () => {
    const res = await get(`/api/cidades/filtro-cidade/${doSul.usuario.user_sip}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { CD_EMPRESA: 19, CD_UF: 'PR', NM_EMPRESA_MENU: 'Curitiba' },
      { CD_EMPRESA: 101, CD_UF: 'SC', NM_EMPRESA_MENU: 'ARAQUARI' },
      { CD_EMPRESA: 1, CD_UF: 'SC', NM_EMPRESA_MENU: 'Joinville' },
    ]);
  });

  it('needs a session; refuses a bad code', async () => {
    expect((await get('/api/unidade/lista-unidades/1', null)).statusCode).toBe(401);
    expect((await get('/api/cidades/filtro-cidade/x')).statusCode).toBe(400);
  });
});
