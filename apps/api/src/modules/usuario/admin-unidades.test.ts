import { MENSAGENS_ADMIN_UNIDADES as M } from '@backoffice/domain/administracao-unidades';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { PERMISSOES, TODOS_CODIGOS_PERMISSAO } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade, criarUsuario } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';

let t: TestApp;
let admin: { cookie: string; usuario: { user_sip: number; cd_sip: number } };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarUnidade(db, {
    cd_empresa: 19,
    cd_uf: 'PR',
    nm_cidade: 'Curitiba',
    nm_empresa: 'Unidade Curitiba',
  });
  await criarUnidade(db, { cd_empresa: 2, cd_uf: 'SP', nm_cidade: 'Campinas', id_ativo: 'N' });
  admin = await loginComUsuario(t.app, { permissoes: [...TODOS_CODIGOS_PERMISSAO] });
});
afterAll(async () => {
  await t.close();
});

const pedir = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  injectAs(t.app, cookie, { method, url, payload: payload as Record<string, unknown> });

const corpo = (extra: Record<string, unknown> = {}) => ({
  nm_unidade: 'Unidade Blumenau',
  cd_uf: 'SC',
  nm_cidade: 'Blumenau',
  cd_agrupadora: null,
  id_callcenter: 'S',
  id_prazo_vaga: 'S',
  nr_dias_prazo_vaga: 90,
  id_layout_curriculo_2: 'N',
  id_chatbot: 'S',
  id_ativo: 'S',
  ...extra,
});

async function contagens() {
  const [r] = await t.db.handle.query<{ unidades: number; auditoria: number; retrato: string }>(
    `SELECT (SELECT count(*) FROM empresa)::int AS unidades, (SELECT count(*) FROM auditoria_admin)::int AS auditoria,
            (SELECT string_agg(row(e.*)::text, '|' ORDER BY cd_empresa) FROM empresa e) AS retrato`,
  );
  return r!;
}

describe('GET /api/admin/unidades', () => {
  it('lists every unit with its flags and active users, active first (the users form picker too)', async () => {
    const r = await pedir(admin.cookie, 'GET', '/api/admin/unidades');
    expect(r.statusCode).toBe(200);
    const itens = r.json();
    expect(itens.map((u: { cd_unidade: number }) => u.cd_unidade)).toEqual([1, 19, 2]);
    expect(itens[0]).toEqual({
      cd_unidade: 1,
      nm_unidade: 'Unidade 1',
      cd_uf: 'SC',
      nm_cidade: 'Joinville',
      cd_agrupadora: 1,
      id_ativo: 'S',
      id_callcenter: 'S',
      id_prazo_vaga: 'S',
      nr_dias_prazo_vaga: 90,
      id_layout_curriculo_2: 'S',
      id_chatbot: 'S',
      qt_usuarios_ativos: 1,
    });
    expect(itens[2]).toMatchObject({ cd_unidade: 2, id_ativo: 'N', id_callcenter: 'N', id_chatbot: 'N' });
  });

  it('filters by text (code, name or city, without accents), UF and activity', async () => {
    const cds = async (q: string) =>
      (await pedir(admin.cookie, 'GET', `/api/admin/unidades?${q}`))
        .json()
        .map((u: { cd_unidade: number }) => u.cd_unidade);
    expect(await cds('texto=curitibá')).toEqual([19]);
    expect(await cds('cd_uf=sp')).toEqual([2]);
    expect(await cds('ativo=N')).toEqual([2]);
    expect(await cds('texto=19&ativo=S')).toEqual([19]);
    expect((await pedir(admin.cookie, 'GET', '/api/admin/unidades?cd_uf=XX')).statusCode).toBe(400);
  });

  it('needs the Administração code', async () => {
    const selecao = await loginComUsuario(t.app, { permissoes: [...PERMISSOES.selecao] });
    expect((await pedir(selecao.cookie, 'GET', '/api/admin/unidades')).statusCode).toBe(403);
    expect(
      (await pedir(selecao.cookie, 'POST', '/api/admin/unidades', { ...corpo(), cd_unidade: 9 })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/unidades', () => {
  it('creates a unit with its flags, audited, and shows it with its trail', async () => {
    const r = await pedir(admin.cookie, 'POST', '/api/admin/unidades', { ...corpo(), cd_unidade: 45 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ cd_unidade: 45, message: M.criada });
    const d = await pedir(admin.cookie, 'GET', '/api/admin/unidades/45');
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({
      cd_unidade: 45,
      nm_unidade: 'Unidade Blumenau',
      cd_agrupadora: 45,
      nm_agrupadora: 'Unidade Blumenau',
      id_callcenter: 'S',
      id_layout_curriculo_2: 'N',
      qt_usuarios_ativos: 0,
    });
    const [trilha] = d.json().auditoria;
    expect(trilha).toMatchObject({ ds_acao: 'criar', antes: null, nm_autor: expect.any(String) });
    expect(trilha.depois).toMatchObject({
      nm_unidade: 'Unidade Blumenau',
      id_chatbot: 'S',
      cd_agrupadora: 45,
    });
    const [a] = await t.db.handle.query<{ ds_entidade: string; ds_chave: string; cd_sip_autor: number }>(
      `SELECT ds_entidade, ds_chave, cd_sip_autor FROM auditoria_admin WHERE ds_chave = '45'`,
    );
    expect(a).toEqual({ ds_entidade: 'unidade', ds_chave: '45', cd_sip_autor: admin.usuario.cd_sip });
  });

  it('groups a new unit under an existing one', async () => {
    const r = await pedir(admin.cookie, 'POST', '/api/admin/unidades', {
      ...corpo({ nm_unidade: 'Unidade Itajaí', nm_cidade: 'Itajaí', cd_agrupadora: 45 }),
      cd_unidade: 145,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await pedir(admin.cookie, 'GET', '/api/admin/unidades/145')).json()).toMatchObject({
      cd_agrupadora: 45,
      nm_agrupadora: 'Unidade Blumenau',
    });
  });

  it.each([
    ['an existing code', { cd_unidade: 19 }, 409, `cd_unidade: ${M.codigoExiste}`],
    [
      'an unknown grouping unit',
      { cd_unidade: 50, cd_agrupadora: 4040 },
      400,
      `cd_agrupadora: ${M.agrupadoraInexistente}`,
    ],
    ['a UF that is not one of the 27', { cd_unidade: 50, cd_uf: 'XX' }, 400, `cd_uf: ${M.ufInvalida}`],
    ['0 days', { cd_unidade: 50, nr_dias_prazo_vaga: 0 }, 400, `nr_dias_prazo_vaga: ${M.diasPrazo}`],
    ['366 days', { cd_unidade: 50, nr_dias_prazo_vaga: 366 }, 400, `nr_dias_prazo_vaga: ${M.diasPrazo}`],
    [
      'a code that is no positive int4',
      { cd_unidade: 2_147_483_648 },
      400,
      `cd_unidade: ${M.codigoInvalido}`,
    ],
    ['a blank name', { cd_unidade: 50, nm_unidade: '  ' }, 400, `nm_unidade: ${M.nomeObrigatorio}`],
  ])('refuses %s, writing nothing', async (_caso, extra, status, mensagem) => {
    const antes = await contagens();
    const r = await pedir(admin.cookie, 'POST', '/api/admin/unidades', { ...corpo(), ...extra });
    expect(r.statusCode, r.body).toBe(status);
    expect(JSON.stringify(r.json())).toContain(mensagem.split(': ')[1]);
    expect(await contagens()).toEqual(antes);
  });
});

describe('PUT /api/admin/unidades/:cd_unidade', () => {
  it('changes the data and flags, audited with before and after; a new UF follows to its users', async () => {
    const u = await criarUsuario(t.app.deps.db, { cd_unid: 19, cd_uf_unid: 'PR', permissoes: [58] });
    const r = await pedir(admin.cookie, 'PUT', '/api/admin/unidades/19', {
      ...corpo({ nm_unidade: 'Unidade Curitiba Centro', cd_uf: 'pr', nm_cidade: 'Curitiba' }),
      id_layout_curriculo_2: 'S',
      nr_dias_prazo_vaga: 120,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: M.alterada });
    const d = (await pedir(admin.cookie, 'GET', '/api/admin/unidades/19')).json();
    expect(d).toMatchObject({
      nm_unidade: 'Unidade Curitiba Centro',
      nr_dias_prazo_vaga: 120,
      qt_usuarios_ativos: 1,
    });
    expect(d.auditoria[0]).toMatchObject({
      ds_acao: 'alterar',
      antes: { nm_unidade: 'Unidade Curitiba', nr_dias_prazo_vaga: 90 },
      depois: { nm_unidade: 'Unidade Curitiba Centro', nr_dias_prazo_vaga: 120, id_layout_curriculo_2: 'S' },
    });
    await pedir(
      admin.cookie,
      'PUT',
      '/api/admin/unidades/19',
      corpo({ nm_unidade: 'Unidade Curitiba Centro', cd_uf: 'SC' }),
    );
    const [usuario] = await t.db.handle.query<{ cd_uf_unid: string }>(
      'SELECT cd_uf_unid FROM usuario WHERE cd_sip = $1',
      [u.cd_sip],
    );
    expect(usuario!.cd_uf_unid).toBe('SC');
  });

  it('refuses to turn off a unit that has active users (409 with the count), writing nothing', async () => {
    await criarUsuario(t.app.deps.db, { cd_unid: 19, permissoes: [58] });
    const antes = await contagens();
    const r = await pedir(admin.cookie, 'PUT', '/api/admin/unidades/19', corpo({ id_ativo: 'N' }));
    expect(r.statusCode).toBe(409);
    expect(JSON.stringify(r.json())).toContain(M.usuariosAtivos(2));
    expect(await contagens()).toEqual(antes);
  });

  it('refuses to turn off a grouping unit of active units, and turns off one without users', async () => {
    const antes = await contagens();
    const r = await pedir(admin.cookie, 'PUT', '/api/admin/unidades/45', corpo({ id_ativo: 'N' }));
    expect(r.statusCode).toBe(409);
    expect(JSON.stringify(r.json())).toContain(M.agrupaUnidadesAtivas(1));
    expect(await contagens()).toEqual(antes);
    const ok = await pedir(
      admin.cookie,
      'PUT',
      '/api/admin/unidades/145',
      corpo({ nm_unidade: 'Unidade Itajaí', nm_cidade: 'Itajaí', cd_agrupadora: 45, id_ativo: 'N' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await pedir(admin.cookie, 'GET', '/api/admin/unidades/145')).json().id_ativo).toBe('N');
  });

  it('refuses an unknown grouping unit and an unknown unit, writing nothing', async () => {
    const antes = await contagens();
    const r = await pedir(admin.cookie, 'PUT', '/api/admin/unidades/19', corpo({ cd_agrupadora: 4040 }));
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain(M.agrupadoraInexistente);
    expect((await pedir(admin.cookie, 'PUT', '/api/admin/unidades/4040', corpo())).statusCode).toBe(404);
    expect((await pedir(admin.cookie, 'GET', '/api/admin/unidades/4040')).statusCode).toBe(404);
    expect(await contagens()).toEqual(antes);
  });

  it("a flag changed here decides at once: the call center follows the unit's id_callcenter", async () => {
    const atendente = await loginComUsuario(t.app, { permissoes: [...PERMISSOES.callcenter], cd_unid: 45 });
    const motivos = () => pedir(atendente.cookie, 'GET', '/api/callcenter/motivos-desistencia');
    expect((await motivos()).statusCode).toBe(200);
    await pedir(admin.cookie, 'PUT', '/api/admin/unidades/45', corpo({ id_callcenter: 'N' }));
    const recusa = await motivos();
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json()).toEqual({ error: MENSAGENS.unidadeSemPermissao });
    const config = (await pedir(atendente.cookie, 'GET', '/api/configuracao')).json();
    expect(config.UNIDADES_CALLCENTER).not.toContain(45);
    expect(config.ID_CHATBOT_UNIDADE).toBe('S');
  });
});
