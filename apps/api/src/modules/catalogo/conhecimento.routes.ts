import { idiomaLinha } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarIdiomas } from './conhecimento.service';

/** GET /api/conhecimento/idiomas: the language picker (spec 000 §7.6). */
export const conhecimentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/conhecimento/idiomas',
    {
      config: { acesso: { permissoes: [] } },
      schema: { tags: ['seletores'], summary: 'Idiomas', response: { 200: z.array(idiomaLinha) } },
    },
    async () => listarIdiomas(deps.handle),
  );
};
