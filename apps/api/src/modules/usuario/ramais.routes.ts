import { CONTRATOS_OPERACOES as C } from '@backoffice/domain/contratos/operacoes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { listarRamais } from './ramais.service';

/** GET /api/ramal/lista-ramais: the company's extensions (Ramais, code 25). */
export const ramaisRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['usuário'], acesso: { permissoes: [...PERMISSOES.ramais] } });

  rota(C.ramais, { resumo: 'Ramais dos usuários ativos, por unidade e nome' }, async () =>
    listarRamais(deps.handle),
  );
};
