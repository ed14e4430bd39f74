import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config';

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

/** Structured JSON logs (pino). `destino` lets tests read what would be written. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destino?: DestinationStream) {
  return pino(
    {
      level: config.NODE_ENV === 'test' && !destino ? 'silent' : config.LOG_LEVEL,
      redact: { paths: CAMINHOS_OCULTOS, censor: '[oculto]' },
    },
    destino,
  );
}
