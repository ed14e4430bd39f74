import { configuracaoClienteSchema } from '@backoffice/domain/menu';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

describe('GET /api/configuracao', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEBMAIL_URL: 'https://webmail.exemplo.com.br',
      DAYONE_URL: 'https://dayone.exemplo.com.br/painel',
      LEGACY_SITE_URL: 'https://www.exemplo.com.br/sistema/',
      WHATSAPP_ADAPTER: 'cloud',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_TOKEN: 'token',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the configured links, the call-center units of the database and legacy site', async () => {
    await criarUnidade(t.app.deps.db, { cd_empresa: 7, id_callcenter: 'S' });
    await criarUnidade(t.app.deps.db, { cd_empresa: 2 });
    const cookie = await login(t.app, { nm_login: 'ana.analista', permissoes: [58] });
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/configuracao' });
    expect(res.statusCode).toBe(200);
    const corpo = configuracaoClienteSchema.parse(res.json());
    expect(corpo).toEqual({
      URL_WEBMAIL: 'https://webmail.exemplo.com.br',
      URL_RHBSAAS: null,
      URL_DAYONE: 'https://dayone.exemplo.com.br/painel',
      URL_SITE_LEGADO: 'https://www.exemplo.com.br/sistema/',
      PAGINAS_LEGADO: [],
      ID_USUARIO_HELP_DESK: 'N',
      UNIDADES_CALLCENTER: [1, 7],
      ID_CHATBOT_UNIDADE: 'S',
      ID_LAYOUT_CURRICULO_2_UNIDADE: 'S',
      ENVIO_SIMULADO: ['email', 'sms'],
    });
  });

  it("answers the user's unit flags and follows a change of the flags at once", async () => {
    await criarUnidade(t.app.deps.db, { cd_empresa: 3, id_chatbot: 'S', id_layout_curriculo_2: 'N' });
    const cookie = await login(t.app, { permissoes: [58], cd_unid: 3 });
    const ler = async () =>
      (await injectAs(t.app, cookie, { method: 'GET', url: '/api/configuracao' })).json();
    expect(await ler()).toMatchObject({ ID_CHATBOT_UNIDADE: 'S', ID_LAYOUT_CURRICULO_2_UNIDADE: 'N' });
    await t.app.deps.db.execute(
      sql`UPDATE empresa SET id_chatbot = 'N', id_layout_curriculo_2 = 'S', id_callcenter = 'S' WHERE cd_empresa = 3`,
    );
    const depois = await ler();
    expect(depois).toMatchObject({ ID_CHATBOT_UNIDADE: 'N', ID_LAYOUT_CURRICULO_2_UNIDADE: 'S' });
    expect(depois.UNIDADES_CALLCENTER).toContain(3);
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

  it("answers null links and the call-center units of the database (unit 1's default flag)", async () => {
    const cookie = await login(t.app, 'selecao');
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/configuracao' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      URL_WEBMAIL: null,
      URL_RHBSAAS: null,
      URL_DAYONE: null,
      URL_SITE_LEGADO: null,
      UNIDADES_CALLCENTER: [1],
      ENVIO_SIMULADO: ['email', 'sms', 'whatsapp'],
    });
  });
});
