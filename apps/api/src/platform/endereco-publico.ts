import type { Config } from '../config';

/**
 * The portal's public address, the one base of every link the server writes (e-mails, sitemap,
 * canonical, JobPosting, share links): PORTAL_PUBLIC_URL, required in production (faltasDeProducao),
 * else this server on localhost. Never the request's Host header, which anyone can set.
 */
export function enderecoPublico(config: Pick<Config, 'PORTAL_PUBLIC_URL' | 'PORT'>): string {
  return (config.PORTAL_PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
