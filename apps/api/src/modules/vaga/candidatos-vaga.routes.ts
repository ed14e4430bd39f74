import { mensagemResposta } from '@backoffice/domain/pesquisa-candidatos';
import {
  alterarAnalistaBody,
  aprovarCandidatoBody,
  candidatoDescartadoLinha,
  candidatoRelacionadoLinha,
  candidatoVagaBody,
  candidatoVistoBody,
  candidatoWebLinha,
  contadoresCandidatosResposta,
  descartarWebBody,
  jobParams,
  nrVagaBody,
  podeRelacionarBody,
  podeRelacionarLinha,
  podeRelacionarVariosBody,
  relacionarCandidatosBody,
  relacionarCandidatosResposta,
  situacaoVagaResposta,
  timelineBody,
  timelineLinha,
  timelineParams,
  vagaResumidaResposta,
} from '@backoffice/domain/vaga-candidatos';
import { nrVagaParams } from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import {
  ACESSO_CANDIDATOS_VAGA,
  aprovarCandidato,
  contarCandidatos,
  listarDescartados,
  listarRelacionados,
  listarWeb,
  podeRelacionar,
  relacionarCandidatos,
  reprovarCandidato,
  restaurarCandidato,
  voltarCandidatoAprovado,
} from './candidatos-vaga.service';
import {
  alterarAnalista,
  atualizarVisto,
  descartarCandidatoWeb,
  descartarVistosWeb,
  inserirTimeline,
  lerSituacao,
  lerTimeline,
  lerVagaResumida,
} from './painel-vaga.service';

const acesso = ACESSO_CANDIDATOS_VAGA;
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The vacancy's candidate panel, timeline, analyst change and summary (spec 001 §2.1–2.7, §7). */
export const candidatosVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });
  const tags = ['vaga-candidatos'];

  // lists
  app.get(
    '/vaga/candidatos-relacionados/:nrVaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Candidatos relacionados à vaga',
        params: nrVagaParams,
        response: { 200: z.array(candidatoRelacionadoLinha), ...erros },
      },
    },
    async (request) => listarRelacionados(deps.db, request.params.nrVaga),
  );
  app.get(
    '/vaga/candidatos-web/:nrVaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Candidatos web da requisição da vaga (não descartados)',
        params: nrVagaParams,
        response: { 200: z.array(candidatoWebLinha), ...erros },
      },
    },
    async (request) => listarWeb(deps.db, request.params.nrVaga),
  );
  app.get(
    '/vaga/candidatos-descartados/:nrVaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Candidatos descartados da vaga (web e pesquisas)',
        params: nrVagaParams,
        response: { 200: z.array(candidatoDescartadoLinha), ...erros },
      },
    },
    async (request) => listarDescartados(deps.db, request.params.nrVaga),
  );
  app.get(
    '/vaga/contadores-candidatos/:nrVaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Contadores das abas de candidatos da vaga',
        params: nrVagaParams,
        response: { 200: contadoresCandidatosResposta, ...erros },
      },
    },
    async (request) => contarCandidatos(deps.db, request.params.nrVaga),
  );

  // related candidates
  const acaoCandidato = (url: string, summary: string, fn: typeof voltarCandidatoAprovado) =>
    app.post(
      url,
      {
        config: { acesso },
        schema: { tags, summary, body: candidatoVagaBody, response: { 200: mensagemResposta, ...erros } },
      },
      async (request) => ({
        message: await fn(ctx(request), request.body.nr_vaga, request.body.cd_pessoa_candidato),
      }),
    );
  acaoCandidato(
    '/vaga/voltar-candidato-aprovado',
    'Volta o candidato aprovado para pendente',
    voltarCandidatoAprovado,
  );
  acaoCandidato('/vaga/reprovar-candidato', 'Reprova o candidato na vaga', reprovarCandidato);
  acaoCandidato('/vaga/restaurar-candidato', 'Restaura o candidato reprovado', restaurarCandidato);

  app.post(
    '/vaga/aprovar-candidato',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Aprova o candidato (estágio 6), com as datas de faturamento e de início',
        body: aprovarCandidatoBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => ({ message: await aprovarCandidato(ctx(request), request.body) }),
  );

  app.post(
    '/vaga/relacionar-candidatos',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Relaciona vários candidatos à vaga (todos ou nenhum)',
        body: relacionarCandidatosBody,
        response: { 200: relacionarCandidatosResposta, ...erros },
      },
    },
    async (request) => relacionarCandidatos(ctx(request), request.body.nr_vaga, request.body.candidatos),
  );
  app.post(
    '/vaga/pode-relacionar-candidato-nova-vaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Se o candidato pode ser relacionado (ativo, não bloqueado, não relacionado)',
        body: podeRelacionarBody,
        response: { 200: podeRelacionarLinha, ...erros },
      },
    },
    async (request) => {
      const [r] = await podeRelacionar(deps.db, [request.body.cd_pessoa], request.body.nr_vaga ?? null);
      return r;
    },
  );
  app.post(
    '/vaga/pode-relacionar-candidatos-nova-vaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Se cada candidato pode ser relacionado',
        body: podeRelacionarVariosBody,
        response: { 200: z.array(podeRelacionarLinha), ...erros },
      },
    },
    async (request) => podeRelacionar(deps.db, request.body.cd_pessoas, request.body.nr_vaga ?? null),
  );

  // web candidates
  app.post(
    '/vaga/descartar-candidatos-vistos-web',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Descarta os candidatos web já vistos',
        body: nrVagaBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => ({ message: await descartarVistosWeb(ctx(request), request.body.nr_vaga) }),
  );
  app.post(
    '/vaga/atualiza-candidato-visto',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Marca o candidato web como visto ou não visto',
        body: candidatoVistoBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => ({
      message: await atualizarVisto(
        ctx(request),
        request.body.nr_requisicao,
        request.body.cd_pessoa_candidato,
        request.body.id_visto,
      ),
    }),
  );
  app.post(
    '/vaga/descartar-candidato-web',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Descarta um candidato web',
        body: descartarWebBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => ({
      message: await descartarCandidatoWeb(
        ctx(request),
        request.body.nr_vaga,
        request.body.nr_requisicao,
        request.body.cd_pessoa_candidato,
      ),
    }),
  );

  // timeline, situation, analyst, summary
  app.post(
    '/vaga/timeline',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Insere uma nota no histórico da vaga (HTML sanitizado)',
        body: timelineBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => ({
      message: await inserirTimeline(ctx(request), request.body.nr_vaga, request.body.ds_historico),
    }),
  );
  app.get(
    '/vaga/timeline/:user/:job',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Histórico da vaga, mais recente primeiro',
        params: timelineParams,
        response: { 200: z.array(timelineLinha), ...erros },
      },
    },
    async (request) => lerTimeline(deps.db, request.params.job),
  );
  app.get(
    '/vaga/situacao/:job',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Situação da vaga (13 = congelada)',
        params: jobParams,
        response: { 200: situacaoVagaResposta, ...erros },
      },
    },
    async (request) => lerSituacao(deps.db, request.params.job),
  );
  app.post(
    '/vaga/:job/alterar-analista-vaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Altera o analista (se salvar_analista) e o recrutamento da vaga',
        params: jobParams,
        body: alterarAnalistaBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => ({ message: await alterarAnalista(ctx(request), request.params.job, request.body) }),
  );
  app.get(
    '/vaga/dados-vaga-resumida/:nrVaga',
    {
      config: { acesso },
      schema: {
        tags,
        summary: 'Resumo da vaga e perfil (cliente oculto em vaga sigilosa ou confidencial)',
        params: nrVagaParams,
        response: { 200: vagaResumidaResposta, ...erros },
      },
    },
    async (request) => lerVagaResumida(deps.db, request.params.nrVaga),
  );
};
