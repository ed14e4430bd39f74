import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { helpDeskRoutes } from './helpdesk.routes';

/** Help desk tickets and developer hours. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const helpdeskPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(helpDeskRoutes, { deps });
};
