import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { buscarDadosVaga } from './dados-vaga.service';
import {
  buscarAutoatendimento,
  buscarRequisitante,
  buscarUfCidadeAgrupadora,
  listarUnidadesAutoatendimento,
  salvarAutoatendimento,
  salvarCargoSalario,
  salvarDescricao,
  salvarInsalubridade,
  salvarNrPedido,
  salvarRequisitante,
  salvarSetor,
  salvarTipoVaga,
  salvarTurno,
} from './vaga-edicao.service';

const SELECAO = { permissoes: PERMISSOES.selecao };
/** The recruitment flag is also toggled from the recruiter's list (spec 001 §4 'The recruitment flag toggles S/N'). */
const SELECAO_RECRUTAMENTO = {
  permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])],
};
const tags = ['vaga-edicao'];

/** The vacancy edit panel: the vacancy's data and the saves of the simple tabs (spec 000 §7.2, §7.3). */
export const vagaEdicaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });

  const rota = router(app, { tags, acesso: SELECAO });

  // recruiters read it too: the detail panel, and the situation tab of their overdue vacancies
  // (the answer gives them only that tab, and only on those; docs/decisions/0012)
  rota(
    C.dadosVaga,
    {
      resumo: 'Dados da vaga, situações permitidas e permissões do painel de edição',
      acesso: SELECAO_RECRUTAMENTO,
    },
    async (request) => buscarDadosVaga(ctx(request), request.params.nrVaga),
  );

  rota(C.descricaoVaga, { resumo: 'Descrição e informações adicionais' }, async (request) =>
    salvarDescricao(ctx(request), request.body),
  );

  rota(C.cargoSalario, { resumo: 'Cargo do cliente, salário e tipo de salário' }, async (request) =>
    salvarCargoSalario(ctx(request), request.body),
  );

  rota(C.turnoVaga, { resumo: 'Turno da vaga' }, async (request) => salvarTurno(ctx(request), request.body));

  rota(
    C.insalubridade,
    { resumo: 'Insalubridade ou periculosidade (exclusivas, 10 a 40 %, só com a vaga aberta)' },
    async (request) => salvarInsalubridade(ctx(request), request.body),
  );

  rota(C.nrPedido, { resumo: 'Número do pedido do cliente' }, async (request) =>
    salvarNrPedido(ctx(request), request.body),
  );

  rota(C.requisitante, { resumo: 'Requisitante da vaga' }, async (request) =>
    buscarRequisitante(deps, request.params.nrVaga),
  );

  rota(C.salvarRequisitante, { resumo: 'Requisitante da vaga' }, async (request) =>
    salvarRequisitante(ctx(request), request.body),
  );

  rota(C.setorVaga, { resumo: 'Setor (área) da vaga' }, async (request) =>
    salvarSetor(ctx(request), request.body),
  );

  rota(
    C.tipoVaga,
    { resumo: 'Recrutamento ou seleção, para todas as vagas da requisição', acesso: SELECAO_RECRUTAMENTO },
    async (request) => salvarTipoVaga(ctx(request), request.body),
  );

  rota(C.unidadesAutoatendimento, { resumo: 'Unidades com autoatendimento' }, async () =>
    listarUnidadesAutoatendimento(deps),
  );

  rota(C.dadosAutoatendimento, { resumo: 'Divulgação da vaga no autoatendimento' }, async (request) =>
    buscarAutoatendimento(deps, request.params.nrVaga),
  );

  rota(
    C.salvarAutoatendimento,
    { resumo: 'Unidade de autoatendimento da vaga (ou de todas as vagas da requisição)' },
    async (request) => salvarAutoatendimento(ctx(request), request.body),
  );

  rota(C.ufCidadeAgrupadora, { resumo: 'Estado e cidade da unidade agrupadora da vaga' }, async (request) =>
    buscarUfCidadeAgrupadora(deps, request.params.nrVaga),
  );
};
