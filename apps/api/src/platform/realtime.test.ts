import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, sessaoDireta, type TestApp } from '../../test/helpers';
import { conectarWs, escutar, RecusaWs } from '../../test/ws-client';
import type { EventoTempoReal, RealtimeHub } from './realtime';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await escutar(t.app);
});
afterAll(async () => {
  await t.close();
});

const publicarConfirmado = (evento: EventoTempoReal) =>
  t.app.deps.db.transaction(async (tx) => {
    await t.app.deps.realtime.publish(tx, evento);
  });

const publicarDesfeito = (evento: EventoTempoReal) =>
  t.app.deps.db
    .transaction(async (tx) => {
      await t.app.deps.realtime.publish(tx, evento);
      throw new Error('desfaz');
    })
    .catch(() => {});

async function recusa(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (e) {
    if (e instanceof RecusaWs) return e.statusCode;
    throw e;
  }
  throw new Error('a conexão foi aceita');
}

describe('/ws', () => {
  it('refuses the upgrade without a session, with an unknown one, and from another site', async () => {
    expect(await recusa(conectarWs(base))).toBe(401);
    expect(await recusa(conectarWs(base, 'sessao=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'))).toBe(401);
    const { cookie } = await sessaoDireta(t.app);
    expect(await recusa(conectarWs(base, cookie, { origin: 'https://malicioso.exemplo.com' }))).toBe(403);
    expect(t.app.deps.realtime.conectados()).toBe(0);
  });

  it('answers ping with pong', async () => {
    const { cookie } = await sessaoDireta(t.app);
    const c = await conectarWs(base, cookie);
    c.enviar({ tipo: 'ping' });
    expect(await c.proxima()).toEqual({ tipo: 'pong' });
    c.fechar();
  });

  it('delivers an event published in a committed transaction and nothing from a rolled-back one', async () => {
    const { cookie } = await sessaoDireta(t.app);
    const c = await conectarWs(base, cookie);
    await publicarDesfeito({ tipo: 'vaga', dados: { nr_vaga: 1, desfeito: true } });
    await publicarConfirmado({ tipo: 'vaga', dados: { nr_vaga: 2 } });
    // the first message to arrive is the committed one: the rolled-back event never left
    expect(await c.proxima()).toEqual({ tipo: 'vaga', dados: { nr_vaga: 2 } });
    await t.app.deps.realtime.publishNow({ tipo: 'aviso', dados: 'sem escrita' });
    expect(await c.proxima()).toEqual({ tipo: 'aviso', dados: 'sem escrita' });
    c.fechar();
  });

  it('holds an event until its transaction commits', async () => {
    const { cookie } = await sessaoDireta(t.app);
    const c = await conectarWs(base, cookie);
    let chegou = false;
    const espera = c.proxima(10_000).then((m) => {
      chegou = true;
      return m;
    });
    await t.app.deps.db.transaction(async (tx) => {
      await t.app.deps.realtime.publish(tx, { tipo: 'agenda', dados: { id: 1 } });
      await new Promise((r) => setTimeout(r, 300));
      expect(chegou).toBe(false);
    });
    expect(await espera).toEqual({ tipo: 'agenda', dados: { id: 1 } });
    c.fechar();
  });

  it('delivers an addressed event only to the users it names', async () => {
    const ana = await sessaoDireta(t.app, { cd_unid: 19 });
    const bia = await sessaoDireta(t.app, { cd_unid: 45 });
    const ca = await conectarWs(base, ana.cookie);
    const cb = await conectarWs(base, bia.cookie);

    await t.app.deps.realtime.publishNow({
      tipo: 'vagaRecrutamento',
      dados: 1,
      para: { cd_sip: [ana.usuario.cd_sip] },
    });
    await t.app.deps.realtime.publishNow({
      tipo: 'chat',
      dados: 2,
      para: { user_sip: [bia.usuario.user_sip] },
    });
    await t.app.deps.realtime.publishNow({ tipo: 'autoatendimento', dados: 3, para: { cd_unid: [19] } });
    await t.app.deps.realtime.publishNow({ tipo: 'fim', dados: 4 });

    expect(await ca.proxima()).toEqual({ tipo: 'vagaRecrutamento', dados: 1 });
    expect(await ca.proxima()).toEqual({ tipo: 'autoatendimento', dados: 3 });
    expect(await ca.proxima()).toEqual({ tipo: 'fim', dados: 4 });
    expect(await cb.proxima()).toEqual({ tipo: 'chat', dados: 2 });
    expect(await cb.proxima()).toEqual({ tipo: 'fim', dados: 4 });
    ca.fechar();
    cb.fechar();
  });

  it('sends an oversized event without its data instead of failing the write', async () => {
    const { cookie } = await sessaoDireta(t.app);
    const c = await conectarWs(base, cookie);
    await publicarConfirmado({ tipo: 'vaga', dados: 'x'.repeat(20_000) });
    expect(await c.proxima()).toEqual({ tipo: 'vaga', dados: null });
    c.fechar();
  });

  it('closes the connection once its session ends', async () => {
    const { cookie } = await sessaoDireta(t.app);
    const c = await conectarWs(base, cookie);
    const outra = await sessaoDireta(t.app);
    const fica = await conectarWs(base, outra.cookie);
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
    await (t.app.deps.realtime as RealtimeHub).verificarSessoes();
    expect(await c.fechado).toBe(4001);
    fica.enviar({ tipo: 'ping' });
    expect(await fica.proxima()).toEqual({ tipo: 'pong' });
    fica.fechar();
  });
});

describe('closing the app', () => {
  it('closes the WebSocket clients and stops listening', async () => {
    const outro = await createTestApp();
    const url = await escutar(outro.app);
    const { cookie } = await sessaoDireta(outro.app);
    const c = await conectarWs(url, cookie);
    await outro.app.close();
    expect([1000, 1001, 1005, 1006]).toContain(await c.fechado);
    expect(outro.app.deps.realtime.conectados()).toBe(0);
    if (outro.db.handle.pglite) {
      // no handler of the closed app is left on the shared connection
      const r = await outro.db.handle.query<{ n: number }>(
        'select count(*)::int as n from pg_listening_channels() c where c = $1',
        ['eventos'],
      );
      expect(r[0].n).toBe(0);
    }
    await outro.db.drop();
  });
});
