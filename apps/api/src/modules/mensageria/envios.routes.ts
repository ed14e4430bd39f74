import { CONTRATOS_MENSAGERIA as C } from '@backoffice/domain/contratos/mensageria';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { envioAnuncio } from './anuncio.service';
import { comecarConversas } from './conversas-chatbot.service';

const acesso = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };

/** The sends of the search history (spec 001 §2.5, §7): the announcement and the chatbot's first contact. */
export const enviosCandidatoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['candidato'], acesso, respostas: erros });

  rota(
    C.envioAnuncio,
    { resumo: 'Envio normal: o anúncio da vaga por e-mail e SMS aos candidatos da pesquisa' },
    async (request) => envioAnuncio(deps, exigirUsuario(request), request.params.selection),
  );

  rota(
    C.comecarConversas,
    { resumo: 'Envio chatbot: abre uma conversa de WhatsApp com cada candidato da pesquisa' },
    async (request) => comecarConversas(deps, exigirUsuario(request), request.params.selection),
  );
};
