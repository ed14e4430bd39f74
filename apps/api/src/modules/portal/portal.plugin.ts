import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { candidaturaRoutes } from './candidatura.routes';
import { contaRoutes } from './conta.routes';
import { curriculoRoutes } from './curriculo.routes';
import { lgpdTitularRoutes } from './lgpd-titular.routes';
import { paginasPublicasRoutes } from './paginas-publicas.routes';
import { pedidosLgpdRoutes } from './pedidos-lgpd.routes';
import { criarContextoPortal } from './portal-contexto';
import { raizPortalRoutes } from './raiz';

/**
 * The candidate portal. Registered at the site's root: the back-office's handling of the LGPD
 * requests under /api (with the access rules of every API route), the portal's own pages under
 * /vagas, and robots.txt and favicon.ico at the root.
 *
 * The pages live in one plugin of their own: its context (form parser, the hook hiding them from
 * the OpenAPI document, caches, stamps and limits) is made there and shared by its parts, by
 * concern (public pages, applying, the candidate's access, the resume, the LGPD rights).
 */
export const portalPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(pedidosLgpdRoutes, { deps, prefix: '/api' });
  await app.register(async (paginas) => {
    const ctx = criarContextoPortal(paginas, deps);
    await paginas.register(paginasPublicasRoutes, { ctx });
    await paginas.register(candidaturaRoutes, { ctx });
    await paginas.register(contaRoutes, { ctx });
    await paginas.register(lgpdTitularRoutes, { ctx });
    await paginas.register(curriculoRoutes, { ctx });
  });
  await app.register(raizPortalRoutes, { config: deps.config });
};
