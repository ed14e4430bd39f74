import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { COLUNAS_EXPORTACAO_CANDIDATOS } from '@backoffice/domain/recrutamento';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../platform/deps';
import { enviarExportacao } from '../../../platform/exportacao';
import { router } from '../../../platform/router';
import { consultarCandidatosRelatorio, lotesCandidatosRelatorio } from './relatorio-candidatos.service';

/**
 * POST /api/recrutamento/consulta-candidatos-relatorio: Relatório - Candidato of the recruitment screen
 * (code 36, spec 002 §2.4, §6) and the candidates report of the management screen (code 59).
 */
const ACESSO = { permissoes: [...PERMISSOES.recrutamento, ...PERMISSOES.gerencial] };

export const relatorioCandidatosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['recrutamento'], acesso: ACESSO });

  rota(
    C.consultaCandidatosRelatorio,
    {
      resumo: 'Candidatos incluídos (I) ou alterados (A) pelos analistas no período',
      config: { leituraEmReplica: true },
    },
    async (request) => consultarCandidatosRelatorio(deps.dbLeitura, request.body),
  );

  rota(
    C.exportarConsultaCandidatosRelatorio,
    {
      resumo:
        'Relatório de candidatos incluídos ou alterados exportado em CSV ou XLSX (transmitido em lotes)',
      config: { leituraEmReplica: true },
    },
    async (request, reply) =>
      enviarExportacao(reply, {
        formato: request.query.formato,
        nome: 'candidatos-incluidos-alterados',
        colunas: COLUNAS_EXPORTACAO_CANDIDATOS,
        lotes: lotesCandidatosRelatorio(deps.dbLeitura, request.body),
      }),
  );
};
