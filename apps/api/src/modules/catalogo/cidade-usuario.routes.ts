import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import { MENSAGENS_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { notFound, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { cidadeDaUnidade } from './cidade-usuario.service';

/** GET /api/cidades/cidade-usuario/:cd_sip/:cd_unid: the city of the user's unit (spec 000 §7.6). */
export const cidadeUsuarioRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['seletores'],
    acesso: { permissoes: [] },
    respostas: { 404: respostaErro },
  });

  rota(
    C.cidadeUsuario,
    { resumo: 'Estado e cidade da unidade do usuário' },
    // The location is the unit's; the user's code stays in the path because callers send it.
    async (request) => {
      const c = await cidadeDaUnidade(deps.handle, request.params.cd_unid);
      if (!c) throw notFound(MENSAGENS_PESQUISA.unidadeNaoEncontrada);
      return c;
    },
  );
};
