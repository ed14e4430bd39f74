import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type DbHandle, openDb } from '../src/db/client';
import { createTestDb, sessaoDireta, type TestDb, testConfig } from './helpers';
import { conectarWs, escutar, RecusaWs } from './ws-client';

// Two API instances on one database, as behind a load balancer: on PostgreSQL each has its own
// pool and listener connection; on PGlite both share the one in-process connection.
let db: TestDb;
let segundoHandle: DbHandle;
let a: App;
let b: App;
let urlB: string;

beforeAll(async () => {
  db = await createTestDb();
  segundoHandle = db.url ? await openDb({ databaseUrl: db.url, poolMax: 3 }) : db.handle;
  a = await buildApp({ config: testConfig(), handle: db.handle });
  b = await buildApp({ config: testConfig(), handle: segundoHandle });
  await escutar(a);
  urlB = await escutar(b);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (segundoHandle !== db.handle) await segundoHandle.close();
  await db.drop();
});

describe('real-time events across two instances', () => {
  it('reaches a client of instance B when instance A commits, and never when A rolls back', async () => {
    const { cookie } = await sessaoDireta(b);
    const cliente = await conectarWs(urlB, cookie);
    expect(b.deps.realtime.conectados()).toBe(1);
    expect(a.deps.realtime.conectados()).toBe(0);

    await a.deps.db
      .transaction(async (tx) => {
        await a.deps.realtime.publish(tx, { tipo: 'vaga', dados: { nr_vaga: 10, desfeito: true } });
        tx.rollback();
      })
      .catch(() => {});
    await a.deps.db.transaction(async (tx) => {
      await a.deps.realtime.publish(tx, { tipo: 'vaga', dados: { nr_vaga: 11 } });
    });
    expect(await cliente.proxima()).toEqual({ tipo: 'vaga', dados: { nr_vaga: 11 } });
    cliente.fechar();
  });

  it('addresses an event to one user across instances', async () => {
    const ana = await sessaoDireta(a);
    const bia = await sessaoDireta(b);
    const ca = await conectarWs(urlB, ana.cookie);
    const cb = await conectarWs(urlB, bia.cookie);
    await a.deps.realtime.publishNow({
      tipo: 'aviso',
      dados: 'só para a Ana',
      para: { cd_sip: [ana.usuario.cd_sip] },
    });
    await a.deps.realtime.publishNow({ tipo: 'aviso', dados: 'todos' });
    expect(await ca.proxima()).toEqual({ tipo: 'aviso', dados: 'só para a Ana' });
    expect(await ca.proxima()).toEqual({ tipo: 'aviso', dados: 'todos' });
    expect(await cb.proxima()).toEqual({ tipo: 'aviso', dados: 'todos' });
    ca.fechar();
    cb.fechar();
  });

  it('refuses the upgrade on B without a session', async () => {
    await expect(conectarWs(urlB)).rejects.toBeInstanceOf(RecusaWs);
    await expect(conectarWs(urlB)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('accepts on B a session opened through A', async () => {
    const { usuario } = await sessaoDireta(a);
    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { usuario: usuario.nm_login, senha: usuario.senha },
    });
    expect(res.statusCode).toBe(200);
    const token = res.cookies.find((c) => c.name === 'sessao')?.value;
    const c = await conectarWs(urlB, `sessao=${token}`);
    c.enviar({ tipo: 'ping' });
    expect(await c.proxima()).toEqual({ tipo: 'pong' });
    c.fechar();
  });
});
