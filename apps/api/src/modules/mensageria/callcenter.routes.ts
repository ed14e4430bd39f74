import { CONTRATOS_CALLCENTER as C } from '@backoffice/domain/contratos/callcenter';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  candidatosCallcenter,
  conversaChatbot,
  encerrarAtendimento,
  iniciarAtendimento,
  meusAtendimentos,
  midiaDaMensagem,
  motivosDesistencia,
  retomarAtendimento,
} from './callcenter.service';

const tags = ['callcenter'];

/** Sends a file's bytes (a Buffer is sent as is, never through the JSON serializer). */
function enviarArquivo(
  reply: FastifyReply,
  tipo: string,
  disposicao: string,
  conteudo: Buffer,
): FastifyReply {
  return reply
    .type(tipo)
    .header('content-disposition', disposicao)
    .header('cache-control', 'private, max-age=300')
    .send(conteudo);
}
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };

/**
 * The call center (spec 001 §2.17, §7; 002 §6, §7 'Call-center screen'): code 316, only for users of
 * the call-center units (id_callcenter 'S', read on each request). The conversation's load is also read by the search history's users.
 */
export const callcenterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const acesso = { permissoes: PERMISSOES.callcenter, unidadeCom: 'id_callcenter' as const };
  const acessoConversa = {
    permissoes: [
      ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
    ],
  };

  const rota = router(app, { tags, acesso, respostas: erros });

  rota(
    C.candidatos,
    { resumo: 'Conversas na fila do call center (aguardando e em atendimento) da unidade, ou de todas (*)' },
    async (request) => candidatosCallcenter(deps, exigirUsuario(request), request.params),
  );

  rota(
    C.meusAtendimentos,
    { resumo: 'Atendimentos finalizados do usuário na unidade, ou em todas (*)' },
    async (request) => meusAtendimentos(deps, exigirUsuario(request), request.params),
  );

  rota(
    C.iniciarAtendimento,
    { resumo: 'Assume a conversa (só um atendente a obtém; os outros sabem quem a assumiu)' },
    async (request) => iniciarAtendimento(deps, exigirUsuario(request), request.params),
  );

  rota(C.motivos, { resumo: 'Motivos de encerramento do atendimento', respostas: {} }, async () =>
    motivosDesistencia(deps.db),
  );

  rota(
    C.encerrarAtendimento,
    { resumo: 'Encerra o atendimento com o motivo; pode devolver o candidato ao chatbot' },
    async (request) => encerrarAtendimento(deps, exigirUsuario(request), request.body),
  );

  rota(
    C.retomarAtendimento,
    { resumo: 'Reabre um atendimento finalizado pelo próprio atendente' },
    async (request) => retomarAtendimento(deps, exigirUsuario(request), request.params.conversa),
  );

  rota(
    C.conversa,
    {
      resumo: 'A conversa do chatbot com as mensagens, o atendimento e a janela de 24 horas',
      tags: ['chatbot'],
      acesso: acessoConversa,
    },
    async (request) => conversaChatbot(deps.db, request.params.id),
  );

  rota(
    C.midia,
    {
      resumo: 'Arquivo (imagem, documento) enviado pelo candidato, obtido do WhatsApp',
      tags: ['chatbot'],
      acesso: acessoConversa,
    },
    async (request, reply) => {
      const m = await midiaDaMensagem(deps, request.params.mensagem);
      // a file name from outside: only plain characters go into the header
      const nome = (m.nome ?? `arquivo-${request.params.mensagem}`).replace(/[^\w.-]/g, '_').slice(0, 100);
      return enviarArquivo(
        reply,
        m.tipo,
        `${m.anexo ? 'attachment' : 'inline'}; filename="${nome}"`,
        m.conteudo,
      );
    },
  );
};
