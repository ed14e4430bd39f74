import {
  divulgacaoRedeSocialLinha,
  divulgarParams,
  divulgaWebBody,
  divulgaWebResposta,
  integracaoBody,
} from '@backoffice/domain/divulgacao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { nrRequisicaoParams, nrVagaParams, respostaSalvar } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { JobBoardAdapter } from '../../platform/adapters/job-board';
import { criarJobBoardAdapter } from '../../platform/adapters/job-board-factory';
import type { AppDeps } from '../../platform/deps';
import {
  buscarDivulgaWeb,
  divulgarRedeSocial,
  listarDivulgacoes,
  removerRedeSocial,
  salvarDivulgaWeb,
} from './divulgacao.service';
import { iniciarTrabalhadorDivulgacao } from './divulgacao-fila.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const TAG = ['vaga-divulgacao'];

/**
 * Web and social publishing (spec 000 §2.3, §2.4, §4.3, §7.3, §7.4), and the worker that hands the
 * queued publications to the job-board adapter on each instance.
 */
export const divulgacaoVagaRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  adapter?: JobBoardAdapter;
}> = async (app, { deps, adapter: dado }) => {
  const adapter = dado ?? criarJobBoardAdapter(deps.config);
  let trabalhador: { parar(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    trabalhador = iniciarTrabalhadorDivulgacao(deps, adapter, app.log);
  });
  app.addHook('onClose', async () => {
    await trabalhador?.parar();
  });
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });

  app.get(
    '/vaga/requisicao-vaga-liberada-internet/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Dados da aba Divulga Web (liberação na internet)',
        params: nrVagaParams,
        response: { 200: divulgaWebResposta },
      },
    },
    async (request) => buscarDivulgaWeb(deps, request.params.nrVaga),
  );

  app.post(
    '/vaga/divulga-vaga-web',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Divulgação da vaga na internet',
        body: divulgaWebBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarDivulgaWeb(ctx(request), request.body),
  );

  app.get(
    '/vaga/divulgacoes-redes-sociais/:nrRequisicao',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Integrações de divulgação da requisição (redes sociais e sites de vagas)',
        params: nrRequisicaoParams,
        response: { 200: z.array(divulgacaoRedeSocialLinha) },
      },
    },
    async (request) => listarDivulgacoes(deps, request.params.nrRequisicao, adapter.nome === 'local'),
  );

  app.post(
    '/vaga/:nrVaga/divulgar-requisicao-redes-sociais/:nrRequisicao',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Coloca a requisição na fila de divulgação de uma integração',
        params: divulgarParams,
        body: integracaoBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) =>
      divulgarRedeSocial(
        ctx(request),
        request.params.nrVaga,
        request.params.nrRequisicao,
        request.body.cd_integracao,
      ),
  );

  app.post(
    '/vaga/remover-divulgacao-rede-social/:nrRequisicao',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Remove a divulgação da requisição de uma integração',
        params: nrRequisicaoParams,
        body: integracaoBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => removerRedeSocial(ctx(request), request.params.nrRequisicao, request.body),
  );
};
