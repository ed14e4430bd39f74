import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarCidades } from './cidades.service';

/** GET /api/cidades/cidades-por-estado/:cdUf/:cdPais: the city picker (spec 000 §7.2, §7.6). */
export const cidadesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.cidades, { resumo: 'Cidades de um estado' }, async (request) =>
    listarCidades(deps.handle, request.params.cdUf, request.params.cdPais),
  );
};
