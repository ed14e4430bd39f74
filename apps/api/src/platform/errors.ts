import { MENSAGENS } from '@backoffice/domain/mensagens';
import { TEXTOS_EXATOS } from '@backoffice/domain/mensagens-validacao';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Body of every error answer: {"error": text} or {"error": [texts]} (for response schemas). */
export const respostaErro = z.object({ error: z.union([z.string(), z.array(z.string())]) });

/**
 * An error the client should see: status code plus a pt-BR message (or several), and optionally more
 * fields of the answer beside `error` (a 409 naming the record it conflicts with).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly mensagem: string | string[],
    readonly extras?: Record<string, unknown>,
  ) {
    super(Array.isArray(mensagem) ? mensagem.join(' ') : mensagem);
  }
}

export const badRequest = (m: string | string[]) => new HttpError(400, m);
export const unauthorized = (m: string = MENSAGENS.naoAutenticado) => new HttpError(401, m);
export const forbidden = (m: string = MENSAGENS.semPermissao) => new HttpError(403, m);
export const notFound = (m: string = MENSAGENS.naoEncontrado) => new HttpError(404, m);
export const conflict = (m: string | string[], extras?: Record<string, unknown>) =>
  new HttpError(409, m, extras);

/** What a database error tells about itself: the SQLSTATE and the objects involved, never the values. */
export interface ErroBanco {
  code: string;
  table?: string;
  constraint?: string;
  column?: string;
  routine?: string;
}

/**
 * The database's error behind `err`, if any. node-postgres and PGlite both throw errors carrying the
 * SQLSTATE in `code` and a `severity`; Drizzle wraps them in a DrizzleQueryError that keeps the
 * driver's error in `cause`.
 */
export function erroDoBanco(err: unknown): ErroBanco | undefined {
  let e = err;
  for (let nivel = 0; nivel < 5 && e !== null && typeof e === 'object'; nivel++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') {
      return e as ErroBanco;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

type Recusa = { status: number; mensagem: string };

// Input the database refuses, by SQLSTATE (https://www.postgresql.org/docs/current/errcodes-appendix.html).
// A value that slipped past a schema ends here as a 4xx: the statement failed, so nothing was written.
const RECUSAS_BANCO: Record<string, Recusa> = {
  '22021': { status: 400, mensagem: MENSAGENS.textoCaracteresInvalidos }, // invalid byte sequence (NUL)
  '22P05': { status: 400, mensagem: MENSAGENS.textoCaracteresInvalidos }, // untranslatable character (\u0000 in jsonb)
  '22P02': { status: 400, mensagem: MENSAGENS.valorFormatoInvalido }, // invalid text representation
  '22P03': { status: 400, mensagem: MENSAGENS.valorFormatoInvalido }, // invalid binary representation
  '22003': { status: 400, mensagem: MENSAGENS.numeroForaDoIntervalo }, // numeric value out of range
  '22007': { status: 400, mensagem: MENSAGENS.dataInvalida }, // invalid datetime format
  '22008': { status: 400, mensagem: MENSAGENS.dataInvalida }, // datetime field overflow
  '22001': { status: 400, mensagem: MENSAGENS.textoLongoDemais }, // string data right truncation
  '23502': { status: 400, mensagem: MENSAGENS.campoObrigatorioAusente }, // not null violation
  '23514': { status: 400, mensagem: MENSAGENS.valorNaoPermitido }, // check violation
  '23503': { status: 400, mensagem: MENSAGENS.referenciaInexistente }, // foreign key violation
  '23505': { status: 409, mensagem: MENSAGENS.registroDuplicado }, // unique violation
  '23P01': { status: 409, mensagem: MENSAGENS.registroDuplicado }, // exclusion violation
};

// Whole classes: 22 data exception (any other value the database cannot take), 54 program limit
// exceeded (an index row or a text-search vector too large for the input sent).
const RECUSAS_CLASSE: Record<string, Recusa> = {
  '22': { status: 400, mensagem: MENSAGENS.dadosInvalidos },
  '54': { status: 400, mensagem: MENSAGENS.conteudoExcedeLimite },
};

/**
 * The database cannot answer now, whatever the input: it is down or restarting (the connection
 * refused or cut, SQLSTATE class 08, 57P01–57P03), full (53300), or a statement ran past
 * statement_timeout (57014) or waited past the pool's connection timeout. Nothing was committed by
 * the statement that failed; the request may be sent again in a few seconds.
 */
const CODIGOS_INDISPONIVEL = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const ERROS_REDE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const MENSAGENS_DRIVER =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;
/** Seconds a 503 asks to wait (Retry-After). */
export const ESPERA_INDISPONIVEL_S = 5;

function caiuAConexao(e: unknown): boolean {
  if (e === null || typeof e !== 'object') return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && ERROS_REDE.has(code)) ||
    (typeof message === 'string' && MENSAGENS_DRIVER.test(message))
  );
}

export function bancoIndisponivel(err: unknown): boolean {
  const banco = erroDoBanco(err);
  if (banco) return CODIGOS_INDISPONIVEL.has(banco.code) || banco.code.startsWith('08');
  // the driver's own error, or the one drizzle wraps; never a deeper cause (an adapter's failed
  // fetch to another service is not the database)
  return caiuAConexao(err) || (err instanceof DrizzleQueryError && caiuAConexao(err.cause));
}

/** The 4xx answer for a database error caused by the request's input; undefined for a real fault. */
export function recusaDoBanco(e: ErroBanco): Recusa | undefined {
  return RECUSAS_BANCO[e.code] ?? RECUSAS_CLASSE[e.code.slice(0, 2)];
}

/**
 * Installs the one error handler of the API contract: {"error": text | [texts]}, pt-BR, nothing
 * internal on 5xx. Input the database refuses is a 4xx; a 500 is left only for a real fault.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ ...err.extras, error: err.mensagem });
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
    // a malformed multipart body (cut short, bad part headers): the parser's own errors carry no status
    if (
      String(request.headers['content-type'] ?? '').startsWith('multipart/') &&
      !err.statusCode &&
      /[\\/](busboy|@fastify[\\/]multipart)[\\/]/.test(err.stack ?? '')
    ) {
      return reply.status(400).send({ error: MENSAGENS.multipartInvalido });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ error: MENSAGENS.muitasRequisicoes });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: MENSAGENS.dadosInvalidos });
    }
    const banco = erroDoBanco(err);
    const recusa = banco && recusaDoBanco(banco);
    if (banco && recusa) {
      // the code and the objects involved, never the statement's values (they are the user's data)
      request.log.warn(
        {
          banco: { code: banco.code, table: banco.table, constraint: banco.constraint, column: banco.column },
        },
        'entrada recusada pelo banco',
      );
      return reply.status(recusa.status).send({ error: recusa.mensagem });
    }
    if (bancoIndisponivel(err)) {
      request.log.warn({ banco: banco?.code, motivo: banco ? undefined : err.message }, 'banco indisponível');
      return reply
        .status(503)
        .header('retry-after', String(ESPERA_INDISPONIVEL_S))
        .send({ error: MENSAGENS.servicoIndisponivel });
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
