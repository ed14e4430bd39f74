import { CONTRATOS_VAGA_SITUACAO as C } from '@backoffice/domain/contratos/vaga-situacao';
import { ANALISTAS_VAGA, PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import {
  buscarPropostaCancelamento,
  listarMotivosCancelamento,
  salvarJustificativa,
  salvarSituacao,
} from './situacao.service';

const SELECAO = { permissoes: PERMISSOES.selecao };
// recruiters cancel their own overdue vacancies here (Cancelar of spec 001 §2.13); the service
// restricts them to those (docs/decisions/0012)
const ANALISTAS = { permissoes: ANALISTAS_VAGA };
const tags = ['vaga-edicao'];

/** The situation tab (spec 000 §4.2, §7.3). */
export const situacaoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso: ANALISTAS });

  rota(C.motivosCancelamento, { resumo: 'Motivos de cancelamento de vaga' }, async () =>
    listarMotivosCancelamento(deps),
  );

  rota(
    C.cancelamentoProposta,
    { resumo: 'Aviso do prazo de cancelamento sem faturamento' },
    async (request) => buscarPropostaCancelamento(deps, request.params.nrVaga),
  );

  rota(C.situacaoVaga, { resumo: 'Situação da vaga (regras da aba Situação da vaga)' }, async (request) =>
    salvarSituacao({ deps, usuario: exigirUsuario(request) }, request.body),
  );

  rota(
    C.justificativaVaga,
    {
      resumo: 'Justificativa do cancelamento (usuários que podem justificar, Administração › Usuários)',
      acesso: SELECAO,
    },
    async (request) => salvarJustificativa({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
