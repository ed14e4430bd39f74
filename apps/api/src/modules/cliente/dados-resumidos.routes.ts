import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { lerClienteResumido } from './dados-resumidos.service';

// The card opens from the selection's and the recruitment's vacancy lists (spec 001 §2.12, §2.15).
const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };

/** GET /api/cliente/dados-resumidos/:cd_pessoa/:cd_empresa: the client summary card (spec 001 §2.16, §7). */
export const dadosResumidosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.dadosResumidos.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.dadosResumidos, {
        tags: ['cliente'],
        summary: 'Dados resumidos do cliente e seus contatos (cartão do cliente)',
        respostas: { 404: respostaErro },
      }),
    },
    async (request) => lerClienteResumido(deps.db, request.params.cd_pessoa),
  );
};
