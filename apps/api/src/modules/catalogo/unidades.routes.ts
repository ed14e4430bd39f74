import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import { MENSAGENS_UNIDADE as M } from '@backoffice/domain/unidade';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { forbidden, respostaErro } from '../../platform/errors';
import { unidadesDoAgrupamento } from './unidades.service';

/**
 * GET /api/unidade/unidades-selecionador/:cd_sip: the units of the user's grouping unit (spec 001 §7).
 */
export const unidadesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.unidadesSelecionador.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.unidadesSelecionador, {
        tags: ['seletores'],
        summary: 'Unidades do selecionador (as do agrupamento da sua unidade)',
        respostas: { 403: respostaErro },
      }),
    },
    async (request) => {
      const usuario = exigirUsuario(request);
      if (request.params.cd_sip !== usuario.cd_sip) throw forbidden(M.unidadesDeOutro);
      return unidadesDoAgrupamento(deps.handle, usuario.cd_unid);
    },
  );
};
