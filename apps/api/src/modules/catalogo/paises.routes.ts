import { paisLinha } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarPaises } from './paises.service';

/** GET /api/paises/paises: the country picker (spec 000 §7.6). */
export const paisesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/paises/paises',
    {
      config: { acesso: { permissoes: [] } },
      schema: { tags: ['seletores'], summary: 'Países', response: { 200: z.array(paisLinha) } },
    },
    async () => listarPaises(deps.handle),
  );
};
