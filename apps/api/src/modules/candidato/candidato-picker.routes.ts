import { candidatoLinha, candidatosParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { buscarCandidatos } from './candidato-picker.service';

/** GET /api/candidato/candidatos/:text: the candidate picker (spec 000 §7.6). */
export const candidatoPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/candidato/candidatos/:text',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Candidatos por nome ou CPF (a partir de 3 caracteres)',
        params: candidatosParams,
        response: { 200: z.array(candidatoLinha) },
      },
    },
    async (request) => buscarCandidatos(deps.handle, request.params.text),
  );
};
