import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { definirHandlerAcaoLote } from '../vaga/vaga.entry';
import { callcenterRoutes } from './callcenter.routes';
import { chatbotRoutes } from './chatbot.routes';
import { chatbotUsoRoutes } from './chatbot-uso.routes';
import { enviosCandidatoRoutes } from './envios.routes';
import { mensagemEmLote } from './mensagem-lote.service';
import { mensageriaRoutes } from './mensageria.routes';

/** Sends to candidates, the chatbot, the call center and the outbox. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const mensageriaPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  definirHandlerAcaoLote('mensagem', mensagemEmLote);
  await app.register(enviosCandidatoRoutes, { deps });
  await app.register(chatbotRoutes, { deps });
  await app.register(callcenterRoutes, { deps });
  await app.register(mensageriaRoutes, { deps });
  await app.register(chatbotUsoRoutes, { deps });
};
