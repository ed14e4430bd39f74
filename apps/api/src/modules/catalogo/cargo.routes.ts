import { cargoClienteLinha, cargoLinha, clienteEmpresaParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarCargos, listarCargosCliente } from './cargo.service';

/** Position pickers: the internal catalogue and the client's names (spec 000 §7.2, §7.6). */
export const cargoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/cargo/sip-cargos',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Cargos internos ativos',
        response: { 200: z.array(cargoLinha) },
      },
    },
    async () => listarCargos(deps.handle, true),
  );

  app.get(
    '/cargo/cargos',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Todos os cargos (filtro da pesquisa de candidatos)',
        response: { 200: z.array(cargoLinha) },
      },
    },
    async () => listarCargos(deps.handle, false),
  );

  app.get(
    '/cargo/cargos-cliente/:cdPessoaCliente/:cdEmpresa',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Cargos do cliente numa unidade',
        params: clienteEmpresaParams,
        response: { 200: z.array(cargoClienteLinha) },
      },
    },
    async (request) =>
      listarCargosCliente(deps.handle, request.params.cdPessoaCliente, request.params.cdEmpresa),
  );
};
