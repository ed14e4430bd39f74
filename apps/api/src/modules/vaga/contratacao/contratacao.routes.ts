import { COLUNAS_EXPORTACAO_CONTRATACOES, PERMISSOES_CONTRATACAO } from '@backoffice/domain/contratacao';
import { CONTRATOS_CONTRATACOES as C } from '@backoffice/domain/contratos/contratacoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { enviarExportacao } from '../../../platform/exportacao';
import { router } from '../../../platform/router';
import { iniciarAvisosFimDeContrato } from './alertas-contrato.service';
import {
  alterarContratacao,
  encerrarContratacao,
  lerContratacao,
  listarContratacoes,
  lotesContratacoes,
  prorrogarContratacao,
} from './contratacao.service';
import { cotasDaUnidade, cotasDoCliente } from './cotas.service';

const LEITURA = { permissoes: PERMISSOES_CONTRATACAO.consultar };
const EDICAO = { permissoes: PERMISSOES_CONTRATACAO.editar };

/** Placements (docs/contratacoes.md) and the clients' legal quotas. */
export const contratacaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  let avisos: { parar(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    avisos = iniciarAvisosFimDeContrato(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await avisos?.parar();
  });

  const rota = router(app, {
    tags: ['contratacoes'],
    acesso: LEITURA,
    respostas: { 400: respostaErro, 404: respostaErro, 409: respostaErro },
  });

  rota(
    C.listar,
    { resumo: 'Contratações pelos filtros (cliente, unidade, analista, tipo, término em N dias)' },
    async (request) => listarContratacoes(deps.dbLeitura, request.query),
  );
  rota(
    C.exportar,
    { resumo: 'Contratações pelos filtros em CSV ou XLSX (em lotes)' },
    async (request, reply) => {
      const { formato, ...filtros } = request.query;
      return enviarExportacao(reply, {
        formato,
        nome: 'contratacoes',
        colunas: COLUNAS_EXPORTACAO_CONTRATACOES,
        lotes: lotesContratacoes(deps.dbLeitura, filtros),
      });
    },
  );
  rota(C.ler, { resumo: 'Uma contratação, com as pendências do eSocial S-2200' }, async (request) =>
    lerContratacao(deps.db, request.params.id),
  );
  rota(
    C.alterar,
    {
      resumo: 'Altera as datas, o aprendiz e a contratação substituída (temporário: até 180 dias)',
      acesso: EDICAO,
    },
    async (request) => ({
      message: await alterarContratacao(deps.db, exigirUsuario(request), request.params.id, request.body),
    }),
  );
  rota(
    C.prorrogar,
    {
      resumo: 'Prorroga o contrato temporário uma vez: até 90 dias, 270 no total (Lei 6.019)',
      acesso: EDICAO,
    },
    async (request) => ({
      message: await prorrogarContratacao(deps.db, exigirUsuario(request), request.params.id, request.body),
    }),
  );
  rota(
    C.encerrar,
    { resumo: 'Encerra a contratação antes do prazo, com o motivo', acesso: EDICAO },
    async (request) => ({
      message: await encerrarContratacao(deps.db, exigirUsuario(request), request.params.id, request.body),
    }),
  );
  rota(
    C.cotasCliente,
    { resumo: 'Cotas legais do cliente: PCD (Lei 8.213, art. 93) e aprendizes' },
    async (request) => cotasDoCliente(deps.db, request.params.cd_pessoa),
  );
  rota(
    C.cotasUnidade,
    { resumo: 'Cotas legais dos clientes de uma unidade, com as faltas primeiro' },
    async (request) =>
      cotasDaUnidade(deps.dbLeitura, request.query.cd_unidade ?? null, request.query.com_falta === 'S'),
  );
};
