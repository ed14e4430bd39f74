import { CONTRATOS_USUARIO as C } from '@backoffice/domain/contratos/usuario';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { buscarAnalistas } from './analista-picker.service';

/** GET /api/analista/analistas/:cd_sip/:text: the analyst picker (spec 000 §7.6). */
export const analistaPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(
    C.analistas,
    { resumo: 'Analistas por nome (a partir de 3 caracteres), os da unidade do usuário primeiro' },
    async (request) => buscarAnalistas(deps.handle, request.params.cd_sip, request.params.text),
  );
};
