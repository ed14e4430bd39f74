import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../platform/deps';
import { notFound, respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { lerCurriculoResumido, lerDadosCandidato } from './dados-candidato.service';

// Candidate cards open from the search, the vacancy lists, the call center and the candidate record.
const acesso = {
  permissoes: [
    ...new Set([
      ...PERMISSOES.selecao,
      ...PERMISSOES.recrutamentoEntrar,
      ...PERMISSOES.callcenter,
      ...PERMISSOES.cadastros,
    ]),
  ],
};

/** GET /api/candidato/dados-candidato/:cd and /api/candidato/curriculo-resumido/:cd (spec 000 §3.12, §7.6). */
export const dadosCandidatoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['candidato'], acesso, respostas: { 404: respostaErro } });

  rota(C.dados, { resumo: 'Dados básicos do candidato' }, async (request) => {
    const d = await lerDadosCandidato(deps.db, request.params.cd);
    if (!d) throw notFound(MENSAGENS_PESQUISA.candidatoNaoEncontrado);
    return d;
  });

  rota(C.curriculoResumido, { resumo: 'Currículo resumido do candidato' }, async (request) => {
    const d = await lerCurriculoResumido(deps.db, request.params.cd);
    if (!d) throw notFound(MENSAGENS_PESQUISA.candidatoNaoEncontrado);
    return d;
  });
};
