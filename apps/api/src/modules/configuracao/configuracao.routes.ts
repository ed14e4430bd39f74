import { CONTRATOS_CONFIGURACAO as C } from '@backoffice/domain/contratos/configuracao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { configuracaoDoCliente } from './configuracao.service';

/** GET /api/configuracao: links, Help Desk user, call-center units and legacy site, for the logged user. */
export const configuracaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.configuracao.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.configuracao, {
        tags: ['plataforma'],
        summary: 'Configuração do cliente web para o usuário logado',
      }),
    },
    async (request) => configuracaoDoCliente(deps.config, exigirUsuario(request)),
  );
};
