import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
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

  app.get(
    C.filaAtendimento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.filaAtendimento, {
        tags,
        summary: 'Agendamentos de hoje da unidade do usuário (fila de atendimento)',
      }),
    },
    async (request) => listarFilaAtendimento(deps.db, exigirUsuario(request)),
  );

  app.get(
    C.candidatosAguardando.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.candidatosAguardando, {
        tags,
        summary: 'Candidatos que chegaram e aguardam o atendimento do usuário',
      }),
    },
    async (request) => listarCandidatosAguardando(deps.db, exigirUsuario(request)),
  );

  app.put(
    C.registrarChegada.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.registrarChegada, {
        tags,
        summary: 'Registra a chegada do candidato ao atendimento agendado',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await registrarChegada(ctx(request), request.body) }),
  );

  app.put(
    C.iniciarAtendimento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.iniciarAtendimento, {
        tags,
        summary: 'Inicia o atendimento de um candidato que chegou',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await iniciarAtendimento(ctx(request), request.body) }),
  );

  app.put(
    C.encerrarAtendimento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.encerrarAtendimento, {
        tags,
        summary: 'Encerra o atendimento em andamento (somente quem atende)',
        respostas: erros,
      }),
    },
    async (request) => ({ message: await encerrarAtendimento(ctx(request), request.body) }),
  );
};
