import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTRATOS_MENSAGERIA as C } from '@backoffice/domain/contratos/mensageria';
import { MENSAGENS_ENVIO } from '@backoffice/domain/mensageria';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { badRequest, HttpError, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { conversasDaSelecao } from './conversas-chatbot.service';
import { enviarMensagem } from './mensagem-analista.service';
import { receberMensagens } from './recebimento-whatsapp.service';
import { iniciarTrabalhadoresChatbot } from './resposta-chatbot.service';
import { mensagensDoWebhook, statusDoWebhook } from './webhook-whatsapp';

/** The largest notification accepted (the channel's batches are a few kilobytes). */
export const LIMITE_WEBHOOK_BYTES = 1_048_576;

const acessoConversas = [
  ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
];

/** True when `assinatura` is 'sha256=' + the HMAC-SHA256 of the raw body with the app secret. */
export function assinaturaValida(corpo: Buffer, assinatura: string | undefined, segredo: string): boolean {
  if (!assinatura?.startsWith('sha256=')) return false;
  const esperado = Buffer.from(createHmac('sha256', segredo).update(corpo).digest('hex'), 'utf8');
  const recebido = Buffer.from(assinatura.slice('sha256='.length), 'utf8');
  return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
}

/** Chatbot conversations (spec 001 §2.5, §7): their history, the analyst's messages and the channel's webhook. */
export const chatbotRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onReady', async () => {
    await iniciarTrabalhadoresChatbot(deps, deps.config.CHATBOT_TRABALHADORES);
  });

  const rota = router(app, {
    tags: ['chatbot'],
    acesso: { permissoes: acessoConversas },
    respostas: { 404: respostaErro },
  });

  rota(
    C.conversas,
    { resumo: 'Conversas do chatbot iniciadas a partir de uma pesquisa, com as mensagens' },
    async (request) => conversasDaSelecao(deps.db, request.params.selection),
  );

  rota(
    C.enviarMensagem,
    {
      resumo: 'Envia uma mensagem do analista na conversa (texto só depois da resposta do candidato)',
      respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
    },
    async (request) => enviarMensagem(deps, exigirUsuario(request), request.body),
  );

  // The channel's webhook: public, authenticated by the signature of the exact bytes received.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, corpo, done) => {
      done(null, corpo);
    });

    const rotaWebhook = router(webhook, { tags: ['chatbot'], acesso: { publica: true } });

    rotaWebhook(
      C.webhookVerificacao,
      { resumo: 'Verificação do webhook do WhatsApp (hub.challenge)' },
      async (request, reply) => {
        const q = request.query as Record<string, string | undefined>;
        const token = deps.config.WHATSAPP_VERIFY_TOKEN;
        if (!token || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== token) {
          throw new HttpError(403, 'Verificação recusada.');
        }
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      },
    );

    rotaWebhook(
      C.webhook,
      {
        resumo:
          'Notificações do WhatsApp: respostas dos candidatos e situação de entrega das mensagens (assinadas com X-Hub-Signature-256)',
        respostas: { 400: respostaErro, 401: respostaErro },
        // the provider signs every notification (X-Hub-Signature-256) and sends no browser headers
        config: { assinadaPeloRemetente: true },
        bodyLimit: LIMITE_WEBHOOK_BYTES,
      },
      async (request) => {
        const segredo = deps.config.WHATSAPP_APP_SECRET;
        const corpo = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const assinatura = request.headers['x-hub-signature-256'];
        if (
          !segredo ||
          !assinaturaValida(corpo, typeof assinatura === 'string' ? assinatura : undefined, segredo)
        ) {
          throw new HttpError(401, MENSAGENS_ENVIO.assinaturaInvalida);
        }
        let json: unknown;
        try {
          json = JSON.parse(corpo.toString('utf8'));
        } catch {
          throw badRequest(MENSAGENS_ENVIO.corpoInvalido);
        }
        const mensagens = mensagensDoWebhook(json);
        if (!mensagens) throw badRequest(MENSAGENS_ENVIO.corpoInvalido);
        return receberMensagens(deps, mensagens, statusDoWebhook(json));
      },
    );
  });
};
