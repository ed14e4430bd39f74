import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
let cdSip: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarUsuario(db, { nm_pessoa: 'Márcia Analista Unidade Dois', cd_unid: 2 });
  await criarUsuario(db, { nm_pessoa: 'Marcos Analista Unidade Um', cd_unid: 1 });
  await criarUsuario(db, { nm_pessoa: 'Marcelo Inativo', cd_unid: 1, id_ativo: 'N' });
  const u = await criarUsuario(db, { nm_pessoa: 'Outro Nome', apelido: 'marciano', cd_unid: 2 });
  await t.db.handle.query(`UPDATE usuario SET nr_telefone = '47999998888' WHERE cd_sip = $1`, [u.cd_sip]);
  const s = await loginComUsuario(t.app, { nm_pessoa: 'Quem Pesquisa', cd_unid: 1 });
  cookie = s.cookie;
  cdSip = s.usuario.cd_sip;
});
afterAll(async () => {
  await t.close();
});

const buscar = (texto: string, c: string | null = cookie, sip: number | string = cdSip) =>
  injectAs(t.app, c ?? undefined, {
    method: 'GET',
    url: `/api/analista/analistas/${sip}/${encodeURIComponent(texto)}`,
  });

describe('GET /api/analista/analistas/:cd_sip/:text', () => {
  it("finds active analysts by name or nickname, the user's unit first", async () => {
    const res = await buscar('MARC');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { NM_PESSOA_ANALISTA: string }) => a.NM_PESSOA_ANALISTA)).toEqual([
      'Marcos Analista Unidade Um',
      'Márcia Analista Unidade Dois',
      'Outro Nome',
    ]);
    expect(res.json()[2]).toEqual({
      CD_PESSOA_ANALISTA: expect.any(Number),
      NM_PESSOA_ANALISTA: 'Outro Nome',
      NR_TELEFONE: '47999998888',
      CD_SIP: expect.any(Number),
      CD_UNID: 2,
    });
  });

  it('refuses fewer than 3 characters and a bad user code', async () => {
    expect((await buscar('ma')).statusCode).toBe(400);
    expect((await buscar('marc', cookie, 'x')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await buscar('marc', null)).statusCode).toBe(401);
  });
});
