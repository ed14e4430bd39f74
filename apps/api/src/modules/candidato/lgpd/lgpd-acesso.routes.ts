import { PERMISSOES_CONTRATACAO } from '@backoffice/domain/contratacao';
import { CONTRATOS_LGPD_ACESSOS as C } from '@backoffice/domain/contratos/contratacoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { iniciarRetencaoLgpd, listarAcessosLgpd } from './lgpd-acesso.service';

/** The read log of sensitive data (Administração) and its retention round. */
export const lgpdAcessoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  let retencao: { parar(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    retencao = iniciarRetencaoLgpd(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await retencao?.parar();
  });

  const rota = router(app, {
    tags: ['lgpd'],
    acesso: { permissoes: PERMISSOES_CONTRATACAO.acessosLgpd },
    respostas: { 400: respostaErro },
  });
  rota(C.lgpdAcessos, { resumo: 'Registro de leituras de dados sensíveis de candidatos' }, async (request) =>
    listarAcessosLgpd(deps.db, request.query),
  );
};
