import { turnoLinha, turnosParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { listarTurnos } from './turno.service';

/** GET /api/turno/turnos-list/:cdTipoContratacao: the shift picker (spec 000 §7.2). */
export const turnoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/turno/turnos-list/:cdTipoContratacao',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Turnos de um tipo de contratação',
        params: turnosParams,
        response: { 200: z.array(turnoLinha) },
      },
    },
    async (request) => listarTurnos(deps.handle, request.params.cdTipoContratacao),
  );
};
