import { CONTRATOS_OPERACOES as C } from '@backoffice/domain/contratos/operacoes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { usoChatbotPorUnidade } from './chatbot-uso.service';

/** POST /api/chatbot/uso-por-unidade: the chatbot usage screen (spec 002 §2.5, code 335). */
export const chatbotUsoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['chatbot'],
    acesso: { permissoes: [...PERMISSOES.chatbot] },
    respostas: { 400: respostaErro },
  });

  rota(
    C.chatbotUso,
    { resumo: 'Conversas do chatbot por analista da unidade no período e o valor estimado em USD' },
    async (request) =>
      usoChatbotPorUnidade(deps.handle, request.body, deps.config.CHATBOT_CUSTO_CONVERSA_USD),
  );
};
