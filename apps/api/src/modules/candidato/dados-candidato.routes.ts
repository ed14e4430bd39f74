import { PERMISSOES } from '@backoffice/domain/permissions';
import {
  candidatoParams,
  curriculoResumidoResposta,
  dadosCandidatoResposta,
  MENSAGENS_PESQUISA,
} from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { notFound, respostaErro } from '../../platform/errors';
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
  app.get(
    '/candidato/dados-candidato/:cd',
    {
      config: { acesso },
      schema: {
        tags: ['candidato'],
        summary: 'Dados básicos do candidato',
        params: candidatoParams,
        response: { 200: dadosCandidatoResposta, 404: respostaErro },
      },
    },
    async (request) => {
      const d = await lerDadosCandidato(deps.db, request.params.cd);
      if (!d) throw notFound(MENSAGENS_PESQUISA.candidatoNaoEncontrado);
      return d;
    },
  );

  app.get(
    '/candidato/curriculo-resumido/:cd',
    {
      config: { acesso },
      schema: {
        tags: ['candidato'],
        summary: 'Currículo resumido do candidato',
        params: candidatoParams,
        response: { 200: curriculoResumidoResposta, 404: respostaErro },
      },
    },
    async (request) => {
      const d = await lerCurriculoResumido(deps.db, request.params.cd);
      if (!d) throw notFound(MENSAGENS_PESQUISA.candidatoNaoEncontrado);
      return d;
    },
  );
};
