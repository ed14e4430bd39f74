import { CONTRATOS_ADMIN_ACESSO as C } from '@backoffice/domain/contratos/admin-acesso';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { desbloquearUsuario } from './admin-usuarios-acesso.service';

/** Administração › Usuários: unlock a login locked by wrong passwords (code 900). */
export const adminUsuariosAcessoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['administração'],
    acesso: { permissoes: [...PERMISSOES.administracao] },
    respostas: { 404: respostaErro, 409: respostaErro },
  });

  rota(
    C.desbloquear,
    { resumo: 'Desbloqueia o login bloqueado por senhas erradas (de qualquer endereço)' },
    async (request) => desbloquearUsuario(deps, exigirUsuario(request).cd_sip, request.params.user_sip),
  );
};
