import { cidadeLinha, cidadesParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarCidades } from './cidades.service';

/** GET /api/cidades/cidades-por-estado/:cdUf/:cdPais: the city picker (spec 000 §7.2, §7.6). */
export const cidadesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/cidades/cidades-por-estado/:cdUf/:cdPais',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Cidades de um estado',
        params: cidadesParams,
        response: { 200: z.array(cidadeLinha) },
      },
    },
    async (request) => listarCidades(deps.handle, request.params.cdUf, request.params.cdPais),
  );
};
