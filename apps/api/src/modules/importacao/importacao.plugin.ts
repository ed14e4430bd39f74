import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { importacaoRoutes } from './importacao.routes';

/** Administração › Importação: the company's data from CSV, XLSX or the portal's LGPD export. */
export const importacaoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(importacaoRoutes, { deps });
};
