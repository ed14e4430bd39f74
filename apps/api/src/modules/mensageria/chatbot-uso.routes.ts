import { CONTRATOS_OPERACOES as C } from '@backoffice/domain/contratos/operacoes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { usoChatbotPorUnidade } from './chatbot-uso.service';

/** POST /api/chatbot/uso-por-unidade: the chatbot usage screen (spec 002 §2.5, code 335). */
export const chatbotUsoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    C.chatbotUso.caminho,
    {
      config: { acesso: { permissoes: [...PERMISSOES.chatbot] } },
      schema: esquemaDoContrato(C.chatbotUso, {
        tags: ['chatbot'],
        summary: 'Conversas do chatbot por analista da unidade no período e o valor estimado em USD',
        respostas: { 400: respostaErro },
      }),
    },
    async (request) =>
      usoChatbotPorUnidade(deps.handle, request.body, deps.config.CHATBOT_CUSTO_CONVERSA_USD),
  );
};
