import { z } from 'zod';
import { instanteNegocio } from './datas';
import { codigo, dataIso, texto } from './entrada';
import { codigoVaga } from './vaga-edicao';

/**
 * The client's verdict by link: candidates forwarded to a client contact are listed on a page the
 * contact opens without a login, where each gets approve, reject (with a reason) or an interview
 * request. The link is signed for that contact and that vacancy, expires and can be revoked.
 */

export const LIMITES_PARECER = {
  /** Days a link stays valid. */
  diasValidade: 14,
  /** Candidates one link may carry. */
  maxCandidatos: 200,
  /** Hours without an answer before the contact is reminded. */
  horasLembrete: 48,
  /** Hours without an answer before the client's commercial contact is alerted. */
  horasAlertaComercial: 96,
  textoMax: 1000,
  /** Interview times the contact may propose per candidate. */
  maxHorarios: 3,
  /** Answers accepted per address per minute on the public page. */
  respostasPorMinuto: 30,
} as const;

/** The client's page: outside /api, like the portal's pages (`/cliente/parecer/{token}`). */
export const CAMINHO_PARECER_CLIENTE = '/cliente/parecer';

/**
 * The consent (`consentimento_candidato.ds_finalidade`) that lets the client's page show a
 * candidate's CPF, address, phones, e-mail and disability; without it they are never shown.
 */
export const FINALIDADE_COMPARTILHAR_CLIENTE = 'COMPARTILHAR_CLIENTE';

/** The alerts (aviso.cd_tipo_aviso) of the client's verdict. */
export const TIPO_AVISO_PARECER = {
  /** The client answered on a candidate: to the vacancy's analyst. */
  respondido: 92,
  /** A link unanswered for 96 hours: to the client's commercial contact. */
  semResposta: 93,
} as const;

/** A: approved, R: rejected, E: interview requested. */
export const PARECERES = ['A', 'R', 'E'] as const;
export type Parecer = (typeof PARECERES)[number];

export const ROTULOS_PARECER: Record<Parecer | 'P', string> = {
  A: 'Aprovado pelo cliente',
  R: 'Reprovado pelo cliente',
  E: 'Cliente pediu entrevista',
  P: 'Aguardando o cliente',
};

/** The state of a link as the panel shows it. */
export const SITUACOES_LINK_PARECER = ['ativo', 'expirado', 'revogado'] as const;
export type SituacaoLinkParecer = (typeof SITUACOES_LINK_PARECER)[number];

export const MENSAGENS_PARECER = {
  contatoObrigatorio: 'Escolha o contato do cliente.',
  contatoNaoEncontrado: 'Contato não encontrado.',
  contatoDeOutroCliente: 'O contato escolhido não é deste cliente.',
  contatoInativo: 'O contato escolhido está inativo.',
  contatoSemEmail: 'O contato escolhido não tem e-mail cadastrado.',
  semCandidatos: 'Selecione ao menos um candidato.',
  maxCandidatos: `Um link leva no máximo ${LIMITES_PARECER.maxCandidatos} candidatos.`,
  candidatoInvalido: 'Candidato inválido.',
  candidatoNaoRelacionado: (nome: string) => `${nome} não está relacionado a esta vaga.`,
  candidatoReprovado: (nome: string) => `${nome} está reprovado nesta vaga.`,
  vagaNaoEncontrada: 'Vaga não encontrada.',
  linkNaoEncontrado: 'Link não encontrado.',
  linkJaRevogado: 'Este link já foi revogado.',
  enviado: (n: number) => `Link enviado ao contato com ${n} candidato(s).`,
  revogado: 'Link revogado: o contato não consegue mais abri-lo.',
  // the public page
  linkInvalido: 'Este link não é válido. Peça um novo link a quem o enviou.',
  linkExpirado: 'Este link expirou. Peça um novo link a quem o enviou.',
  linkRevogado: 'Este link foi cancelado por quem o enviou.',
  parecerObrigatorio: 'Escolha aprovar, reprovar ou pedir entrevista.',
  motivoObrigatorio: 'Escolha o motivo da reprovação.',
  motivoInvalido: 'Motivo de reprovação inválido.',
  textoLongo: `O comentário tem no máximo ${LIMITES_PARECER.textoMax} caracteres.`,
  horarioObrigatorio: 'Proponha ao menos um horário para a entrevista.',
  horarioInvalido: 'Horário inválido: use dd/mm/aaaa hh:mm, a partir de agora.',
  maxHorarios: `Proponha no máximo ${LIMITES_PARECER.maxHorarios} horários.`,
  jaDecidido: 'Este candidato já tem uma decisão nesta vaga; o seu parecer não foi registrado.',
  candidatoRetirado: 'Este candidato não está mais em avaliação nesta vaga.',
  vagaSuspensa:
    'A vaga está suspensa no momento: o seu parecer não foi registrado. Tente de novo mais tarde.',
  formularioExpirado: 'O formulário expirou. Abra a página de novo e responda.',
  muitasRespostas: 'Muitas respostas em pouco tempo. Aguarde um minuto e tente de novo.',
  registrado: 'Parecer registrado. Obrigado!',
  jaAprovado: 'Este candidato já foi aprovado nesta vaga; o seu parecer não foi registrado.',
  jaRespondido: 'Você já deu o seu parecer sobre este candidato.',
  candidatoNaoEncontrado: 'Candidato não encontrado neste link.',
  formularioInvalido: 'Não foi possível confirmar o envio do formulário. Abra a página de novo e responda.',
  paginaNaoEncontrada: 'Página não encontrada.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
  periodoInvalido: 'A data inicial deve ser anterior ou igual à final.',
  // e-mails, notes and alerts
  assuntoEnvio: (cargo: string) => `Candidatos para a vaga ${cargo}: dê o seu parecer`,
  assuntoLembrete: (cargo: string) => `Lembrete: candidatos aguardam o seu parecer (${cargo})`,
  assuntoAlertaComercial: (cliente: string) =>
    `${cliente} ainda não deu parecer sobre candidatos encaminhados`,
  notaEnvio: (nrVaga: number, contato: string) =>
    `Candidato encaminhado ao cliente por link para parecer (vaga ${nrVaga}, contato ${contato}).`,
  notaEnvioVaga: (n: number, contato: string) =>
    `${n} candidato(s) encaminhado(s) por link para o parecer de ${contato}.`,
  notaRevogado: (contato: string) => `Link de parecer enviado a ${contato} revogado.`,
  notaParecer: (nrVaga: number, parecer: Parecer, contato: string) =>
    `Parecer do cliente na vaga ${nrVaga} (${contato}): ${ROTULOS_PARECER[parecer].toLowerCase()}.`,
  notaParecerVaga: (nome: string, cd: number, parecer: Parecer, contato: string) =>
    `${ROTULOS_PARECER[parecer]}: ${nome} (${cd}), por ${contato}.`,
  avisoParecer: (nome: string, parecer: Parecer, nrVaga: number) =>
    `${nome}: ${ROTULOS_PARECER[parecer].toLowerCase()} (vaga ${nrVaga}).`.slice(0, 500),
  avisoSemResposta: (cliente: string, nrVaga: number, horas: number) =>
    `${cliente} não respondeu ao link de parecer da vaga ${nrVaga} há ${horas} horas.`.slice(0, 500),
} as const;

const M = MENSAGENS_PARECER;

/** Body of POST /vaga/:nrVaga/parecer-cliente. */
export const enviarParecerBody = z.object({
  cd_pessoa_contato: codigo('int8', M.contatoObrigatorio),
  candidatos: z
    .array(codigo('int8', M.candidatoInvalido))
    .min(1, M.semCandidatos)
    .max(LIMITES_PARECER.maxCandidatos, M.maxCandidatos),
  /** Also send by WhatsApp when the contact has a mobile phone. */
  whatsapp: z.boolean().optional(),
});
export type EnviarParecerBody = z.input<typeof enviarParecerBody>;

export const enviarParecerResposta = z.object({
  message: z.string(),
  id_link: z.number(),
  /** The link itself, shown to the analyst once (it is stored hashed). */
  url: z.string(),
  expira_em: z.string(),
  /** Channels it went through ('email', 'whatsapp'). */
  canais: z.array(z.string()),
});
export type EnviarParecerResposta = z.infer<typeof enviarParecerResposta>;

/** A forwarded candidate of a link, with the client's verdict when given. */
export const candidatoParecerLinha = z.object({
  cd_pessoa_candidato: z.number(),
  nm_pessoa: z.string().nullable(),
  id_parecer: z.enum(PARECERES).nullable(),
  nm_motivo: z.string().nullable(),
  ds_parecer: z.string().nullable(),
  horarios: z.array(z.string()),
  respondido_em: z.string().nullable(),
  /** First time the contact opened this candidate's resume. */
  visto_em: z.string().nullable(),
  tratado_em: z.string().nullable(),
});
export type CandidatoParecerLinha = z.infer<typeof candidatoParecerLinha>;

/** A link in GET /vaga/:nrVaga/parecer-cliente: to whom, state, views and verdicts. */
export const linkParecerLinha = z.object({
  id_link: z.number(),
  cd_pessoa_contato: z.number(),
  nm_contato: z.string().nullable(),
  ds_email: z.string().nullable(),
  nm_usuario: z.string().nullable(),
  canais: z.array(z.string()),
  criado_em: z.string(),
  expira_em: z.string(),
  revogado_em: z.string().nullable(),
  situacao: z.enum(SITUACOES_LINK_PARECER),
  aberturas: z.number(),
  ultima_abertura: z.string().nullable(),
  lembrete_em: z.string().nullable(),
  candidatos: z.array(candidatoParecerLinha),
});
export type LinkParecerLinha = z.infer<typeof linkParecerLinha>;

export const parecerParams = z.object({ nrVaga: codigoVaga });
export const linkParecerParams = z.object({ nrVaga: codigoVaga, id: codigo('int8', M.linkNaoEncontrado) });

/** One answer posted from the public page (form fields). */
export const respostaParecerForm = z.object({
  cd_pessoa_candidato: codigo('int8', M.candidatoInvalido),
  parecer: z.enum(PARECERES, { error: M.parecerObrigatorio }),
  cd_motivo_reprovacao: codigo('int2', M.motivoInvalido).nullish(),
  comentario: texto(LIMITES_PARECER.textoMax, M.textoLongo).nullish(),
  horarios: z.array(z.string()).max(LIMITES_PARECER.maxHorarios, M.maxHorarios).optional(),
});

const HORARIO = /^(\d{2})\/(\d{2})\/(\d{4})\s+(\d{2}):(\d{2})$/;

/**
 * A proposed interview time typed dd/mm/aaaa hh:mm (São Paulo) as an instant, or null when it is
 * not a real date and time or is not after `agora`.
 */
export function lerHorarioEntrevista(valor: string, agora: Date = new Date()): Date | null {
  const m = HORARIO.exec(valor.trim());
  if (!m) return null;
  const [, d, mes, a, h, min] = m.map(Number);
  if (mes < 1 || mes > 12 || d < 1 || d > 31 || h > 23 || min > 59) return null;
  const dia = new Date(Date.UTC(a, mes - 1, d));
  if (dia.getUTCMonth() !== mes - 1 || dia.getUTCDate() !== d) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const instante = instanteNegocio(iso, `${m[4]}:${m[5]}`);
  return instante.getTime() > agora.getTime() ? instante : null;
}

/** Verdict figures of a client or an analyst. */
export const indicadoresParecer = z.object({
  encaminhados: z.number(),
  respondidos: z.number(),
  /** Share answered, 0–1 (null with nothing forwarded). */
  taxa_resposta: z.number().nullable(),
  /** Median hours from forwarding to verdict (null with no verdict). */
  mediana_horas: z.number().nullable(),
  aprovados: z.number(),
  /** Approvals per forwarded candidate, 0–1. */
  aprovacoes_por_encaminhado: z.number().nullable(),
});
export type IndicadoresParecer = z.infer<typeof indicadoresParecer>;

export const indicadoresParecerLinha = indicadoresParecer.extend({
  cd: z.number(),
  nome: z.string().nullable(),
});

/** GET /relatorios/parecer-cliente: per client and per analyst in a period. */
export const relatorioParecerQuery = z
  .object({
    de: dataIso('Data inicial inválida.').optional(),
    ate: dataIso('Data final inválida.').optional(),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: M.periodoInvalido, path: ['de'] });
export const relatorioParecerResposta = z.object({
  total: indicadoresParecer,
  por_cliente: z.array(indicadoresParecerLinha),
  por_analista: z.array(indicadoresParecerLinha),
});
export type RelatorioParecerResposta = z.infer<typeof relatorioParecerResposta>;

export const clienteParecerParams = z.object({ cd_pessoa: codigo('int8', 'Cliente inválido.') });

const PERCENTUAL = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A share 0–1 as the screens show it ('45,5%'); '—' when there is none. */
export function formatarTaxaParecer(taxa: number | null): string {
  return taxa === null ? '—' : PERCENTUAL.format(taxa);
}

/** The median time to a verdict: hours under two days ('5 h'), else days ('2,5 dias'); '—' when none. */
export function formatarTempoParecer(horas: number | null): string {
  if (horas === null) return '—';
  if (horas < 48) return `${DECIMAL.format(horas)} h`;
  const dias = horas / 24;
  return `${DECIMAL.format(dias)} ${dias === 1 ? 'dia' : 'dias'}`;
}

/** The figures of IndicadoresParecer in the screens' order, with their labels and display. */
export const COLUNAS_INDICADORES_PARECER: readonly {
  id: keyof IndicadoresParecer;
  titulo: string;
  valor: (i: IndicadoresParecer) => string;
}[] = [
  { id: 'encaminhados', titulo: 'Encaminhados', valor: (i) => String(i.encaminhados) },
  { id: 'respondidos', titulo: 'Respondidos', valor: (i) => String(i.respondidos) },
  { id: 'taxa_resposta', titulo: 'Respondidos (%)', valor: (i) => formatarTaxaParecer(i.taxa_resposta) },
  {
    id: 'mediana_horas',
    titulo: 'Tempo mediano até o parecer',
    valor: (i) => formatarTempoParecer(i.mediana_horas),
  },
  { id: 'aprovados', titulo: 'Aprovados', valor: (i) => String(i.aprovados) },
  {
    id: 'aprovacoes_por_encaminhado',
    titulo: 'Aprovações por encaminhado',
    valor: (i) => formatarTaxaParecer(i.aprovacoes_por_encaminhado),
  },
];
