import { escolaridadeLinha } from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarEscolaridades } from './escolaridade.service';

/** GET /api/escolaridade/escolaridades: the education levels of the search filters (spec 000 §7.6). */
export const escolaridadeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/escolaridade/escolaridades',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Níveis de escolaridade',
        response: { 200: z.array(escolaridadeLinha) },
      },
    },
    async () => listarEscolaridades(deps.handle),
  );
};
