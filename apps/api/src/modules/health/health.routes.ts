import { CONTRATOS_HEALTH as C, saudeResposta } from '@backoffice/domain/contratos/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';

/** GET /api/health: the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.health.caminho,
    {
      config: { acesso: { publica: true } },
      schema: esquemaDoContrato(C.health, {
        tags: ['plataforma'],
        summary: 'A API e o banco respondem',
        respostas: { 503: saudeResposta },
      }),
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
