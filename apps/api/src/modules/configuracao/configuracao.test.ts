import { configuracaoClienteSchema } from '@backoffice/domain/menu';
import { UNIDADES_CALLCENTER } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

describe('GET /api/configuracao', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEBMAIL_URL: 'https://webmail.exemplo.com.br',
      DAYONE_URL: 'https://dayone.exemplo.com.br/painel',
      LEGACY_SITE_URL: 'https://www.exemplo.com.br/sistema/',
      CALLCENTER_UNITS: '1, 7',
      WHATSAPP_ADAPTER: 'cloud',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_TOKEN: 'token',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the configured links, units and legacy site', async () => {
    const cookie = await login(t.app, { nm_login: 'ana.analista', permissoes: [58] });
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/configuracao' });
    expect(res.statusCode).toBe(200);
    const corpo = configuracaoClienteSchema.parse(res.json());
    expect(corpo).toEqual({
      URL_WEBMAIL: 'https://webmail.exemplo.com.br',
      URL_RHBSAAS: null,
      URL_DAYONE: 'https://dayone.exemplo.com.br/painel',
      URL_SITE_LEGADO: 'https://www.exemplo.com.br/sistema/',
      ID_USUARIO_HELP_DESK: 'N',
      UNIDADES_CALLCENTER: [1, 7],
      ENVIO_SIMULADO: ['email', 'sms'],
    });
  });

  it('tells apart the users with the Help Desk flag, whatever their login', async () => {
    const cookie = await login(t.app, { nm_login: 'suporte.ti', permissoes: [], id_help_desk: 'S' });
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/configuracao' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ID_USUARIO_HELP_DESK).toBe('S');
    // the login HELP_DESK_USER names by default, without the flag
    const admin = await login(t.app, { nm_login: 'admin', permissoes: [] });
    const semMarca = await injectAs(t.app, admin, { method: 'GET', url: '/api/configuracao' });
    expect(semMarca.json().ID_USUARIO_HELP_DESK).toBe('N');
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'GET', url: '/api/configuracao' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });
});

describe('GET /api/configuracao with nothing configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers null links and the spec call-center units', async () => {
    const cookie = await login(t.app, 'selecao');
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/configuracao' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      URL_WEBMAIL: null,
      URL_RHBSAAS: null,
      URL_DAYONE: null,
      URL_SITE_LEGADO: null,
      UNIDADES_CALLCENTER: [...UNIDADES_CALLCENTER],
      ENVIO_SIMULADO: ['email', 'sms', 'whatsapp'],
    });
  });
});
