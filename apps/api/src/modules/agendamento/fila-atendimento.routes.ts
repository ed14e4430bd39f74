import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { iniciarVerificacaoEsperas } from './aviso-espera.service';
import {
  encerrarAtendimento,
  iniciarAtendimento,
  listarCandidatosAguardando,
  listarFilaAtendimento,
  registrarChegada,
} from './fila-atendimento.service';

// The queue is a tab of the selection workspace ('Seleção - Entrar', spec 002 §2.5, §6).
const acesso = { permissoes: PERMISSOES.selecaoEntrar };
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };
const tags = ['agendamento'];

/**
 * The attendance queue of the user's unit (spec 002 §2.1, §2.5, §3.4): today's appointments, the
 * arrival, start and close of an attendance, and the check that alerts the attending user of a
 * candidate waiting too long (code 90).
 */
export const filaAtendimentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  let verificacao: { parar(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    verificacao = iniciarVerificacaoEsperas(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await verificacao?.parar();
  });
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({
    db: deps.db,
    realtime: deps.realtime,
    usuario: exigirUsuario(request),
  });

  const rota = router(app, { tags, acesso, respostas: erros });

  rota(
    C.filaAtendimento,
    { resumo: 'Agendamentos de hoje da unidade do usuário (fila de atendimento)', respostas: {} },
    async (request) => listarFilaAtendimento(deps.db, exigirUsuario(request)),
  );

  rota(
    C.candidatosAguardando,
    { resumo: 'Candidatos que chegaram e aguardam o atendimento do usuário', respostas: {} },
    async (request) => listarCandidatosAguardando(deps.db, exigirUsuario(request)),
  );

  rota(
    C.registrarChegada,
    { resumo: 'Registra a chegada do candidato ao atendimento agendado' },
    async (request) => ({ message: await registrarChegada(ctx(request), request.body) }),
  );

  rota(
    C.iniciarAtendimento,
    { resumo: 'Inicia o atendimento de um candidato que chegou' },
    async (request) => ({ message: await iniciarAtendimento(ctx(request), request.body) }),
  );

  rota(
    C.encerrarAtendimento,
    { resumo: 'Encerra o atendimento em andamento (somente quem atende)' },
    async (request) => ({ message: await encerrarAtendimento(ctx(request), request.body) }),
  );
};
