import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { analistasDaEmpresa, analistasDoGrupo, analistasRecrutamento } from './analistas-relatorio.service';

const acesso = {
  permissoes: [...new Set([...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.selecao])],
};

/** The analyst filters of the reports (spec 002 §7 'Reports and lists'). */
export const analistasRelatorioRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.analistasUnidade.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.analistasUnidade, {
        tags: ['seletores'],
        summary: 'Usuários ativos da unidade agrupadora da unidade, por nome (usuario = cd_sip)',
      }),
    },
    async (request) => analistasDoGrupo(deps.handle, request.params.unit),
  );
  app.get(
    C.filtroAnalista.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.filtroAnalista, {
        tags: ['seletores'],
        summary: 'Usuários ativos de uma unidade, por nome (CD_PESSOA = user_sip)',
      }),
    },
    async (request) => analistasDaEmpresa(deps.handle, request.params.company),
  );
  app.get(
    C.avisoRecrutamento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.avisoRecrutamento, {
        tags: ['seletores'],
        summary:
          'Analistas de recrutamento da unidade (código 36): quem recebe o aviso de vaga no recrutamento',
      }),
    },
    async (request) => analistasRecrutamento(deps.db, request.params.cd_unid),
  );
};
