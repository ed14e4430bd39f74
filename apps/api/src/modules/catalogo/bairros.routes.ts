import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarBairros } from './bairros.service';

/** GET /api/bairros/bairros-por-cidade/:estado/:cities: neighbourhoods of one or more cities (spec 000 §7.6). */
export const bairrosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.bairros.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.bairros, {
        tags: ['seletores'],
        summary: 'Bairros das cidades (nomes separados por vírgula)',
      }),
    },
    async (request) => listarBairros(deps.handle, request.params.estado, request.params.cities),
  );
};
