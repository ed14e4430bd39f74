import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import {
  inserirTimeline,
  listarHistoricoEncaminhado,
  listarHistoricoWeb,
  listarTimeline,
} from './historico.service';

// Selectors and recruiters both open a candidate's history.
const ACESSO = { permissoes: [...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar] };
const TAG = ['candidato-historico'];

/** A candidate's history panels (spec 000 §2.3b, §3.1, §7.1). */
export const candidatoHistoricoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: TAG, acesso: ACESSO });

  rota(C.historicoWeb, { resumo: 'Requisições em que o candidato se inscreveu pela web' }, async (request) =>
    listarHistoricoWeb(deps, request.params.cdPessoaCandidato),
  );

  rota(
    C.historicoEncaminhado,
    { resumo: 'Vagas para as quais o candidato foi encaminhado' },
    async (request) => listarHistoricoEncaminhado(deps, request.params.cdPessoaCandidato),
  );

  rota(C.timeline, { resumo: 'Histórico (timeline) do candidato' }, async (request) =>
    listarTimeline(deps, request.params.cdPessoaCandidato),
  );

  rota(C.inserirTimeline, { resumo: 'Insere uma nota no histórico do candidato' }, async (request) =>
    inserirTimeline(deps, exigirUsuario(request), request.body),
  );
};
