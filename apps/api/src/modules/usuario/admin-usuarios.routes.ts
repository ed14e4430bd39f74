import { CONTRATOS_ADMIN as C } from '@backoffice/domain/contratos/admin';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  alterarUsuario,
  criarUsuario,
  desativarUsuario,
  detalheUsuario,
  listarUsuarios,
  reativarUsuario,
  redefinirSenha,
} from './admin-usuarios.service';
import { enviarLinkRedefinicao } from './admin-usuarios-acesso.service';

/** Administração › Usuários: list, create, edit, turn access off and on, reset the password. */
export const adminUsuariosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['administração'],
    acesso: { permissoes: [...PERMISSOES.administracao] },
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  rota(C.usuarios, { resumo: 'Usuários (texto, unidade, ativo; 50 por página)' }, async (request) =>
    listarUsuarios(deps, request.query),
  );
  rota(
    C.criarUsuario,
    { resumo: 'Cria um usuário com senha temporária (mostrada uma vez; trocada no primeiro acesso)' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return criarUsuario(deps, exigirUsuario(request).cd_sip, request.body);
    },
  );
  rota(
    C.usuario,
    { resumo: 'Um usuário, as telas que os seus códigos abrem e o histórico administrativo' },
    async (request) => detalheUsuario(deps, request.params.user_sip),
  );
  rota(C.alterarUsuario, { resumo: 'Altera os dados e os códigos de um usuário' }, async (request) =>
    alterarUsuario(deps, exigirUsuario(request).cd_sip, request.params.user_sip, request.body),
  );
  rota(C.desativar, { resumo: 'Desativa o acesso (encerra as sessões abertas)' }, async (request) =>
    desativarUsuario(deps, exigirUsuario(request), request.params.user_sip),
  );
  rota(C.reativar, { resumo: 'Reativa o acesso' }, async (request) =>
    reativarUsuario(deps, exigirUsuario(request).cd_sip, request.params.user_sip),
  );
  rota(
    C.redefinirSenha,
    {
      resumo:
        'Nova senha temporária (mostrada uma vez) ou, com modo link, um link de uso único ao e-mail do usuário; encerra as sessões do usuário',
      respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro, 502: respostaErro },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const autor = exigirUsuario(request).cd_sip;
      if (request.body?.modo === 'link') return enviarLinkRedefinicao(deps, autor, request.params.user_sip);
      return redefinirSenha(deps, autor, request.params.user_sip);
    },
  );
};
