import { CABECALHO_CSRF } from '@backoffice/domain/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const METODOS_QUE_ALTERAM = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A server-to-server route that authenticates each request by a signature of its body (a
     * provider's webhook) and uses no session: the browser's CSRF defence does not apply.
     */
    assinadaPeloRemetente?: true;
  }
}

/**
 * True when the request has no Origin header (same-origin navigation, tools) or comes from this
 * host or one of ALLOWED_ORIGINS. A page of another site always sends its own Origin.
 */
export function origemPermitida(request: FastifyRequest, config: Pick<Config, 'ALLOWED_ORIGINS'>): boolean {
  const origem = request.headers.origin;
  if (origem === undefined) return true;
  let url: URL;
  try {
    url = new URL(origem);
  } catch {
    return false; // includes the opaque origin 'null'
  }
  if (url.host === request.host) return true;
  return config.ALLOWED_ORIGINS.includes(url.origin);
}

/**
 * CSRF defence of every state-changing request under /api: the web client's custom header
 * (a cross-site form cannot send it, and a cross-site script cannot without a CORS preflight we
 * never grant) and, when present, an Origin of this site.
 */
export const csrfPlugin = fp<{ config: Pick<Config, 'ALLOWED_ORIGINS'> }>(
  async (app: FastifyInstance, { config }) => {
    const valorEsperado = CABECALHO_CSRF.valor.toLowerCase();
    const cabecalho = CABECALHO_CSRF.nome.toLowerCase();
    app.addHook('onRequest', async (request, reply) => {
      if (!METODOS_QUE_ALTERAM.has(request.method)) return;
      if (request.routeOptions.config?.assinadaPeloRemetente) return;
      if (!(request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')))
        return;
      const enviado = request.headers[cabecalho];
      const ok =
        typeof enviado === 'string' &&
        enviado.toLowerCase() === valorEsperado &&
        origemPermitida(request, config);
      if (!ok) {
        request.log.warn({ origin: request.headers.origin }, 'requisição recusada pela defesa CSRF');
        return reply.code(403).send({ error: MENSAGENS.origemNaoPermitida });
      }
    });
  },
  { name: 'csrf' },
);
