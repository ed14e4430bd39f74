import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { servidoPorHttps } from './sessions';

type ConfigCabecalhos = Pick<Config, 'COOKIE_SECURE' | 'LEGACY_SITE_URL'>;

/** Origins the web shows in frames besides its own: the legacy main site, when configured. */
export function origensEmQuadros(config: Pick<Config, 'LEGACY_SITE_URL'>): string[] {
  return config.LEGACY_SITE_URL ? [new URL(config.LEGACY_SITE_URL).origin] : [];
}

/** HSTS for a year, sent only on answers that went over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

// A host as the browser wrote it (name or IPv4, or an IPv6 in brackets, with an optional port).
const HOST_VALIDO = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The WebSocket origin of the page's own origin (ws: over HTTP, wss: over HTTPS), or null for an odd Host. */
export function origemWebSocket(request: FastifyRequest, https: boolean): string | null {
  const host = request.host;
  if (!HOST_VALIDO.test(host)) return null;
  return `${https ? 'wss' : 'ws'}://${host}`;
}

/**
 * Security headers on every answer (API, errors, the web app, its files, the API docs) through
 * @fastify/helmet: a strict Content-Security-Policy with a nonce per answer for the style elements
 * the web injects, no framing by other sites, no MIME sniffing, a referrer without path to other
 * sites, and HSTS when served over HTTPS. See docs/decisions/0005-content-security-policy.md.
 */
export const securityHeadersPlugin = fp<{ config: ConfigCabecalhos }>(
  async (app: FastifyInstance, { config }) => {
    // The WebSocket source depends on the request's host and scheme, which helmet does not see
    // (it gets the raw request): kept here by the hook below, before helmet's.
    const websocketDoPedido = new WeakMap<IncomingMessage, string>();
    app.addHook('onRequest', async (request, reply) => {
      const https = servidoPorHttps(request, config);
      const ws = origemWebSocket(request, https);
      if (ws) websocketDoPedido.set(request.raw, ws);
      if (https) reply.header('strict-transport-security', HSTS);
    });

    await app.register(helmet, {
      global: true,
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': [
            (req: IncomingMessage) => {
              const ws = websocketDoPedido.get(req);
              return ws ? `'self' ${ws}` : "'self'";
            },
          ],
          'frame-src': ["'self'", 'blob:', ...origensEmQuadros(config)],
          'object-src': ["'none'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
        },
      },
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent above, only over HTTPS (a plain-HTTP installation would otherwise be pinned to HTTPS).
      strictTransportSecurity: false,
    });
  },
  { name: 'cabecalhos-seguranca' },
);
