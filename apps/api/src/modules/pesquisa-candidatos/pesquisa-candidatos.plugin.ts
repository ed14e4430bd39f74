import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { pesquisaCandidatosRoutes } from './pesquisa-candidatos.routes';

/** The talent-pool search and its selections. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const pesquisaCandidatosPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(pesquisaCandidatosRoutes, { deps });
};
