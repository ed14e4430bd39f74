import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
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

/** The nonce of the styles and scripts of the web page being answered (only that answer has one). */
const nonceDaResposta = new WeakMap<ServerResponse, string>();

/**
 * Security headers on every answer (API, errors, the web app, its files, the API docs) through
 * helmet: a strict Content-Security-Policy, no framing by other sites, no MIME sniffing, a referrer
 * without path to other sites, and HSTS when served over HTTPS. A route with `nonceCsp` in its
 * config (the web page) gets a new nonce per answer for the style elements the web injects. See
 * docs/decisions/0005-content-security-policy.md.
 *
 * helmet's middleware is built once: the per-answer parts (the WebSocket origin of the request's
 * host, the page's nonce) are directive functions reading what the hook below noted for the answer.
 */
export const securityHeadersPlugin = fp<{ config: ConfigCabecalhos }>(
  async (app: FastifyInstance, { config }) => {
    const websocketDoPedido = new WeakMap<IncomingMessage, string>();
    const comNonce = (res: ServerResponse) => {
      const nonce = nonceDaResposta.get(res);
      return nonce ? `'self' 'nonce-${nonce}'` : "'self'";
    };
    const cabecalhos = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          // 'wasm-unsafe-eval' lets WebAssembly modules compile (the face detector's TensorFlow.js
          // probes it); it allows no JavaScript eval (decisions 0005, 0011)
          'script-src': [(_req, res) => `${comNonce(res as ServerResponse)} 'wasm-unsafe-eval'`],
          'script-src-attr': ["'none'"],
          'style-src': [(_req, res) => comNonce(res as ServerResponse)],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': [
            (req) => {
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
      // Sent below, only over HTTPS (a plain-HTTP installation would otherwise be pinned to HTTPS).
      strictTransportSecurity: false,
    });

    // Without a nonce the headers depend only on the WebSocket origin: helmet writes them once per
    // origin into a recorder, and later answers copy that record (a few hosts per installation).
    const semNonce = new Map<string, [string, string][]>();
    const gravados = (ws: string | null): [string, string][] => {
      const chave = ws ?? '';
      let lista = semNonce.get(chave);
      if (!lista) {
        const pedido = {} as IncomingMessage;
        if (ws) websocketDoPedido.set(pedido, ws);
        const gravador: [string, string][] = [];
        const resposta = {
          setHeader: (nome: string, valor: string) => void gravador.push([nome, String(valor)]),
          removeHeader: () => undefined,
        } as unknown as ServerResponse;
        cabecalhos(pedido, resposta, () => undefined);
        lista = gravador;
        if (semNonce.size < 64) semNonce.set(chave, lista);
      }
      return lista;
    };

    app.addHook('onRequest', (request, reply, done) => {
      const https = servidoPorHttps(request, config);
      const ws = origemWebSocket(request, https);
      if (https) reply.header('strict-transport-security', HSTS);
      if (!request.routeOptions.config.nonceCsp) {
        for (const [nome, valor] of gravados(ws)) reply.raw.setHeader(nome, valor);
        reply.raw.removeHeader('x-powered-by');
        return done();
      }
      if (ws) websocketDoPedido.set(request.raw, ws);
      nonceDaResposta.set(reply.raw, randomBytes(16).toString('hex'));
      cabecalhos(request.raw, reply.raw, (erro?: unknown) => done(erro as Error | undefined));
    });
  },
  { name: 'cabecalhos-seguranca' },
);

/** The nonce of an answer whose route asked for one (`config: { nonceCsp: true }`). */
export function nonceCsp(reply: FastifyReply): string {
  const nonce = nonceDaResposta.get(reply.raw);
  if (!nonce) throw new Error('rota sem nonceCsp na configuração');
  return nonce;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is an HTML page whose elements carry a CSP nonce: one is made for it. */
    nonceCsp?: boolean;
  }
}
