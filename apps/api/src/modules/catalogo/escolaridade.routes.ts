import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarEscolaridades } from './escolaridade.service';

/** GET /api/escolaridade/escolaridades: the education levels of the search filters (spec 000 §7.6). */
export const escolaridadeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.escolaridades.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.escolaridades, { tags: ['seletores'], summary: 'Níveis de escolaridade' }),
    },
    async () => listarEscolaridades(deps.handle),
  );
};
