import { beneficiosBody, beneficiosResposta } from '@backoffice/domain/beneficios';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { nrRequisicaoParams, respostaSalvar } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { buscarBeneficios, salvarBeneficios } from './beneficios.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const TAG = ['vaga-edicao'];

/** The benefits tab (spec 000 §3.6, §7.3); the paths keep the spec's spelling. */
export const beneficiosVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/vaga/beneficios-requisicao-vaga-web/:nrRequisicao',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Benefícios da requisição',
        params: nrRequisicaoParams,
        response: { 200: beneficiosResposta },
      },
    },
    async (request) => buscarBeneficios(deps, request.params.nrRequisicao),
  );

  app.post(
    '/vaga/beficios-requisicao-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Benefícios da requisição',
        body: beneficiosBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarBeneficios({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
