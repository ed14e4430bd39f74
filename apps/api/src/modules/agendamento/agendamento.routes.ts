import {
  agendamentoBody,
  agendamentoResposta,
  agendamentoSalvoResposta,
  dadosAgendamentoParams,
  MENSAGENS_AGENDAMENTO,
} from '@backoffice/domain/agendamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { notFound, respostaErro } from '../../platform/errors';
import { atualizarAgendamento, lerAgendamento, salvarAgendamento } from './agendamento.service';

// Scheduled from the search, the vacancy lists (selection and recruitment) and the call center.
const acesso = {
  permissoes: [
    ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
  ],
};
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** Appointments of the search area (spec 000 §3.11, §5.3, §7.6). */
export const agendamentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/agendamento/salvar-agendamento',
    {
      config: { acesso },
      schema: {
        tags: ['agendamento'],
        summary: 'Cria um agendamento (entrevista, teste) e avisa a agenda',
        body: agendamentoBody,
        response: { 200: agendamentoSalvoResposta, ...erros },
      },
    },
    async (request) => salvarAgendamento(deps.db, deps.realtime, exigirUsuario(request), request.body),
  );

  app.post(
    '/agendamento/atualizar-agendamento',
    {
      config: { acesso },
      schema: {
        tags: ['agendamento'],
        summary: 'Atualiza um agendamento (identificado por candidato e criado_em)',
        body: agendamentoBody,
        response: { 200: agendamentoSalvoResposta, ...erros },
      },
    },
    async (request) => atualizarAgendamento(deps.db, deps.realtime, request.body),
  );

  app.get(
    '/agendamento/dados-agendamento/:candidate/:createdAt',
    {
      config: { acesso },
      schema: {
        tags: ['agendamento'],
        summary: 'Dados de um agendamento',
        params: dadosAgendamentoParams,
        response: { 200: agendamentoResposta, 400: respostaErro, 404: respostaErro },
      },
    },
    async (request) => {
      const a = await lerAgendamento(deps.db, request.params.candidate, request.params.createdAt);
      if (!a) throw notFound(MENSAGENS_AGENDAMENTO.naoEncontrado);
      return a;
    },
  );
};
