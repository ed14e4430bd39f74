import type { ContratoQualquer } from '@backoffice/domain/contrato';
import type { z } from 'zod';

/**
 * The Fastify schema of a route from its contract: the same params, query, body and answer the web
 * is typed with (under 200, or 204 for a contract without a body), plus the documentation and the
 * error answers the route declares.
 */
export function esquemaDoContrato<
  K extends ContratoQualquer,
  E extends Record<number, z.ZodType> = Record<never, never>,
>(c: K, doc: { tags: string[]; summary: string; description?: string; respostas?: E }) {
  return {
    tags: doc.tags,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(c.params ? { params: c.params } : {}),
    ...(c.query ? { querystring: c.query } : {}),
    ...(c.corpo ? { body: c.corpo } : {}),
    response: { [c.status]: c.resposta, ...doc.respostas },
  } as {
    tags: string[];
    summary: string;
    params: K['params'];
    querystring: K['query'];
    body: K['corpo'];
    // A 204 and a 302 have no body: their handler sends none (their schema is z.undefined()).
    response: (K['status'] extends 204
      ? { 204: K['resposta'] }
      : K['status'] extends 302
        ? { 302: K['resposta'] }
        : { 200: K['resposta'] }) &
      E;
  };
}
