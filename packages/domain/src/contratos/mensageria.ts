import { z } from 'zod';
import { contrato } from '../contrato';
import {
  chatbotConversa,
  comecarConversasResposta,
  enviarMensagemBody,
  enviarMensagemResposta,
  envioAnuncioResposta,
  mensagemSaidaLinha,
  selecaoParams,
  webhookResposta,
  webhookVerificacaoQuery,
  webhookVerificacaoResposta,
} from '../mensageria';

/**
 * The sends of a search (announcement, chatbot's first contact), its outbox, the chatbot's
 * conversations and the channel's webhook (spec 001 §2.5, §7).
 */
export const CONTRATOS_MENSAGERIA = {
  envioAnuncio: contrato({
    metodo: 'POST',
    caminho: '/candidato/envio-anuncio-candidato/:selection',
    params: selecaoParams,
    resposta: envioAnuncioResposta,
    invalida: ['/pesquisa-candidatos/pesquisas/'],
  }),
  comecarConversas: contrato({
    metodo: 'POST',
    caminho: '/candidato/comecar-conversas-chatbot/:selection',
    params: selecaoParams,
    resposta: comecarConversasResposta,
    invalida: ['/pesquisa-candidatos/pesquisas/'],
  }),
  saida: contrato({
    metodo: 'GET',
    caminho: '/mensageria/saida/:selection',
    params: selecaoParams,
    resposta: z.array(mensagemSaidaLinha),
  }),
  conversas: contrato({
    metodo: 'GET',
    caminho: '/chatbot/conversas-status/:selection',
    params: selecaoParams,
    resposta: z.array(chatbotConversa),
  }),
  enviarMensagem: contrato({
    metodo: 'POST',
    caminho: '/chatbot/send-message',
    /** The conversation shows the message sent. */
    invalida: ['/chatbot/conversa-chatbot/'],
    corpo: enviarMensagemBody,
    resposta: enviarMensagemResposta,
  }),
  /** Called by the channel, answers text/plain. */
  webhookVerificacao: contrato({
    metodo: 'GET',
    caminho: '/chatbot/webhook',
    query: webhookVerificacaoQuery,
    resposta: webhookVerificacaoResposta,
  }),
  /** Called by the channel with a signed JSON body, read as raw bytes (so no body schema). */
  webhook: contrato({ metodo: 'POST', caminho: '/chatbot/webhook', resposta: webhookResposta }),
} as const;
