import { CONTRATOS_VAGA_RELACIONAR as C } from '@backoffice/domain/contratos/vaga-relacionar';
import { ANALISTAS_VAGA } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { alterarSigilo, type TipoSigilo } from './vaga-sigilo.service';

// part of the vacancy's search area (spec 000 §7.6), open to its analysts (docs/decisions/0012)
const acesso = { permissoes: ANALISTAS_VAGA };

/** PUT /api/vaga/vaga-sigilosa and /api/vaga/vaga-confidencial (spec 000 §2.7, §4.5, §7.6). */
export const vagaSigiloRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['vaga'],
    acesso,
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  const sigilo = (c: typeof C.vagaSigilosa | typeof C.vagaConfidencial, tipo: TipoSigilo, summary: string) =>
    rota(c, { resumo: summary }, async (request) => ({
      message: await alterarSigilo(
        deps.db,
        exigirUsuario(request),
        tipo,
        request.body.nrRequisicao,
        request.body.novoStatus,
      ),
    }));
  sigilo(C.vagaSigilosa, 'sigilosa', 'Liga ou desliga o sigilo das vagas da requisição');
  sigilo(C.vagaConfidencial, 'confidencial', 'Liga ou desliga a confidencialidade das vagas da requisição');
};
