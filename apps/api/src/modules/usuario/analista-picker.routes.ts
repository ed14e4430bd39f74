import { CONTRATOS_USUARIO as C } from '@backoffice/domain/contratos/usuario';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { buscarAnalistas } from './analista-picker.service';

/** GET /api/analista/analistas/:cd_sip/:text: the analyst picker (spec 000 §7.6). */
export const analistaPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.analistas.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.analistas, {
        tags: ['seletores'],
        summary: 'Analistas por nome (a partir de 3 caracteres), os da unidade do usuário primeiro',
      }),
    },
    async (request) => buscarAnalistas(deps.handle, request.params.cd_sip, request.params.text),
  );
};
