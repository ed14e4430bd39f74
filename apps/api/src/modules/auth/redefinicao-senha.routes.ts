import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { redefinirSenhaPorLink } from './redefinicao-senha.service';

/** The public page's call: a new password through an administrator's one-time link. */
export const redefinicaoSenhaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['sessão'], acesso: { publica: true } });

  rota(
    C.redefinirSenhaLink,
    {
      resumo:
        'Nova senha pelo link de uso único enviado pelo administrador (204; encerra as sessões do usuário)',
      respostas: { 400: respostaErro, 429: respostaErro },
      config: { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await redefinirSenhaPorLink(deps, request.body);
      request.log.info('senha redefinida por link');
      reply.header('cache-control', 'no-store');
      return reply.code(204).send();
    },
  );
};
