import { PERMISSOES } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade, criarUsuario } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
let semPermissao: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const h = t.app.deps.handle;
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 19, nm_empresa: 'Curitiba' });
  cookie = (await loginComUsuario(t.app, { permissoes: PERMISSOES.ramais })).cookie;
  semPermissao = (await loginComUsuario(t.app, { permissoes: PERMISSOES.selecao })).cookie;
  const ramal = async (nome: string, unidade: number, nr: string | null, ativo: 'S' | 'N' = 'S') => {
    const u = await criarUsuario(db, { nm_pessoa: nome, cd_unid: unidade, id_ativo: ativo });
    await h.query('UPDATE usuario SET nr_ramal = $2 WHERE cd_sip = $1', [u.cd_sip, nr]);
  };
  await ramal('Zélia Recepção', 1, '2001');
  await ramal('Bruno Financeiro', 1, '2040');
  await ramal('Carlos Curitiba', 19, '3100');
  await ramal('Sem Ramal', 1, null);
  await ramal('Inativo', 1, '2999', 'N');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/ramal/lista-ramais', () => {
  it('lists the active users with an extension, by unit then name', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/ramal/lista-ramais' });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((r: { NM_PESSOA: string; NR_RAMAL: string; NM_UNIDADE: string }) => [
          r.NM_UNIDADE,
          r.NM_PESSOA,
          r.NR_RAMAL,
        ]),
    ).toEqual([
      ['Curitiba', 'Carlos Curitiba', '3100'],
      ['Joinville', 'Bruno Financeiro', '2040'],
      ['Joinville', 'Zélia Recepção', '2001'],
    ]);
  });

  it('requires code 25', async () => {
    const res = await injectAs(t.app, semPermissao, { method: 'GET', url: '/api/ramal/lista-ramais' });
    expect(res.statusCode).toBe(403);
  });
});
