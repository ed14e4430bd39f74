import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { consultarCandidatosRelatorio } from './relatorio-candidatos.service';

/**
 * POST /api/recrutamento/consulta-candidatos-relatorio: Relatório - Candidato of the recruitment screen
 * (code 36, spec 002 §2.4, §6) and the candidates report of the management screen (code 59).
 */
export const relatorioCandidatosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    C.consultaCandidatosRelatorio.caminho,
    {
      config: { acesso: { permissoes: [...PERMISSOES.recrutamento, ...PERMISSOES.gerencial] } },
      schema: esquemaDoContrato(C.consultaCandidatosRelatorio, {
        tags: ['recrutamento'],
        summary: 'Candidatos incluídos (I) ou alterados (A) pelos analistas no período',
      }),
    },
    async (request) => consultarCandidatosRelatorio(deps.db, request.body),
  );
};
