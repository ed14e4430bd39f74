import { mensagemResposta } from '@backoffice/domain/pesquisa-candidatos';
import { toggleEmailBody, toggleEmailParams } from '@backoffice/domain/vaga-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { ACESSO_CANDIDATOS_VAGA, alternarEmailReprovacao } from './candidatos-vaga.service';

/** POST candidato/toggle-email-reprovacao/{candidate}/{job}: the rejection e-mail of a related candidate. */
export const emailReprovacaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/candidato/toggle-email-reprovacao/:candidate/:job',
    {
      config: { acesso: ACESSO_CANDIDATOS_VAGA },
      schema: {
        tags: ['vaga-candidatos'],
        summary: 'Liga (S) ou desliga (N) o e-mail de reprovação do candidato na vaga',
        params: toggleEmailParams,
        body: toggleEmailBody,
        response: { 200: mensagemResposta, 400: respostaErro, 404: respostaErro, 409: respostaErro },
      },
    },
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
