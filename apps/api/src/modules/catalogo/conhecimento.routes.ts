import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarIdiomas } from './conhecimento.service';

/** GET /api/conhecimento/idiomas: the language picker (spec 000 §7.6). */
export const conhecimentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.idiomas.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.idiomas, { tags: ['seletores'], summary: 'Idiomas' }),
    },
    async () => listarIdiomas(deps.handle),
  );
};
