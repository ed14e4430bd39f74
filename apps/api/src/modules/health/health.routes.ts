import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';

const healthResponse = z.object({ status: z.enum(['ok', 'erro']), banco: z.enum(['ok', 'indisponivel']) });

/** GET /api/health: the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      config: { acesso: { publica: true } },
      schema: { tags: ['plataforma'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_req, reply) => {
      try {
        await deps.handle.query('select 1');
        return { status: 'ok' as const, banco: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'erro' as const, banco: 'indisponivel' as const });
      }
    },
  );
};
