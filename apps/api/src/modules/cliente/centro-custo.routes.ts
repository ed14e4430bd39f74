import { centroCustoLinha, clienteEmpresaParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarCentrosCusto } from './centro-custo.service';

/** GET /api/centro-custo/list-centro-custo/:cdPessoaCliente/:cdEmpresa (spec 000 §7.2). */
export const centroCustoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/centro-custo/list-centro-custo/:cdPessoaCliente/:cdEmpresa',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Centros de custo do cliente numa unidade',
        params: clienteEmpresaParams,
        response: { 200: z.array(centroCustoLinha) },
      },
    },
    async (request) =>
      listarCentrosCusto(deps.handle, request.params.cdPessoaCliente, request.params.cdEmpresa),
  );
};
