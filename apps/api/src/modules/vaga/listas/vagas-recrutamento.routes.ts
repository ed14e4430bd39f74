import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { COLUNAS_EXPORTACAO_MOVIMENTACAO } from '@backoffice/domain/recrutamento';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { enviarExportacao } from '../../../platform/exportacao';
import { router } from '../../../platform/router';
import {
  contarVagasPorTipo,
  listarMovimentacoesRecrutamento,
  listarVagasAbertasPorTipo,
  listarVagasRecrutamento,
  lotesMovimentacoesRecrutamento,
} from './vagas-recrutamento.service';

const recrutamento = { permissoes: PERMISSOES.recrutamentoEntrar };
/** The open-vacancy lists are shown to recruiters, selectors and the self-service screen (spec 001 §2.10). */
const vagasAbertas = {
  permissoes: [
    ...new Set([
      ...PERMISSOES.recrutamentoEntrar,
      ...PERMISSOES.selecao,
      ...PERMISSOES.autoatendimento,
      ...PERMISSOES.gestaoVagasAbertas,
    ]),
  ],
};
const tags = ['recrutamento'];

/**
 * The recruiter's lists (spec 001 §2.10, §2.13, §2.15): Vagas Recrutamento, the open-vacancy counters
 * and lists per sector and type, and the movement report.
 */
export const vagasRecrutamentoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso: recrutamento });

  rota(
    C.vagasRecrutamento,
    {
      resumo: 'Vagas do recrutamento pelos filtros; 409 enquanto o usuário tiver vagas em atraso',
      respostas: { 409: respostaErro },
    },
    async (request) =>
      listarVagasRecrutamento(deps.dbLeitura, exigirUsuario(request), request.query, dataNegocio()),
  );

  rota(
    C.contadorVagasPorTipo,
    {
      resumo: 'Vagas abertas da unidade agrupadora do usuário por setor (R/S) e tipo (A/G/Q/O)',
      acesso: vagasAbertas,
    },
    async (request) => contarVagasPorTipo(deps.dbLeitura, exigirUsuario(request)),
  );

  rota(
    C.vagasAbertasPorTipo,
    {
      resumo: 'Vagas abertas de um tipo e setor (origem R ou S) da unidade agrupadora do usuário',
      acesso: vagasAbertas,
      config: { leituraEmReplica: true },
    },
    async (request) => listarVagasAbertasPorTipo(deps.dbLeitura, exigirUsuario(request), request.body),
  );

  rota(
    C.movimentacoesRecrutamento,
    { resumo: 'Movimentação das vagas abertas do recrutamento da unidade agrupadora do usuário' },
    async (request) => listarMovimentacoesRecrutamento(deps.dbLeitura, exigirUsuario(request), dataNegocio()),
  );

  rota(
    C.exportarMovimentacoesRecrutamento,
    {
      resumo:
        'Movimentação das vagas do recrutamento exportada em CSV ou XLSX (transmitida em lotes, todas as linhas)',
    },
    async (request, reply) => {
      return enviarExportacao(reply, {
        formato: request.query.formato,
        nome: 'movimentacao-recrutamento',
        colunas: COLUNAS_EXPORTACAO_MOVIMENTACAO,
        lotes: lotesMovimentacoesRecrutamento(deps.dbLeitura, exigirUsuario(request), dataNegocio()),
      });
    },
  );
};
