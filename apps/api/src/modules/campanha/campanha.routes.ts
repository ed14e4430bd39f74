import { CONTRATOS_CAMPANHAS as C } from '@backoffice/domain/contratos/campanhas';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { funcionariosAtivos } from './campanha.service';
import { enviarCampanha, iniciarTrabalhadoresCampanha, progressoCampanha } from './campanha-envio.service';

const acesso = { permissoes: [...PERMISSOES.campanhasMarketing] };

/** Campanhas Endomarketing (spec 002 §2.7, §7, code 338), and the workers sending its e-mails. */
export const campanhaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onReady', async () => {
    await iniciarTrabalhadoresCampanha(deps, deps.config.CAMPANHA_TRABALHADORES);
  });

  const rota = router(app, { tags: ['campanhas'], acesso, respostas: { 400: respostaErro } });

  rota(
    C.funcionarios,
    { resumo: 'Funcionários ativos pelos filtros da campanha (ID_VISUALIZADO N: campanha ativa)' },
    async (request) => funcionariosAtivos(deps.handle, request.query),
  );

  rota(
    C.enviar,
    {
      resumo: 'Grava a campanha e enfileira um e-mail por pessoa (pedido de atualização de dados)',
      respostas: { 400: respostaErro, 409: respostaErro },
    },
    async (request) => enviarCampanha(deps, exigirUsuario(request), request.body),
  );

  rota(
    C.progresso,
    {
      resumo: 'Andamento da campanha: e-mails na fila, enviados e com falha',
      respostas: { 404: respostaErro },
    },
    async (request) => progressoCampanha(deps, request.params.id_campanha),
  );
};
