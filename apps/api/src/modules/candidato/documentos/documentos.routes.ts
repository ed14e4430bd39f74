import { MENSAGENS_ASSINATURA as M } from '@backoffice/domain/assinatura';
import { CONTRATOS_ASSINATURA as C } from '@backoffice/domain/contratos/assinatura';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, HttpError, respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { registrarLeituraDaRequisicao } from '../lgpd/lgpd-acesso.service';
import {
  assinaturaWebhookValida,
  documentosDaVaga,
  enviarDocumento,
  informacoesDocumentos,
  marcarLocal,
  receberWebhook,
  vagasComDocumentos,
} from './documentos.service';

const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro, 502: respostaErro };
const tags = ['documentos'];
export const LIMITE_WEBHOOK_ASSINATURA_BYTES = 1_048_576;

/** Signature documents of the candidate's vacancies and the signature service's webhook (spec 002 §3.7, §7). */
export const documentosRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso, respostas: erros });

  rota(C.documentos, { resumo: 'Vagas do candidato com documentos' }, async (request) => {
    const r = await vagasComDocumentos(deps, request.params.cd);
    if (r.length) await registrarLeituraDaRequisicao(deps.db, request, request.params.cd, 'documento');
    return r;
  });
  rota(C.documentosVaga, { resumo: 'Documentos da vaga para assinatura' }, async (request) => {
    const { cd, nrVaga } = request.params;
    const r = await documentosDaVaga(deps, cd, nrVaga);
    if (r.length) await registrarLeituraDaRequisicao(deps.db, request, cd, 'documento', `vaga ${nrVaga}`);
    return r;
  });
  rota(
    C.enviarDocumento,
    { resumo: 'Envia o documento de rescisão (R) ou prorrogação (P) para assinatura' },
    async (request) =>
      enviarDocumento(deps, exigirUsuario(request), request.params.cd, request.params.nrVaga, request.body),
  );
  rota(C.informacoes, { resumo: 'Informações de assinatura dos documentos' }, async (request) =>
    informacoesDocumentos(deps, request.query['ids[]']),
  );
  rota(
    C.marcarLocal,
    { resumo: 'Serviço de assinatura local: marca a assinatura como visualizada, assinada, recusada...' },
    async (request) =>
      marcarLocal(deps, request.params.id, request.params.acao, request.body?.reason ?? null),
  );

  // The service's webhook: public, authenticated by the signature of the exact bytes received.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, corpo, done) => {
      done(null, corpo);
    });
    router(webhook, { tags, acesso: { publica: true } })(
      C.webhook,
      {
        resumo:
          'Eventos da Autentique (assinados com x-autentique-signature): relê o documento e guarda a situação',
        respostas: { 400: respostaErro, 401: respostaErro },
        config: { assinadaPeloRemetente: true },
        bodyLimit: LIMITE_WEBHOOK_ASSINATURA_BYTES,
      },
      async (request) => {
        const segredo = deps.config.AUTENTIQUE_WEBHOOK_SECRET;
        const corpo = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const assinatura = request.headers['x-autentique-signature'];
        if (
          !segredo ||
          !assinaturaWebhookValida(corpo, typeof assinatura === 'string' ? assinatura : undefined, segredo)
        )
          throw new HttpError(401, M.assinaturaInvalida);
        let json: unknown;
        try {
          json = JSON.parse(corpo.toString('utf8'));
        } catch {
          throw badRequest(M.corpoInvalido);
        }
        return receberWebhook(deps, json);
      },
    );
  });
};
