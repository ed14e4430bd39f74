import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { analistasDaEmpresa, analistasDoGrupo, analistasRecrutamento } from './analistas-relatorio.service';

const acesso = {
  permissoes: [...new Set([...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.selecao])],
};

/** The analyst filters of the reports (spec 002 §7 'Reports and lists'). */
export const analistasRelatorioRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso });

  rota(
    C.analistasUnidade,
    { resumo: 'Usuários ativos da unidade agrupadora da unidade, por nome (usuario = cd_sip)' },
    async (request) => analistasDoGrupo(deps.handleLeitura, request.params.unit),
  );
  rota(
    C.filtroAnalista,
    { resumo: 'Usuários ativos de uma unidade, por nome (CD_PESSOA = user_sip)' },
    async (request) => analistasDaEmpresa(deps.handleLeitura, request.params.company),
  );
  rota(
    C.avisoRecrutamento,
    {
      resumo: 'Analistas de recrutamento da unidade (código 36): quem recebe o aviso de vaga no recrutamento',
    },
    async (request) => analistasRecrutamento(deps.dbLeitura, request.params.cd_unid),
  );
};
