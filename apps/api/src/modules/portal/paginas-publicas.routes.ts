import {
  filtrosPortal,
  LIMITES_PORTAL,
  nrVagaDoSlug,
  CAMINHO_PORTAL as P,
  slugVaga,
} from '@backoffice/domain/portal';
import type { FastifyInstance } from 'fastify';
import {
  jobPosting,
  LIMITE_CONTAGEM_PORTAL,
  listarVagasPortal,
  vagasParaSitemap,
  vagasWebDaVaga,
} from '../vaga/vaga.entry';
import { paginaLista, paginaPrivacidade, paginaVaga, sitemapXml } from './paginas';
import { type ContextoPortal, jsonParaPagina } from './portal-contexto';
import { RECURSOS } from './recursos';

const MAX_SITEMAP = 45_000;

/**
 * The portal's public pages, the same for every visitor and kept rendered for a short while: the
 * list, a vacancy, the privacy notice, the sitemap, the stylesheet, script and icon, and the
 * portal's own 404 for anything else under /vagas.
 */
export async function paginasPublicasRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ContextoPortal },
): Promise<void> {
  const {
    deps,
    config,
    cache,
    umaVez,
    vagaPublicada,
    opcoesFiltro,
    base,
    cachePublico,
    html,
    naoEncontrada,
  } = ctx;

  // ---------------------------------------------------------------------------------------------
  // Files

  for (const r of Object.values(RECURSOS)) {
    app.get(`${P}/recursos/${r.nome}`, async (_req, reply) =>
      reply.type(r.tipo).header('cache-control', 'public, max-age=31536000, immutable').send(r.conteudo),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Public pages

  app.get(P, async (request, reply) => {
    const chave = `lista|${request.url}`;
    const guardada = cache.get(chave);
    if (guardada) return html(reply, guardada, 200, cachePublico(request));
    const q = filtrosPortal.safeParse(request.query ?? {});
    if (!q.success) return reply.redirect(P, 303);
    const corpo = await umaVez(chave, async () => {
      const [{ vagas: lista, total }, opc] = await Promise.all([
        listarVagasPortal(deps.dbLeitura, q.data, LIMITES_PORTAL.porPagina),
        opcoesFiltro(),
      ]);
      const pagina = paginaLista({
        filtros: q.data,
        vagas: lista,
        total,
        maisQue: total > LIMITE_CONTAGEM_PORTAL,
        opcoes: opc,
        base,
      });
      cache.set(chave, pagina);
      return pagina;
    });
    return html(reply, corpo, 200, cachePublico(request));
  });

  app.get(`${P}/sitemap.xml`, async (request, reply) => {
    const chave = 'sitemap';
    let xml = cache.get(chave);
    if (!xml) {
      xml = sitemapXml(base, await vagasParaSitemap(deps.dbLeitura, MAX_SITEMAP));
      cache.set(chave, xml);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cachePublico(request))
      .send(xml);
  });

  app.get(`${P}/privacidade`, async (request, reply) =>
    html(reply, paginaPrivacidade(), 200, cachePublico(request)),
  );

  app.get<{ Params: { slug: string } }>(`${P}/:slug`, async (request, reply) => {
    const nr = nrVagaDoSlug(request.params.slug);
    if (!nr) return naoEncontrada(reply);
    const chave = `vaga|${nr}`;
    const guardada = cache.get(chave);
    if (guardada) {
      const [slug, corpo] = [
        guardada.slice(0, guardada.indexOf('\n')),
        guardada.slice(guardada.indexOf('\n') + 1),
      ];
      if (slug !== request.params.slug) return reply.redirect(`${P}/${slug}`, 301);
      return html(reply, corpo, 200, cachePublico(request));
    }
    const r = await umaVez(chave, async () => {
      const [v, web] = await Promise.all([vagaPublicada(nr), vagasWebDaVaga(deps.dbLeitura, nr)]);
      if (!v) return null;
      const slug = slugVaga(v.nr_vaga, v.titulo);
      const url = `${base}${P}/${slug}`;
      const corpo = paginaVaga({
        vaga: v,
        encerrada: Boolean(web && web.maximo !== null && web.recebidas >= web.maximo),
        url,
        jsonLd: jsonParaPagina({ ...jobPosting(v, config), url }),
      });
      cache.set(chave, `${slug}\n${corpo}`);
      return { slug, corpo };
    });
    if (!r) return naoEncontrada(reply);
    if (r.slug !== request.params.slug) return reply.redirect(`${P}/${r.slug}`, 301);
    return html(reply, r.corpo, 200, cachePublico(request));
  });

  // Anything else under the portal is its own 404 (never the back-office's page).
  app.all(`${P}/*`, async (request, reply) =>
    request.url === `${P}/` ? reply.redirect(P, 301) : naoEncontrada(reply),
  );
}
