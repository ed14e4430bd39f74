import { PERMISSOES_CADASTROS } from '@backoffice/domain/cadastros';
import { CONTRATOS_CADASTROS as C } from '@backoffice/domain/contratos/cadastros';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  alterarMotivoCancelamento,
  alterarTurno,
  criarMotivoCancelamento,
  criarTurno,
  excluirMotivoCancelamento,
  excluirTurno,
  listarMotivosCancelamentoCadastro,
  listarTurnosCadastro,
} from './cadastros.service';

const respostas = { 400: respostaErro, 404: respostaErro, 409: respostaErro };

/** Cadastros › Turnos (code 302): the shifts each hiring type offers. */
export const cadastroTurnosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['cadastros'],
    acesso: { permissoes: [...PERMISSOES_CADASTROS.turnos] },
    respostas,
  });
  rota(C.turnos, { resumo: 'Turnos de todos os tipos de contratação, com a situação e o uso' }, async () =>
    listarTurnosCadastro(deps),
  );
  rota(C.criarTurno, { resumo: 'Cria um turno' }, async (request) => criarTurno(deps, request.body));
  rota(C.alterarTurno, { resumo: 'Altera, desativa ou reativa um turno' }, async (request) =>
    alterarTurno(deps, request.params.cd, request.body),
  );
  rota(C.excluirTurno, { resumo: 'Exclui um turno que nenhuma vaga usa' }, async (request) =>
    excluirTurno(deps, request.params.cd),
  );
};

/** Cadastros › Motivos de cancelamento de vaga (code 59, docs/cadastros.md). */
export const cadastroMotivosCancelamentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const rota = router(app, {
    tags: ['cadastros'],
    acesso: { permissoes: [...PERMISSOES_CADASTROS['motivos-cancelamento']] },
    respostas,
  });
  rota(
    C.motivosCancelamento,
    { resumo: 'Motivos de cancelamento de vaga, com a situação e o uso' },
    async () => listarMotivosCancelamentoCadastro(deps),
  );
  rota(C.criarMotivoCancelamento, { resumo: 'Cria um motivo de cancelamento' }, async (request) =>
    criarMotivoCancelamento(deps, request.body),
  );
  rota(
    C.alterarMotivoCancelamento,
    { resumo: 'Altera, desativa ou reativa um motivo de cancelamento' },
    async (request) => alterarMotivoCancelamento(deps, request.params.cd, request.body),
  );
  rota(
    C.excluirMotivoCancelamento,
    { resumo: 'Exclui um motivo de cancelamento que nenhuma vaga usa' },
    async (request) => excluirMotivoCancelamento(deps, request.params.cd),
  );
};
