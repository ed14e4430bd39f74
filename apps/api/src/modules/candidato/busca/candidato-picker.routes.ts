import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { buscarCandidatos } from './candidato-picker.service';

/** GET /api/candidato/candidatos/:text and ?text=: the candidate picker (spec 000 §7.6, 001 §7). */
export const candidatoPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.candidatos, { resumo: 'Candidatos por nome ou CPF (a partir de 3 caracteres)' }, async (request) =>
    buscarCandidatos(deps.handleLeitura, request.params.text),
  );

  // the same search with the text in the query string (candidate select of the panels, spec 001 §7)
  rota(
    C.candidatosQuery,
    { resumo: 'Candidatos por nome ou CPF (?text=, a partir de 3 caracteres)' },
    async (request) => buscarCandidatos(deps.handleLeitura, request.query.text),
  );
};
