import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { salvarAnalistaVaga } from './analista-vaga.service';

/** The analyst tab's save (spec 000 §7.5). */
export const analistaVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['vaga-edicao'], acesso: { permissoes: PERMISSOES.selecao } });

  rota(
    C.salvarAnalista,
    { resumo: 'Analista da vaga e telefone exibido (alerta ao novo analista, evento vaga)' },
    async (request) =>
      salvarAnalistaVaga({ deps, usuario: exigirUsuario(request) }, request.params.nrVaga, request.body),
  );
};
