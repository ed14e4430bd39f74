import { PERMISSOES } from '@backoffice/domain/permissions';
import { nrVagaParams, respostaSalvar } from '@backoffice/domain/vaga-edicao';
import {
  cancelamentoPropostaResposta,
  justificativaVagaBody,
  motivoCancelamentoLinha,
  situacaoVagaBody,
} from '@backoffice/domain/vaga-situacao-regras';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import {
  buscarPropostaCancelamento,
  listarMotivosCancelamento,
  salvarJustificativa,
  salvarSituacao,
} from './situacao.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const TAG = ['vaga-edicao'];

/** The situation tab (spec 000 §4.2, §7.3). */
export const situacaoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/vaga/motivos-cancelamento-vaga-list',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Motivos de cancelamento de vaga',
        response: { 200: z.array(motivoCancelamentoLinha) },
      },
    },
    async () => listarMotivosCancelamento(deps),
  );

  app.get(
    '/vaga/cancelamento-vaga-proposta/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Aviso do prazo de cancelamento sem faturamento',
        params: nrVagaParams,
        response: { 200: cancelamentoPropostaResposta },
      },
    },
    async (request) => buscarPropostaCancelamento(deps, request.params.nrVaga),
  );

  app.put(
    '/vaga/situacao-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Situação da vaga (regras da aba Situação da vaga)',
        body: situacaoVagaBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarSituacao({ deps, usuario: exigirUsuario(request) }, request.body),
  );

  app.put(
    '/vaga/justificativa-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Justificativa do cancelamento (usuários da lista JUSTIFICATIVA_USUARIOS)',
        body: justificativaVagaBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarJustificativa({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
