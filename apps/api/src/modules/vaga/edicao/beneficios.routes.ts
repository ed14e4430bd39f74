import { CONTRATOS_VAGA_FATURAMENTO as C } from '@backoffice/domain/contratos/vaga-faturamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { buscarBeneficios, salvarBeneficios } from './beneficios.service';

const SELECAO = { permissoes: PERMISSOES.selecao };
const tags = ['vaga-edicao'];

/** The benefits tab (spec 000 §3.6, §7.3); the paths keep the spec's spelling. */
export const beneficiosVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso: SELECAO });

  rota(C.beneficios, { resumo: 'Benefícios da requisição' }, async (request) =>
    buscarBeneficios(deps, request.params.nrRequisicao),
  );

  rota(C.salvarBeneficios, { resumo: 'Benefícios da requisição' }, async (request) =>
    salvarBeneficios({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
