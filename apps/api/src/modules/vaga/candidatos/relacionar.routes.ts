import { CONTRATOS_VAGA_RELACIONAR as C } from '@backoffice/domain/contratos/vaga-relacionar';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { EstagioRelacionar } from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { relacionarCandidato } from './relacionar.service';

// Related from the search and the web candidates (selection), and from the call center (spec 002).
const acesso = {
  permissoes: [
    ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
  ],
};

/** POST /api/vaga/relacionar-candidato: relate (3), send the resume (4) or forward (5) (spec 000 §4.5, §7.6). */
export const relacionarRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['vaga'],
    acesso,
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  rota(
    C.relacionarCandidato,
    { resumo: 'Relaciona o candidato à vaga, envia o currículo ou encaminha' },
    async (request) => {
      const b = request.body;
      const message = await relacionarCandidato(deps.db, exigirUsuario(request), {
        cd_pessoa_candidato: b.cd_pessoa_candidato,
        nr_vaga: b.nr_vaga,
        cd_estagio_vaga: b.cd_estagio_vaga as EstagioRelacionar,
        cd_origem_relacionamento: b.cd_origem_relacionamento,
      });
      return { message };
    },
  );
};
