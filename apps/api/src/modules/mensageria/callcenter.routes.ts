import { CONTRATOS_CALLCENTER as C } from '@backoffice/domain/contratos/callcenter';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import {
  candidatosCallcenter,
  conversaChatbot,
  encerrarAtendimento,
  iniciarAtendimento,
  meusAtendimentos,
  midiaDaMensagem,
  motivosDesistencia,
  retomarAtendimento,
  unidadesCallcenter,
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
 * the call-center units. The conversation's load is also read by the search history's users.
 */
export const callcenterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const acesso = { permissoes: PERMISSOES.callcenter, unidades: [...unidadesCallcenter(deps.config)] };
  const acessoConversa = {
    permissoes: [
      ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
    ],
  };

  app.get(
    C.candidatos.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.candidatos, {
        tags,
        summary: 'Conversas na fila do call center (aguardando e em atendimento) da unidade, ou de todas (*)',
        respostas: erros,
      }),
    },
    async (request) => candidatosCallcenter(deps, exigirUsuario(request), request.params),
  );

  app.get(
    C.meusAtendimentos.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.meusAtendimentos, {
        tags,
        summary: 'Atendimentos finalizados do usuário na unidade, ou em todas (*)',
        respostas: erros,
      }),
    },
    async (request) => meusAtendimentos(deps, exigirUsuario(request), request.params),
  );

  app.put(
    C.iniciarAtendimento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.iniciarAtendimento, {
        tags,
        summary: 'Assume a conversa (só um atendente a obtém; os outros sabem quem a assumiu)',
        respostas: erros,
      }),
    },
    async (request) => iniciarAtendimento(deps, exigirUsuario(request), request.params),
  );

  app.get(
    C.motivos.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.motivos, { tags, summary: 'Motivos de encerramento do atendimento' }),
    },
    async () => motivosDesistencia(deps.db),
  );

  app.put(
    C.encerrarAtendimento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.encerrarAtendimento, {
        tags,
        summary: 'Encerra o atendimento com o motivo; pode devolver o candidato ao chatbot',
        respostas: erros,
      }),
    },
    async (request) => encerrarAtendimento(deps, exigirUsuario(request), request.body),
  );

  app.put(
    C.retomarAtendimento.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.retomarAtendimento, {
        tags,
        summary: 'Reabre um atendimento finalizado pelo próprio atendente',
        respostas: erros,
      }),
    },
    async (request) => retomarAtendimento(deps, exigirUsuario(request), request.params.conversa),
  );

  app.get(
    C.conversa.caminho,
    {
      config: { acesso: acessoConversa },
      schema: esquemaDoContrato(C.conversa, {
        tags: ['chatbot'],
        summary: 'A conversa do chatbot com as mensagens, o atendimento e a janela de 24 horas',
        respostas: erros,
      }),
    },
    async (request) => conversaChatbot(deps.db, request.params.id),
  );

  app.get(
    C.midia.caminho,
    {
      config: { acesso: acessoConversa },
      schema: esquemaDoContrato(C.midia, {
        tags: ['chatbot'],
        summary: 'Arquivo (imagem, documento) enviado pelo candidato, obtido do WhatsApp',
        respostas: erros,
      }),
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
