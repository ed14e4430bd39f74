import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { autoatendimentoRoutes } from './autoatendimento.routes';

/** The self-service queue. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const autoatendimentoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(autoatendimentoRoutes, { deps });
};
