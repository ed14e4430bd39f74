import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config';
import { erroDoBanco } from './errors';

/** Paths pino blanks out: passwords, cookies and session tokens are never written. */
export const CAMINHOS_OCULTOS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'senha',
  'token',
  '*.senha',
  '*.senha_atual',
  '*.nova_senha',
  '*.token',
  '*.ds_senha_hash',
  '*.*.senha',
  '*.*.token',
];

/** The stack's frames without its first line (which repeats the message). */
function quadrosDaPilha(err: Error): string | undefined {
  const pilha = err.stack ?? '';
  const i = pilha.indexOf('\n    at ');
  return i >= 0 ? pilha.slice(i + 1) : undefined;
}

/**
 * How an error is written. A database error (or one wrapping it, as Drizzle's DrizzleQueryError
 * does) is written as its SQLSTATE, the objects involved and where the code threw it: its message,
 * detail, statement and parameters carry the user's data and are never written.
 */
export function serializarErro(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const banco = erroDoBanco(err);
  if (banco) {
    return {
      type: err.constructor.name,
      code: banco.code,
      table: banco.table,
      constraint: banco.constraint,
      column: banco.column,
      routine: banco.routine,
      stack: quadrosDaPilha(err),
    };
  }
  const { code } = err as { code?: unknown };
  return {
    type: err.constructor.name,
    message: err.message,
    code: typeof code === 'string' ? code : undefined,
    stack: err.stack,
  };
}

/**
 * How a request is written: its route as declared (`/api/candidato/candidatos/:text`), not the URL
 * asked, whose path and query string may carry names and other personal data.
 */
function serializarPedido(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.routeOptions?.url ?? (req.url ?? '').split('?')[0],
    remoteAddress: req.ip,
  };
}

/** Structured JSON logs (pino). `destino` lets tests read what would be written. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destino?: DestinationStream) {
  return pino(
    {
      level: config.NODE_ENV === 'test' && !destino ? 'silent' : config.LOG_LEVEL,
      redact: { paths: CAMINHOS_OCULTOS, censor: '[oculto]' },
      serializers: { err: serializarErro, req: serializarPedido },
    },
    destino,
  );
}
