import { CONTRATOS_VAGA_RELACIONAR as C } from '@backoffice/domain/contratos/vaga-relacionar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { buscarVagasRelacionar } from './vaga-picker.service';

/** GET /api/vaga/vagas-selecao-relacionar: the vacancy picker (spec 000 §7.6). */
export const vagaPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.vagasSelecaoRelacionar.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.vagasSelecaoRelacionar, {
        tags: ['seletores'],
        summary: 'Vagas para relacionar candidatos',
      }),
    },
    async (request) => buscarVagasRelacionar(deps.handle, request.query),
  );
};
