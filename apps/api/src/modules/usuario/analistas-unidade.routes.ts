import { CONTRATOS_USUARIO as C } from '@backoffice/domain/contratos/usuario';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { analistasDaUnidade } from './analistas-unidade.service';

/** GET /api/analista/lista-analistas/:user/unidade/:unit: the analysts of a unit (spec 002 §2.5, §7). */
export const analistasUnidadeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(
    C.listaAnalistas,
    { resumo: 'Usuários ativos da unidade, por nome (a 430 conta como a 1)' },
    async (request) => analistasDaUnidade(deps.handle, request.params.unit),
  );
};
