import { CONTRATOS_ADMIN_ACESSO as C } from '@backoffice/domain/contratos/admin-acesso';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { transferirVagasDoUsuario, vagasAbertasDoUsuario } from './vagas-do-usuario.service';

/** Administração › Usuários: a user's open vacancies and their transfer to another analyst (code 900). */
export const vagasDoUsuarioRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['administração'],
    acesso: { permissoes: [...PERMISSOES.administracao] },
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  rota(
    C.vagasAbertas,
    { resumo: 'As vagas abertas de que o usuário é o analista (mais antigas primeiro)' },
    async (request) => vagasAbertasDoUsuario(deps.db, request.params.user_sip),
  );
  rota(
    C.transferirVagas,
    {
      resumo:
        'Transfere as vagas abertas do usuário (as indicadas, ou todas) a outro analista ativo, com uma nota no histórico de cada vaga',
    },
    async (request) =>
      transferirVagasDoUsuario(
        { deps, usuario: exigirUsuario(request) },
        request.params.user_sip,
        request.body,
      ),
  );
};
