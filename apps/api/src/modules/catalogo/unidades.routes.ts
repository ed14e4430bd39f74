import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import { MENSAGENS_UNIDADE as M } from '@backoffice/domain/unidade';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { forbidden, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { unidadesDoAgrupamento } from './unidades.service';

/**
 * GET /api/unidade/unidades-selecionador/:cd_sip: the units of the user's grouping unit (spec 001 §7).
 */
export const unidadesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['seletores'],
    acesso: { permissoes: [] },
    respostas: { 403: respostaErro },
  });

  rota(
    C.unidadesSelecionador,
    { resumo: 'Unidades do selecionador (as do agrupamento da sua unidade)' },
    async (request) => {
      const usuario = exigirUsuario(request);
      if (request.params.cd_sip !== usuario.cd_sip) throw forbidden(M.unidadesDeOutro);
      return unidadesDoAgrupamento(deps.handle, usuario.cd_unid);
    },
  );
};
