import { CONTRATOS_VAGA_FATURAMENTO as C } from '@backoffice/domain/contratos/vaga-faturamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { buscarFaturamento, salvarFaturamento } from './faturamento.service';

const SELECAO = { permissoes: PERMISSOES.selecao };
const tags = ['vaga-edicao'];

/** The billing tab (spec 000 §3.5, §7.3). */
export const faturamentoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso: SELECAO });

  rota(C.dadosFaturamento, { resumo: 'Faturamento da vaga' }, async (request) =>
    buscarFaturamento(deps, request.params.nrVaga),
  );

  rota(
    C.salvarFaturamento,
    { resumo: 'Percentuais e datas de faturamento, adiantamento e encaminhamento' },
    async (request) => salvarFaturamento({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
