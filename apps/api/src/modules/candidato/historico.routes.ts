import {
  cdPessoaCandidatoParams,
  historicoVagaEncaminhadoLinha,
  historicoVagaWebLinha,
  timelineBody,
  timelineLinha,
} from '@backoffice/domain/candidato-historico';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { respostaSalvar } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
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
    '/candidato/historico_vaga_web/:cdPessoaCandidato',
    {
      config: ACESSO,
      schema: {
        tags: TAG,
        summary: 'Requisições em que o candidato se inscreveu pela web',
        params: cdPessoaCandidatoParams,
        response: { 200: z.array(historicoVagaWebLinha) },
      },
    },
    async (request) => listarHistoricoWeb(deps, request.params.cdPessoaCandidato),
  );

  app.get(
    '/candidato/historico_vaga_encaminhado/:cdPessoaCandidato',
    {
      config: ACESSO,
      schema: {
        tags: TAG,
        summary: 'Vagas para as quais o candidato foi encaminhado',
        params: cdPessoaCandidatoParams,
        response: { 200: z.array(historicoVagaEncaminhadoLinha) },
      },
    },
    async (request) => listarHistoricoEncaminhado(deps, request.params.cdPessoaCandidato),
  );

  app.get(
    '/candidato/timeline/:cdPessoaCandidato',
    {
      config: ACESSO,
      schema: {
        tags: TAG,
        summary: 'Histórico (timeline) do candidato',
        params: cdPessoaCandidatoParams,
        response: { 200: z.array(timelineLinha) },
      },
    },
    async (request) => listarTimeline(deps, request.params.cdPessoaCandidato),
  );

  app.post(
    '/candidato/timeline',
    {
      config: ACESSO,
      schema: {
        tags: TAG,
        summary: 'Insere uma nota no histórico do candidato',
        body: timelineBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => inserirTimeline(deps, exigirUsuario(request), request.body),
  );
};
