import { CONTRATOS_VAGA_RELACIONAR as C } from '@backoffice/domain/contratos/vaga-relacionar';
import { ANALISTAS_VAGA } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { gravarPerfilVaga } from './perfil-vaga.service';

const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** The search panel's Gravar: the filters become the vacancy's profile (spec 000 §7.6). */
export const perfilVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['pesquisa-candidatos'],
    acesso: { permissoes: ANALISTAS_VAGA },
    respostas,
  });

  // the search area is open to the vacancy's analysts (spec 000 §6, §7.6; docs/decisions/0012)
  rota(C.gravarPerfilVaga, { resumo: 'Grava os filtros como perfil da vaga' }, async (request) => ({
    message: await gravarPerfilVaga(deps.db, exigirUsuario(request), request.body),
  }));
};
