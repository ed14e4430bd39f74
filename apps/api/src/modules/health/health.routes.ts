import { CONTRATOS_HEALTH as C, prontidaoResposta, saudeResposta } from '@backoffice/domain/contratos/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { verificarProntidao } from '../../platform/instancia';
import { router } from '../../platform/router';

/**
 * GET /api/health: the process and the database answer (liveness). GET /api/health/pronto: this
 * instance should receive traffic (readiness: started, not draining, database answering).
 */
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

  rota(
    C.pronto,
    {
      resumo: 'A instância está pronta para receber requisições',
      descricao:
        'Iniciada, sem drenagem em curso e com o banco respondendo; 503 com o motivo caso contrário.',
      respostas: { 503: prontidaoResposta },
    },
    async (_req, reply) => {
      const r = await verificarProntidao(deps.instancia, deps.handle);
      reply.header('cache-control', 'no-store');
      return r.pronto ? r : reply.status(503).send(r);
    },
  );
};
