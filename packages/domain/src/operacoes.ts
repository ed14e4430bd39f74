import { z } from 'zod';
import { dataNegocio, dataUtc, diasEntre, somarDias } from './datas';
import { codigo, dataIso, textoAparado } from './entrada';

/**
 * The operations tools (spec 002 §2.5, §2.6, §3.8, §4, §5, §8, §9): chatbot usage, developer hours
 * (DayOne), the extension list (ramais) and the help desk.
 */

// ---------------------------------------------------------------------------------------------
// Chatbot usage (code 335)

export const MENSAGENS_CHATBOT_USO = {
  dataFutura: 'Não é possível selecionar uma data futura!',
  inicioMaiorQueFim: 'A data de início não pode ser maior que a data final!',
  fimMenorQueInicio: 'A data final não pode ser menor que a data inicial!',
  periodoInvalido: 'Período inválido',
  inicioMaiorQueFimGerar: 'Data de início não pode ser maior que a data final',
  vazio: 'Nenhuma mensagem enviada no período selecionado!',
  /** Before the first Gerar: what the screen shows and how. */
  antesDeGerar: 'Escolha a unidade e o período e clique em Gerar.',
  antesDeGerarDica:
    'Aparecem as conversas do ChatBot passadas a cada analista, em gráfico e tabela, e o valor estimado.',
  erroCarregar: 'Não foi possível buscar dados do uso do ChatBot',
} as const;

/** What is wrong with a start date as the user picks it (no future date; not after the end). */
export function erroInicioChatbot(
  inicio: string | null,
  fim: string | null,
  hoje = dataNegocio(),
): string | null {
  if (!inicio) return null;
  if (inicio > hoje) return MENSAGENS_CHATBOT_USO.dataFutura;
  if (fim && inicio > fim) return MENSAGENS_CHATBOT_USO.inicioMaiorQueFim;
  return null;
}

/** What is wrong with an end date as the user picks it (no future date; not before the start). */
export function erroFimChatbot(
  inicio: string | null,
  fim: string | null,
  hoje = dataNegocio(),
): string | null {
  if (!fim) return null;
  if (fim > hoje) return MENSAGENS_CHATBOT_USO.dataFutura;
  if (inicio && fim < inicio) return MENSAGENS_CHATBOT_USO.fimMenorQueInicio;
  return null;
}

/** What stops 'Gerar': a missing or future date ('Período inválido') or the start after the end. */
export function erroGerarChatbot(
  inicio: string | null,
  fim: string | null,
  hoje = dataNegocio(),
): string | null {
  if (!inicio || !fim || inicio > hoje || fim > hoje) return MENSAGENS_CHATBOT_USO.periodoInvalido;
  if (inicio > fim) return MENSAGENS_CHATBOT_USO.inicioMaiorQueFimGerar;
  return null;
}

export const chatbotUsoBody = z
  .object({
    dt_inicio: dataIso(),
    dt_fim: dataIso(),
    cd_empresa: codigo('int4'),
  })
  .superRefine((b, ctx) => {
    const erro = erroGerarChatbot(b.dt_inicio, b.dt_fim);
    if (erro) ctx.addIssue({ code: 'custom', message: erro, path: ['dt_inicio'] });
  });
export type ChatbotUsoBody = z.input<typeof chatbotUsoBody>;

export const chatbotUsoResposta = z.object({
  /** Conversations opened per analyst in the period (spec 002 §3.8 GRAFICO). */
  GRAFICO: z.array(z.object({ NM_ANALISTA: z.string(), QTD: z.number().int() })),
  /** Estimated value of the conversations, in USD. */
  VALOR: z.number(),
});
export type ChatbotUsoResposta = z.infer<typeof chatbotUsoResposta>;

/** Estimated value in USD of a number of conversations at a price per conversation (cents rounded). */
export function valorEstimadoUsd(conversas: number, precoConversaUsd: number): number {
  return Math.round(conversas * precoConversaUsd * 100) / 100;
}

/** The summary cards: analysts, conversations and the estimated value. */
export function resumoChatbot(r: ChatbotUsoResposta): {
  analistas: number;
  conversas: number;
  valor: number;
} {
  return {
    analistas: r.GRAFICO.length,
    conversas: r.GRAFICO.reduce((s, l) => s + l.QTD, 0),
    valor: r.VALOR,
  };
}

// ---------------------------------------------------------------------------------------------
// Developer hours (DayOne, code 334)

export const MENSAGENS_HORAS_DEV = {
  erroCarregar: 'Erro ao buscar as horas.',
  vazio: 'Nenhuma hora registrada no período.',
} as const;

/** The period runs from the 21st of a month to the 20th of the next (spec 002 §9). */
export const DIA_INICIO_PERIODO_DEV = 21;

export interface PeriodoHorasDev {
  /** ISO dates, both included. */
  inicio: string;
  fim: string;
}

const iso = (ano: number, mes0: number, dia: number) => dataUtc(Date.UTC(ano, mes0, dia));

/** The period that starts on the 21st of `mes` (1–12) of `ano`. */
export function periodoQueComecaEm(ano: number, mes: number): PeriodoHorasDev {
  return {
    inicio: iso(ano, mes - 1, DIA_INICIO_PERIODO_DEV),
    fim: iso(ano, mes, DIA_INICIO_PERIODO_DEV - 1),
  };
}

/** The period holding a date (ISO): from the 21st on it started that month, before it the month before. */
export function periodoDaData(dataIsoDia: string): PeriodoHorasDev {
  const [a, m, d] = dataIsoDia.slice(0, 10).split('-').map(Number);
  if (d >= DIA_INICIO_PERIODO_DEV) return periodoQueComecaEm(a, m);
  return m === 1 ? periodoQueComecaEm(a - 1, 12) : periodoQueComecaEm(a, m - 1);
}

/** The period `passos` months before (negative) or after (positive) the given one. */
export function deslocarPeriodo(p: PeriodoHorasDev, passos: number): PeriodoHorasDev {
  const [a, m] = p.inicio.split('-').map(Number);
  const total = a * 12 + (m - 1) + passos;
  return periodoQueComecaEm(Math.floor(total / 12), (total % 12) + 1);
}

/** The month navigator's label: the months of the period, e.g. 'dez/2025 - jan/2026'. */
export function rotuloPeriodo(p: PeriodoHorasDev): string {
  const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
  const r = (d: string) => `${MESES[Number(d.slice(5, 7)) - 1]}/${d.slice(0, 4)}`;
  return `${r(p.inicio)} - ${r(p.fim)}`;
}

/** Every day of a period (ISO), in order. */
export function diasDoPeriodo(p: PeriodoHorasDev): string[] {
  return Array.from({ length: diasEntre(p.inicio, p.fim) + 1 }, (_, i) => somarDias(p.inicio, i));
}

const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A date sent as DD/MM/YYYY (spec 002 §7), answered as ISO. */
function dataBr(mensagem = 'Data inválida. Use o formato dd/mm/aaaa.') {
  return z
    .string()
    .max(10, { error: mensagem, abort: true })
    .regex(DATA_BR, { error: mensagem, abort: true })
    .transform((v, ctx) => {
      const [, d, m, a] = DATA_BR.exec(v) as RegExpExecArray;
      const isoDia = `${a}-${m}-${d}`;
      const ok = dataIso().safeParse(isoDia).success;
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: mensagem });
        return z.NEVER;
      }
      return isoDia;
    });
}

export const horasDevQuery = z
  .object({
    data_inicial: dataBr(),
    data_final: dataBr(),
    /** The developers (cd_usuario), separated by commas; absent = every developer. */
    cd_usuario: z
      .string()
      .max(400)
      .regex(/^\d{1,10}(,\d{1,10}){0,39}$/, 'Informe os códigos dos desenvolvedores separados por vírgula.')
      .optional(),
  })
  .refine((q) => q.data_inicial <= q.data_final, {
    message: 'A data inicial não pode ser maior que a data final.',
    path: ['data_inicial'],
  });

export const horaDevLinha = z.object({
  CD_USUARIO: z.number().int(),
  USUARIO: z.string(),
  /** ISO date. */
  DT_SOLUCAO: z.string(),
  TOTAL_HORAS_DIA: z.number(),
});
export type HoraDevLinha = z.infer<typeof horaDevLinha>;

/** Rows by day for the chart: one entry per day of the period, one key per developer. */
export function serieHorasPorDia(
  linhas: readonly HoraDevLinha[],
  periodo: PeriodoHorasDev,
  desenvolvedores: readonly string[],
): Record<string, string | number>[] {
  return diasDoPeriodo(periodo).map((dia) => {
    const linha: Record<string, string | number> = { dia: `${dia.slice(8, 10)}/${dia.slice(5, 7)}` };
    for (const dev of desenvolvedores) {
      linha[dev] = linhas
        .filter((l) => l.DT_SOLUCAO === dia && l.USUARIO === dev)
        .reduce((s, l) => s + l.TOTAL_HORAS_DIA, 0);
    }
    return linha;
  });
}

// ---------------------------------------------------------------------------------------------
// Extensions (ramais, code 25)

export const MENSAGENS_RAMAIS = {
  erroCarregar: 'Não foi possível carregar os ramais.',
  vazio: 'Nenhum ramal encontrado.',
} as const;

export const ramalLinha = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  APELIDO: z.string().nullable(),
  NR_RAMAL: z.string(),
  DS_EMAIL: z.string().nullable(),
  CD_UNIDADE: z.number().int(),
  NM_UNIDADE: z.string(),
});
export type RamalLinha = z.infer<typeof ramalLinha>;

/** The address that calls an extension (digits only). */
export function linkRamal(ramal: string): string {
  return `tel:${ramal.replace(/[^\d*#]/g, '')}`;
}

// ---------------------------------------------------------------------------------------------
// Help desk (only the configured user)

/** Characters of the problem shown in the list; the rest in the popup (spec 002 §9). */
export const PREVIA_PROBLEMA_HELP = 84;

export const MENSAGENS_HELP_DESK = {
  erroLista: 'Ops, ocorreu um erro ao buscar a lista de helps.',
  erroStatus: 'Ops, ocorreu um erro ao atualizar o status do help.',
  statusAtualizado: 'Status atualizado com sucesso',
  atualizando: 'Atualizando...',
  naoEncontrado: 'Help não encontrado.',
  somenteHelpDesk: 'O Help Desk é restrito ao usuário de suporte.',
  vazio: 'Nenhum help encontrado.',
  assuntoObrigatorio: 'Informe o assunto.',
  descricaoObrigatoria: 'Descreva o problema.',
  solicitanteNaoEncontrado: 'Solicitante não encontrado ou inativo.',
  chamadoAberto: (nr: number) => `Help ${nr} aberto.`,
  erroAbrir: 'Ops, ocorreu um erro ao abrir o help.',
  erroSolicitantes: 'Não foi possível carregar os usuários.',
  interacaoObrigatoria: 'Escreva a interação.',
  interacaoRegistrada: 'Interação registrada.',
  erroInteracoes: 'Não foi possível carregar as interações do help.',
  erroInteragir: 'Não foi possível registrar a interação.',
  semInteracoes: 'Nenhuma interação neste help.',
  somenteSolicitanteOuHelpDesk:
    'Só o solicitante do help e os usuários do Help Desk veem e registram as suas interações.',
  helpSolucionado: 'Este help está solucionado: não recebe novas interações.',
} as const;

/** Sizes of a new ticket: the subject's column (help_desk.ds_assunto) and a bound for the problem. */
export const LIMITES_HELP_DESK = { assuntoMax: 200, descricaoMax: 4000, interacaoMax: 4000 } as const;

/** The problem as the list shows it: the first 84 characters, with '...' when cut. */
export function previaProblema(texto: string | null | undefined): { previa: string; cortado: boolean } {
  const t = texto ?? '';
  if (t.length <= PREVIA_PROBLEMA_HELP) return { previa: t, cortado: false };
  return { previa: `${t.slice(0, PREVIA_PROBLEMA_HELP)}...`, cortado: true };
}

/** Situations of a ticket: open, in progress, waiting for the requester, solved. */
export const SITUACOES_HELP = {
  A: { nome: 'Aberto', classe: 'danger' },
  E: { nome: 'Em atendimento', classe: 'warning' },
  G: { nome: 'Aguardando solicitante', classe: 'primary' },
  S: { nome: 'Solucionado', classe: 'success' },
} as const;
export type SituacaoHelp = keyof typeof SITUACOES_HELP;
export type ClasseSolucao = (typeof SITUACOES_HELP)[SituacaoHelp]['classe'];

export const helpDeskLinha = z.object({
  NR_HELP_DESK: z.number().int(),
  /** ISO date-time. */
  DT_ABERTURA: z.string(),
  NM_USUARIO_SOLICITANTE: z.string(),
  ASSUNTO: z.string(),
  DS_PROBLEMA: z.string(),
  /** The situation's name. */
  DS_SOLUCAO: z.string(),
  /** The badge colour of the situation. */
  CLASSE_SOLUCAO: z.enum(['danger', 'warning', 'primary', 'success']),
  NR_DIAS: z.number().int(),
  NR_INTERACOES: z.number().int(),
  NM_USUARIO_EXECUTANTE_ATUAL: z.string().nullable(),
  ID_EM_DESENVOLVIMENTO: z.enum(['S', 'N']),
});
export type HelpDeskLinha = z.infer<typeof helpDeskLinha>;

export const helpDeskListaParams = z.object({ user_sip: codigo('int8') });

export const helpDeskStatusBody = z.object({
  nr_help_desk: codigo('int8'),
  id_em_desenvolvimento: z.enum(['S', 'N'], { error: 'Informe S ou N.' }),
  cd_usuario: codigo('int4').optional(),
});
export type HelpDeskStatusBody = z.input<typeof helpDeskStatusBody>;

/**
 * A new ticket (Help Desk '+ NOVO'): subject, problem and requester (the logged user when absent).
 * It opens as 'Aberto', without a handler.
 */
export const helpDeskChamadoBody = z.object({
  assunto: textoAparado(LIMITES_HELP_DESK.assuntoMax, undefined, MENSAGENS_HELP_DESK.assuntoObrigatorio).min(
    1,
    MENSAGENS_HELP_DESK.assuntoObrigatorio,
  ),
  descricao: textoAparado(
    LIMITES_HELP_DESK.descricaoMax,
    undefined,
    MENSAGENS_HELP_DESK.descricaoObrigatoria,
  ).min(1, MENSAGENS_HELP_DESK.descricaoObrigatoria),
  cd_usuario_solicitante: codigo('int4', MENSAGENS_HELP_DESK.solicitanteNaoEncontrado).optional(),
});
export type HelpDeskChamadoBody = z.input<typeof helpDeskChamadoBody>;

/** A user who may be picked as a ticket's requester (the active users). */
export const helpDeskSolicitante = z.object({
  CD_USUARIO: z.number().int(),
  NM_USUARIO: z.string(),
});
export type HelpDeskSolicitante = z.infer<typeof helpDeskSolicitante>;

export const helpDeskChamadoResposta = z.object({
  message: z.string(),
  NR_HELP_DESK: z.number().int(),
});

export const helpDeskStatusResposta = z.object({
  message: z.string(),
  ID_EM_DESENVOLVIMENTO: z.enum(['S', 'N']),
});

/** The ticket whose interactions are read or added (GET|POST helpdesk/chamados/:nr/interacoes). */
export const helpDeskInteracoesParams = z.object({ nr: codigo('int8', MENSAGENS_HELP_DESK.naoEncontrado) });

/** A new interaction on a ticket: its text (trimmed, 1 to 4000 characters). */
export const helpDeskInteracaoBody = z.object({
  texto: textoAparado(
    LIMITES_HELP_DESK.interacaoMax,
    undefined,
    MENSAGENS_HELP_DESK.interacaoObrigatoria,
  ).min(1, MENSAGENS_HELP_DESK.interacaoObrigatoria),
});
export type HelpDeskInteracaoBody = z.input<typeof helpDeskInteracaoBody>;

/** One interaction of a ticket, oldest first: who wrote it, when (ISO) and whether from the help desk. */
export const helpDeskInteracaoLinha = z.object({
  ID_INTERACAO: z.number().int(),
  NM_USUARIO: z.string(),
  /** ISO date-time. */
  DT_INTERACAO: z.string(),
  DS_INTERACAO: z.string(),
  /** 'S' when written by the ticket's requester. */
  ID_SOLICITANTE: z.enum(['S', 'N']),
});
export type HelpDeskInteracaoLinha = z.infer<typeof helpDeskInteracaoLinha>;

export const helpDeskInteracaoResposta = z.object({
  message: z.string(),
  ID_INTERACAO: z.number().int(),
  NR_INTERACOES: z.number().int(),
});
