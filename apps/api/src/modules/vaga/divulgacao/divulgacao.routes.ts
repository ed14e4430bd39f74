import { CONTRATOS_VAGA_DIVULGACAO as C } from '@backoffice/domain/contratos/vaga-divulgacao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { JobBoardAdapter } from '../../../platform/adapters/job-board';
import { criarJobBoardAdapter } from '../../../platform/adapters/job-board-factory';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import {
  buscarDivulgaWeb,
  divulgarRedeSocial,
  listarDivulgacoes,
  removerRedeSocial,
  salvarDivulgaWeb,
} from './divulgacao.service';
import { iniciarTrabalhadorDivulgacao } from './divulgacao-fila.service';

const SELECAO = { permissoes: PERMISSOES.selecao };
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

  const rota = router(app, { tags, acesso: SELECAO });

  rota(C.divulgaWeb, { resumo: 'Dados da aba Divulga Web (liberação na internet)' }, async (request) =>
    buscarDivulgaWeb(deps, request.params.nrVaga),
  );

  rota(C.salvarDivulgaWeb, { resumo: 'Divulgação da vaga na internet' }, async (request) =>
    salvarDivulgaWeb(ctx(request), request.body),
  );

  rota(
    C.divulgacoesRedesSociais,
    { resumo: 'Integrações de divulgação da requisição (redes sociais e sites de vagas)' },
    async (request) => listarDivulgacoes(deps, request.params.nrRequisicao, adapter.nome === 'local'),
  );

  rota(
    C.divulgarRedeSocial,
    { resumo: 'Coloca a requisição na fila de divulgação de uma integração' },
    async (request) =>
      divulgarRedeSocial(
        ctx(request),
        request.params.nrVaga,
        request.params.nrRequisicao,
        request.body.cd_integracao,
      ),
  );

  rota(
    C.removerRedeSocial,
    { resumo: 'Remove a divulgação da requisição de uma integração' },
    async (request) => removerRedeSocial(ctx(request), request.params.nrRequisicao, request.body),
  );
};
