import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { ACESSO_CANDIDATOS_VAGA, alternarEmailReprovacao } from './candidatos-vaga.service';

/** POST candidato/toggle-email-reprovacao/{candidate}/{job}: the rejection e-mail of a related candidate. */
export const emailReprovacaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['vaga-candidatos'],
    acesso: ACESSO_CANDIDATOS_VAGA,
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  rota(
    C.toggleEmailReprovacao,
    { resumo: 'Liga (S) ou desliga (N) o e-mail de reprovação do candidato na vaga' },
    async (request) => ({
      message: await alternarEmailReprovacao(
        { deps, usuario: exigirUsuario(request) },
        request.params.job,
        request.params.candidate,
        request.body.email_reprovacao,
      ),
    }),
  );
};
