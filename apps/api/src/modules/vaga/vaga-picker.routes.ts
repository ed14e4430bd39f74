import { vagaRelacionarLinha, vagasRelacionarQuery } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { buscarVagasRelacionar } from './vaga-picker.service';

/** GET /api/vaga/vagas-selecao-relacionar: the vacancy picker (spec 000 §7.6). */
export const vagaPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/vaga/vagas-selecao-relacionar',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Vagas para relacionar candidatos',
        querystring: vagasRelacionarQuery,
        response: { 200: z.array(vagaRelacionarLinha) },
      },
    },
    async (request) => buscarVagasRelacionar(deps.handle, request.query),
  );
};
