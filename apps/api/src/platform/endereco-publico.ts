import type { Config } from '../config';

/**
 * The portal's public address, the one base of every link the server writes (e-mails, sitemap,
 * canonical, JobPosting, share links): PORTAL_PUBLIC_URL, required in production (faltasDeProducao),
 * else this server on localhost. Never the request's Host header, which anyone can set.
 */
export function enderecoPublico(config: Pick<Config, 'PORTAL_PUBLIC_URL' | 'PORT'>): string {
  return (config.PORTAL_PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The back-office's public address, the base of the links e-mailed to staff users: PUBLIC_URL, else
 * the portal's address (the same server serves both), else this server on localhost.
 */
export function enderecoBackoffice(
  config: Pick<Config, 'PUBLIC_URL' | 'PORTAL_PUBLIC_URL' | 'PORT'>,
): string {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : enderecoPublico(config);
}
