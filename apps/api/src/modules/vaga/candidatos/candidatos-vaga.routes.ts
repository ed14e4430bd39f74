import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
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
const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The vacancy's candidate panel, timeline, analyst change and summary (spec 001 §2.1–2.7, §7). */
export const candidatosVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });
  const tags = ['vaga-candidatos'];

  // lists
  app.get(
    C.relacionados.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.relacionados, {
        tags,
        summary: 'Candidatos relacionados à vaga',
        respostas,
      }),
    },
    async (request) => listarRelacionados(deps.db, request.params.nrVaga),
  );
  app.get(
    C.web.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.web, {
        tags,
        summary: 'Candidatos web da requisição da vaga (não descartados)',
        respostas,
      }),
    },
    async (request) => listarWeb(deps.db, request.params.nrVaga),
  );
  app.get(
    C.descartados.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.descartados, {
        tags,
        summary: 'Candidatos descartados da vaga (web e pesquisas)',
        respostas,
      }),
    },
    async (request) => listarDescartados(deps.db, request.params.nrVaga),
  );
  app.get(
    C.contadores.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.contadores, {
        tags,
        summary: 'Contadores das abas de candidatos da vaga',
        respostas,
      }),
    },
    async (request) => contarCandidatos(deps.db, request.params.nrVaga),
  );

  // related candidates
  const acaoCandidato = (
    c: typeof C.voltarAprovado | typeof C.reprovar | typeof C.restaurar,
    summary: string,
    fn: typeof voltarCandidatoAprovado,
  ) =>
    app.post(
      c.caminho,
      { config: { acesso }, schema: esquemaDoContrato(c, { tags, summary, respostas }) },
      async (request) => ({
        message: await fn(ctx(request), request.body.nr_vaga, request.body.cd_pessoa_candidato),
      }),
    );
  acaoCandidato(C.voltarAprovado, 'Volta o candidato aprovado para pendente', voltarCandidatoAprovado);
  acaoCandidato(C.reprovar, 'Reprova o candidato na vaga', reprovarCandidato);
  acaoCandidato(C.restaurar, 'Restaura o candidato reprovado', restaurarCandidato);

  app.post(
    C.aprovar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.aprovar, {
        tags,
        summary: 'Aprova o candidato (estágio 6), com as datas de faturamento e de início',
        respostas,
      }),
    },
    async (request) => ({ message: await aprovarCandidato(ctx(request), request.body) }),
  );

  app.post(
    C.relacionarVarios.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.relacionarVarios, {
        tags,
        summary: 'Relaciona vários candidatos à vaga (todos ou nenhum)',
        respostas,
      }),
    },
    async (request) => relacionarCandidatos(ctx(request), request.body.nr_vaga, request.body.candidatos),
  );
  app.post(
    C.podeRelacionar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.podeRelacionar, {
        tags,
        summary: 'Se o candidato pode ser relacionado (ativo, não bloqueado, não relacionado)',
        respostas,
      }),
    },
    async (request) => {
      const [r] = await podeRelacionar(deps.db, [request.body.cd_pessoa], request.body.nr_vaga ?? null);
      return r;
    },
  );
  app.post(
    C.podeRelacionarVarios.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.podeRelacionarVarios, {
        tags,
        summary: 'Se cada candidato pode ser relacionado',
        respostas,
      }),
    },
    async (request) => podeRelacionar(deps.db, request.body.cd_pessoas, request.body.nr_vaga ?? null),
  );

  // web candidates
  app.post(
    C.descartarVistosWeb.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.descartarVistosWeb, {
        tags,
        summary: 'Descarta os candidatos web já vistos',
        respostas,
      }),
    },
    async (request) => ({ message: await descartarVistosWeb(ctx(request), request.body.nr_vaga) }),
  );
  app.post(
    C.atualizarVisto.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.atualizarVisto, {
        tags,
        summary: 'Marca o candidato web como visto ou não visto',
        respostas,
      }),
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
    C.descartarWeb.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.descartarWeb, { tags, summary: 'Descarta um candidato web', respostas }),
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
    C.inserirTimeline.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.inserirTimeline, {
        tags,
        summary: 'Insere uma nota no histórico da vaga (HTML sanitizado)',
        respostas,
      }),
    },
    async (request) => ({
      message: await inserirTimeline(ctx(request), request.body.nr_vaga, request.body.ds_historico),
    }),
  );
  app.get(
    C.timeline.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.timeline, {
        tags,
        summary: 'Histórico da vaga, mais recente primeiro',
        respostas,
      }),
    },
    async (request) => lerTimeline(deps.db, request.params.job),
  );
  app.get(
    C.situacao.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.situacao, {
        tags,
        summary: 'Situação da vaga (13 = congelada)',
        respostas,
      }),
    },
    async (request) => lerSituacao(deps.db, request.params.job),
  );
  app.post(
    C.alterarAnalista.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.alterarAnalista, {
        tags,
        summary: 'Altera o analista (se salvar_analista) e o recrutamento da vaga',
        respostas,
      }),
    },
    async (request) => ({ message: await alterarAnalista(ctx(request), request.params.job, request.body) }),
  );
  app.get(
    C.vagaResumida.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.vagaResumida, {
        tags,
        summary: 'Resumo da vaga e perfil (cliente oculto em vaga sigilosa ou confidencial)',
        respostas,
      }),
    },
    async (request) => lerVagaResumida(deps.db, request.params.nrVaga),
  );
};
