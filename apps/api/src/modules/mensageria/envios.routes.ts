import { comecarConversasResposta, envioAnuncioResposta, selecaoParams } from '@backoffice/domain/mensageria';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { comecarConversas, envioAnuncio } from './envios.service';

const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };

/** The sends of the search history (spec 001 §2.5, §7): the announcement and the chatbot's first contact. */
export const enviosCandidatoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/candidato/envio-anuncio-candidato/:selection',
    {
      config: { acesso },
      schema: {
        tags: ['candidato'],
        summary: 'Envio normal: o anúncio da vaga por e-mail e SMS aos candidatos da pesquisa',
        params: selecaoParams,
        response: { 200: envioAnuncioResposta, ...erros },
      },
    },
    async (request) => envioAnuncio(deps, exigirUsuario(request), request.params.selection),
  );

  app.post(
    '/candidato/comecar-conversas-chatbot/:selection',
    {
      config: { acesso },
      schema: {
        tags: ['candidato'],
        summary: 'Envio chatbot: abre uma conversa de WhatsApp com cada candidato da pesquisa',
        params: selecaoParams,
        response: { 200: comecarConversasResposta, ...erros },
      },
    },
    async (request) => comecarConversas(deps, exigirUsuario(request), request.params.selection),
  );
};
