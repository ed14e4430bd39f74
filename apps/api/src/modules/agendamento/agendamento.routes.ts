import { MENSAGENS_AGENDAMENTO } from '@backoffice/domain/agendamento';
import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { notFound, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { atualizarAgendamento, lerAgendamento, salvarAgendamento } from './agendamento.service';

// Scheduled from the search, the vacancy lists (selection and recruitment) and the call center.
const acesso = {
  permissoes: [
    ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
  ],
};
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** Appointments of the search area (spec 000 §3.11, §5.3, §7.6). */
export const agendamentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['agendamento'], acesso, respostas: erros });

  rota(C.salvar, { resumo: 'Cria um agendamento (entrevista, teste) e avisa a agenda' }, async (request) =>
    salvarAgendamento(deps.db, deps.realtime, exigirUsuario(request), request.body),
  );

  rota(
    C.atualizar,
    { resumo: 'Atualiza um agendamento (identificado por candidato e criado_em)' },
    async (request) => atualizarAgendamento(deps.db, deps.realtime, request.body),
  );

  rota(
    C.dados,
    { resumo: 'Dados de um agendamento', respostas: { 400: respostaErro, 404: respostaErro } },
    async (request) => {
      const a = await lerAgendamento(deps.db, request.params.candidate, request.params.createdAt);
      if (!a) throw notFound(MENSAGENS_AGENDAMENTO.naoEncontrado);
      return a;
    },
  );
};
