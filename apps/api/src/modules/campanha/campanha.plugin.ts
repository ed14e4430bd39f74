import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { campanhaRoutes } from './campanha.routes';

/** Endomarketing campaigns. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const campanhaPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(campanhaRoutes, { deps });
};
