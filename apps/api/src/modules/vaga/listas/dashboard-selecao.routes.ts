import { CONTRATOS_VAGA_DASHBOARD as C } from '@backoffice/domain/contratos/vaga-dashboard';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { graficoSelecao } from './dashboard-selecao.service';

/** GET /api/vaga/unidades-selecionador-grafico/:user: the selection dashboard's series (spec 002 §2.5). */
export const dashboardSelecaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.grafico.caminho,
    {
      config: { acesso: { permissoes: [...PERMISSOES.selecaoEntrar] } },
      schema: esquemaDoContrato(C.grafico, {
        tags: ['seleção'],
        summary:
          'Vagas de seleção abertas da unidade por analista e vagas do analista por situação (a 430 conta como a 1)',
      }),
    },
    // The answer is the logged user's: {user} stays in the path because callers send it.
    async (request) => graficoSelecao(deps.handle, exigirUsuario(request), request.query),
  );
};
