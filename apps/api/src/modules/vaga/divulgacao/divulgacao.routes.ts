import { CONTRATOS_VAGA_DIVULGACAO as C } from '@backoffice/domain/contratos/vaga-divulgacao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { JobBoardAdapter } from '../../../platform/adapters/job-board';
import { criarJobBoardAdapter } from '../../../platform/adapters/job-board-factory';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import {
  buscarDivulgaWeb,
  divulgarRedeSocial,
  listarDivulgacoes,
  removerRedeSocial,
  salvarDivulgaWeb,
} from './divulgacao.service';
import { iniciarTrabalhadorDivulgacao } from './divulgacao-fila.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const tags = ['vaga-divulgacao'];

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
    C.divulgaWeb.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.divulgaWeb, {
        tags,
        summary: 'Dados da aba Divulga Web (liberação na internet)',
      }),
    },
    async (request) => buscarDivulgaWeb(deps, request.params.nrVaga),
  );

  app.post(
    C.salvarDivulgaWeb.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.salvarDivulgaWeb, { tags, summary: 'Divulgação da vaga na internet' }),
    },
    async (request) => salvarDivulgaWeb(ctx(request), request.body),
  );

  app.get(
    C.divulgacoesRedesSociais.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.divulgacoesRedesSociais, {
        tags,
        summary: 'Integrações de divulgação da requisição (redes sociais e sites de vagas)',
      }),
    },
    async (request) => listarDivulgacoes(deps, request.params.nrRequisicao, adapter.nome === 'local'),
  );

  app.post(
    C.divulgarRedeSocial.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.divulgarRedeSocial, {
        tags,
        summary: 'Coloca a requisição na fila de divulgação de uma integração',
      }),
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
    C.removerRedeSocial.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.removerRedeSocial, {
        tags,
        summary: 'Remove a divulgação da requisição de uma integração',
      }),
    },
    async (request) => removerRedeSocial(ctx(request), request.params.nrRequisicao, request.body),
  );
};
