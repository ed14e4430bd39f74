import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarTurnos } from './turno.service';

/** GET /api/turno/turnos-list/:cdTipoContratacao: the shift picker (spec 000 §7.2). */
export const turnoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.turnos, { resumo: 'Turnos de um tipo de contratação' }, async (request) =>
    listarTurnos(deps.handle, request.params.cdTipoContratacao),
  );
};
