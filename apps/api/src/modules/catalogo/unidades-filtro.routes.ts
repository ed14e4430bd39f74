import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarCidadesFiltro, listarUnidadesFiltro } from './unidades-filtro.service';

/**
 * GET /api/unidade/lista-unidades/:user_sip and /api/cidades/filtro-cidade/:user_sip: the unit and
 * city options of the vacancy filters (spec 001 §3, §7).
 */
export const unidadesFiltroRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(
    C.listaUnidades,
    { resumo: 'Unidades agrupadoras para os filtros de vagas (a do usuário primeiro)' },
    async (request) => listarUnidadesFiltro(deps.handle, request.params.user_sip),
  );
  rota(
    C.filtroCidade,
    { resumo: 'Cidades (unidades por cidade) para os filtros de vagas' },
    // Every unit is offered; the user's code stays in the path because callers send it.
    async () => listarCidadesFiltro(deps.handle),
  );
};
