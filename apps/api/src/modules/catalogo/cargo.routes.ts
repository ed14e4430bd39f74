import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarCargos, listarCargosCliente } from './cargo.service';

/** Position pickers: the internal catalogue and the client's names (spec 000 §7.2, §7.6). */
export const cargoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.cargosSip, { resumo: 'Cargos internos ativos' }, async () => listarCargos(deps.handle, true));

  rota(C.listaCargos, { resumo: 'Cargos ativos (cargos pretendidos do currículo)' }, async () =>
    listarCargos(deps.handle, true),
  );

  rota(C.cargos, { resumo: 'Todos os cargos (filtro da pesquisa de candidatos)' }, async () =>
    listarCargos(deps.handle, false),
  );

  rota(C.cargosCliente, { resumo: 'Cargos do cliente numa unidade' }, async (request) =>
    listarCargosCliente(deps.handle, request.params.cdPessoaCliente, request.params.cdEmpresa),
  );
};
