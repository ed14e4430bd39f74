import { CONTRATOS_FATURAMENTO_AVALIACAO as C } from '@backoffice/domain/contratos/faturamento-avaliacao';
import { dataNegocio } from '@backoffice/domain/datas';
import {
  COLUNAS_EXPORTACAO_FATURAMENTO,
  PERMISSOES_FATURAMENTO_AVALIACAO,
} from '@backoffice/domain/faturamento-avaliacao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { enviarExportacao } from '../../../platform/exportacao';
import { router } from '../../../platform/router';
import {
  faturamentoDaRequisicao,
  listarFaturamentoAvaliacao,
  lotesFaturamentoAvaliacao,
  salvarFaturamentoAvaliacao,
} from './faturamento-avaliacao.service';

const LEITURA = { permissoes: PERMISSOES_FATURAMENTO_AVALIACAO.consultar };
const EDICAO = { permissoes: PERMISSOES_FATURAMENTO_AVALIACAO.editar };

/**
 * Faturamento Avaliação (docs/faturamento-avaliacao.md): Pesquisar and the requisition's vacancies
 * are read by 58, 59, 60 and finance (107); Criar's save only by 58, 59, 60.
 */
export const faturamentoAvaliacaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['faturamento'],
    acesso: LEITURA,
    respostas: { 400: respostaErro },
  });

  rota(
    C.avaliacoes,
    {
      resumo: 'Vagas com o seu faturamento pelos filtros (códigos 58, 59, 60 e 107), uma página e os totais',
    },
    async (request) => listarFaturamentoAvaliacao(deps.dbLeitura, request.query),
  );

  rota(
    C.exportarAvaliacoes,
    { resumo: 'Faturamento das vagas exportado em CSV ou XLSX (códigos 58, 59, 60 e 107; em lotes)' },
    async (request, reply) => {
      const { formato, ...filtros } = request.query;
      return enviarExportacao(reply, {
        formato,
        nome: 'faturamento-avaliacao',
        colunas: COLUNAS_EXPORTACAO_FATURAMENTO,
        lotes: lotesFaturamentoAvaliacao(deps.dbLeitura, filtros),
      });
    },
  );

  rota(
    C.requisicao,
    {
      resumo: 'Vagas de uma requisição com o faturamento e se podem ser alteradas (códigos 58, 59, 60 e 107)',
      respostas: { 400: respostaErro, 404: respostaErro },
    },
    async (request) => faturamentoDaRequisicao(deps, request.params.nrRequisicao, dataNegocio()),
  );

  rota(
    C.salvar,
    {
      resumo: 'Define o faturamento das vagas de uma requisição numa transação (códigos 58, 59, 60)',
      descricao:
        'Cada linha segue as regras da aba Faturamento da vaga. Qualquer linha recusada responde 400 com as mensagens de todas (vagas.N.campo: Vaga X: …) e nada é gravado.',
      acesso: EDICAO,
      respostas: { 400: respostaErro, 404: respostaErro },
    },
    async (request) => salvarFaturamentoAvaliacao(deps, exigirUsuario(request), request.body, dataNegocio()),
  );
};
