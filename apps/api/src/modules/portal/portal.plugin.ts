import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { pedidosLgpdRoutes } from './pedidos-lgpd.routes';
import { portalRoutes } from './portal.routes';
import { raizPortalRoutes } from './raiz';

/**
 * The candidate portal. Registered at the site's root: the back-office's handling of the LGPD
 * requests under /api (with the access rules of every API route), the portal's own pages under
 * /vagas (their form parser and their hiding from the OpenAPI document stay inside the pages'
 * plugin), and robots.txt and favicon.ico at the root.
 */
export const portalPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(pedidosLgpdRoutes, { deps, prefix: '/api' });
  await app.register(portalRoutes, { deps });
  await app.register(raizPortalRoutes, { config: deps.config });
};
