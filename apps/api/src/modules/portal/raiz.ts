import { MENSAGENS_PORTAL as M, CAMINHO_PORTAL as P } from '@backoffice/domain/portal';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { enderecoPublico } from '../../platform/endereco-publico';
import { paginaMensagem } from './paginas';
import { RECURSOS } from './recursos';

const UM_DIA = 'public, max-age=86400';

/** robots.txt: the portal is open to crawlers, the API and the candidate's own area are not. */
export function robotsTxt(config: Pick<Config, 'PORTAL_PUBLIC_URL' | 'PORT'>): string {
  return [
    'User-agent: *',
    `Allow: ${P}`,
    `Disallow: ${P}/minha-area`,
    'Disallow: /api/',
    '',
    `Sitemap: ${enderecoPublico(config)}${P}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * What the portal answers at the site's root: /robots.txt (the sitemap's address is the configured
 * public one, never the request's Host) and /favicon.ico (the portal's icon, for browsers that ask
 * for it without reading the page's link).
 */
export async function raizPortalRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'PORTAL_PUBLIC_URL' | 'PORT'> },
): Promise<void> {
  const robots = robotsTxt(config);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', UM_DIA).send(robots),
  );
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(RECURSOS.icone.tipo).header('cache-control', UM_DIA).send(RECURSOS.icone.conteudo),
  );
}

const DO_PORTAL = new RegExp(`^${P}(?:[/?#]|$)`);

/**
 * Fastify's answer to an address it cannot decode (a malformed percent-encoding), given before any
 * route or hook: under the portal, the portal's own page (400); elsewhere Fastify's JSON, which the
 * back-office's API clients read.
 */
export function erroDeEndereco(erro: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (erro.code === 'FST_ERR_BAD_URL' && DO_PORTAL.test(request.url)) {
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(paginaMensagem('Endereço inválido', M.enderecoInvalido, 'erro'));
    return;
  }
  reply.send(erro);
}
