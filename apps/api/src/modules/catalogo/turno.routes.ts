import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarTurnos } from './turno.service';

/** GET /api/turno/turnos-list/:cdTipoContratacao: the shift picker (spec 000 §7.2). */
export const turnoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.turnos.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.turnos, {
        tags: ['seletores'],
        summary: 'Turnos de um tipo de contratação',
      }),
    },
    async (request) => listarTurnos(deps.handle, request.params.cdTipoContratacao),
  );
};
