import { z } from 'zod';
import { codigo, dataIso, texto } from './entrada';

/**
 * Signature documents of the candidate's vacancies (spec 002 §3.7, §4 'Signature status', §7
 * 'Documents, signature, reports'): the vacancies with documents, each vacancy's documents and the
 * signature information read from the signature service.
 */

export const MENSAGENS_ASSINATURA = {
  erroCarregar: 'Não foi possível carregar os documentos',
  erroDocumento: 'Erro ao carregar informações do documento, contate o suporte',
  enviado: 'Documento enviado para assinatura!',
  erroEnviar: 'Não foi possível enviar o documento para assinatura.',
  vagaSemCandidato: 'O candidato não está relacionado a esta vaga.',
  semEmail: 'O candidato não tem e-mail para receber o documento.',
  dataDemissao: 'Informe a data de demissão.',
  servicoIndisponivel: 'O serviço de assinatura não respondeu.',
  assinaturaInvalida: 'Assinatura do webhook inválida.',
  corpoInvalido: 'Corpo do webhook inválido.',
  somenteLocal: 'Disponível apenas com o serviço de assinatura local.',
  documentoNaoEncontrado: 'Documento não encontrado.',
} as const;

/** TIPO_DOC: R termination, P extension. */
export const TIPOS_DOCUMENTO = { R: 'Rescisão', P: 'Prorrogação' } as const;
export type TipoDocumento = keyof typeof TIPOS_DOCUMENTO;

/** An event of a signature (viewed, signed, rejected): when, and the reason of a rejection. */
export const eventoAssinatura = z.object({
  created_at: z.string(),
  reason: z.string().nullable().optional(),
});
export type EventoAssinatura = z.infer<typeof eventoAssinatura>;

export const assinaturaDocumento = z.object({
  public_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  viewed: eventoAssinatura.nullable(),
  signed: eventoAssinatura.nullable(),
  rejected: eventoAssinatura.nullable(),
  email_events: z.object({
    sent: z.string().nullable(),
    delivered: z.string().nullable(),
    refused: z.string().nullable(),
    reason: z.string().nullable().optional(),
  }),
});
export type AssinaturaDocumento = z.infer<typeof assinaturaDocumento>;

export const informacaoDocumento = z.object({
  id: z.string(),
  name: z.string().nullable(),
  signatures: z.array(assinaturaDocumento),
});
export type InformacaoDocumento = z.infer<typeof informacaoDocumento>;

export type SituacaoAssinatura = 'Assinado' | 'Recusado' | 'Pendente';

/** A signature's state: Recusado when rejected, Assinado when signed, else Pendente. */
export function situacaoAssinatura(a: Pick<AssinaturaDocumento, 'signed' | 'rejected'>): SituacaoAssinatura {
  if (a.rejected) return 'Recusado';
  if (a.signed) return 'Assinado';
  return 'Pendente';
}

/** A document's state: Recusado when anyone rejected, Assinado when all signed, else Pendente. */
export function situacaoDocumento(d: Pick<InformacaoDocumento, 'signatures'>): SituacaoAssinatura {
  const s = d.signatures.map(situacaoAssinatura);
  if (s.includes('Recusado')) return 'Recusado';
  if (s.length > 0 && s.every((x) => x === 'Assinado')) return 'Assinado';
  return 'Pendente';
}

/** E-mail to the signer: sent, delivered, or a delivery error (refused), else not sent. */
export function situacaoEmail(
  a: Pick<AssinaturaDocumento, 'email_events'>,
): 'erro' | 'entregue' | 'enviado' | 'nao_enviado' {
  if (a.email_events.refused) return 'erro';
  if (a.email_events.delivered) return 'entregue';
  if (a.email_events.sent) return 'enviado';
  return 'nao_enviado';
}

export const ROTULOS_EMAIL = {
  erro: 'Erro na entrega do e-mail',
  entregue: 'E-mail entregue',
  enviado: 'E-mail enviado',
  nao_enviado: 'E-mail não enviado',
} as const;

const chave = codigo('int8');

export const documentosParams = z.object({ cd: chave });
export const documentosVagaParams = z.object({ cd: chave, nrVaga: chave });

/** A vacancy of the candidate's (candidato/documentos/{cd}). */
export const vagaDocumentoLinha = z.object({
  NR_VAGA: z.number(),
  NM_CARGO: z.string().nullable(),
  NM_UNIDADE: z.string().nullable(),
  NM_CLIENTE: z.string().nullable(),
  DT_ADMISSAO: z.string().nullable(),
  DT_DEMISSAO: z.string().nullable(),
  QT_DOCUMENTOS: z.number(),
});
export type VagaDocumentoLinha = z.infer<typeof vagaDocumentoLinha>;

/** A document of a vacancy (candidato/documentos-vaga/{cd}/{nrVaga}). */
export const documentoVagaLinha = z.object({
  NR_VAGA: z.number(),
  NM_CARGO: z.string().nullable(),
  NM_UNIDADE: z.string().nullable(),
  NM_CLIENTE: z.string().nullable(),
  DT_ADMISSAO: z.string().nullable(),
  DT_DEMISSAO: z.string().nullable(),
  DOCUMENTO_ID: z.string(),
  TIPO_DOC: z.enum(['R', 'P']),
  NM_DOCUMENTO: z.string(),
  CRIADO_EM: z.string(),
});
export type DocumentoVagaLinha = z.infer<typeof documentoVagaLinha>;

/** autentique/documentos?ids[]=...: at most 20 ids of at most 100 characters. */
const idDocumento = z
  .string()
  .max(100, { error: 'Identificador de documento inválido.', abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, 'Identificador de documento inválido.');
export const documentosAssinaturaQuery = z.object({
  'ids[]': z.preprocess(
    (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]),
    z.array(idDocumento).min(1).max(20),
  ),
});

/** Per id: the document's information, or the error that kept it from being read. */
export const documentosAssinaturaResposta = z.object({
  documentos: z.record(
    z.string(),
    z.union([informacaoDocumento.extend({ erro: z.literal(false) }), z.object({ erro: z.literal(true) })]),
  ),
  /** The local service (signatures can be marked on the page). */
  local: z.boolean(),
});

export const enviarDocumentoCorpo = z.object({
  tipo_doc: z.enum(['R', 'P']),
  dt_demissao: dataIso().nullish(),
});
export const enviarDocumentoResposta = z.object({
  status: z.literal(1),
  message: z.string(),
  documento_id: z.string(),
});

/** The local service's actions on a signature. */
export const marcarAssinaturaParams = z.object({
  id: idDocumento,
  acao: z.enum(['viewed', 'signed', 'rejected', 'delivered', 'refused']),
});
export const marcarAssinaturaCorpo = z.object({ reason: texto(300).nullish() });
export const webhookAssinaturaResposta = z.object({ recebido: z.boolean() });
