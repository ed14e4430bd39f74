import { CONTRATOS_VAGA_RELACIONAR as C } from '@backoffice/domain/contratos/vaga-relacionar';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { gravarPerfilVaga } from './perfil-vaga.service';

const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The search panel's Gravar: the filters become the vacancy's profile (spec 000 §7.6). */
export const perfilVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    C.gravarPerfilVaga.caminho,
    {
      config: { acesso: { permissoes: PERMISSOES.selecao } },
      schema: esquemaDoContrato(C.gravarPerfilVaga, {
        tags: ['pesquisa-candidatos'],
        summary: 'Grava os filtros como perfil da vaga',
        respostas,
      }),
    },
    async (request) => ({ message: await gravarPerfilVaga(deps.db, exigirUsuario(request), request.body) }),
  );
};
