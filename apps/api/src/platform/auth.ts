import { MENSAGENS } from '@backoffice/domain/mensagens';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessPlugin } from './access';
import { csrfPlugin } from './csrf';
import type { AppDeps } from './deps';
import { HttpError } from './errors';
import { lojaLimiteNoBanco } from './rate-limit-store';

/**
 * Sessions and the access check of every route: CSRF defence, the per-route access rule and the
 * rate limiter that routes opt into (login), counted in the database so every instance shares it.
 * Register before any route.
 */
export const authPlugin = fp<{ deps: AppDeps }>(
  async (app: FastifyInstance, { deps }) => {
    await app.register(rateLimit, {
      global: false,
      store: lojaLimiteNoBanco(deps.handle),
      errorResponseBuilder: () => new HttpError(429, MENSAGENS.muitasRequisicoes),
    });
    await app.register(csrfPlugin, { config: deps.config });
    await app.register(accessPlugin, { deps });
  },
  { name: 'autenticacao', dependencies: ['@fastify/cookie'] },
);
