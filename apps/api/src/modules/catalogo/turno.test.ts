import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.handle.query(`INSERT INTO tipo_contratacao (cd_tipo_contratacao, nm_tipo_contratacao, id_tipo_contratacao)
    VALUES (1, 'Temporário', 'TE'), (2, 'Efetivo', 'EF')`);
  await t.db.handle.query(`INSERT INTO turno (cd_turno, nm_turno, cd_turno_datasul, cd_tipo_contratacao, id_ativo) VALUES
    (1, 'Noturno 22h às 6h', 'N01', 1, 'S'), (2, 'Comercial 8h às 18h', NULL, 1, 'S'),
    (3, 'Antigo', NULL, 1, 'N'), (4, 'Revezamento', 'R01', 2, 'S')`);
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/turno/turnos-list/:cdTipoContratacao', () => {
  it('lists the active shifts of the hiring type by name', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/turno/turnos-list/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_TURNO: 2, NM_TURNO: 'Comercial 8h às 18h', CD_TURNO_DATASUL: null },
      { CD_TURNO: 1, NM_TURNO: 'Noturno 22h às 6h', CD_TURNO_DATASUL: 'N01' },
    ]);
  });

  it('refuses a hiring type that is not a number', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/turno/turnos-list/1.5' });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'GET', url: '/api/turno/turnos-list/1' });
    expect(res.statusCode).toBe(401);
  });
});
