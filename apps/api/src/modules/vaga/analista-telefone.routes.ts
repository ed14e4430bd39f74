import { PERMISSOES } from '@backoffice/domain/permissions';
import {
  cdPessoaAnalistaParams,
  cdPessoaParams,
  nrVagaParams,
  respostaSalvar,
  selecionadorLinha,
  telefoneAnalistaResposta,
} from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import {
  buscarTelefoneAnalista,
  excluirTelefoneAnalista,
  listarSelecionadores,
} from './analista-telefone.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const TAG = ['vaga-edicao'];

/** The analyst tab's reads and the phone deletion (spec 000 §7.5). */
export const analistaTelefoneRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/analista/telefone/:cdPessoa',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Telefone do analista',
        params: cdPessoaParams,
        response: { 200: telefoneAnalistaResposta },
      },
    },
    async (request) => buscarTelefoneAnalista(deps, request.params.cdPessoa),
  );

  app.get(
    '/analista/selecionadores/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Analistas que podem assumir a vaga',
        params: nrVagaParams,
        response: { 200: z.array(selecionadorLinha) },
      },
    },
    async (request) => listarSelecionadores(deps, request.params.nrVaga),
  );

  app.post(
    '/analista/deletar-telefone-analista-vaga/:cdPessoaAnalista',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Exclui o telefone do analista (grupo 32 ou setor 2)',
        params: cdPessoaAnalistaParams,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => excluirTelefoneAnalista(deps, exigirUsuario(request), request.params.cdPessoaAnalista),
  );
};
