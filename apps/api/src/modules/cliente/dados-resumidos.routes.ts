import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { lerClienteResumido } from './dados-resumidos.service';

// The card opens from the selection's and the recruitment's vacancy lists (spec 001 §2.12, §2.15).
const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };

/** GET /api/cliente/dados-resumidos/:cd_pessoa/:cd_empresa: the client summary card (spec 001 §2.16, §7). */
export const dadosResumidosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['cliente'], acesso, respostas: { 404: respostaErro } });

  rota(
    C.dadosResumidos,
    { resumo: 'Dados resumidos do cliente e seus contatos (cartão do cliente)' },
    async (request) => lerClienteResumido(deps.db, request.params.cd_pessoa),
  );
};
