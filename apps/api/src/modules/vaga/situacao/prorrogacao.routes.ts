import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { prorrogarVaga } from './prorrogacao.service';
import { listarVagasAtrasadas } from './vaga-prazo.service';

// Every vacancy list shows the overdue flow first: the selection's and the recruitment's (spec 001 §2.13, 002 §6).
const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };
const tags = ['vaga'];

/** The logged user's overdue vacancies and their extension (spec 001 §2.13, §5, §7; 002 §6). */
export const prorrogacaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso });

  rota(
    C.vagasAtrasadas,
    { resumo: 'Vagas do usuário que precisam ser canceladas ou prorrogadas' },
    async (request) => listarVagasAtrasadas(deps.db, exigirUsuario(request), dataNegocio()),
  );

  rota(
    C.prorrogar,
    {
      resumo: 'Prorroga uma vaga em atraso do usuário, com o motivo (nota P no histórico)',
      respostas: { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro },
    },
    async (request) => prorrogarVaga({ deps, usuario: exigirUsuario(request) }, request.body, dataNegocio()),
  );
};
