import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { configuracaoRoutes } from './configuracao.routes';
import { paginasLegadoRoutes } from './paginas-legado.routes';

/** What the web reads of the configuration, and the administrator's choice of the legacy site's pages. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const configuracaoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(configuracaoRoutes, { deps });
  await app.register(paginasLegadoRoutes, { deps });
};
