import { CONTRATOS_VAGA_FATURAMENTO as C } from '@backoffice/domain/contratos/vaga-faturamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { buscarFaturamento, salvarFaturamento } from './faturamento.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const tags = ['vaga-edicao'];

/** The billing tab (spec 000 §3.5, §7.3). */
export const faturamentoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.dadosFaturamento.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.dadosFaturamento, { tags, summary: 'Faturamento da vaga' }),
    },
    async (request) => buscarFaturamento(deps, request.params.nrVaga),
  );

  app.post(
    C.salvarFaturamento.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.salvarFaturamento, {
        tags,
        summary: 'Percentuais e datas de faturamento, adiantamento e encaminhamento',
      }),
    },
    async (request) => salvarFaturamento({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
