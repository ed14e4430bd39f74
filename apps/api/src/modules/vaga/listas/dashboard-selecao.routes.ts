import { CONTRATOS_VAGA_DASHBOARD as C } from '@backoffice/domain/contratos/vaga-dashboard';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { graficoSelecao } from './dashboard-selecao.service';

/** GET /api/vaga/unidades-selecionador-grafico/:user: the selection dashboard's series (spec 002 §2.5). */
export const dashboardSelecaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seleção'], acesso: { permissoes: [...PERMISSOES.selecaoEntrar] } });

  rota(
    C.grafico,
    {
      resumo:
        'Vagas de seleção abertas da unidade por analista e vagas do analista por situação (a 430 conta como a 1)',
    },
    // The answer is the logged user's: {user} stays in the path because callers send it.
    async (request) => graficoSelecao(deps.handleLeitura, exigirUsuario(request), request.query),
  );
};
