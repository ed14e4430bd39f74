import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { salvarCargoCliente } from './cliente-cargo.service';

/** PUT cargo/cliente-cargo: create or update a client position (spec 000 §3.2, §7.2). */
export const clienteCargoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['vaga-edicao'], acesso: { permissoes: PERMISSOES.selecao } });

  rota(
    C.salvarCargoCliente,
    { resumo: 'Cria (sem cd_cargo_cliente) ou altera um cargo do cliente' },
    async (request) => salvarCargoCliente(deps, request.body),
  );
};
