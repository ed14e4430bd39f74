import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { registrarLeituraDaRequisicao } from '../lgpd/lgpd-acesso.service';
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
  const rota = router(app, { tags, acesso, respostas: erros });

  rota(C.catalogo, { resumo: 'Catálogo de testes' }, async () => catalogoTestes(deps.db));
  rota(C.testesCandidato, { resumo: 'Testes do candidato' }, async (request) =>
    testesDoCandidato(deps, exigirUsuario(request), request.params.cd),
  );
  rota(
    C.testesDisponiveis,
    { resumo: 'Learning Styles, Learning Means e Confiabilidade já realizados (0 = não)' },
    async (request) => testesDisponiveis(deps, request.params.cd),
  );
  rota(C.dadosTeste, { resumo: 'Dados de um teste' }, async (request) => dadosTeste(deps, request.params.id));
  rota(C.listaTestes, { resumo: 'Aplicações de um teste com o resultado' }, async (request) =>
    listaTestes(deps, request.params.cdPessoaCandidato, request.params.cdTeste),
  );
  rota(C.inserir, { resumo: 'Insere um teste' }, async (request) =>
    inserirTeste(deps, exigirUsuario(request), request.body),
  );
  rota(C.atualizar, { resumo: 'Atualiza um teste (CAN_EDIT)' }, async (request) =>
    atualizarTeste(deps, exigirUsuario(request), request.body),
  );
  rota(C.excluir, { resumo: 'Exclui um teste (CAN_DELETE)' }, async (request) =>
    excluirTeste(deps, exigirUsuario(request), request.params.id),
  );
  rota(
    C.dadosConfiabilidade,
    { resumo: 'Avaliação de confiabilidade (0 = nova), respostas e perguntas' },
    async (request) =>
      dadosConfiabilidade(deps, request.params.idAvaliacao, request.params.cdPessoaCandidato),
  );
  rota(
    C.salvarConfiabilidade,
    { resumo: 'Salva a avaliação de confiabilidade (a nota é calculada pelo servidor)' },
    async (request) => salvarConfiabilidade(deps, exigirUsuario(request), request.body),
  );
  rota(C.dadosLs, { resumo: 'Perguntas do Learning Styles' }, async () => dadosLs(deps));
  rota(C.salvarLs, { resumo: 'Salva o Learning Styles' }, async (request) =>
    salvarLs(deps, exigirUsuario(request), request.body),
  );
  rota(C.dadosLm, { resumo: 'Perguntas do Learning Means' }, async () => dadosLm(deps));
  rota(C.salvarLm, { resumo: 'Salva o Learning Means' }, async (request) =>
    salvarLm(deps, exigirUsuario(request), request.body),
  );
  rota(C.testesLaudo, { resumo: 'Testes que podem entrar no laudo' }, async (request) =>
    testesLaudo(deps, exigirUsuario(request), request.params.cd),
  );
  rota(C.laudo, { resumo: 'Gera o laudo dos testes em PDF' }, async (request, reply) => {
    const buf = await gerarLaudo(deps, exigirUsuario(request), request.params.cd, request.body);
    await registrarLeituraDaRequisicao(deps.db, request, request.params.cd, 'laudo_pdf', 'laudo dos testes');
    return enviarPdf(reply as FastifyReply, `laudo-${request.params.cd}.pdf`, buf);
  });
  rota(
    C.laudoMedico,
    { resumo: 'Gera o laudo médico em PDF (a leitura é registrada)' },
    async (request, reply) => {
      const buf = await gerarLaudoMedico(deps, exigirUsuario(request), request.params.cd, request.body);
      await registrarLeituraDaRequisicao(deps.db, request, request.params.cd, 'laudo');
      return enviarPdf(reply as FastifyReply, `laudo-medico-${request.params.cd}.pdf`, buf);
    },
  );
  rota(C.leiturasLaudo, { resumo: 'Leituras de laudos médicos e arquivos de deficiência' }, async (request) =>
    leiturasLaudo(deps, request.params.cd),
  );
};
