import { estadoLinha, estadosParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarEstados } from './estados.service';

/** GET /api/estados/estados-por-pais/:cdPais: the state picker (spec 000 §7.2). */
export const estadosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/estados/estados-por-pais/:cdPais',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Estados de um país',
        params: estadosParams,
        response: { 200: z.array(estadoLinha) },
      },
    },
    async (request) => listarEstados(deps.handle, request.params.cdPais),
  );
};
