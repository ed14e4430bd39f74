import { CONTRATOS_LGPD as C } from '@backoffice/domain/contratos/lgpd';
import { PERMISSOES_PEDIDOS_LGPD } from '@backoffice/domain/lgpd';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { decidirPedidoLgpd, listarPedidosLgpd } from './pedidos-lgpd.service';

const acesso = { permissoes: [...PERMISSOES_PEDIDOS_LGPD] };
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };
const tags = ['lgpd'];
const regra = 'Gestores da seleção (permissão 59).';

/** The back-office list of the candidates' LGPD erasure requests and their decision (docs/portal.md). */
export const pedidosLgpdRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso, respostas: erros });

  rota(C.pedidos, { resumo: 'Pedidos LGPD dos candidatos', descricao: regra }, async (request) =>
    listarPedidosLgpd(deps, request.query.situacao),
  );

  rota(
    C.decidir,
    { resumo: 'Aprova (anonimiza) ou recusa um pedido LGPD', descricao: regra },
    async (request) =>
      decidirPedidoLgpd(
        deps,
        exigirUsuario(request),
        request.params.id_pedido,
        request.body.id_situacao,
        request.body.ds_decisao,
      ),
  );
};
