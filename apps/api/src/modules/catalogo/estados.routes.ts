import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarEstados } from './estados.service';

/** GET /api/estados/estados-por-pais/:cdPais: the state picker (spec 000 §7.2). */
export const estadosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.estados, { resumo: 'Estados de um país' }, async (request) =>
    listarEstados(deps.handle, request.params.cdPais),
  );
};
