import { MENSAGEM_AVISO_NAO_ENCONTRADO } from '@backoffice/domain/aviso';
import { CONTRATOS_USUARIO as C } from '@backoffice/domain/contratos/usuario';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { router } from '../../platform/router';
import { confirmarVisualizacao, listarAvisosNaoVistos } from './avisos.service';

/** The logged user's floating alerts (spec 002 §2.1, §3.8, §7 'Dashboards and alerts'). */
export const avisosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['analista'], acesso: { permissoes: [] } });

  rota(C.avisos, { resumo: 'Avisos não visualizados do usuário logado' }, async (request) =>
    listarAvisosNaoVistos(deps.db, exigirUsuario(request)),
  );

  rota(C.confirmarAviso, { resumo: 'Marca um aviso do usuário como visualizado' }, async (request) => {
    const r = await confirmarVisualizacao(
      deps.db,
      deps.realtime,
      exigirUsuario(request),
      request.body.id_alerta,
    );
    if (r === 'nao-encontrado') throw notFound(MENSAGEM_AVISO_NAO_ENCONTRADO);
    return { status: 1 as const, message: 'Visualização confirmada.' };
  });
};
