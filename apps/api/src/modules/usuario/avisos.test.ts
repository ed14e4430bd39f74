import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade, criarUsuario } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { conectarWs, escutar } from '../../../test/ws-client';
import { criarAviso } from './avisos.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function inserirAviso(v: {
  cd_sip?: number | null;
  cd_empresa?: number | null;
  cd_tipo_aviso: number;
  ds?: string;
  visto?: 'S' | 'N';
}): Promise<number> {
  const r = await t.app.deps.db.execute(sql`
    INSERT INTO aviso (cd_sip, cd_empresa, cd_tipo_aviso, ds_complemento_aviso, id_visualizado)
    VALUES (${v.cd_sip ?? null}, ${v.cd_empresa ?? null}, ${v.cd_tipo_aviso}, ${v.ds ?? null}, ${v.visto ?? 'N'})
    RETURNING id_aviso`);
  const linhas = ((r as { rows?: unknown[] }).rows ?? r) as { id_aviso: number }[];
  return Number(linhas[0].id_aviso);
}

async function visto(id: number): Promise<string> {
  const r = await t.app.deps.handle.query<{ id_visualizado: string }>(
    'SELECT id_visualizado FROM aviso WHERE id_aviso = $1',
    [id],
  );
  return r[0].id_visualizado;
}

describe('GET /api/analista/avisos', () => {
  it("lists only the user's unviewed alerts, oldest first", async () => {
    const ana = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1 });
    const outro = await criarUsuario(t.app.deps.db, { permissoes: [58] });
    const a1 = await inserirAviso({
      cd_sip: ana.usuario.cd_sip,
      cd_tipo_aviso: TIPO_AVISO.VAGA_ATRIBUIDA,
      ds: 'Um',
    });
    const a2 = await inserirAviso({
      cd_sip: ana.usuario.cd_sip,
      cd_tipo_aviso: TIPO_AVISO.VAGA_DESCONGELADA,
    });
    await inserirAviso({ cd_sip: ana.usuario.cd_sip, cd_tipo_aviso: 3, visto: 'S' });
    await inserirAviso({ cd_sip: outro.cd_sip, cd_tipo_aviso: 3 });
    // a unit alert about recruitment: not for a selection analyst
    await inserirAviso({ cd_empresa: 1, cd_tipo_aviso: TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO });

    const res = await injectAs(t.app, ana.cookie, { method: 'GET', url: '/api/analista/avisos' });
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.map((a: { ID: number }) => a.ID)).toEqual([a1, a2]);
    expect(corpo[0]).toMatchObject({
      ID: a1,
      NR_VAGA: null,
      DS_COMPLEMENTO_AVISO: 'Um',
      CD_TIPO_AVISO: 3,
      VIEWED: 'N',
    });
    expect(new Date(corpo[0].DT_GERACAO).toString()).not.toBe('Invalid Date');
  });

  it("shows a unit's recruitment alerts to the unit's recruitment users", async () => {
    const rec = await loginComUsuario(t.app, { permissoes: [36], cd_unid: 7 });
    const id = await inserirAviso({ cd_empresa: 7, cd_tipo_aviso: TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO });
    await criarUnidade(t.app.deps.db, { cd_empresa: 8 });
    await inserirAviso({ cd_empresa: 8, cd_tipo_aviso: TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO });
    const res = await injectAs(t.app, rec.cookie, { method: 'GET', url: '/api/analista/avisos' });
    expect(res.json().map((a: { ID: number }) => a.ID)).toEqual([id]);
  });

  it('needs a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'GET', url: '/api/analista/avisos' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/analista/confirma-visualizar-vaga', () => {
  it('marks the alert viewed; it leaves the list', async () => {
    const ana = await loginComUsuario(t.app, { permissoes: [58] });
    const id = await inserirAviso({ cd_sip: ana.usuario.cd_sip, cd_tipo_aviso: 3 });
    const res = await injectAs(t.app, ana.cookie, {
      method: 'POST',
      url: '/api/analista/confirma-visualizar-vaga',
      payload: { id_alerta: id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Visualização confirmada.' });
    expect(await visto(id)).toBe('S');
    const lista = await injectAs(t.app, ana.cookie, { method: 'GET', url: '/api/analista/avisos' });
    expect(lista.json().map((a: { ID: number }) => a.ID)).not.toContain(id);

    const denovo = await injectAs(t.app, ana.cookie, {
      method: 'POST',
      url: '/api/analista/confirma-visualizar-vaga',
      payload: { id_alerta: String(id) },
    });
    expect(denovo.statusCode).toBe(200);
  });

  it("answers 404 for another user's alert and changes nothing", async () => {
    const ana = await loginComUsuario(t.app, { permissoes: [58] });
    const outro = await criarUsuario(t.app.deps.db, { permissoes: [58] });
    const id = await inserirAviso({ cd_sip: outro.cd_sip, cd_tipo_aviso: 3 });
    const res = await injectAs(t.app, ana.cookie, {
      method: 'POST',
      url: '/api/analista/confirma-visualizar-vaga',
      payload: { id_alerta: id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Aviso não encontrado.' });
    expect(await visto(id)).toBe('N');
  });

  it('refuses invalid input with 400', async () => {
    const ana = await loginComUsuario(t.app, { permissoes: [58] });
    for (const payload of [{}, { id_alerta: 'abc' }, { id_alerta: 0 }]) {
      const res = await injectAs(t.app, ana.cookie, {
        method: 'POST',
        url: '/api/analista/confirma-visualizar-vaga',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('needs a session and the client header', async () => {
    const semSessao = await injectAs(t.app, undefined, {
      method: 'POST',
      url: '/api/analista/confirma-visualizar-vaga',
      payload: { id_alerta: 1 },
    });
    expect(semSessao.statusCode).toBe(401);

    const ana = await loginComUsuario(t.app, { permissoes: [58] });
    const id = await inserirAviso({ cd_sip: ana.usuario.cd_sip, cd_tipo_aviso: 3 });
    const semCabecalho = await t.app.inject({
      method: 'POST',
      url: '/api/analista/confirma-visualizar-vaga',
      headers: { cookie: ana.cookie },
      payload: { id_alerta: id },
    });
    expect(semCabecalho.statusCode).toBe(403);
    expect(await visto(id)).toBe('N');
  });
});

describe('criarAviso', () => {
  it('stores the alert and pushes it live to its user only after commit', async () => {
    const app2 = await createTestApp();
    try {
      const base = await escutar(app2.app);
      const ana = await loginComUsuario(app2.app, { permissoes: [58] });
      const beto = await loginComUsuario(app2.app, { permissoes: [58] });
      const wsAna = await conectarWs(base, ana.cookie);
      const wsBeto = await conectarWs(base, beto.cookie);

      const { db, realtime } = app2.app.deps;
      await db
        .transaction(async (tx) => {
          await criarAviso(tx, realtime, {
            cd_sip: ana.usuario.cd_sip,
            cd_tipo_aviso: 3,
            ds_complemento_aviso: 'x',
          });
          throw new Error('desfaz');
        })
        .catch(() => {});
      const aviso = await db.transaction((tx) =>
        criarAviso(tx, realtime, {
          cd_sip: ana.usuario.cd_sip,
          cd_tipo_aviso: TIPO_AVISO.VAGA_ATRIBUIDA,
          ds_complemento_aviso: 'Auxiliar',
        }),
      );
      const msg = (await wsAna.proxima()) as { tipo: string; dados: { ID: number } };
      expect(msg).toEqual({ tipo: 'aviso', dados: aviso });
      await expect(wsBeto.proxima(500)).rejects.toThrow();

      const lista = await injectAs(app2.app, ana.cookie, { method: 'GET', url: '/api/analista/avisos' });
      expect(lista.json()).toEqual([aviso]);
      wsAna.fechar();
      wsBeto.fechar();
    } finally {
      await app2.close();
    }
  });
});
