import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { healthRoutes } from './health.routes';

/** The health check. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const healthPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(healthRoutes, { deps });
};
