import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { gerarLaudo, gerarLaudoMedico, leiturasLaudo } from './laudo.service';
import {
  atualizarTeste,
  catalogoTestes,
  dadosConfiabilidade,
  dadosLm,
  dadosLs,
  dadosTeste,
  excluirTeste,
  inserirTeste,
  listaTestes,
  salvarConfiabilidade,
  salvarLm,
  salvarLs,
  testesDisponiveis,
  testesDoCandidato,
  testesLaudo,
} from './testes.service';

// The candidate data page is opened from the selection and recruitment areas; tests have their own code (206).
const acesso = {
  permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.testes])],
};
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };
const tags = ['teste'];

function enviarPdf(reply: FastifyReply, nome: string, buf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${nome}"`)
    .header('cache-control', 'no-store')
    .send(buf);
}

/** The candidate's tests, evaluations and reports (spec 002 §3.6, §7 'Tests'). */
export const testesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.catalogo.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.catalogo, { tags, summary: 'Catálogo de testes', respostas: erros }),
    },
    async () => catalogoTestes(deps.db),
  );
  app.get(
    C.testesCandidato.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.testesCandidato, {
        tags,
        summary: 'Testes do candidato',
        respostas: erros,
      }),
    },
    async (request) => testesDoCandidato(deps, exigirUsuario(request), request.params.cd),
  );
  app.get(
    C.testesDisponiveis.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.testesDisponiveis, {
        tags,
        summary: 'Learning Styles, Learning Means e Confiabilidade já realizados (0 = não)',
        respostas: erros,
      }),
    },
    async (request) => testesDisponiveis(deps, request.params.cd),
  );
  app.get(
    C.dadosTeste.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.dadosTeste, { tags, summary: 'Dados de um teste', respostas: erros }),
    },
    async (request) => dadosTeste(deps, request.params.id),
  );
  app.get(
    C.listaTestes.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.listaTestes, {
        tags,
        summary: 'Aplicações de um teste com o resultado',
        respostas: erros,
      }),
    },
    async (request) => listaTestes(deps, request.params.cdPessoaCandidato, request.params.cdTeste),
  );
  app.post(
    C.inserir.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.inserir, { tags, summary: 'Insere um teste', respostas: erros }),
    },
    async (request) => inserirTeste(deps, exigirUsuario(request), request.body),
  );
  app.post(
    C.atualizar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.atualizar, {
        tags,
        summary: 'Atualiza um teste (CAN_EDIT)',
        respostas: erros,
      }),
    },
    async (request) => atualizarTeste(deps, exigirUsuario(request), request.body),
  );
  app.delete(
    C.excluir.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.excluir, {
        tags,
        summary: 'Exclui um teste (CAN_DELETE)',
        respostas: erros,
      }),
    },
    async (request) => excluirTeste(deps, exigirUsuario(request), request.params.id),
  );
  app.get(
    C.dadosConfiabilidade.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.dadosConfiabilidade, {
        tags,
        summary: 'Avaliação de confiabilidade (0 = nova), respostas e perguntas',
        respostas: erros,
      }),
    },
    async (request) =>
      dadosConfiabilidade(deps, request.params.idAvaliacao, request.params.cdPessoaCandidato),
  );
  app.post(
    C.salvarConfiabilidade.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.salvarConfiabilidade, {
        tags,
        summary: 'Salva a avaliação de confiabilidade (a nota é calculada pelo servidor)',
        respostas: erros,
      }),
    },
    async (request) => salvarConfiabilidade(deps, exigirUsuario(request), request.body),
  );
  app.get(
    C.dadosLs.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.dadosLs, {
        tags,
        summary: 'Perguntas do Learning Styles',
        respostas: erros,
      }),
    },
    async () => dadosLs(deps),
  );
  app.post(
    C.salvarLs.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.salvarLs, { tags, summary: 'Salva o Learning Styles', respostas: erros }),
    },
    async (request) => salvarLs(deps, exigirUsuario(request), request.body),
  );
  app.get(
    C.dadosLm.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.dadosLm, {
        tags,
        summary: 'Perguntas do Learning Means',
        respostas: erros,
      }),
    },
    async () => dadosLm(deps),
  );
  app.post(
    C.salvarLm.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.salvarLm, { tags, summary: 'Salva o Learning Means', respostas: erros }),
    },
    async (request) => salvarLm(deps, exigirUsuario(request), request.body),
  );
  app.get(
    C.testesLaudo.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.testesLaudo, {
        tags,
        summary: 'Testes que podem entrar no laudo',
        respostas: erros,
      }),
    },
    async (request) => testesLaudo(deps, exigirUsuario(request), request.params.cd),
  );
  app.post(
    C.laudo.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.laudo, {
        tags,
        summary: 'Gera o laudo dos testes em PDF',
        respostas: erros,
      }),
    },
    async (request, reply) => {
      const buf = await gerarLaudo(deps, exigirUsuario(request), request.params.cd, request.body);
      return enviarPdf(reply as FastifyReply, `laudo-${request.params.cd}.pdf`, buf);
    },
  );
  app.post(
    C.laudoMedico.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.laudoMedico, {
        tags,
        summary: 'Gera o laudo médico em PDF (a leitura é registrada)',
        respostas: erros,
      }),
    },
    async (request, reply) => {
      const buf = await gerarLaudoMedico(deps, exigirUsuario(request), request.params.cd, request.body);
      return enviarPdf(reply as FastifyReply, `laudo-medico-${request.params.cd}.pdf`, buf);
    },
  );
  app.get(
    C.leiturasLaudo.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.leiturasLaudo, {
        tags,
        summary: 'Leituras de laudos médicos e arquivos de deficiência',
        respostas: erros,
      }),
    },
    async (request) => leiturasLaudo(deps, request.params.cd),
  );
};
