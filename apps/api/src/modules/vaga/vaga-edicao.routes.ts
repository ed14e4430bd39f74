import { PERMISSOES } from '@backoffice/domain/permissions';
import {
  cargoSalarioBody,
  dadosAutoatendimentoBody,
  dadosAutoatendimentoResposta,
  dadosVagaResposta,
  descricaoVagaBody,
  insalubridadeBody,
  nrPedidoBody,
  nrVagaParams,
  requisitanteBody,
  requisitanteResposta,
  respostaSalvar,
  setorVagaBody,
  tipoVagaBody,
  turnoVagaBody,
  ufCidadeAgrupadoraResposta,
  unidadeAutoatendimentoLinha,
} from '@backoffice/domain/vaga-edicao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
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
const TAG = ['vaga-edicao'];

/** The vacancy edit panel: the vacancy's data and the saves of the simple tabs (spec 000 §7.2, §7.3). */
export const vagaEdicaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });

  app.get(
    '/vaga/dados-vaga/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Dados da vaga, situações permitidas e permissões do painel de edição',
        params: nrVagaParams,
        response: { 200: dadosVagaResposta },
      },
    },
    async (request) => buscarDadosVaga(ctx(request), request.params.nrVaga),
  );

  app.put(
    '/vaga/descricao-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Descrição e informações adicionais',
        body: descricaoVagaBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarDescricao(ctx(request), request.body),
  );

  app.post(
    '/vaga/atualiza-cargo-salario',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Cargo do cliente, salário e tipo de salário',
        body: cargoSalarioBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarCargoSalario(ctx(request), request.body),
  );

  app.put(
    '/vaga/turno-vaga',
    {
      config: SELECAO,
      schema: { tags: TAG, summary: 'Turno da vaga', body: turnoVagaBody, response: { 200: respostaSalvar } },
    },
    async (request) => salvarTurno(ctx(request), request.body),
  );

  app.put(
    '/vaga/insalubridade-periculosidade-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Insalubridade ou periculosidade (exclusivas, 10 a 40 %, só com a vaga aberta)',
        body: insalubridadeBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarInsalubridade(ctx(request), request.body),
  );

  app.put(
    '/vaga/nr-pedido-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Número do pedido do cliente',
        body: nrPedidoBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarNrPedido(ctx(request), request.body),
  );

  app.get(
    '/vaga/requisitante-vaga/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Requisitante da vaga',
        params: nrVagaParams,
        response: { 200: requisitanteResposta },
      },
    },
    async (request) => buscarRequisitante(deps, request.params.nrVaga),
  );

  app.post(
    '/vaga/requisitante-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Requisitante da vaga',
        body: requisitanteBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarRequisitante(ctx(request), request.body),
  );

  app.put(
    '/vaga/setor-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Setor (área) da vaga',
        body: setorVagaBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarSetor(ctx(request), request.body),
  );

  app.put(
    '/vaga/tipo-vaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Recrutamento ou seleção, para todas as vagas da requisição',
        body: tipoVagaBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarTipoVaga(ctx(request), request.body),
  );

  app.get(
    '/vaga/unidades-autoatendimento',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Unidades com autoatendimento',
        response: { 200: z.array(unidadeAutoatendimentoLinha) },
      },
    },
    async () => listarUnidadesAutoatendimento(deps),
  );

  app.get(
    '/vaga/dados-autoatendimento/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Divulgação da vaga no autoatendimento',
        params: nrVagaParams,
        response: { 200: dadosAutoatendimentoResposta },
      },
    },
    async (request) => buscarAutoatendimento(deps, request.params.nrVaga),
  );

  app.post(
    '/vaga/dados-autoatendimento',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Unidade de autoatendimento da vaga (ou de todas as vagas da requisição)',
        body: dadosAutoatendimentoBody,
        response: { 200: respostaSalvar },
      },
    },
    async (request) => salvarAutoatendimento(ctx(request), request.body),
  );

  app.get(
    '/vaga/uf-cidade-agrupadora-vaga/:nrVaga',
    {
      config: SELECAO,
      schema: {
        tags: TAG,
        summary: 'Estado e cidade da unidade agrupadora da vaga',
        params: nrVagaParams,
        response: { 200: ufCidadeAgrupadoraResposta },
      },
    },
    async (request) => buscarUfCidadeAgrupadora(deps, request.params.nrVaga),
  );
};
