import { PERMISSOES } from '@backoffice/domain/permissions';
import { mensagemResposta, pesquisaCandidatosBody } from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { gravarPerfilVaga } from './perfil-vaga.service';

const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The search panel's Gravar: the filters become the vacancy's profile (spec 000 §7.6). */
export const perfilVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/pesquisa-candidatos/gravar-perfil-vaga',
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: {
        tags: ['pesquisa-candidatos'],
        summary: 'Grava os filtros como perfil da vaga',
        body: pesquisaCandidatosBody,
        response: { 200: mensagemResposta, ...erros },
      },
    },
    async (request) => ({ message: await gravarPerfilVaga(deps.db, exigirUsuario(request), request.body) }),
  );
};
