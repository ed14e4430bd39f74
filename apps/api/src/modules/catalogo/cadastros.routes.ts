import { CADASTROS, REGISTROS_CADASTRO } from '@backoffice/domain/cadastros';
import {
  CONTRATOS_CADASTROS as C,
  CONTRATOS_SELETORES_CADASTROS as S,
} from '@backoffice/domain/contratos/cadastros';
import { ANALISTAS_VAGA } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  alterarCadastro,
  criarCadastro,
  excluirCadastro,
  listarCadastro,
  opcoesCadastro,
} from './cadastros.service';

const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/**
 * Cadastros (docs/cadastros.md): each register's list, create, edit and delete, under its own code
 * (turnos 302, motivos de cancelamento 59, reprovação 90, desistência 91, áreas 92); and the pickers
 * of the active entries, open to the vacancy's analysts.
 */
export const cadastrosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const registro of REGISTROS_CADASTRO) {
    const def = CADASTROS[registro];
    const c = C[registro];
    const rota = router(app, {
      tags: ['cadastros'],
      acesso: { permissoes: [...def.permissoes] },
      respostas,
    });
    rota(c.lista, { resumo: `${def.rotulo}: todos, com a situação e o uso` }, async () =>
      listarCadastro(deps, registro),
    );
    rota(c.criar, { resumo: `${def.rotulo}: cria um registro` }, async (request) =>
      criarCadastro(deps, registro, request.body),
    );
    rota(c.alterar, { resumo: `${def.rotulo}: altera, desativa ou reativa um registro` }, async (request) =>
      alterarCadastro(deps, registro, request.params.cd, request.body),
    );
    rota(c.excluir, { resumo: `${def.rotulo}: exclui um registro sem uso` }, async (request) =>
      excluirCadastro(deps, registro, request.params.cd),
    );
  }

  const seletor = router(app, { tags: ['cadastros'], acesso: { permissoes: [...ANALISTAS_VAGA] } });
  for (const [registro, c] of Object.entries(S) as [keyof typeof S, (typeof S)[keyof typeof S]][]) {
    seletor(c, { resumo: `${CADASTROS[registro].rotulo}: os registros ativos, para escolha` }, async () =>
      opcoesCadastro(deps, registro),
    );
  }
};
