import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { COLUNAS_EXPORTACAO_MOV_CAND, COLUNAS_EXPORTACAO_VAGAS } from '@backoffice/domain/gerencial';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { enviarExportacao } from '../../../platform/exportacao';
import { router } from '../../../platform/router';
import { lotesMovimentacaoCandidatos, relatorioMovimentacaoCandidatos } from './relatorio-mov-cand.service';
import { listarVagasGerencial, listarVagasSelecao, lotesVagasGerencial } from './vagas-selecao.service';

/** GET /api/vaga/vagas-selecao: the selector's vacancy list, My openings (spec 001 §2.12, 002 §3.8, §7). */
export const vagasSelecaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['vaga'], acesso: { permissoes: PERMISSOES.gerencial } });

  rota(
    C.vagasSelecao,
    {
      resumo: 'Vagas da seleção pelos filtros (Minhas Vagas); 409 enquanto o usuário tiver vagas em atraso',
      acesso: { permissoes: PERMISSOES.selecao },
      respostas: { 409: respostaErro },
    },
    async (request) =>
      listarVagasSelecao(deps.dbLeitura, exigirUsuario(request), request.query, dataNegocio()),
  );

  rota(
    C.vagasSelecaoGerencial,
    {
      resumo: 'Vagas da seleção pelos filtros do gerente (Seleção - Gerencial)',
      config: { leituraEmReplica: true },
    },
    async (request) =>
      listarVagasGerencial(deps.dbLeitura, exigirUsuario(request), request.body, dataNegocio()),
  );

  rota(
    C.relatorioMovCand,
    {
      resumo: 'Movimentação dos candidatos nas vagas (relatório da gerência)',
      config: { leituraEmReplica: true },
    },
    async (request) =>
      relatorioMovimentacaoCandidatos(deps.dbLeitura, exigirUsuario(request), request.body, dataNegocio()),
  );

  rota(
    C.exportarRelatorioMovCand,
    {
      resumo: 'Movimentação dos candidatos exportada em CSV ou XLSX (transmitida em lotes)',
      config: { leituraEmReplica: true },
    },
    async (request, reply) =>
      enviarExportacao(reply, {
        formato: request.query.formato,
        nome: 'movimentacao-candidatos',
        colunas: COLUNAS_EXPORTACAO_MOV_CAND,
        lotes: lotesMovimentacaoCandidatos(
          deps.dbLeitura,
          exigirUsuario(request),
          request.body,
          dataNegocio(),
        ),
      }),
  );

  rota(
    C.exportarVagasSelecaoGerencial,
    {
      resumo: 'Vagas do gerente exportadas em CSV ou XLSX (transmitidas em lotes)',
      config: { leituraEmReplica: true },
    },
    async (request, reply) =>
      enviarExportacao(reply, {
        formato: request.query.formato,
        nome: 'vagas',
        colunas: COLUNAS_EXPORTACAO_VAGAS,
        lotes: lotesVagasGerencial(deps.dbLeitura, exigirUsuario(request), request.body, dataNegocio()),
      }),
  );
};
