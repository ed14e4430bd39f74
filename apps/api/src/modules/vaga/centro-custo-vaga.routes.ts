import { PERMISSOES } from '@backoffice/domain/permissions';
import { centroCustoVagaBody, respostaSalvar } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { salvarCentroCusto } from './vaga-edicao.service';

/** PUT centro-custo/atualiza-vaga: the cost centre tab's save (spec 000 §7.2). */
export const centroCustoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/centro-custo/atualiza-vaga',
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: {
        tags: ['vaga-edicao'],
        summary: 'Centro de custo da vaga (um centro ativo do cliente da vaga)',
        body: centroCustoVagaBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarCentroCusto({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
