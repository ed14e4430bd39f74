import { CONTRATOS_CATALOGO as C } from '@backoffice/domain/contratos/catalogo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { cidadePadraoUsuario } from './cidade-padrao-usuario.service';

/** GET /api/cidades/cidade-padrao-usuario/:user_sip/:cd_unid: the candidate search's default place (spec 001 §7). */
export const cidadePadraoUsuarioRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(
    C.cidadePadraoUsuario,
    { resumo: 'Estado e cidade padrão da busca de candidatos (a da unidade, ou SC / Joinville)' },
    // The place is the unit's; the user's code stays in the path because callers send it.
    async (request) => cidadePadraoUsuario(deps.handle, request.params.cd_unid),
  );
};
