import { CONTRATOS_GRUPO as C } from '@backoffice/domain/contratos/grupo';
import { MENSAGENS_GRUPO as M, PERMISSOES_GRUPO } from '@backoffice/domain/grupo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import {
  adicionarCandidatos,
  criarGrupo,
  excluirCandidato,
  listarCandidatos,
  listarGrupos,
} from './grupo.service';

const acesso = { permissoes: [...PERMISSOES_GRUPO] };
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };
const tags = ['grupo'];
const regra = 'Grupos das unidades do agrupamento da unidade do usuário.';

/** Candidate groups (spec 001 §2.11, §7; spec 002 'Add. grupo de cand.'). */
export const grupoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.grupos.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.grupos, {
        tags,
        summary: 'Grupos de candidatos do selecionador',
        description: regra,
        respostas: erros,
      }),
    },
    async (request) => listarGrupos(deps, exigirUsuario(request), request.query.cd_pessoa_selecionador),
  );

  app.get(
    C.candidatos.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.candidatos, {
        tags,
        summary: 'Candidatos do grupo',
        description: regra,
        respostas: erros,
      }),
    },
    async (request) => listarCandidatos(deps, exigirUsuario(request), request.params.cd_tipo_grupo_candidato),
  );

  app.delete(
    C.excluirCandidato.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.excluirCandidato, {
        tags,
        summary: 'Exclui o candidato do grupo',
        description: regra,
        respostas: erros,
      }),
    },
    async (request) => ({
      message: await excluirCandidato(
        deps,
        exigirUsuario(request),
        request.params.group,
        request.params.person,
      ),
    }),
  );

  app.post(
    C.adicionarCandidatos.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.adicionarCandidatos, {
        tags,
        summary: 'Adiciona candidatos ao grupo, com observações (lista ou texto JSON)',
        description: regra,
        respostas: erros,
      }),
    },
    async (request) => ({
      message: M.candidatosAdicionados,
      adicionados: await adicionarCandidatos(deps, exigirUsuario(request), request.body),
    }),
  );

  app.post(
    C.novoGrupo.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.novoGrupo, {
        tags,
        summary: 'Cria um grupo de candidatos',
        description: regra,
        respostas: erros,
      }),
    },
    async (request) => ({
      message: M.grupoCriado,
      CD_TIPO_GRUPO_CANDIDATO: await criarGrupo(deps, exigirUsuario(request), request.body),
    }),
  );
};
