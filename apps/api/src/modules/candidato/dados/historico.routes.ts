import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import {
  inserirTimeline,
  listarHistoricoEncaminhado,
  listarHistoricoWeb,
  listarTimeline,
} from './historico.service';

// Selectors and recruiters both open a candidate's history.
const ACESSO = { acesso: { permissoes: [...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar] } };
const TAG = ['candidato-historico'];

/** A candidate's history panels (spec 000 §2.3b, §3.1, §7.1). */
export const candidatoHistoricoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.historicoWeb.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.historicoWeb, {
        tags: TAG,
        summary: 'Requisições em que o candidato se inscreveu pela web',
      }),
    },
    async (request) => listarHistoricoWeb(deps, request.params.cdPessoaCandidato),
  );

  app.get(
    C.historicoEncaminhado.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.historicoEncaminhado, {
        tags: TAG,
        summary: 'Vagas para as quais o candidato foi encaminhado',
      }),
    },
    async (request) => listarHistoricoEncaminhado(deps, request.params.cdPessoaCandidato),
  );

  app.get(
    C.timeline.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.timeline, {
        tags: TAG,
        summary: 'Histórico (timeline) do candidato',
      }),
    },
    async (request) => listarTimeline(deps, request.params.cdPessoaCandidato),
  );

  app.post(
    C.inserirTimeline.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.inserirTimeline, {
        tags: TAG,
        summary: 'Insere uma nota no histórico do candidato',
      }),
    },
    async (request) => inserirTimeline(deps, exigirUsuario(request), request.body),
  );
};
