import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarCidadesFiltro, listarUnidadesFiltro } from './unidades-filtro.service';

/**
 * GET /api/unidade/lista-unidades/:user_sip and /api/cidades/filtro-cidade/:user_sip: the unit and
 * city options of the vacancy filters (spec 001 §3, §7).
 */
export const unidadesFiltroRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.listaUnidades.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.listaUnidades, {
        tags: ['seletores'],
        summary: 'Unidades agrupadoras para os filtros de vagas (a do usuário primeiro)',
      }),
    },
    async (request) => listarUnidadesFiltro(deps.handle, request.params.user_sip),
  );
  app.get(
    C.filtroCidade.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.filtroCidade, {
        tags: ['seletores'],
        summary: 'Cidades (unidades por cidade) para os filtros de vagas',
      }),
    },
    // Every unit is offered; the user's code stays in the path because callers send it.
    async () => listarCidadesFiltro(deps.handle),
  );
};
