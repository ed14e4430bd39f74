import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import {
  buscarTelefoneAnalista,
  excluirTelefoneAnalista,
  listarSelecionadores,
} from './analista-telefone.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
const tags = ['vaga-edicao'];

/** The analyst tab's reads and the phone deletion (spec 000 §7.5). */
export const analistaTelefoneRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.telefoneAnalista.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.telefoneAnalista, { tags, summary: 'Telefone do analista' }),
    },
    async (request) => buscarTelefoneAnalista(deps, request.params.cdPessoa),
  );

  app.get(
    C.selecionadores.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.selecionadores, { tags, summary: 'Analistas que podem assumir a vaga' }),
    },
    async (request) => listarSelecionadores(deps, request.params.nrVaga),
  );

  app.post(
    C.excluirTelefoneAnalista.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.excluirTelefoneAnalista, {
        tags,
        summary: 'Exclui o telefone do analista (grupo 32 ou setor 2)',
      }),
    },
    async (request) => excluirTelefoneAnalista(deps, exigirUsuario(request), request.params.cdPessoaAnalista),
  );
};
