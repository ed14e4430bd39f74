import { CONTRATOS_DADOS_CANDIDATO as C } from '@backoffice/domain/contratos/dados-candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { atualizarIndicacao, criarIndicacao, listarIndicacoes } from './indicacao.service';
import {
  listarEncaminhamentos,
  listarRelacionadosWeb,
  listarVagasCandidato,
  listarVagasPcd,
} from './vagas-candidato.service';

// Whoever opens the candidate data page (the tab registry's areas of DadosCandidato).
const ACESSO = {
  acesso: {
    permissoes: [
      ...new Set([
        ...PERMISSOES.selecao,
        ...PERMISSOES.recrutamentoEntrar,
        ...PERMISSOES.autoatendimento,
        ...PERMISSOES.callcenter,
      ]),
    ],
  },
};
const TAG = ['candidato-dados'];
const LEITURA = { 400: respostaErro, 403: respostaErro, 404: respostaErro };
const ESCRITA = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The candidate data page's lists and referrals (spec 002 §2.3, §3.4, §3.5, §3.8, §7). */
export const dadosCandidatoAbasRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.encaminhamentos.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.encaminhamentos, {
        tags: TAG,
        summary: 'Vagas a que o candidato está relacionado, com situação e estágio',
        respostas: LEITURA,
      }),
    },
    async (request) =>
      listarEncaminhamentos(deps.db, exigirUsuario(request), request.params.candidate, request.params.sip),
  );

  app.get(
    C.relacionadosWeb.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.relacionadosWeb, {
        tags: TAG,
        summary: 'Requisições em que o candidato se inscreveu pela web',
        respostas: LEITURA,
      }),
    },
    async (request) => listarRelacionadosWeb(deps.db, request.params.candidate),
  );

  app.post(
    C.vagas.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.vagas, {
        tags: TAG,
        summary: 'Vagas pelo filtro candidato-vaga (cidade, regiões, setor, status, cargo)',
        respostas: LEITURA,
      }),
    },
    async (request) => listarVagasCandidato(deps.db, request.params.candidate, request.body),
  );

  app.get(
    C.vagasPcd.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.vagasPcd, {
        tags: TAG,
        summary: 'Vagas abertas para PCD que servem ao candidato',
        respostas: LEITURA,
      }),
    },
    async (request) => listarVagasPcd(deps.db, request.params.candidate),
  );

  app.get(
    C.indicacoes.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.indicacoes, {
        tags: TAG,
        summary: 'Indicações do candidato',
        respostas: LEITURA,
      }),
    },
    async (request) => listarIndicacoes(deps.db, request.params.candidate),
  );

  app.post(
    C.criarIndicacao.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.criarIndicacao, {
        tags: TAG,
        summary: 'Nova indicação',
        respostas: ESCRITA,
      }),
    },
    async (request) =>
      criarIndicacao(deps.db, exigirUsuario(request), request.params.candidate, request.body),
  );

  app.put(
    C.atualizarIndicacao.caminho,
    {
      config: ACESSO,
      schema: esquemaDoContrato(C.atualizarIndicacao, {
        tags: TAG,
        summary: 'Atualiza uma indicação (id_indicacao)',
        respostas: ESCRITA,
      }),
    },
    async (request) =>
      atualizarIndicacao(deps.db, exigirUsuario(request), request.params.candidate, request.body),
  );
};
