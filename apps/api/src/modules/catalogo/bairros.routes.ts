import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarBairros } from './bairros.service';

/** GET /api/bairros/bairros-por-cidade/:estado/:cities: neighbourhoods of one or more cities (spec 000 §7.6). */
export const bairrosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.bairros, { resumo: 'Bairros das cidades (nomes separados por vírgula)' }, async (request) =>
    listarBairros(deps.handle, request.params.estado, request.params.cities),
  );
};
