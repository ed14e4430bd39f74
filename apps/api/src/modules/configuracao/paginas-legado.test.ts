import { MENSAGENS_PAGINAS_LEGADO as M, PAGINAS_LEGADO } from '@backoffice/domain/paginas-legado';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';

const URL_SITE = 'https://www.exemplo.com.br/sistema/';

async function gravado(t: TestApp) {
  const [r] = await t.db.handle.query<{ paginas: string | null; trilha: number }>(
    `SELECT (SELECT string_agg(cd_pagina || ':' || id_modo, ';' ORDER BY cd_pagina) FROM pagina_legado) AS paginas,
            (SELECT count(*)::int FROM auditoria_admin WHERE ds_entidade = 'pagina_legado') AS trilha`,
  );
  return r!;
}

describe('Administração › Páginas do site principal, with LEGACY_SITE_URL', () => {
  let t: TestApp;
  let admin: Sessao;
  let analista: Sessao;
  const pedir = (s: Sessao, method: 'GET' | 'PUT', payload?: unknown, url = '/api/admin/paginas-legado') =>
    injectAs(t.app, s.cookie, { method, url, payload: payload as Record<string, unknown> });
  const configuracao = async (s: Sessao) => (await pedir(s, 'GET', undefined, '/api/configuracao')).json();

  beforeAll(async () => {
    t = await createTestApp({ LEGACY_SITE_URL: URL_SITE });
    admin = await loginComUsuario(t.app, { nm_pessoa: 'Ada Administradora', permissoes: [900] });
    analista = await loginComUsuario(t.app, { permissoes: [58, 59, 60] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every page native until chosen otherwise', async () => {
    const r = await pedir(admin, 'GET');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ URL_SITE_LEGADO: URL_SITE, auditoria: [] });
    expect(
      r.json().PAGINAS.map((p: { cd_pagina: string; id_modo: string }) => [p.cd_pagina, p.id_modo]),
    ).toEqual(PAGINAS_LEGADO.map((p) => [p, 'N']));
    expect((await configuracao(analista)).PAGINAS_LEGADO).toEqual([]);
  });

  it('a choice of the frame reaches every user through the configuration, with its trail', async () => {
    const r = await pedir(admin, 'PUT', {
      modos: { aberturaRequisicao: 'L', dadosCliente: 'L', faturamentoAvaliacaoCriar: 'N' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: M.alteradas(2), alteradas: 2 });
    expect(await gravado(t)).toEqual({ paginas: 'aberturaRequisicao:L;dadosCliente:L', trilha: 2 });
    expect((await configuracao(analista)).PAGINAS_LEGADO).toEqual(['aberturaRequisicao', 'dadosCliente']);

    const lista = (await pedir(admin, 'GET')).json();
    expect(lista.PAGINAS.find((p: { cd_pagina: string }) => p.cd_pagina === 'dadosCliente')).toMatchObject({
      id_modo: 'L',
      nm_alterado_por: 'Ada Administradora',
      dt_alteracao: expect.any(String),
    });
    expect(lista.auditoria).toHaveLength(2);
    expect(lista.auditoria[0]).toMatchObject({
      nm_autor: 'Ada Administradora',
      ds_acao: 'alterar',
      antes: { id_modo: 'N' },
      depois: { id_modo: 'L' },
    });

    // the same choice again changes nothing and writes no trail
    const repetida = await pedir(admin, 'PUT', { modos: { aberturaRequisicao: 'L' } });
    expect(repetida.json()).toEqual({ message: M.nadaAlterado, alteradas: 0 });
    // back to native
    expect((await pedir(admin, 'PUT', { modos: { dadosCliente: 'N' } })).json().alteradas).toBe(1);
    expect((await configuracao(analista)).PAGINAS_LEGADO).toEqual(['aberturaRequisicao']);
    expect(await gravado(t)).toEqual({ paginas: 'aberturaRequisicao:L;dadosCliente:N', trilha: 3 });
  });

  it('refuses an unknown page or mode (400) and anyone without the administration code (403), writing nothing', async () => {
    const antes = await gravado(t);
    for (const corpo of [
      { modos: { paginaInventada: 'L' } },
      { modos: { dadosCliente: 'X' } },
      { modos: { dadosCliente: null } },
      { modos: 'L' },
      {},
    ]) {
      expect((await pedir(admin, 'PUT', corpo)).statusCode, JSON.stringify(corpo)).toBe(400);
    }
    expect((await pedir(analista, 'GET')).statusCode).toBe(403);
    expect((await pedir(analista, 'PUT', { modos: { dadosCliente: 'L' } })).statusCode).toBe(403);
    expect(await gravado(t)).toEqual(antes);
  });
});

describe('Administração › Páginas do site principal, without LEGACY_SITE_URL', () => {
  let t: TestApp;
  let admin: Sessao;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginComUsuario(t.app, { permissoes: [900] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('every page is native, even one chosen before; a choice is refused with 409', async () => {
    // a choice left from when the site was configured
    await t.db.handle.query(
      `INSERT INTO pagina_legado (cd_pagina, id_modo) VALUES ('aberturaRequisicao', 'L')`,
    );
    const config = await injectAs(t.app, admin.cookie, { method: 'GET', url: '/api/configuracao' });
    expect(config.json()).toMatchObject({ URL_SITE_LEGADO: null, PAGINAS_LEGADO: [] });
    const lista = await injectAs(t.app, admin.cookie, { method: 'GET', url: '/api/admin/paginas-legado' });
    expect(lista.json().URL_SITE_LEGADO).toBeNull();

    const antes = await gravado(t);
    const r = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: '/api/admin/paginas-legado',
      payload: { modos: { dadosCliente: 'L' } },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(M.siteNaoConfigurado);
    expect(await gravado(t)).toEqual(antes);
  });
});
