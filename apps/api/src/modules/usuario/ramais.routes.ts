import { CONTRATOS_OPERACOES as C } from '@backoffice/domain/contratos/operacoes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { listarRamais } from './ramais.service';

/** GET /api/ramal/lista-ramais: the company's extensions (Ramais, code 25). */
export const ramaisRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.ramais.caminho,
    {
      config: { acesso: { permissoes: [...PERMISSOES.ramais] } },
      schema: esquemaDoContrato(C.ramais, {
        tags: ['usuário'],
        summary: 'Ramais dos usuários ativos, por unidade e nome',
      }),
    },
    async () => listarRamais(deps.handle),
  );
};
