import { CONTRATOS_HEALTH as C, saudeResposta } from '@backoffice/domain/contratos/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';

/** GET /api/health: the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['plataforma'],
    acesso: { publica: true },
    respostas: { 503: saudeResposta },
  });

  rota(C.health, { resumo: 'A API e o banco respondem' }, async (_req, reply) => {
    try {
      await deps.handle.query('select 1');
      return { status: 'ok' as const, banco: 'ok' as const };
    } catch {
      return reply.status(503).send({ status: 'erro' as const, banco: 'indisponivel' as const });
    }
  });
};
