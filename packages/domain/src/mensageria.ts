import { z } from 'zod';
import { codigo, LIMITES_ENTRADA, texto, textoAparado } from './entrada';

/**
 * Sends from a search of a vacancy (spec 001 §2.5, §7, §9): the normal send (e-mail and SMS with the
 * vacancy's announcement) and the chatbot send (a WhatsApp template that opens a conversation).
 */

/**
 * The spec's chatbot units (spec 001 §5, §9): only the default of a unit's id_chatbot
 * (flagsPadraoDaUnidade); the stored flag decides.
 */
export const UNIDADES_CHATBOT = [1, 101, 201, 19, 119, 219, 330, 145, 45, 430] as const;

/** Estimated cost of one chatbot conversation, in BRL (spec 001 §9: 0.35, variable). */
export const CUSTO_CONVERSA_CHATBOT_BRL = 0.35;

/** Longest free text of a WhatsApp message (the Cloud API's limit). */
export const MAX_TEXTO_WHATSAPP = 4096;

/** Hours after the candidate's last reply in which a free text may be sent (the channel's service window). */
export const JANELA_RESPOSTA_HORAS = 24;

/** The estimated cost of starting conversations with `candidatos` candidates. */
export function custoEstimadoChatbot(candidatos: number): number {
  return Math.round(candidatos * CUSTO_CONVERSA_CHATBOT_BRL * 100) / 100;
}

/** Status of a chatbot conversation (ID_STATUS_TYPE) and its label (DS_STATUS_CONVERSA). */
export const STATUS_CONVERSA = {
  aguardando: { id: 1, ds: 'Aguardando resposta' },
  respondida: { id: 2, ds: 'Candidato respondeu' },
  encerrada: { id: 3, ds: 'Encerrada' },
  falha: { id: 9, ds: 'Falha no envio' },
} as const;

export const CANAIS_ENVIO = ['email', 'sms', 'whatsapp'] as const;
export type CanalEnvio = (typeof CANAIS_ENVIO)[number];

export const MENSAGENS_ENVIO = {
  semCandidatos: 'Nenhum candidato desta pesquisa pode receber o envio.',
  semContato: 'Candidato sem e-mail e sem celular.',
  semCelular: 'Candidato sem celular válido para WhatsApp.',
  conversaAberta: 'Já existe uma conversa em andamento com o candidato para esta vaga.',
  unidadeSemChatbot: 'O envio pelo chatbot não está disponível para a sua unidade.',
  erroDesconhecido: 'Erro desconhecido',
  erroEnvioNormal: 'Não foi possível realizar o envio.',
  erroConversas: 'Não foi possível carregar as conversas do chatbot.',
  erroEnviarMensagem: 'Não foi possível enviar a mensagem.',
  conversaNaoEncontrada: 'Conversa não encontrada.',
  telefoneDiferente: 'O telefone informado não é o da conversa.',
  aguardandoResposta:
    'Aguarde a resposta do candidato ao contato inicial: mensagens antes disso contam como spam e o canal pode ser bloqueado.',
  janelaExpirada: `A última resposta do candidato tem mais de ${JANELA_RESPOSTA_HORAS} horas: reabra o contato com a mensagem inicial.`,
  conversaEncerrada: 'Esta conversa foi encerrada.',
  mensagemObrigatoria: 'Informe a mensagem.',
  mensagemLonga: `A mensagem pode ter no máximo ${MAX_TEXTO_WHATSAPP} caracteres.`,
  envioNormalConcluido: (email: number, sms: number) =>
    `Envio concluído: ${email} ${email === 1 ? 'e-mail' : 'e-mails'} e ${sms} SMS.`,
  chatbotConcluido: (n: number) =>
    n === 1 ? '1 conversa iniciada pelo chatbot.' : `${n} conversas iniciadas pelo chatbot.`,
  assinaturaInvalida: 'Assinatura inválida.',
  corpoInvalido: 'Corpo da notificação inválido.',
} as const;

/** An error of one candidate in a send. */
export const erroEnvioCandidato = z.object({
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  CANAL: z.enum(CANAIS_ENVIO),
  ERRO: z.string(),
});
export type ErroEnvioCandidato = z.infer<typeof erroEnvioCandidato>;

/** Answer of POST candidato/envio-anuncio-candidato/{selection}. */
export const envioAnuncioResposta = z.object({
  message: z.string(),
  enviados: z.object({ email: z.number(), sms: z.number() }),
  erros: z.array(erroEnvioCandidato),
});
export type EnvioAnuncioResposta = z.infer<typeof envioAnuncioResposta>;

/** Answer of POST candidato/comecar-conversas-chatbot/{selection} (spec 001 §7). */
export const comecarConversasResposta = z.object({
  message: z.string(),
  candidatosEnviados: z.array(
    z.object({ CD_PESSOA: z.number(), NM_PESSOA: z.string(), ID_CHATBOT_CONVERSA: z.number() }),
  ),
  candidatosErros: z.array(erroEnvioCandidato),
});
export type ComecarConversasResposta = z.infer<typeof comecarConversasResposta>;

export const selecaoParams = z.object({
  selection: codigo('int8', 'Pesquisa inválida.'),
});

/** Delivery status of a sent message, from the channel's webhook. */
export const STATUS_ENTREGA = ['sent', 'delivered', 'read', 'failed'] as const;
export type StatusEntrega = (typeof STATUS_ENTREGA)[number];

/** The order a status only moves forward in (a late 'delivered' never undoes 'read'). */
export const ORDEM_STATUS_ENTREGA: Record<StatusEntrega, number> = {
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

export const ROTULO_STATUS_ENTREGA: Record<StatusEntrega, string> = {
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
};

/** A message of a chatbot conversation (spec 001 §3 'Message'). */
export const chatbotMensagem = z.object({
  ID_CHATBOT_MENSAGEM: z.number(),
  /** The message as the channel carries it: type template, interactive, text, contacts or button. */
  JSON_MENSAGEM: z.record(z.string(), z.unknown()),
  /** ENVIADO (sent to the candidate) or RECEBIDO (the candidate's). */
  ID_TIPO: z.enum(['ENVIADO', 'RECEBIDO']),
  DATA_MENSAGEM: z.string(),
  NM_PESSOA_ANALISTA: z.string().nullable(),
  /** Delivery status of a sent message (null for the candidate's). */
  DS_STATUS: z.enum(STATUS_ENTREGA).nullable(),
});
export type ChatbotMensagem = z.infer<typeof chatbotMensagem>;

/** A chatbot conversation (spec 001 §3 'Chatbot conversation'). */
export const chatbotConversa = z.object({
  ID_CHATBOT_CONVERSA: z.number(),
  CD_PESSOA_CANDIDATO: z.number(),
  NOME_CANDIDATO: z.string(),
  NR_TELEFONE: z.string(),
  ID_STATUS_TYPE: z.number(),
  DS_STATUS_CONVERSA: z.string(),
  DT_INICIO_CONVERSA: z.string(),
  NODES: z.array(chatbotMensagem),
});
export type ChatbotConversa = z.infer<typeof chatbotConversa>;

/** POST chatbot/send-message (spec 001 §7). */
export const enviarMensagemBody = z.object({
  message: textoAparado(
    MAX_TEXTO_WHATSAPP,
    MENSAGENS_ENVIO.mensagemLonga,
    MENSAGENS_ENVIO.mensagemObrigatoria,
  ).default(''),
  envio_primeira_msg: z.enum(['S', 'N'], { error: 'Informe S ou N.' }).default('N'),
  nr_telefone: textoAparado(20).optional(),
  id_chatbot_fluxo: codigo('int4').optional(),
  nm_pessoa_analista: textoAparado(200).optional(),
  id_chatbot_conversa: codigo('int8', MENSAGENS_ENVIO.conversaNaoEncontrada),
});
export type EnviarMensagemBody = z.infer<typeof enviarMensagemBody>;

/** Answer of POST chatbot/send-message: the stored message. */
export const enviarMensagemResposta = z.object({ message: z.string(), mensagem: chatbotMensagem });

/** Query of GET /api/chatbot/webhook: the channel's verification request. */
export const webhookVerificacaoQuery = z.object({
  'hub.mode': texto(LIMITES_ENTRADA.textoCurtoMax).optional(),
  'hub.verify_token': texto(LIMITES_ENTRADA.textoCurtoMax).optional(),
  'hub.challenge': texto(LIMITES_ENTRADA.textoCurtoMax).optional(),
});

/** The verification's answer: the hub.challenge received, as text/plain. */
export const webhookVerificacaoResposta = z.string().describe('text/plain');

/** Answer of POST /api/chatbot/webhook: how many candidate replies were stored. */
export const webhookResposta = z.object({ guardadas: z.number() });

/** What one WhatsApp message is, in a line of text (the conversation modal and the chat). */
export function textoMensagemWhatsapp(json: Record<string, unknown>): string {
  const tipo = String(json.type ?? '');
  const obj = (k: string) =>
    json[k] && typeof json[k] === 'object' ? (json[k] as Record<string, unknown>) : {};
  switch (tipo) {
    case 'text':
      return String(obj('text').body ?? '');
    case 'button':
      return String(obj('button').text ?? '');
    case 'template': {
      const t = obj('template');
      const corpo = typeof t.texto === 'string' ? t.texto : '';
      return corpo || `Mensagem inicial (${String(t.name ?? 'modelo')})`;
    }
    case 'interactive': {
      const i = obj('interactive');
      const resposta =
        (i.button_reply as { title?: string } | undefined)?.title ??
        (i.list_reply as { title?: string } | undefined)?.title ??
        ((i.body as { text?: string } | undefined)?.text as string | undefined);
      return String(resposta ?? 'Mensagem interativa');
    }
    case 'contacts': {
      const contatos = Array.isArray(json.contacts)
        ? (json.contacts as { name?: { formatted_name?: string } }[])
        : [];
      const nomes = contatos.map((c) => c.name?.formatted_name).filter(Boolean);
      return `Contato compartilhado${nomes.length ? `: ${nomes.join(', ')}` : ''}`;
    }
    default:
      return tipo ? `Mensagem do tipo ${tipo}` : 'Mensagem';
  }
}

/** A message sent from a search, as kept in the outbox (GET mensageria/saida/{selection}). */
export const mensagemSaidaLinha = z.object({
  ID_MENSAGEM_SAIDA: z.number(),
  DS_CANAL: z.enum(CANAIS_ENVIO),
  /** The adapter that carried it: 'local' means simulated (nothing left the server). */
  NM_ADAPTADOR: z.string(),
  DS_DESTINO: z.string(),
  DS_ASSUNTO: z.string().nullable(),
  DS_CONTEUDO: z.string(),
  NM_PESSOA: z.string().nullable(),
  ID_ENVIADO: z.enum(['S', 'N']),
  DS_ERRO: z.string().nullable(),
  CRIADO_EM: z.string(),
});
export type MensagemSaidaLinha = z.infer<typeof mensagemSaidaLinha>;
