import type { Config } from '../../config';
import type { DbHandle } from '../../db/client';
import type { AssinaturaAdapter } from './assinatura';
import { AssinaturaAutentique } from './assinatura-autentique';
import { AssinaturaLocalDb } from './assinatura-local';

/** The signature adapter chosen by ASSINATURA_ADAPTER. */
export function criarAssinatura(config: Config, handle: DbHandle): AssinaturaAdapter {
  if (config.ASSINATURA_ADAPTER === 'autentique') {
    return new AssinaturaAutentique({
      url: config.AUTENTIQUE_API_URL,
      token: config.AUTENTIQUE_TOKEN ?? '',
      timeoutMs: config.AUTENTIQUE_TIMEOUT_MS,
    });
  }
  return new AssinaturaLocalDb(handle);
}
