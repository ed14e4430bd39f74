import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarEscolaridades } from './escolaridade.service';

/** GET /api/escolaridade/escolaridades: the education levels of the search filters (spec 000 §7.6). */
export const escolaridadeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.escolaridades, { resumo: 'Níveis de escolaridade' }, async () => listarEscolaridades(deps.handle));
};
