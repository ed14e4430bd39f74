import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MOTIVOS_NAO_PRONTO, WS_CODIGO_REINICIO, WS_MOTIVO_REINICIO } from '@backoffice/domain/saude';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, sessaoDireta } from '../../test/helpers';
import { conectarWs, escutar } from '../../test/ws-client';
import type { DbHandle } from '../db/client';
import { RealtimeHub } from './realtime';

/** A promise and the function that resolves it. */
function sinal<T = void>() {
  let resolver!: (v: T) => void;
  const promessa = new Promise<T>((r) => {
    resolver = r;
  });
  return { promessa, resolver };
}

/** An app on a real listener with a route that answers only when the test lets it. */
async function appComRotaLenta() {
  const iniciou = sinal();
  const liberar = sinal();
  const t = await createTestApp(
    {},
    {
      rotas: (app) => {
        app.get('/teste-drenagem/lenta', async () => {
          iniciou.resolver();
          await liberar.promessa;
          return { concluida: true };
        });
      },
    },
  );
  const base = await escutar(t.app);
  return { t, base, iniciou: iniciou.promessa, liberar: liberar.resolver };
}

describe('drain (SIGTERM/SIGINT)', () => {
  it('turns readiness off, refuses new connections, tells WebSocket clients to reconnect and lets the request in flight finish', async () => {
    const { t, base, iniciou, liberar } = await appComRotaLenta();
    const { cookie } = await sessaoDireta(t.app);
    const ws = await conectarWs(base, cookie);

    const emCurso = fetch(`${base}/teste-drenagem/lenta`);
    await iniciou;

    const drenagem = t.app.drenar(60_000);

    const pronto = await t.app.inject({ method: 'GET', url: '/api/health/pronto' });
    expect(pronto.statusCode).toBe(503);
    expect(pronto.json()).toEqual({ pronto: false, motivo: MOTIVOS_NAO_PRONTO.drenando });

    // the listener is closed: a new connection is refused
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    // the real-time channel is closed with the code that makes the web reconnect elsewhere
    expect(await ws.fechado).toBe(WS_CODIGO_REINICIO);
    expect(t.app.deps.realtime.conectados()).toBe(0);

    liberar();
    const res = await emCurso;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ concluida: true });
    expect(res.headers.get('connection')).toBe('close');

    await drenagem;
    expect(t.app.deps.instancia.fase).toBe('drenando');
    // a second signal waits for the same drain
    await t.app.drenar();
    await t.close();
  });

  it('cuts what is still running once the bound is over, and closes the app', async () => {
    const { t, base, iniciou, liberar } = await appComRotaLenta();
    const emCurso = fetch(`${base}/teste-drenagem/lenta`).then(
      () => 'respondida',
      () => 'cortada',
    );
    await iniciou;
    await t.app.drenar(50);
    expect(await emCurso).toBe('cortada');
    liberar();
    await t.close();
  });
});

describe('the real-time hub while draining', () => {
  it('sends away, with the restart code, a connection that still arrives', () => {
    const hub = new RealtimeHub({} as DbHandle, { warn: vi.fn() } as unknown as FastifyBaseLogger);
    const socket = { close: vi.fn(), on: vi.fn() };
    hub.encerrarClientes();
    hub.adicionar(socket as unknown as WebSocket, {} as UsuarioSessao, 'sessao');
    expect(socket.close).toHaveBeenCalledWith(WS_CODIGO_REINICIO, WS_MOTIVO_REINICIO);
    expect(hub.conectados()).toBe(0);
  });
});
