import { CONTRATOS_GRUPO as C } from '@backoffice/domain/contratos/grupo';
import { MENSAGENS_GRUPO as M, PERMISSOES_GRUPO } from '@backoffice/domain/grupo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
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
  const rota = router(app, { tags, acesso, respostas: erros });

  rota(C.grupos, { resumo: 'Grupos de candidatos do selecionador', descricao: regra }, async (request) =>
    listarGrupos(deps, exigirUsuario(request), request.query.cd_pessoa_selecionador),
  );

  rota(C.candidatos, { resumo: 'Candidatos do grupo', descricao: regra }, async (request) =>
    listarCandidatos(deps, exigirUsuario(request), request.params.cd_tipo_grupo_candidato),
  );

  rota(C.excluirCandidato, { resumo: 'Exclui o candidato do grupo', descricao: regra }, async (request) => ({
    message: await excluirCandidato(
      deps,
      exigirUsuario(request),
      request.params.group,
      request.params.person,
    ),
  }));

  rota(
    C.adicionarCandidatos,
    { resumo: 'Adiciona candidatos ao grupo, com observações (lista ou texto JSON)', descricao: regra },
    async (request) => ({
      message: M.candidatosAdicionados,
      adicionados: await adicionarCandidatos(deps, exigirUsuario(request), request.body),
    }),
  );

  rota(C.novoGrupo, { resumo: 'Cria um grupo de candidatos', descricao: regra }, async (request) => ({
    message: M.grupoCriado,
    CD_TIPO_GRUPO_CANDIDATO: await criarGrupo(deps, exigirUsuario(request), request.body),
  }));
};
