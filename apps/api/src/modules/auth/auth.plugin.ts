import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { authRoutes } from './auth.routes';
import { oidcRoutes } from './oidc.routes';
import { redefinicaoSenhaRoutes } from './redefinicao-senha.routes';

/** Login (password or company account), logout and the session. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const authModulePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(authRoutes, { deps });
  await app.register(oidcRoutes, { deps });
  await app.register(redefinicaoSenhaRoutes, { deps });
};
