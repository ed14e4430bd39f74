import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { salvarCargoCliente } from './cliente-cargo.service';

/** PUT cargo/cliente-cargo: create or update a client position (spec 000 §3.2, §7.2). */
export const clienteCargoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    C.salvarCargoCliente.caminho,
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: esquemaDoContrato(C.salvarCargoCliente, {
        tags: ['vaga-edicao'],
        summary: 'Cria (sem cd_cargo_cliente) ou altera um cargo do cliente',
      }),
    },
    async (request) => salvarCargoCliente(deps, request.body),
  );
};
