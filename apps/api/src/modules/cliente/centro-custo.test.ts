import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
let cdCliente: number;
beforeAll(async () => {
  t = await createTestApp();
  await criarUnidade(t.app.deps.db, { cd_empresa: 1 });
  cdCliente = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Têxtil Exemplo' });
  await t.db.handle.query(`INSERT INTO cliente (cd_pessoa, cd_empresa) VALUES ($1, 1)`, [cdCliente]);
  await t.db.handle.query(
    `INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo, id_ativo)
     VALUES ($1, 1, '300', 'Tecelagem', 'S'), ($1, 1, '100', 'Administrativo', 'S'), ($1, 1, '900', 'Extinto', 'N')`,
    [cdCliente],
  );
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/centro-custo/list-centro-custo/:cdPessoaCliente/:cdEmpresa', () => {
  it("lists the client's active cost centres by name", async () => {
    const res = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/centro-custo/list-centro-custo/${cdCliente}/1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_CENTRO_CUSTO: '100', NM_CENTRO_CUSTO: 'Administrativo' },
      { CD_CENTRO_CUSTO: '300', NM_CENTRO_CUSTO: 'Tecelagem' },
    ]);
  });

  it('refuses a negative client code', async () => {
    const res = await injectAs(t.app, cookie, {
      method: 'GET',
      url: '/api/centro-custo/list-centro-custo/-1/1',
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, {
      method: 'GET',
      url: `/api/centro-custo/list-centro-custo/${cdCliente}/1`,
    });
    expect(res.statusCode).toBe(401);
  });
});
