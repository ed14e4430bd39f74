import { configuracaoClienteSchema } from '@backoffice/domain/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { configuracaoDoCliente } from './configuracao.service';

/** GET /api/configuracao: links, Help Desk user, call-center units and legacy site, for the logged user. */
export const configuracaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/configuracao',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['plataforma'],
        summary: 'Configuração do cliente web para o usuário logado',
        response: { 200: configuracaoClienteSchema },
      },
    },
    async (request) => configuracaoDoCliente(deps.config, exigirUsuario(request)),
  );
};
