import { PERMISSOES } from '@backoffice/domain/permissions';
import { mensagemResposta, vagaSigiloBody } from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { alterarSigilo, type TipoSigilo } from './vaga-sigilo.service';

const acesso = { permissoes: PERMISSOES.selecao };

/** PUT /api/vaga/vaga-sigilosa and /api/vaga/vaga-confidencial (spec 000 §2.7, §4.5, §7.6). */
export const vagaSigiloRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = (caminho: string, tipo: TipoSigilo, summary: string) =>
    app.put(
      caminho,
      {
        config: { acesso },
        schema: {
          tags: ['vaga'],
          summary,
          body: vagaSigiloBody,
          response: { 200: mensagemResposta, 400: respostaErro, 404: respostaErro, 409: respostaErro },
        },
      },
      async (request) => ({
        message: await alterarSigilo(
          deps.db,
          exigirUsuario(request),
          tipo,
          request.body.nrRequisicao,
          request.body.novoStatus,
        ),
      }),
    );
  rota('/vaga/vaga-sigilosa', 'sigilosa', 'Liga ou desliga o sigilo das vagas da requisição');
  rota(
    '/vaga/vaga-confidencial',
    'confidencial',
    'Liga ou desliga a confidencialidade das vagas da requisição',
  );
};
