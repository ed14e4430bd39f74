import { CONTRATOS_DIVULGACAO_PUBLICA as C } from '@backoffice/domain/contratos/vaga-divulgacao';
import { MENSAGENS_DIVULGACAO } from '@backoffice/domain/divulgacao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../platform/deps';
import { notFound, respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import {
  buscarVagaPublicada,
  feedXml,
  jobPosting,
  listarVagasPublicadas,
} from './divulgacao-publica.service';

const PUBLICA = { publica: true as const };
// Job boards and crawlers poll the feed: a short cache spares the database.
const CACHE = 'public, max-age=300';

/**
 * JSON with <, > and & as \u escapes (the same data to any JSON reader): sites embed the JobPosting
 * in a <script type="application/ld+json">, where a text holding "</script>" would end the element.
 */
function jsonParaPagina(dados: unknown): string {
  return JSON.stringify(dados).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The public job feed job boards and search engines read (no session). */
export const divulgacaoPublicaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['divulgacao-publica'], acesso: PUBLICA });

  rota(
    C.feedXml,
    { resumo: 'Feed XML de todas as vagas divulgadas na internet' },
    async (_request, reply) => {
      const vagas = await listarVagasPublicadas(deps.db);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(feedXml(vagas, deps.config));
    },
  );

  rota(
    C.vagaPublicada,
    {
      resumo: 'Vaga divulgada na internet como JobPosting (JSON-LD, schema.org)',
      respostas: { 404: respostaErro },
    },
    async (request, reply) => {
      const v = await buscarVagaPublicada(deps.db, request.params.nrVaga);
      if (!v) throw notFound(MENSAGENS_DIVULGACAO.vagaNaoPublicada);
      return reply
        .type('application/ld+json; charset=utf-8')
        .header('cache-control', CACHE)
        .serializer(jsonParaPagina)
        .send(jobPosting(v, deps.config));
    },
  );
};
