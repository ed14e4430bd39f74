import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarUnidades } from './unidades.service';

/** GET /api/unidade/lista-unidades/:user: the unit selector of the dashboard (spec 002 §2.5, §7). */
export const unidadesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.listaUnidades.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.listaUnidades, {
        tags: ['seletores'],
        summary: 'Unidades ativas, por nome',
      }),
    },
    // The user's code stays in the path because callers send it; the list is the same for everyone.
    async () => listarUnidades(deps.handle),
  );
};
