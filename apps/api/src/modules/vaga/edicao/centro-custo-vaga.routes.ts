import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { salvarCentroCusto } from './vaga-edicao.service';

/** PUT centro-custo/atualiza-vaga: the cost centre tab's save (spec 000 §7.2). */
export const centroCustoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    C.centroCusto.caminho,
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: esquemaDoContrato(C.centroCusto, {
        tags: ['vaga-edicao'],
        summary: 'Centro de custo da vaga (um centro ativo do cliente da vaga)',
      }),
    },
    async (request) => salvarCentroCusto({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
