import { analistaLinha, analistasParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { buscarAnalistas } from './analista-picker.service';

/** GET /api/analista/analistas/:cd_sip/:text: the analyst picker (spec 000 §7.6). */
export const analistaPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/analista/analistas/:cd_sip/:text',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Analistas por nome (a partir de 3 caracteres), os da unidade do usuário primeiro',
        params: analistasParams,
        response: { 200: z.array(analistaLinha) },
      },
    },
    async (request) => buscarAnalistas(deps.handle, request.params.cd_sip, request.params.text),
  );
};
