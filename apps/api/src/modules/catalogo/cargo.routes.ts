import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarCargos, listarCargosCliente } from './cargo.service';

/** Position pickers: the internal catalogue and the client's names (spec 000 §7.2, §7.6). */
export const cargoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.cargosSip.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.cargosSip, { tags: ['seletores'], summary: 'Cargos internos ativos' }),
    },
    async () => listarCargos(deps.handle, true),
  );

  app.get(
    C.listaCargos.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.listaCargos, {
        tags: ['seletores'],
        summary: 'Cargos ativos (cargos pretendidos do currículo)',
      }),
    },
    async () => listarCargos(deps.handle, true),
  );

  app.get(
    C.cargos.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.cargos, {
        tags: ['seletores'],
        summary: 'Todos os cargos (filtro da pesquisa de candidatos)',
      }),
    },
    async () => listarCargos(deps.handle, false),
  );

  app.get(
    C.cargosCliente.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.cargosCliente, {
        tags: ['seletores'],
        summary: 'Cargos do cliente numa unidade',
      }),
    },
    async (request) =>
      listarCargosCliente(deps.handle, request.params.cdPessoaCliente, request.params.cdEmpresa),
  );
};
