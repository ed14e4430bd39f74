import { z } from 'zod';
import { codigo, LIMITES_ENTRADA, textoAparado } from './entrada';
import { chatbotConversa, JANELA_RESPOSTA_HORAS } from './mensageria';

/**
 * The call center (spec 001 §2.17, §3, §4, §5, §9; 002 §3.8, §6, §7 'Call-center screen'): the queue
 * of chatbot conversations a human must carry on, taking one over, the live WhatsApp chat within the
 * channel's window, and ending the attendance with a reason. Rules and texts shared by the server and
 * the screen.
 */

/** Names in the rows are cut at this many characters plus a dot (spec 001 §9, 002 §9). */
export const MAX_NOME_LINHA_CALLCENTER = 20;

/** Finished rows listed at most (the newest first). */
export const MAX_FINALIZADOS_CALLCENTER = 500;

/** Browser storage key of the termination reasons (spec 002 §9). */
export const CHAVE_MOTIVOS_CALLCENTER = 'MOTIVOS_CALLCENTER';

/** Real-time event of the queue: a conversation arrived, was taken, ended or resumed. */
export const EVENTO_CALLCENTER = 'callcenter';

/** Real-time event of a conversation's messages (existing chatbot channel): carries nr_telefone. */
export const EVENTO_CHATBOT = 'chatbot';

export type AcaoCallcenter = 'entrada' | 'iniciado' | 'encerrado' | 'retomado' | 'devolvido';

/** What the queue's event carries (no personal data: the screen reloads the lists). */
export interface EventoCallcenter {
  acao: AcaoCallcenter;
  id_chatbot_conversa: number;
  cd_empresa: number | null;
  cd_pessoa_analista_atendimento?: number | null;
  nm_analista_atendimento?: string | null;
}

export const MENSAGENS_CALLCENTER = {
  erroFila: 'Não foi possível carregar a fila do call center.',
  erroFinalizados: 'Não foi possível carregar os atendimentos finalizados.',
  erroConversa: 'Não foi possível carregar a conversa.',
  erroMotivos: 'Não foi possível carregar os motivos de encerramento.',
  erroIniciar: 'Não foi possível iniciar o atendimento.',
  erroEncerrar: 'Ops, ocorreu um erro ao encerrar o atendimento.',
  erroRetomar: 'Não foi possível retomar a conversa.',
  filaVazia: 'Nenhuma conversa aguardando atendimento.',
  finalizadosVazio: 'Nenhum atendimento finalizado.',
  iniciado: 'Atendimento iniciado com sucesso!',
  encerrado: 'Atendimento encerrado com sucesso!',
  retomado: 'Conversa retomada com sucesso!',
  jaAtendidaPor: (nome: string) => `Esta conversa já está sendo atendida por ${nome}.`,
  outroUsuario: 'O usuário informado não é o usuário logado.',
  unidadeInvalida: 'Unidade sem call center.',
  conversaOutraUnidade: 'Esta conversa é da fila de outra unidade.',
  midiaNaoEncontrada: 'Arquivo não encontrado nesta mensagem.',
  midiaIndisponivel: 'Não foi possível baixar o arquivo do WhatsApp.',
  filtroInvalido: 'Informe o código de uma unidade ou *.',
  conversaNaoEncontrada: 'Conversa não encontrada.',
  foraDaFila: 'Esta conversa não está na fila do call center.',
  naoIniciado: 'Inicie o atendimento antes de encerrá-lo.',
  jaEncerrado: 'Este atendimento já foi encerrado.',
  naoEncerrado: 'Este atendimento não está encerrado.',
  somenteAtendente: 'Somente o atendente desta conversa pode fazer isso.',
  candidatoDiferente: 'O candidato informado não é o desta conversa.',
  motivoObrigatorio: 'Informe o motivo do encerramento.',
  motivoInexistente: 'Motivo de encerramento inexistente.',
  dicaMotivo: 'Se o candidato desistiu, informe o motivo da desistência.',
  novaConversa: 'Nova conversa aguardando atendimento no call center.',
  regrasCanal:
    'Não envie mensagens ao candidato antes que ele responda ao contato inicial: isso conta como spam e o canal pode ser bloqueado. Mantenha esta aba aberta: ela pisca quando o candidato responde.',
  /** The chatbot's answer when it hands the conversation to a person. */
  respostaTransferencia:
    'Obrigado pela resposta! Um de nossos atendentes vai continuar esta conversa por aqui em instantes.',
  aguardandoResposta:
    'O candidato ainda não respondeu ao contato inicial: só a mensagem inicial pode ser enviada.',
  janelaExpirada: `A última resposta do candidato tem mais de ${JANELA_RESPOSTA_HORAS} horas: só a mensagem inicial aprovada pode ser enviada.`,
} as const;

/** A name as the rows show it: at most 20 characters (a space left at the cut dropped), then a dot (spec 001 §9). */
export function nomeCurtoCallcenter(nome: string | null | undefined): string {
  const n = (nome ?? '').trim();
  return n.length > MAX_NOME_LINHA_CALLCENTER ? `${n.slice(0, MAX_NOME_LINHA_CALLCENTER).trimEnd()}.` : n;
}

export type CorDias = 'success' | 'warning' | 'danger';

/** The elapsed-days badge of a finished row: ≤ 1 success, 2 warning, ≥ 3 danger (spec 001 §4). */
export function corDiasFinalizado(dias: number): CorDias {
  if (dias <= 1) return 'success';
  if (dias === 2) return 'warning';
  return 'danger';
}

/** Where the channel's window stands for a free text (PROTOCOLS: 24 h after the candidate's last message). */
export type JanelaConversa = 'aguardandoResposta' | 'aberta' | 'expirada';

export function janelaConversa(
  ultimaResposta: string | Date | null | undefined,
  agora = Date.now(),
): JanelaConversa {
  if (!ultimaResposta) return 'aguardandoResposta';
  const t = new Date(ultimaResposta).getTime();
  return agora - t > JANELA_RESPOSTA_HORAS * 3_600_000 ? 'expirada' : 'aberta';
}

/** True when the call-center actions of a row belong to the user (spec 001 §4, §6). */
export function ehAtendente(
  linha: { CD_PESSOA_ANALISTA_ATENDIMENTO: number | null },
  userSip: number,
): boolean {
  return linha.CD_PESSOA_ANALISTA_ATENDIMENTO !== null && linha.CD_PESSOA_ANALISTA_ATENDIMENTO === userSip;
}

/** Elapsed attendance time in minutes (start to end, or to now while open); null before the start. */
export function minutosAtendimento(
  inicio: string | null,
  fim: string | null,
  agora = Date.now(),
): number | null {
  if (!inicio) return null;
  const f = fim ? new Date(fim).getTime() : agora;
  return Math.max(0, Math.floor((f - new Date(inicio).getTime()) / 60_000));
}

/** '45 min', '2 h 05 min', '3 d 4 h'. */
export function formatarDuracao(minutos: number | null): string {
  if (minutos === null) return '-';
  if (minutos < 60) return `${minutos} min`;
  const h = Math.floor(minutos / 60);
  if (h < 24) return `${h} h ${String(minutos % 60).padStart(2, '0')} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/**
 * Unit filter of the lists: a unit code or '*' (every call-center unit). The server checks the unit
 * against the configured call-center units.
 */
export const filtroUnidade = z.union([z.literal('*'), codigo('int4', MENSAGENS_CALLCENTER.filtroInvalido)]);

export const candidatosCallcenterParams = z.object({
  user: codigo('int8', MENSAGENS_CALLCENTER.outroUsuario),
  filter: filtroUnidade,
});

export const iniciarAtendimentoParams = z.object({
  conversa: codigo('int8', MENSAGENS_CALLCENTER.conversaNaoEncontrada),
  user: codigo('int8', MENSAGENS_CALLCENTER.outroUsuario),
  unit: codigo('int4', MENSAGENS_CALLCENTER.unidadeInvalida),
});

/** The agent's name (optional: the server takes it from the session); the body may be absent. */
export const iniciarAtendimentoBody = z
  .object({ nm_analista: textoAparado(LIMITES_ENTRADA.textoCurtoMax).optional() })
  .nullish();

export const conversaParams = z.object({
  id: codigo('int8', MENSAGENS_CALLCENTER.conversaNaoEncontrada),
});

export const midiaParams = z.object({
  mensagem: codigo('int8', 'Mensagem não encontrada.'),
});

/** The bytes of a file the candidate sent (its type in Content-Type). */
export const respostaMidia = z.string().describe('application/octet-stream');

export const retomarParams = z.object({
  conversa: codigo('int8', MENSAGENS_CALLCENTER.conversaNaoEncontrada),
});

/** PUT callcenter/encerrar-atendimento (spec 001 §7 'Call center'), plus the reason and the hand-back. */
export const encerrarAtendimentoBody = z.object({
  id_chatbot_conversa: codigo('int8', MENSAGENS_CALLCENTER.conversaNaoEncontrada),
  cd_pessoa_candidato: codigo('int8', MENSAGENS_CALLCENTER.candidatoDiferente),
  cd_pessoa_analista_atendimento: codigo('int8', MENSAGENS_CALLCENTER.somenteAtendente),
  id_motivo_call_center: codigo('int2', MENSAGENS_CALLCENTER.motivoObrigatorio),
  /** 'S': the chatbot answers the candidate again (hand-back). */
  id_devolver_chatbot: z.enum(['S', 'N'], { error: 'Informe S ou N.' }).default('N'),
});
export type EncerrarAtendimentoBody = z.infer<typeof encerrarAtendimentoBody>;

/** A call-center conversation row (spec 001 §3, 002 §3.8). */
export const conversaCallcenterLinha = z.object({
  ID_CHATBOT_CONVERSA: z.number(),
  CD_PESSOA_CANDIDATO: z.number(),
  NM_CANDIDATO: z.string(),
  NR_TELEFONE_CANDIDATO: z.string(),
  NM_PESSOA_CLIENTE: z.string().nullable(),
  CD_PESSOA_CLIENTE_VAGA: z.number().nullable(),
  NOME_ANALISTA: z.string().nullable(),
  CD_PESSOA_ANALISTA: z.number().nullable(),
  CD_PESSOA_ANALISTA_ATENDIMENTO: z.number().nullable(),
  NM_ANALISTA_ATENDIMENTO: z.string().nullable(),
  DT_INICIO_ATENDIMENTO_CC: z.string().nullable(),
  DT_FIM_ATENDIMENTO_CC: z.string().nullable(),
  DT_INICIO_CHAT: z.string().nullable(),
  DT_ULTIMA_RESPOSTA: z.string().nullable(),
  QTDE_DIAS: z.number().nullable(),
  /** JSON text holding NR_VAGA (spec 001 §3). */
  VAGA_SELECIONADA: z.string().nullable(),
  NR_VAGA: z.number().nullable(),
  CD_EMPRESA: z.number().nullable(),
  ID_STATUS_TYPE: z.number(),
  ID_MOTIVO_CALL_CENTER: z.number().nullable(),
  NM_MOTIVO: z.string().nullable(),
  ID_CHATBOT_ATIVO: z.enum(['S', 'N']),
});
export type ConversaCallcenterLinha = z.infer<typeof conversaCallcenterLinha>;

/** A termination reason (spec 001 §3). */
export const motivoCallcenter = z.object({ ID_MOTIVO_CALL_CENTER: z.number(), NM_MOTIVO: z.string() });
export type MotivoCallcenter = z.infer<typeof motivoCallcenter>;

export const mensagemCallcenterResposta = z.object({ message: z.string() });

/** GET chatbot/conversa-chatbot/{id}: the conversation with its messages and its attendance. */
export const conversaChatbotResposta = chatbotConversa.extend({
  NR_VAGA: z.number().nullable(),
  CD_EMPRESA: z.number().nullable(),
  DT_ULTIMA_RESPOSTA: z.string().nullable(),
  /** Where the channel's window stands now, as the server enforces it. */
  JANELA: z.enum(['aguardandoResposta', 'aberta', 'expirada']),
  CD_PESSOA_ANALISTA_ATENDIMENTO: z.number().nullable(),
  NM_ANALISTA_ATENDIMENTO: z.string().nullable(),
  DT_INICIO_ATENDIMENTO_CC: z.string().nullable(),
  DT_FIM_ATENDIMENTO_CC: z.string().nullable(),
  ID_CHATBOT_ATIVO: z.enum(['S', 'N']),
});
export type ConversaChatbotResposta = z.infer<typeof conversaChatbotResposta>;
