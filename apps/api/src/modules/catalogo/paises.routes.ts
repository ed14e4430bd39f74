import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarPaises } from './paises.service';

/** GET /api/paises/paises: the country picker (spec 000 §7.6). */
export const paisesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.paises.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.paises, { tags: ['seletores'], summary: 'Países' }),
    },
    async () => listarPaises(deps.handle),
  );
};
