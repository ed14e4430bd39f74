import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.handle.query(`INSERT INTO idioma (cd_idioma, nm_idioma) VALUES (1, 'Inglês'), (2, 'Espanhol')`);
  cookie = await login(t.app, {});
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/conhecimento/idiomas', () => {
  it('lists the languages by name', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/conhecimento/idiomas' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { CD_IDIOMA: 2, NM_IDIOMA: 'Espanhol' },
      { CD_IDIOMA: 1, NM_IDIOMA: 'Inglês' },
    ]);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'GET', url: '/api/conhecimento/idiomas' });
    expect(res.statusCode).toBe(401);
  });
});
