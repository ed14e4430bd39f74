import { acaoLoteRecusaResposta } from '@backoffice/domain/acoes-lote';
import { CONTRATOS_ACOES_LOTE as C } from '@backoffice/domain/contratos/acoes-lote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { ACESSO_CANDIDATOS_VAGA } from '../candidatos/candidatos-vaga.service';
import { aplicarAcaoLote, desfazerAcaoLote, listarAcoesLote } from './acoes-lote.service';

/** Bulk actions on a vacancy's candidates (move, reject, message, group), their list and their undo. */
export const acoesLoteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });
  const rota = router(app, {
    tags: ['vaga-candidatos'],
    acesso: ACESSO_CANDIDATOS_VAGA,
    respostas: { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: acaoLoteRecusaResposta },
  });

  rota(
    C.aplicar,
    {
      resumo: 'Aplica uma ação em lote aos candidatos relacionados à vaga',
      descricao:
        'Mover de estágio (3, 4 ou 5), reprovar (com motivo), enviar mensagem (e-mail, SMS ou WhatsApp) ou ' +
        'adicionar a um grupo, numa transação. Candidatos que não podem receber a ação são nomeados com o ' +
        'motivo: sem `confirmar` a ação é recusada (409) e nada é gravado; com `confirmar` ela é aplicada aos outros.',
    },
    async (request) => aplicarAcaoLote(ctx(request), request.params.nrVaga, request.body),
  );
  rota(C.listar, { resumo: 'Ações em lote da vaga, mais recentes primeiro' }, async (request) =>
    listarAcoesLote(ctx(request), request.params.nrVaga),
  );
  rota(
    C.desfazer,
    {
      resumo: 'Desfaz a última ação em lote da vaga (quem a fez, em até 10 minutos)',
      descricao:
        'Restaura cada candidato como estava antes da ação, exceto os alterados depois dela (listados em ' +
        '`mantidos`); mensagens enviadas não são desfeitas e são listadas em `envios`.',
    },
    async (request) => desfazerAcaoLote(ctx(request), request.params.id),
  );
};
