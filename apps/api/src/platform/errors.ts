import { MENSAGENS } from '@backoffice/domain/mensagens';
import { TEXTOS_EXATOS } from '@backoffice/domain/mensagens-validacao';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Body of every error answer: {"error": text} or {"error": [texts]} (for response schemas). */
export const respostaErro = z.object({ error: z.union([z.string(), z.array(z.string())]) });

/** An error the client should see: status code plus a pt-BR message (or several). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly mensagem: string | string[],
  ) {
    super(Array.isArray(mensagem) ? mensagem.join(' ') : mensagem);
  }
}

export const badRequest = (m: string | string[]) => new HttpError(400, m);
export const unauthorized = (m: string = MENSAGENS.naoAutenticado) => new HttpError(401, m);
export const forbidden = (m: string = MENSAGENS.semPermissao) => new HttpError(403, m);
export const notFound = (m: string = MENSAGENS.naoEncontrado) => new HttpError(404, m);
export const conflict = (m: string | string[]) => new HttpError(409, m);

/** Installs the one error handler of the API contract: {"error": text | [texts]}, pt-BR, nothing internal on 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: err.mensagem });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The spec's texts are answered as written; a generic text keeps the field's name in front.
      const msgs = err.validation.map((v) => {
        const texto = String(v.message);
        const campo = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return campo && !TEXTOS_EXATOS.has(texto) ? `${campo}: ${texto}` : texto;
      });
      return reply.status(400).send({ error: [...new Set(msgs)] });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'resposta fora do contrato');
      return reply.status(500).send({ error: MENSAGENS.erroInterno });
    }
    const code = err.code ?? '';
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.status(413).send({ error: MENSAGENS.corpoGrande });
    }
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.statusCode === 400 && err instanceof SyntaxError)) {
      return reply.status(400).send({ error: MENSAGENS.jsonInvalido });
    }
    if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ error: MENSAGENS.jsonInvalido });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: 'Tipo de conteúdo não suportado.' });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ error: MENSAGENS.muitasRequisicoes });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: MENSAGENS.dadosInvalidos });
    }
    request.log.error({ err }, 'erro interno');
    return reply.status(500).send({ error: MENSAGENS.erroInterno });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ error: MENSAGENS.rotaNaoEncontrada });
  });
}

/**
 * JSON bodies as Fastify parses them (with prototype-poisoning protection), except that an empty
 * body is no body: clients may send Content-Type: application/json on a POST without payload.
 */
export function installJsonParser(app: FastifyInstance): void {
  const padrao = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const texto = body.toString();
    if (texto.trim() === '') {
      done(null, undefined);
      return;
    }
    padrao(request, texto, done);
  });
}
