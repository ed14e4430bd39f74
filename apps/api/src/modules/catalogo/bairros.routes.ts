import { bairroLinha, bairrosParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarBairros } from './bairros.service';

/** GET /api/bairros/bairros-por-cidade/:estado/:cities: neighbourhoods of one or more cities (spec 000 §7.6). */
export const bairrosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/bairros/bairros-por-cidade/:estado/:cities',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Bairros das cidades (nomes separados por vírgula)',
        params: bairrosParams,
        response: { 200: z.array(bairroLinha) },
      },
    },
    async (request) => listarBairros(deps.handle, request.params.estado, request.params.cities),
  );
};
