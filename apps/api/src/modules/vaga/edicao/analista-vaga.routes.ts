import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { salvarAnalistaVaga } from './analista-vaga.service';

/** The analyst tab's save (spec 000 §7.5). */
export const analistaVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    C.salvarAnalista.caminho,
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: esquemaDoContrato(C.salvarAnalista, {
        tags: ['vaga-edicao'],
        summary: 'Analista da vaga e telefone exibido (alerta ao novo analista, evento vaga)',
      }),
    },
    async (request) =>
      salvarAnalistaVaga({ deps, usuario: exigirUsuario(request) }, request.params.nrVaga, request.body),
  );
};
