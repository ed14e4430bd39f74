import { tipoProcessoLinha, tipoProcessoParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarTiposProcesso } from './agendamento-picker.service';

/** GET /api/agendamento/dados-tipo-processo/:client/:analyst: the process-type picker (spec 000 §7.6). */
export const agendamentoPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/agendamento/dados-tipo-processo/:client/:analyst',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Tipos de processo do cliente',
        params: tipoProcessoParams,
        response: { 200: z.array(tipoProcessoLinha) },
      },
    },
    // Process types belong to the client; the analyst stays in the path because callers send it.
    async (request) => listarTiposProcesso(deps.handle, request.params.client),
  );
};
