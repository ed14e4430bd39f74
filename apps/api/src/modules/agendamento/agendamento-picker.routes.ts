import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarTiposProcesso } from './agendamento-picker.service';

/** GET /api/agendamento/dados-tipo-processo/:client/:analyst: the process-type picker (spec 000 §7.6). */
export const agendamentoPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(
    C.tiposProcesso,
    { resumo: 'Tipos de processo do cliente' },
    // Process types belong to the client; the analyst stays in the path because callers send it.
    async (request) => listarTiposProcesso(deps.handle, request.params.client),
  );
};
