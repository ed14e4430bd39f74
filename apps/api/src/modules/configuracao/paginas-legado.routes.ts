import { CONTRATOS_PAGINAS_LEGADO as C } from '@backoffice/domain/contratos/paginas-legado';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { alterarPaginasLegado, listarPaginasLegado } from './paginas-legado.service';

/** Administração › Páginas do site principal: per page, native or the legacy site's frame. */
export const paginasLegadoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['administração'],
    acesso: { permissoes: [...PERMISSOES.administracao] },
    respostas: { 400: respostaErro, 409: respostaErro },
  });
  rota(
    C.paginas,
    { resumo: 'As páginas do site principal: nativa ou o frame do site, o endereço do site e o histórico' },
    async () => listarPaginasLegado(deps),
  );
  rota(
    C.alterar,
    {
      resumo:
        'Escolhe, por página, a página nativa (N) ou o frame do site principal (L); exige LEGACY_SITE_URL',
    },
    async (request) => alterarPaginasLegado(deps, exigirUsuario(request).cd_sip, request.body),
  );
};
