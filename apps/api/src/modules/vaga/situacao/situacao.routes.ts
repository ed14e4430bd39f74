import { CONTRATOS_VAGA_SITUACAO as C } from '@backoffice/domain/contratos/vaga-situacao';
import { ANALISTAS_VAGA, PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import {
  buscarPropostaCancelamento,
  listarMotivosCancelamento,
  salvarJustificativa,
  salvarSituacao,
} from './situacao.service';

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
// recruiters cancel their own overdue vacancies here (Cancelar of spec 001 §2.13); the service
// restricts them to those (docs/decisions/0012)
const ANALISTAS = { acesso: { permissoes: ANALISTAS_VAGA } };
const tags = ['vaga-edicao'];

/** The situation tab (spec 000 §4.2, §7.3). */
export const situacaoVagaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.motivosCancelamento.caminho,
    {
      config: ANALISTAS,
      schema: esquemaDoContrato(C.motivosCancelamento, { tags, summary: 'Motivos de cancelamento de vaga' }),
    },
    async () => listarMotivosCancelamento(deps),
  );

  app.get(
    C.cancelamentoProposta.caminho,
    {
      config: ANALISTAS,
      schema: esquemaDoContrato(C.cancelamentoProposta, {
        tags,
        summary: 'Aviso do prazo de cancelamento sem faturamento',
      }),
    },
    async (request) => buscarPropostaCancelamento(deps, request.params.nrVaga),
  );

  app.put(
    C.situacaoVaga.caminho,
    {
      config: ANALISTAS,
      schema: esquemaDoContrato(C.situacaoVaga, {
        tags,
        summary: 'Situação da vaga (regras da aba Situação da vaga)',
      }),
    },
    async (request) => salvarSituacao({ deps, usuario: exigirUsuario(request) }, request.body),
  );

  app.put(
    C.justificativaVaga.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.justificativaVaga, {
        tags,
        summary: 'Justificativa do cancelamento (usuários da lista JUSTIFICATIVA_USUARIOS)',
      }),
    },
    async (request) => salvarJustificativa({ deps, usuario: exigirUsuario(request) }, request.body),
  );
};
