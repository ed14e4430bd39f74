import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
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

const SELECAO = { acesso: { permissoes: PERMISSOES.selecao } };
/** The recruitment flag is also toggled from the recruiter's list (spec 001 §4 'The recruitment flag toggles S/N'). */
const SELECAO_RECRUTAMENTO = {
  acesso: { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] },
};
const tags = ['vaga-edicao'];

/** The vacancy edit panel: the vacancy's data and the saves of the simple tabs (spec 000 §7.2, §7.3). */
export const vagaEdicaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });

  app.get(
    C.dadosVaga.caminho,
    {
      // recruiters read it too: the detail panel, and the situation tab of their overdue vacancies
      // (the answer gives them only that tab, and only on those; docs/decisions/0012)
      config: SELECAO_RECRUTAMENTO,
      schema: esquemaDoContrato(C.dadosVaga, {
        tags,
        summary: 'Dados da vaga, situações permitidas e permissões do painel de edição',
      }),
    },
    async (request) => buscarDadosVaga(ctx(request), request.params.nrVaga),
  );

  app.put(
    C.descricaoVaga.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.descricaoVaga, { tags, summary: 'Descrição e informações adicionais' }),
    },
    async (request) => salvarDescricao(ctx(request), request.body),
  );

  app.post(
    C.cargoSalario.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.cargoSalario, {
        tags,
        summary: 'Cargo do cliente, salário e tipo de salário',
      }),
    },
    async (request) => salvarCargoSalario(ctx(request), request.body),
  );

  app.put(
    C.turnoVaga.caminho,
    { config: SELECAO, schema: esquemaDoContrato(C.turnoVaga, { tags, summary: 'Turno da vaga' }) },
    async (request) => salvarTurno(ctx(request), request.body),
  );

  app.put(
    C.insalubridade.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.insalubridade, {
        tags,
        summary: 'Insalubridade ou periculosidade (exclusivas, 10 a 40 %, só com a vaga aberta)',
      }),
    },
    async (request) => salvarInsalubridade(ctx(request), request.body),
  );

  app.put(
    C.nrPedido.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.nrPedido, { tags, summary: 'Número do pedido do cliente' }),
    },
    async (request) => salvarNrPedido(ctx(request), request.body),
  );

  app.get(
    C.requisitante.caminho,
    { config: SELECAO, schema: esquemaDoContrato(C.requisitante, { tags, summary: 'Requisitante da vaga' }) },
    async (request) => buscarRequisitante(deps, request.params.nrVaga),
  );

  app.post(
    C.salvarRequisitante.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.salvarRequisitante, { tags, summary: 'Requisitante da vaga' }),
    },
    async (request) => salvarRequisitante(ctx(request), request.body),
  );

  app.put(
    C.setorVaga.caminho,
    { config: SELECAO, schema: esquemaDoContrato(C.setorVaga, { tags, summary: 'Setor (área) da vaga' }) },
    async (request) => salvarSetor(ctx(request), request.body),
  );

  app.put(
    C.tipoVaga.caminho,
    {
      config: SELECAO_RECRUTAMENTO,
      schema: esquemaDoContrato(C.tipoVaga, {
        tags,
        summary: 'Recrutamento ou seleção, para todas as vagas da requisição',
      }),
    },
    async (request) => salvarTipoVaga(ctx(request), request.body),
  );

  app.get(
    C.unidadesAutoatendimento.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.unidadesAutoatendimento, { tags, summary: 'Unidades com autoatendimento' }),
    },
    async () => listarUnidadesAutoatendimento(deps),
  );

  app.get(
    C.dadosAutoatendimento.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.dadosAutoatendimento, {
        tags,
        summary: 'Divulgação da vaga no autoatendimento',
      }),
    },
    async (request) => buscarAutoatendimento(deps, request.params.nrVaga),
  );

  app.post(
    C.salvarAutoatendimento.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.salvarAutoatendimento, {
        tags,
        summary: 'Unidade de autoatendimento da vaga (ou de todas as vagas da requisição)',
      }),
    },
    async (request) => salvarAutoatendimento(ctx(request), request.body),
  );

  app.get(
    C.ufCidadeAgrupadora.caminho,
    {
      config: SELECAO,
      schema: esquemaDoContrato(C.ufCidadeAgrupadora, {
        tags,
        summary: 'Estado e cidade da unidade agrupadora da vaga',
      }),
    },
    async (request) => buscarUfCidadeAgrupadora(deps, request.params.nrVaga),
  );
};
