import { CONTRATOS_MENSAGERIA as C } from '@backoffice/domain/contratos/mensageria';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { saidaDaSelecao } from './saida.service';

const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };

/** The outbox of a search: every message sent from it, by any adapter (real or local). */
export const mensageriaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['mensageria'], acesso, respostas: { 404: respostaErro } });

  rota(
    C.saida,
    {
      resumo:
        'Mensagens enviadas a partir de uma pesquisa (e-mail, SMS e WhatsApp), com o adaptador e o resultado',
    },
    async (request) => saidaDaSelecao(deps.db, request.params.selection),
  );
};
