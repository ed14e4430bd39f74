import type { Readable } from 'node:stream';
import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import {
  LIMITES_IMPORTACAO,
  MENSAGENS_IMPORTACAO as M,
  PERMISSOES_IMPORTACAO,
} from '@backoffice/domain/importacao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { HttpError, respostaErro } from '../../platform/errors';
import { enviarExportacao } from '../../platform/exportacao';
import { router } from '../../platform/router';
import { iniciarImportacao, iniciarTrabalhadoresImportacao } from './execucao.service';
import {
  cancelarImportacao,
  criarImportacao,
  excluirMapeamento,
  lerImportacao,
  linhaDaImportacao,
  listarImportacoes,
  listarMapeamentos,
  receberArquivo,
} from './importacao.service';
import { COLUNAS_RELATORIO, linhasDaImportacao, lotesDoRelatorio } from './relatorio.service';
import { iniciarSimulacao } from './simulacao.service';

const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro, 413: respostaErro };

/** Administração › Importação (docs/importacao.md), and the workers writing the imports. */
export const importacaoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onReady', async () => {
    await iniciarTrabalhadoresImportacao(deps, app.log);
  });
  // the file is the body, streamed to disk as it arrives (never held in memory)
  app.addContentTypeParser('*', (_request, payload, feito) => feito(null, payload));

  const rota = router(app, {
    tags: ['importacao'],
    acesso: { permissoes: [...PERMISSOES_IMPORTACAO] },
    respostas: erros,
  });

  rota(C.listar, { resumo: 'As importações, da mais recente: quem, quando, arquivo, contagens' }, async () =>
    listarImportacoes(deps),
  );

  rota(
    C.enviar,
    {
      resumo:
        'Recebe o arquivo (CSV, XLSX ou exportação LGPD do portal), lê o cabeçalho e sugere o mapeamento',
    },
    async (request) => {
      const usuario = exigirUsuario(request);
      const tamanho = Number(request.headers['content-length'] ?? 0);
      if (tamanho > LIMITES_IMPORTACAO.bytesUpload) throw new HttpError(413, M.arquivoGrande);
      const corpo = request.body as unknown as Readable | undefined;
      if (!corpo || typeof corpo.pipe !== 'function') throw new HttpError(400, M.arquivoVazio);
      const arquivo = await receberArquivo(deps, corpo);
      return criarImportacao(deps, {
        tipo: request.query.tipo,
        nome: request.query.nome,
        arquivo,
        cdUsuario: usuario.cd_sip,
        removerAoRecusar: true,
      });
    },
  );

  rota(
    C.ler,
    { resumo: 'Uma importação: situação, andamento, cabeçalho, amostra e mapeamento' },
    async (request) => lerImportacao(deps, request.params.cd_importacao),
  );

  rota(
    C.simular,
    { resumo: 'Confere cada linha pelas regras do tipo, sem gravar cadastros (em segundo plano)' },
    async (request) =>
      iniciarSimulacao(
        deps,
        request.params.cd_importacao,
        request.body,
        exigirUsuario(request).cd_sip,
        request.log,
      ),
  );

  rota(
    C.importar,
    { resumo: 'Grava as linhas válidas em segundo plano (retoma de onde parou)' },
    async (request) => iniciarImportacao(deps, request.params.cd_importacao),
  );

  rota(C.cancelar, { resumo: 'Para a conferência ou a importação após o lote em curso' }, async (request) =>
    cancelarImportacao(deps, request.params.cd_importacao),
  );

  rota(C.linhas, { resumo: 'O relatório linha a linha, por situação, em páginas' }, async (request) =>
    linhasDaImportacao(deps, request.params.cd_importacao, request.query),
  );

  rota(
    C.relatorio,
    { resumo: 'O relatório de todas as linhas em CSV (fórmulas neutralizadas)' },
    async (request, reply) => {
      const cd = request.params.cd_importacao;
      await linhaDaImportacao(deps.db, cd);
      return enviarExportacao(reply, {
        formato: 'csv',
        nome: `importacao-${cd}`,
        colunas: COLUNAS_RELATORIO,
        lotes: lotesDoRelatorio(deps.dbLeitura, cd),
      });
    },
  );

  rota(C.mapeamentos, { resumo: 'Os mapeamentos salvos do tipo' }, async (request) =>
    listarMapeamentos(deps, request.query.tipo),
  );

  rota(C.excluirMapeamento, { resumo: 'Exclui um mapeamento salvo' }, async (request) =>
    excluirMapeamento(deps, request.params.cd_mapeamento),
  );
};
