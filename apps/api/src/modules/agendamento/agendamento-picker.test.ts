import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarPessoa, criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
let analista: number;
let cdCliente: number;
beforeAll(async () => {
  t = await createTestApp();
  await criarUnidade(t.app.deps.db, { cd_empresa: 1 });
  cdCliente = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Cliente com processos' });
  const outro = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Outro cliente' });
  await t.db.handle.query(`INSERT INTO cliente (cd_pessoa, cd_empresa) VALUES ($1, 1), ($2, 1)`, [
    cdCliente,
    outro,
  ]);
  await t.db.handle.query(
    `INSERT INTO tipo_processo (cd_pessoa_cliente, tipo, ds_tipo_abreviado, ds_tipo_processo, id_ativo) VALUES
     ($1, 'EFE', 'Efetivação', 'Processo de efetivação', 'S'), ($1, 'ADM', 'Admissão', NULL, 'S'),
     ($1, 'VEL', 'Velho', NULL, 'N'), ($2, 'OUT', 'Outro', NULL, 'S')`,
    [cdCliente, outro],
  );
  const s = await loginComUsuario(t.app, {});
  cookie = s.cookie;
  analista = s.usuario.user_sip;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/agendamento/dados-tipo-processo/:client/:analyst', () => {
  it("lists the client's active process types", async () => {
    const res = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/agendamento/dados-tipo-processo/${cdCliente}/${analista}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        ID_TIPO_PROCESSO: expect.any(Number),
        TIPO: 'ADM',
        DS_TIPO_ABREVIADO: 'Admissão',
        DS_TIPO_PROCESSO: null,
      },
      {
        ID_TIPO_PROCESSO: expect.any(Number),
        TIPO: 'EFE',
        DS_TIPO_ABREVIADO: 'Efetivação',
        DS_TIPO_PROCESSO: 'Processo de efetivação',
      },
    ]);
  });

  it('refuses a client code that is not a number', async () => {
    const res = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/agendamento/dados-tipo-processo/abc/${analista}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, {
      method: 'GET',
      url: `/api/agendamento/dados-tipo-processo/${cdCliente}/${analista}`,
    });
    expect(res.statusCode).toBe(401);
  });
});
