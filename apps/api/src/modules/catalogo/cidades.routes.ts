import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarCidades } from './cidades.service';

/** GET /api/cidades/cidades-por-estado/:cdUf/:cdPais: the city picker (spec 000 §7.2, §7.6). */
export const cidadesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.cidades.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.cidades, { tags: ['seletores'], summary: 'Cidades de um estado' }),
    },
    async (request) => listarCidades(deps.handle, request.params.cdUf, request.params.cdPais),
  );
};
