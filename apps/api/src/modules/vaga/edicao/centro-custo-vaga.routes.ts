import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { salvarCentroCusto } from './vaga-edicao.service';

/** PUT centro-custo/atualiza-vaga: the cost centre tab's save (spec 000 §7.2). */
export const centroCustoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['vaga-edicao'], acesso: { permissoes: PERMISSOES.selecao } });

  rota(
    C.centroCusto,
    { resumo: 'Centro de custo da vaga (um centro ativo do cliente da vaga)' },
    async (request) => salvarCentroCusto({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
