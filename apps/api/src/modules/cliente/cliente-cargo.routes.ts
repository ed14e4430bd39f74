import { PERMISSOES } from '@backoffice/domain/permissions';
import { clienteCargoBody, clienteCargoResposta } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { salvarCargoCliente } from './cliente-cargo.service';

/** PUT cargo/cliente-cargo: create or update a client position (spec 000 §3.2, §7.2). */
export const clienteCargoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/cargo/cliente-cargo',
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: {
        tags: ['vaga-edicao'],
        summary: 'Cria (sem cd_cargo_cliente) ou altera um cargo do cliente',
        body: clienteCargoBody,
        response: { 200: clienteCargoResposta },
      },
    },
    async (request) => salvarCargoCliente(deps, request.body),
  );
};
