import { CONTRATOS_ADMIN_UNIDADES as C } from '@backoffice/domain/contratos/admin-unidades';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { alterarUnidade, criarUnidade, detalheUnidade, listarUnidades } from './admin-unidades.service';

/** Administração › Unidades: list, create and edit the units and their flags. */
export const adminUnidadesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['administração'],
    acesso: { permissoes: [...PERMISSOES.administracao] },
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  rota(
    C.unidades,
    {
      resumo: 'As unidades e os seus indicadores (texto, UF, ativo); também a escolha da unidade do usuário',
    },
    async (request) => listarUnidades(deps, request.query),
  );
  rota(
    C.unidade,
    { resumo: 'Uma unidade, os seus indicadores e o histórico administrativo' },
    async (request) => detalheUnidade(deps, request.params.cd_unidade),
  );
  rota(C.criarUnidade, { resumo: 'Cria uma unidade com os seus indicadores' }, async (request) =>
    criarUnidade(deps, exigirUsuario(request).cd_sip, request.body),
  );
  rota(
    C.alterarUnidade,
    {
      resumo:
        'Altera os dados e os indicadores de uma unidade (desativar exige a unidade sem usuários ativos)',
    },
    async (request) =>
      alterarUnidade(deps, exigirUsuario(request).cd_sip, request.params.cd_unidade, request.body),
  );
};
