import { CONTRATOS_MENSAGERIA as C } from '@backoffice/domain/contratos/mensageria';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { saidaDaSelecao } from './saida.service';

const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };

/** The outbox of a search: every message sent from it, by any adapter (real or local). */
export const mensageriaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.saida.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.saida, {
        tags: ['mensageria'],
        summary:
          'Mensagens enviadas a partir de uma pesquisa (e-mail, SMS e WhatsApp), com o adaptador e o resultado',
        respostas: { 404: respostaErro },
      }),
    },
    async (request) => saidaDaSelecao(deps.db, request.params.selection),
  );
};
