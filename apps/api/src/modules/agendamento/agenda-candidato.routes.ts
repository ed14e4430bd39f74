import { CONTRATOS_AGENDA as C } from '@backoffice/domain/contratos/dados-candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  listarAgendaAnalista,
  listarAgendaCandidato,
  registrarNaoCompareceu,
} from './agenda-candidato.service';

// Whoever opens the candidate data page (selection, recruitment, self-service, call center).
const acesso = {
  permissoes: [
    ...new Set([
      ...PERMISSOES.selecao,
      ...PERMISSOES.recrutamentoEntrar,
      ...PERMISSOES.autoatendimento,
      ...PERMISSOES.callcenter,
    ]),
  ],
};
const TAG = ['agendamento'];

/** The analyst's schedule, the candidate's appointments and the no-show (spec 002 §7 'Scheduling'). */
export const agendaCandidatoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: TAG, acesso, respostas: { 400: respostaErro } });

  rota(C.agendamentosAnalista, { resumo: 'Agenda do analista no período, com filtros' }, async (request) =>
    listarAgendaAnalista(deps.db, request.body),
  );

  rota(
    C.agendamentosCandidato,
    { resumo: 'Agendamentos do candidato', respostas: { 400: respostaErro, 404: respostaErro } },
    async (request) => listarAgendaCandidato(deps.db, request.params.candidate),
  );

  rota(
    C.naoCompareceu,
    {
      resumo: 'Registra que o candidato não compareceu ao agendamento e avisa a agenda',
      respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
    },
    async (request) => registrarNaoCompareceu(deps.db, deps.realtime, exigirUsuario(request), request.body),
  );
};
