import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../src/app';

/** Starts the app on a free local port; returns its base URL (http://127.0.0.1:port). */
export async function escutar(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A WebSocket test client that queues what it receives. */
export interface ClienteWs {
  socket: WebSocket;
  /** The next message (parsed JSON); rejects after `ms` without one. */
  proxima(ms?: number): Promise<unknown>;
  enviar(msg: unknown): void;
  /** Resolves with the close code when the server closes the connection. */
  fechado: Promise<number>;
  fechar(): void;
}

export class RecusaWs extends Error {
  constructor(readonly statusCode: number) {
    super(`conexão recusada: HTTP ${statusCode}`);
  }
}

/** Opens base/ws with the cookie (and extra headers); rejects with RecusaWs when the upgrade is refused. */
export function conectarWs(
  base: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<ClienteWs> {
  const url = `${base.replace(/^http/, 'ws')}/ws`;
  const socket = new WebSocket(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const fila: unknown[] = [];
  const esperando: ((m: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const msg = JSON.parse(data.toString());
    const w = esperando.shift();
    if (w) w(msg);
    else fila.push(msg);
  });
  const fechado = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => {
      reject(new RecusaWs(res.statusCode ?? 0));
      socket.terminate();
    });
    socket.on('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        fechado,
        enviar: (msg) => socket.send(JSON.stringify(msg)),
        fechar: () => socket.close(),
        proxima(ms = 5000) {
          const m = fila.shift();
          if (m !== undefined) return Promise.resolve(m);
          return new Promise((res, rej) => {
            const t = setTimeout(() => {
              const i = esperando.indexOf(ok);
              if (i >= 0) esperando.splice(i, 1);
              rej(new Error(`nenhuma mensagem em ${ms} ms`));
            }, ms);
            const ok = (msg: unknown) => {
              clearTimeout(t);
              res(msg);
            };
            esperando.push(ok);
          });
        },
      }),
    );
  });
}
