import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarCentrosCusto } from './centro-custo.service';

/** GET /api/centro-custo/list-centro-custo/:cdPessoaCliente/:cdEmpresa (spec 000 §7.2). */
export const centroCustoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.centrosCusto, { resumo: 'Centros de custo do cliente numa unidade' }, async (request) =>
    listarCentrosCusto(deps.handle, request.params.cdPessoaCliente, request.params.cdEmpresa),
  );
};
