import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
let cdCliente: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.handle;
  await criarUnidade(t.app.deps.db, { cd_empresa: 1 });
  await criarUnidade(t.app.deps.db, { cd_empresa: 2 });
  cdCliente = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Metalúrgica Exemplo' });
  await db.query(`INSERT INTO cliente (cd_pessoa, cd_empresa) VALUES ($1, 1)`, [cdCliente]);
  await db.query(`INSERT INTO cargo (cd_cargo, nm_cargo, id_ativo) VALUES
    (10, 'Soldador', 'S'), (11, 'Auxiliar de Produção', 'S'), (12, 'Datilógrafo', 'N')`);
  await db.query(
    `INSERT INTO cargo_cliente (nm_cargo_cliente, cd_pessoa_cliente, cd_empresa_cliente, cd_cargo_interno, id_cargo_exibir_web)
     VALUES ('Soldador MIG', $1, 1, 10, 'C'), ('Ajudante', $1, 1, 11, 'I'), ('Outro da unidade 2', $1, 2, NULL, 'I')`,
    [cdCliente],
  );
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/cargo/sip-cargos and /api/cargo/cargos', () => {
  it('lists the active internal positions by name', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/cargo/sip-cargos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_CARGO: 11, NM_CARGO: 'Auxiliar de Produção' },
      { CD_CARGO: 10, NM_CARGO: 'Soldador' },
    ]);
  });

  it('lists retired positions too for the candidate search', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/cargo/cargos' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { CD_CARGO: number }) => c.CD_CARGO)).toEqual([11, 12, 10]);
  });

  it('needs a session', async () => {
    for (const url of ['/api/cargo/sip-cargos', '/api/cargo/cargos']) {
      const res = await injectAs(t.app, undefined, { method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('GET /api/cargo/cargos-cliente/:cdPessoaCliente/:cdEmpresa', () => {
  it("lists the client's positions of that unit with the internal position", async () => {
    const res = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/cargo/cargos-cliente/${cdCliente}/1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        CD_CARGO_CLIENTE: expect.any(Number),
        NM_CARGO_CLIENTE: 'Ajudante',
        NM_CARGO: 'Auxiliar de Produção',
        CD_CARGO_INTERNO: 11,
        ID_CARGO_EXIBIR_WEB: 'I',
        DS_CARGO_EXIBIR_WEB: 'Cargo interno',
      },
      {
        CD_CARGO_CLIENTE: expect.any(Number),
        NM_CARGO_CLIENTE: 'Soldador MIG',
        NM_CARGO: 'Soldador',
        CD_CARGO_INTERNO: 10,
        ID_CARGO_EXIBIR_WEB: 'C',
        DS_CARGO_EXIBIR_WEB: 'Cargo do cliente',
      },
    ]);
  });

  it('refuses codes that are not numbers', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/cargo/cargos-cliente/x/1' });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, {
      method: 'GET',
      url: `/api/cargo/cargos-cliente/${cdCliente}/1`,
    });
    expect(res.statusCode).toBe(401);
  });
});
