import pino from 'pino';
import type { Config } from '../config';

/** Structured JSON logs (pino); passwords, cookies and session tokens are never written. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return pino({
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.senha'],
      censor: '[oculto]',
    },
  });
}
