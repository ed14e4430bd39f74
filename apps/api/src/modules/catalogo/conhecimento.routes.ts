import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarIdiomas } from './conhecimento.service';

/** GET /api/conhecimento/idiomas: the language picker (spec 000 §7.6). */
export const conhecimentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.idiomas, { resumo: 'Idiomas' }, async () => listarIdiomas(deps.handle));
};
