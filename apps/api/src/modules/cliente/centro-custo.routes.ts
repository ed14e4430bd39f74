import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarCentrosCusto } from './centro-custo.service';

/** GET /api/centro-custo/list-centro-custo/:cdPessoaCliente/:cdEmpresa (spec 000 §7.2). */
export const centroCustoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.centrosCusto.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.centrosCusto, {
        tags: ['seletores'],
        summary: 'Centros de custo do cliente numa unidade',
      }),
    },
    async (request) =>
      listarCentrosCusto(deps.handle, request.params.cdPessoaCliente, request.params.cdEmpresa),
  );
};
