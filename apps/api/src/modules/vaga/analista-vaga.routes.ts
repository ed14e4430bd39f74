import { PERMISSOES } from '@backoffice/domain/permissions';
import { nrVagaParams, respostaSalvar, salvarAnalistaBody } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { salvarAnalistaVaga } from './analista-vaga.service';

/** The analyst tab's save (spec 000 §7.5). */
export const analistaVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/vaga/:nrVaga/salvar-analista-vaga',
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: {
        tags: ['vaga-edicao'],
        summary: 'Analista da vaga e telefone exibido (alerta ao novo analista, evento vaga)',
        params: nrVagaParams,
        body: salvarAnalistaBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) =>
      salvarAnalistaVaga({ deps, usuario: exigirUsuario(request) }, request.params.nrVaga, request.body),
  );
};
