import { MENSAGENS_AGENDAMENTO } from '@backoffice/domain/agendamento';
import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { notFound, respostaErro } from '../../platform/errors';
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
  app.post(
    C.salvar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.salvar, {
        tags: ['agendamento'],
        summary: 'Cria um agendamento (entrevista, teste) e avisa a agenda',
        respostas: erros,
      }),
    },
    async (request) => salvarAgendamento(deps.db, deps.realtime, exigirUsuario(request), request.body),
  );

  app.post(
    C.atualizar.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.atualizar, {
        tags: ['agendamento'],
        summary: 'Atualiza um agendamento (identificado por candidato e criado_em)',
        respostas: erros,
      }),
    },
    async (request) => atualizarAgendamento(deps.db, deps.realtime, request.body),
  );

  app.get(
    C.dados.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.dados, {
        tags: ['agendamento'],
        summary: 'Dados de um agendamento',
        respostas: { 400: respostaErro, 404: respostaErro },
      }),
    },
    async (request) => {
      const a = await lerAgendamento(deps.db, request.params.candidate, request.params.createdAt);
      if (!a) throw notFound(MENSAGENS_AGENDAMENTO.naoEncontrado);
      return a;
    },
  );
};
