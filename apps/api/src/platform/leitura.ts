import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { contextoLeitura, type LeituraReplicada, lerLsn } from '../db/replicas';
import { servidoPorHttps } from './sessions';

/**
 * Read-your-writes over the read replicas (docs/operacao.md, "Réplicas de leitura").
 *
 * After every request that may write (any method but GET/HEAD/OPTIONS, save the routes marked
 * `leituraEmReplica`), the answer carries a cookie
 * with the primary's WAL position at that moment, which is past the commit of whatever the request
 * wrote. A later read of the same browser goes to a replica only if that replica has been seen
 * replaying that position; otherwise to the primary. The position travels with the browser, so any
 * instance behind the load balancer applies it, with no shared state and no clock comparison.
 */

/** The cookie with the WAL position of the browser's last write. */
export const COOKIE_POSICAO_ESCRITA = 'posicao_escrita';

const METODOS_DE_LEITURA = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that is a read at heart (a report or a search with a large body): its reads through
     * `dbLeitura` may go to a replica like a GET's, and its answer carries no write position (what
     * it writes, if anything, is read back only from the primary). Its writes still go to the primary.
     */
    leituraEmReplica?: true;
  }
}

/** Where a request's reads through `dbLeitura` go: the primary, or a replica past `lsnMinimo`. */
export function decidirLeitura(
  metodo: string,
  leituraEmReplica: boolean,
  cookie: string | undefined,
): { primario: boolean; lsnMinimo?: bigint } {
  if (!METODOS_DE_LEITURA.has(metodo) && !leituraEmReplica) return { primario: true };
  return { primario: false, lsnMinimo: lerLsn(cookie) };
}

/** The per-request read context and the cookie of the last write's position. */
export function instalarLeituraReplicada(
  app: FastifyInstance,
  config: Pick<Config, 'COOKIE_SECURE'>,
  leitura: LeituraReplicada,
): void {
  // Callback style: the rest of the request runs inside `run`, so every statement sees its context.
  app.addHook('onRequest', (request, _reply, done) => {
    contextoLeitura.run(
      {
        decidir: () =>
          decidirLeitura(
            request.method,
            request.routeOptions.config?.leituraEmReplica === true,
            request.cookies?.[COOKIE_POSICAO_ESCRITA],
          ),
      },
      done,
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      METODOS_DE_LEITURA.has(request.method) ||
      request.routeOptions.url === undefined ||
      request.routeOptions.config?.leituraEmReplica === true
    )
      return payload;
    const lsn = await leitura.posicaoDoPrimario().catch(() => undefined);
    if (lsn)
      reply.setCookie(COOKIE_POSICAO_ESCRITA, lsn, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: servidoPorHttps(request, config),
      });
    return payload;
  });
}
