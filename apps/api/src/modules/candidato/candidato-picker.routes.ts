import { candidatoLinha, candidatosParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { buscarCandidatos } from './candidato-picker.service';

/** GET /api/candidato/candidatos/:text and ?text=: the candidate picker (spec 000 §7.6, 001 §7). */
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

  // the same search with the text in the query string (candidate select of the panels, spec 001 §7)
  app.get(
    '/candidato/candidatos',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Candidatos por nome ou CPF (?text=, a partir de 3 caracteres)',
        querystring: candidatosParams,
        response: { 200: z.array(candidatoLinha) },
      },
    },
    async (request) => buscarCandidatos(deps.handle, request.query.text),
  );
};
