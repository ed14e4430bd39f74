import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { grupoRoutes } from './grupo.routes';

/** Candidate groups. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const grupoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(grupoRoutes, { deps });
};
