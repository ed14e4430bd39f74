import type { FastifyInstance } from 'fastify';
import type { EstadoInstancia } from './instancia';
import type { RealtimeHub } from './realtime';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The graceful stop (SIGTERM/SIGINT): see {@link drenar}. `limiteMs` defaults to
     * DRENAGEM_SEGUNDOS. Resolves once the app is closed; the database is the caller's to close.
     */
    drenar(limiteMs?: number): Promise<void>;
  }
}

// How often idle keep-alive connections are closed while the in-flight requests finish.
const INTERVALO_OCIOSAS_MS = 200;

/**
 * Drains the instance before it stops:
 * 1. readiness answers 503 at once (the load balancer stops sending traffic);
 * 2. the listener stops accepting connections; idle keep-alive connections are closed, and every
 *    answer from now on carries `Connection: close`;
 * 3. the WebSocket clients are closed with the restart code (1012), so the web reconnects, to
 *    another instance;
 * 4. the requests in flight finish, for at most `limiteMs`; what is left then is cut;
 * 5. the app closes: the periodic checks and the job queue's workers stop (their onClose hooks),
 *    and the real-time hub stops listening.
 */
export async function drenar(
  app: FastifyInstance,
  instancia: EstadoInstancia,
  hub: Pick<RealtimeHub, 'encerrarClientes'>,
  limiteMs: number,
): Promise<void> {
  instancia.marcarDrenando();
  const servidor = app.server;
  const fechado = new Promise<void>((resolve) => {
    if (!servidor.listening) {
      resolve();
      return;
    }
    // the callback runs once every connection (requests in flight, WebSockets) has ended
    servidor.close(() => resolve());
  });
  hub.encerrarClientes();
  const ociosas = setInterval(() => servidor.closeIdleConnections(), INTERVALO_OCIOSAS_MS);
  let timer: NodeJS.Timeout | undefined;
  const esgotou = await Promise.race([
    fechado.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), limiteMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(ociosas);
  if (esgotou) {
    app.log.warn({ limiteMs }, 'drenagem: prazo esgotado; as conexões restantes serão encerradas');
  } else {
    app.log.info('drenagem: requisições em curso concluídas');
  }
  // forceCloseConnections cuts whatever is left; then every onClose hook runs
  await app.close();
}

/** Registers `app.drenar()` and the `Connection: close` of every answer sent while draining. */
export function instalarDrenagem(
  app: FastifyInstance,
  instancia: EstadoInstancia,
  hub: Pick<RealtimeHub, 'encerrarClientes'>,
  limitePadraoMs: number,
): void {
  let emCurso: Promise<void> | undefined;
  app.decorate('drenar', (limiteMs?: number) => {
    emCurso ??= drenar(app, instancia, hub, limiteMs ?? limitePadraoMs);
    return emCurso;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (instancia.drenando) reply.header('connection', 'close');
  });
}
