import { CONTRATOS_CONFIGURACAO as C } from '@backoffice/domain/contratos/configuracao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { marcasDoUsuario } from '../usuario/usuario.tabelas';
import { configuracaoDoCliente } from './configuracao.service';

/**
 * GET /api/configuracao: links, the user's Help Desk flag, call-center units, the user's unit flags and
 * legacy site, for the logged user.
 */
export const configuracaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['plataforma'], acesso: { permissoes: [] } });

  rota(C.configuracao, { resumo: 'Configuração do cliente web para o usuário logado' }, async (request) => {
    const usuario = exigirUsuario(request);
    const { helpDesk } = await marcasDoUsuario(deps.db, usuario.cd_sip);
    return configuracaoDoCliente(deps.db, deps.config, usuario, helpDesk);
  });
};
