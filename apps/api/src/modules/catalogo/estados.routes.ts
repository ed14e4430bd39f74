import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarEstados } from './estados.service';

/** GET /api/estados/estados-por-pais/:cdPais: the state picker (spec 000 §7.2). */
export const estadosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.estados.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.estados, { tags: ['seletores'], summary: 'Estados de um país' }),
    },
    async (request) => listarEstados(deps.handle, request.params.cdPais),
  );
};
