import { z } from 'zod';
import { codigo, textoAparado } from './entrada';
import { PERMISSOES } from './permissions';
import { textoDeHtml } from './texto-html';

/**
 * Who lists and decides the candidates' LGPD erasure requests: the selection managers (code 59,
 * 'gerencial'). Anonymising a record is irreversible and affects every unit's vacancy history, so
 * it is a manager's decision rather than any analyst's (docs/portal.md).
 */
export const PERMISSOES_PEDIDOS_LGPD: readonly number[] = PERMISSOES.gerencial;

export const SITUACOES_PEDIDO_LGPD = { P: 'Pendente', A: 'Aprovado (anonimizado)', N: 'Recusado' } as const;

export const LIMITES_LGPD = { decisaoMax: 2000, motivoMax: 2000, porPagina: 200 } as const;

export const MENSAGENS_LGPD = {
  pedidoNaoEncontrado: 'Pedido não encontrado.',
  pedidoJaDecidido: 'Este pedido já foi decidido.',
  motivoRecusa: 'Informe o motivo da recusa.',
  decisaoMax: `A justificativa deve ter no máximo ${LIMITES_LGPD.decisaoMax} caracteres.`,
  aprovado: 'Pedido aprovado: os dados pessoais do candidato foram anonimizados.',
  recusado: 'Pedido recusado: a decisão foi registrada.',
  confirmeEliminacao: 'Marque a confirmação para pedir a eliminação dos seus dados.',
  eliminacaoPedida:
    'Pedido de eliminação registrado. A empresa vai analisá-lo e registrar a decisão; você pode acompanhar aqui.',
  eliminacaoPendente: 'Você já tem um pedido de eliminação em análise.',
} as const;

export const pedidosLgpdQuery = z.object({ situacao: z.enum(['P', 'A', 'N', 'T']).default('P') });

export const pedidoLgpd = z.object({
  ID_PEDIDO: z.number(),
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  ID_SITUACAO: z.enum(['P', 'A', 'N']),
  DS_MOTIVO: z.string().nullable(),
  DS_DECISAO: z.string().nullable(),
  NM_USUARIO_DECISAO: z.string().nullable(),
  CRIADO_EM: z.string(),
  DECIDIDO_EM: z.string().nullable(),
});
export type PedidoLgpd = z.infer<typeof pedidoLgpd>;
export const pedidosLgpdResposta = z.array(pedidoLgpd);

export const decisaoLgpdParams = z.object({ id_pedido: codigo('int8') });
export const decisaoLgpdBody = z
  .object({
    id_situacao: z.enum(['A', 'N']),
    ds_decisao: textoAparado(LIMITES_LGPD.decisaoMax, MENSAGENS_LGPD.decisaoMax).default(''),
  })
  .refine((b) => b.id_situacao === 'A' || b.ds_decisao.length > 0, {
    error: MENSAGENS_LGPD.motivoRecusa,
    path: ['ds_decisao'],
  });
export const decisaoLgpdResposta = z.object({
  status: z.literal(1),
  message: z.string(),
  DS_DECISAO: z.string(),
});

// The candidate's export (LGPD art. 18, II; docs/portal.md 'LGPD')

/** What the candidate's data is processed for, as the export states it. */
export const FINALIDADES_TRATAMENTO: readonly string[] = [
  'Recrutamento e seleção para vagas de empresas clientes: análise do currículo, contato sobre vagas, agendamento de entrevistas e testes e encaminhamento do currículo à empresa da vaga.',
  'Registro dos consentimentos dados e dos pedidos feitos com base na LGPD, para comprová-los.',
];

/**
 * Who receives the candidate's data, as the export states it: the staffing company's staff and the
 * client company of each vacancy the resume was sent to (its unit when the vacancy is secret or
 * confidential: the client of such a vacancy is never named).
 */
export const DESTINATARIOS_TRATAMENTO = {
  equipe:
    'A equipe de recrutamento e seleção da empresa, nas unidades que atendem as suas candidaturas (controladora dos dados).',
  empresas:
    'A empresa cliente da vaga, quando o seu currículo é enviado a ela ou você é encaminhado para entrevista (vagas sigilosas ou confidenciais mostram a unidade responsável):',
  nenhumaEmpresa: 'Até agora o seu currículo não foi enviado a nenhuma empresa cliente.',
  vaga: (nrVaga: number, titulo: string, empresa: string) => `Vaga ${nrVaga} (${titulo}): ${empresa}.`,
} as const;

export const TIPOS_AGENDAMENTO_TITULAR: Readonly<Record<string, string>> = {
  E: 'Entrevista',
  T: 'Teste',
  C: 'Atendimento do call center',
};

export const ORIGENS_CANDIDATURA_TITULAR: Readonly<Record<string, string>> = {
  WEB: 'Candidatura pelo portal de vagas',
  ELASTIC: 'Currículo selecionado no banco de talentos',
};

export const SITUACOES_AUTOATENDIMENTO_TITULAR: Readonly<Record<number, string>> = {
  1: 'Aguardando atendimento',
  2: 'Encaminhado para a vaga',
  3: 'Não selecionado',
  4: 'Indicado para outra vaga',
  5: 'Não compareceu',
  6: 'Agendado',
};

export const DOCUMENTOS_TITULAR = {
  tipos: { R: 'Rescisão', P: 'Prorrogação' } as Readonly<Record<string, string>>,
  situacoes: { A: 'Assinado', R: 'Recusado', P: 'Aguardando assinatura' } as Readonly<Record<string, string>>,
} as const;

/**
 * The timeline events that are the candidate's own: what happened to their applications, told in
 * fixed words from the event's kind (never the stored text, which may carry a reason typed by staff
 * or a billing date). Notes typed by staff (no kind) and the record's management (block, inactivity,
 * e-Social) are not listed. 'CW' notes are written by the portal on the candidate's own actions and
 * are shown as stored.
 */
const EVENTOS_TITULAR: Readonly<Record<string, (vaga: string) => string>> = {
  R3: (v) => `Relacionado à vaga${v} (currículo em análise).`,
  R4: (v) => `Currículo enviado para a empresa da vaga${v}.`,
  R5: (v) => `Encaminhado para entrevista na vaga${v}.`,
  A: (v) => `Aprovado na vaga${v}.`,
  VP: (v) => `Aprovação na vaga${v} desfeita: a candidatura voltou para análise.`,
  RP: (v) => `Não selecionado para a vaga${v}.`,
  RS: (v) => `Candidatura na vaga${v} retomada.`,
  DW: (v) => `Candidatura pela internet na vaga${v} encerrada.`,
  NC: () => 'Não compareceu ao agendamento.',
  AE: (v) => `Autoatendimento: encaminhado para a vaga${v}.`,
  AC: (v) => `Autoatendimento: indicado para a vaga${v}.`,
  AA: (v) => `Autoatendimento: atendimento na vaga${v}.`,
  AG: () => 'Autoatendimento: agendamento realizado.',
  AN: (v) => `Autoatendimento: não compareceu ao atendimento da vaga${v}.`,
  AR: (v) => `Autoatendimento: não selecionado na vaga${v}.`,
};

/** The words of a timeline event for the candidate, or null when the note is not theirs to take. */
export function eventoParaTitular(tipo: string | null, nrVaga: number | null, texto: string): string | null {
  if (tipo === 'CW') return textoDeHtml(texto);
  const evento = tipo ? EVENTOS_TITULAR[tipo] : undefined;
  return evento ? evento(nrVaga === null ? '' : ` ${nrVaga}`) : null;
}
