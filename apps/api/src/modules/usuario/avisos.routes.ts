import {
  avisoLinha,
  confirmaVisualizarVagaBody,
  MENSAGEM_AVISO_NAO_ENCONTRADO,
} from '@backoffice/domain/aviso';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { confirmarVisualizacao, listarAvisosNaoVistos } from './avisos.service';

const confirmacaoResposta = z.object({ status: z.literal(1), message: z.string() });

/** The logged user's floating alerts (spec 002 §2.1, §3.8, §7 'Dashboards and alerts'). */
export const avisosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/analista/avisos',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['analista'],
        summary: 'Avisos não visualizados do usuário logado',
        response: { 200: z.array(avisoLinha) },
      },
    },
    async (request) => listarAvisosNaoVistos(deps.db, exigirUsuario(request)),
  );

  app.post(
    '/analista/confirma-visualizar-vaga',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['analista'],
        summary: 'Marca um aviso do usuário como visualizado',
        body: confirmaVisualizarVagaBody,
        response: { 200: confirmacaoResposta },
      },
    },
    async (request) => {
      const r = await confirmarVisualizacao(
        deps.db,
        deps.realtime,
        exigirUsuario(request),
        request.body.id_alerta,
      );
      if (r === 'nao-encontrado') throw notFound(MENSAGEM_AVISO_NAO_ENCONTRADO);
      return { status: 1 as const, message: 'Visualização confirmada.' };
    },
  );
};
