import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { configuracaoRoutes } from './configuracao.routes';

/** What the web reads of the configuration. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const configuracaoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(configuracaoRoutes, { deps });
};
