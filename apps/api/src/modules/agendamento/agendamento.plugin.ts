import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { agendaCandidatoRoutes } from './agenda-candidato.routes';
import { agendamentoRoutes } from './agendamento.routes';
import { agendamentoPickerRoutes } from './agendamento-picker.routes';
import { filaAtendimentoRoutes } from './fila-atendimento.routes';

/** Appointments and the attendance queue. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const agendamentoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(agendamentoPickerRoutes, { deps });
  await app.register(agendamentoRoutes, { deps });
  await app.register(filaAtendimentoRoutes, { deps });
  await app.register(agendaCandidatoRoutes, { deps });
};
