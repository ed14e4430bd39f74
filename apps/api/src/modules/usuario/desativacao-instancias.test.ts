import { MENSAGENS_ADMIN_USUARIOS as M } from '@backoffice/domain/administracao';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type TestApp, testConfig } from '../../../test/helpers';
import { type App, buildApp } from '../../app';

// Two servers on one database, as behind a load balancer: the user's session is read from the
// database on every request, so a deactivation on one ends it on the other at the next request.
let t: TestApp;
let outra: App;
beforeAll(async () => {
  t = await createTestApp();
  outra = await buildApp({ config: testConfig(), handle: t.db.handle });
  await outra.ready();
});
afterAll(async () => {
  await outra.close();
  await t.close();
});

describe('desativação com mais de uma instância', () => {
  it('a sessão aberta na outra instância recebe 401 no pedido seguinte', async () => {
    const admin = await loginComUsuario(t.app, { permissoes: [...TODOS_CODIGOS_PERMISSAO] });
    const seletor = await loginComUsuario(t.app, { permissoes: [...PERMISSOES.selecao] });
    const naOutra = (cookie: string) => injectAs(outra, cookie, { method: 'GET', url: '/api/session' });
    expect((await naOutra(seletor.cookie)).statusCode).toBe(200);

    const r = await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: `/api/admin/usuarios/${seletor.usuario.user_sip}/desativar`,
    });
    expect(r.json()).toEqual({ message: M.desativado });
    expect((await naOutra(seletor.cookie)).statusCode).toBe(401);
    expect((await naOutra(admin.cookie)).statusCode).toBe(200);
  });
});
