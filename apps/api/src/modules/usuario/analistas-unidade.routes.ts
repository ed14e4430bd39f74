import { CONTRATOS_USUARIO as C } from '@backoffice/domain/contratos/usuario';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { analistasDaUnidade } from './analistas-unidade.service';

/** GET /api/analista/lista-analistas/:user/unidade/:unit: the analysts of a unit (spec 002 §2.5, §7). */
export const analistasUnidadeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.listaAnalistas.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.listaAnalistas, {
        tags: ['seletores'],
        summary: 'Usuários ativos da unidade, por nome (a 430 conta como a 1)',
      }),
    },
    async (request) => analistasDaUnidade(deps.handle, request.params.unit),
  );
};
