import { z } from 'zod';
import { dataEntrada } from './vaga-edicao';

/** The stage of an application as the candidate reads it in the portal. */
export const ETAPAS_CANDIDATURA = {
  recebida: 'Recebemos sua candidatura',
  analise: 'Em análise',
  curriculo_enviado: 'Currículo enviado à empresa',
  entrevista: 'Encaminhado para entrevista na empresa',
  aprovado: 'Aprovado',
  nao_selecionado: 'Não selecionado desta vez',
  encerrada: 'Vaga encerrada',
} as const;
export type EtapaCandidatura = keyof typeof ETAPAS_CANDIDATURA;

/**
 * The plain-words stage of an application: a rejection or discard first; then approved (A, or stage
 * 6 and beyond); then a vacancy closed (5, 6, 8, 9) while the candidate was still pending; then the
 * stage of the related candidate (3 in analysis, 4 resume sent, 5 forwarded to the interview); a web
 * applicant not yet related has been received.
 */
export function etapaCandidatura(c: {
  cd_estagio_vaga: number | null;
  id_situacao: string | null;
  descartado?: boolean;
  vaga_fechada: boolean;
}): EtapaCandidatura {
  if (c.id_situacao === 'R' || c.descartado) return 'nao_selecionado';
  if (c.id_situacao === 'A' || (c.cd_estagio_vaga ?? 0) >= 6) return 'aprovado';
  if (c.vaga_fechada) return 'encerrada';
  if (c.cd_estagio_vaga === null) return 'recebida';
  if (c.cd_estagio_vaga >= 5) return 'entrevista';
  if (c.cd_estagio_vaga === 4) return 'curriculo_enviado';
  return 'analise';
}

/** Days after its closing in which a vacancy's pending candidates get the closing message. */
export const DIAS_MENSAGEM_FECHAMENTO = 30;

/** The closing message of a vacancy to a candidate still pending in it (e-mail). */
export function mensagemFechamentoVaga(a: { nome: string; titulo: string; linkPortal: string }): {
  assunto: string;
  texto: string;
} {
  const primeiro = a.nome.trim().split(/\s+/)[0] || a.nome;
  return {
    assunto: `A vaga ${a.titulo} foi encerrada`,
    texto:
      `Olá, ${primeiro}.\n\n` +
      `A vaga ${a.titulo}, para a qual você se candidatou, foi encerrada. ` +
      'Obrigado pelo seu interesse e pelo tempo dedicado ao processo.\n\n' +
      'Mantenha seu currículo atualizado: novas vagas surgem a todo momento e ele é o que usamos para ' +
      `encontrar você. Acesse: ${a.linkPortal}\n\n` +
      'Se não quiser mais receber mensagens sobre vagas, é só marcar essa opção na sua área do portal.',
  };
}

/**
 * The closing message by WhatsApp: the text the approved template (WHATSAPP_TEMPLATE_FECHAMENTO,
 * body parameters first name and position) reads, kept in the outbox.
 */
export function whatsappFechamentoVaga(a: { nome: string; titulo: string }): {
  parametros: [string, string];
  texto: string;
} {
  const primeiro = a.nome.trim().split(/\s+/)[0] || a.nome;
  return {
    parametros: [primeiro, a.titulo],
    texto:
      `Olá, ${primeiro}! A vaga ${a.titulo}, para a qual você se candidatou, foi encerrada. ` +
      'Obrigado pelo seu interesse. Mantenha seu currículo atualizado no nosso portal para as próximas vagas.',
  };
}

/** Results of a closing message: E sent, O opted out, S no contact, F failed. */
export const RESULTADOS_FECHAMENTO = {
  E: 'Enviada',
  O: 'Recusa de mensagens',
  S: 'Sem contato',
  F: 'Falhou',
} as const;

/** GET /relatorios/fechamento-candidaturas: the period of the vacancies' closing messages. */
export const fechamentoCandidaturasQuery = z
  .object({ de: dataEntrada.optional(), ate: dataEntrada.optional() })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    message: 'A data inicial deve ser anterior ou igual à final.',
    path: ['de'],
  });
export const fechamentoCandidaturasResposta = z.object({
  /** Pending candidates of closed vacancies that got a closing row in the period. */
  QT_PENDENTES: z.number(),
  QT_ENVIADAS: z.number(),
  QT_RECUSA: z.number(),
  QT_SEM_CONTATO: z.number(),
  QT_FALHAS: z.number(),
  /** Share sent (0 to 100, one decimal); null with no pending candidate. */
  PC_ENVIADAS: z.number().nullable(),
});
export type FechamentoCandidaturasResposta = z.infer<typeof fechamentoCandidaturasResposta>;

/** The portal's switch 'Não quero receber mensagens sobre vagas' (checked: recusa = 'S'). */
export const recusaMensagensForm = z.object({
  recusa: z.string().max(5).default(''),
  carimbo: z.string().max(200).default(''),
});

export const MENSAGENS_PORTAL_CANDIDATURAS = {
  recusaGravada: 'Pronto: você não receberá mais mensagens sobre vagas.',
  aceiteGravado: 'Pronto: você voltará a receber mensagens sobre vagas.',
  semAcessos: 'Ninguém da nossa equipe acessou seus dados sensíveis nos últimos 12 meses.',
} as const;
