import { dadosFaturamentoBody, dadosFaturamentoResposta } from '@backoffice/domain/faturamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { nrVagaParams, respostaSalvar } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { buscarFaturamento, salvarFaturamento } from './faturamento.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const TAG = ['vaga-edicao'];

/** The billing tab (spec 000 §3.5, §7.3). */
export const faturamentoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/vaga/dados-faturamento/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Faturamento da vaga',
        params: nrVagaParams,
        response: { 200: dadosFaturamentoResposta },
      },
    },
    async (request) => buscarFaturamento(deps, request.params.nrVaga),
  );

  app.post(
    '/vaga/dados-faturamento',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Percentuais e datas de faturamento, adiantamento e encaminhamento',
        body: dadosFaturamentoBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarFaturamento({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
