import { CONTRATOS_ADMIN as C } from '@backoffice/domain/contratos/admin';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { alterarPerfil, criarPerfil, listarPerfis } from './admin-perfis.service';

/** Administração › Perfis: the named sets of codes given to users; list, create, edit. */
export const adminPerfisRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['administração'],
    acesso: { permissoes: [...PERMISSOES.administracao] },
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  rota(C.perfis, { resumo: 'Perfis de acesso, com os usuários ativos e o histórico de cada um' }, async () =>
    listarPerfis(deps),
  );
  rota(C.criarPerfil, { resumo: 'Cria um perfil (nome e códigos de permissão)' }, async (request) =>
    criarPerfil(deps, exigirUsuario(request).cd_sip, request.body),
  );
  rota(
    C.alterarPerfil,
    { resumo: 'Altera um perfil; os códigos dos seus usuários são recalculados' },
    async (request) =>
      alterarPerfil(deps, exigirUsuario(request).cd_sip, request.params.id_perfil, request.body),
  );
};
