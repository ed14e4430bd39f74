import { z } from 'zod';
import { codigo, inteiroEntrada, LIMITES_ENTRADA, MENSAGENS_ENTRADA, texto } from './entrada';
import {
  type DadosFaturamento,
  dadosFaturamentoBody,
  LIMITES_FATURAMENTO,
  MENSAGENS_FATURAMENTO,
} from './faturamento';
import { FORMATOS_EXPORTACAO } from './gerencial';
import { MENSAGENS } from './mensagens';
import { PERMISSOES } from './permissions';
import { codigoRequisicao, codigoVaga, dataEntrada, flagSN, temAbaFaturamento } from './vaga-edicao';
import { SITUACAO_VAGA, vagaCongelada } from './vaga-situacao';

/**
 * Faturamento Avaliação (spec 002 §2.1, §6; the billing data of spec 000 §3.5): *Pesquisar* lists the
 * vacancies with their billing (closing, advance and forwarding percentages and dates, billed flags,
 * total) by client, unit, analyst, period and billing state, with totals and the CSV/XLSX export;
 * *Criar* sets the billing of a requisition's vacancies at once, with the rules of the vacancy's
 * Faturamento tab (faturamento.ts). docs/faturamento-avaliacao.md.
 */

/** Who edits (the area's codes 58, 59, 60) and who reads (those and finance, 107). */
export const PERMISSOES_FATURAMENTO_AVALIACAO = {
  editar: PERMISSOES.faturamentoAvaliacao,
  consultar: [...new Set([...PERMISSOES.faturamentoAvaliacao, ...PERMISSOES.financeiro])],
} as const satisfies Record<string, readonly number[]>;

export const LIMITES_FATURAMENTO_AVALIACAO = {
  /** Rows per page of Pesquisar, and the choices offered. */
  porPaginaPadrao: 50,
  tamanhosPagina: [50, 100, 200],
  /** Vacancies one Criar save takes. */
  vagasMax: 500,
  /** Months back the Pesquisar filter opens on (opening period). */
  mesesPadrao: 3,
} as const;

/**
 * The billing state of a vacancy by its total (the three percentages) and the percent already
 * billed: nothing billed yet 'a_faturar', part of it 'parcial', all of it 'faturada'; without any
 * percentage 'sem_faturamento'.
 */
export const ESTADOS_FATURAMENTO = [
  { valor: 'a_faturar', rotulo: 'A faturar' },
  { valor: 'parcial', rotulo: 'Parcialmente faturada' },
  { valor: 'faturada', rotulo: 'Faturada' },
  { valor: 'sem_faturamento', rotulo: 'Sem faturamento' },
] as const;
export type EstadoFaturamento = (typeof ESTADOS_FATURAMENTO)[number]['valor'];
const VALORES_ESTADO = ESTADOS_FATURAMENTO.map((e) => e.valor) as [EstadoFaturamento, ...EstadoFaturamento[]];

export const ROTULOS_ESTADO_FATURAMENTO: Record<EstadoFaturamento, string> = Object.fromEntries(
  ESTADOS_FATURAMENTO.map((e) => [e.valor, e.rotulo]),
) as Record<EstadoFaturamento, string>;

/** Percentages closer than this are the same (two decimal places). */
const TOLERANCIA = 0.005;

/** The state of a vacancy's billing (see ESTADOS_FATURAMENTO). */
export function estadoFaturamento(total: number, faturado: number): EstadoFaturamento {
  if (faturado > TOLERANCIA && faturado + TOLERANCIA >= total) return 'faturada';
  if (faturado > TOLERANCIA) return 'parcial';
  if (total > TOLERANCIA) return 'a_faturar';
  return 'sem_faturamento';
}

/** The total of a vacancy's three percentages (absent ones count 0). */
export function totalFaturamento(v: {
  pc_faturamento: number | null;
  ad_pc_faturamento: number | null;
  pc_fat_encaminhamento: number | null;
}): number {
  return (
    Math.round(
      ((v.pc_faturamento ?? 0) + (v.ad_pc_faturamento ?? 0) + (v.pc_fat_encaminhamento ?? 0)) * 100,
    ) / 100
  );
}

/** Situations whose billing Criar refuses besides the frozen one: cancelled without billing (5, 8). */
export const SITUACOES_CANCELADAS_SEM_FATURAMENTO: readonly number[] = [
  SITUACAO_VAGA.CANCELADA,
  SITUACAO_VAGA.CANCELADA_SELECAO_SEM_CANDIDATO,
];

export const MENSAGENS_FATURAMENTO_AVALIACAO = {
  periodoInvertido: 'A data de início não pode ser maior que a data de término.',
  estadoInvalido: 'Situação de faturamento inválida.',
  periodoTipoInvalido: 'Período inválido: informe abertura ou faturamento.',
  porPaginaInvalido: `Registros por página: ${LIMITES_FATURAMENTO_AVALIACAO.tamanhosPagina.join(', ')}.`,
  semVagas: 'Informe ao menos uma vaga.',
  vagasDemais: `Informe no máximo ${LIMITES_FATURAMENTO_AVALIACAO.vagasMax} vagas por vez.`,
  requisicaoNaoEncontrada: 'Requisição não encontrada.',
  requisicaoSemVagas: 'Esta requisição não tem vagas.',
  vagaDeOutraRequisicao: (nrRequisicao: number) => `não é uma vaga da requisição ${nrRequisicao}.`,
  vagaRepetida: 'aparece mais de uma vez.',
  vagaCongelada: MENSAGENS.vagaCongelada,
  vagaCancelada: 'Vaga cancelada: o faturamento não pode ser alterado.',
  semFaturamento: MENSAGENS_FATURAMENTO.semFaturamento,
  vagaExpirada: MENSAGENS_FATURAMENTO.vagaExpirada,
  semAlteracoes: 'Não há dados para atualizar',
  salvo: (n: number, nrRequisicao: number) =>
    n === 1
      ? `Faturamento de 1 vaga da requisição ${nrRequisicao} salvo.`
      : `Faturamento de ${n} vagas da requisição ${nrRequisicao} salvo.`,
  falhaLista: 'Não foi possível carregar o faturamento das vagas.',
  falhaExportacao: 'Não foi possível exportar o faturamento das vagas.',
  falhaRequisicao: 'Não foi possível carregar as vagas da requisição.',
  falhaSalvar: 'Não foi possível salvar o faturamento.',
  vazia: 'Nenhuma vaga encontrada com os filtros aplicados.',
  dicaVazia: 'Ajuste os filtros (período, situação de faturamento) ou limpe-os.',
  semEditaveis: 'Nenhuma vaga desta requisição pode ter o faturamento alterado.',
} as const;

/** A message about one vacancy of a Criar save: 'Vaga 123: …'. */
export function mensagemDaVaga(nrVaga: number, mensagem: string): string {
  return `Vaga ${nrVaga}: ${mensagem}`;
}

/**
 * Why Criar may not set a vacancy's billing, or null: frozen (13), cancelled without billing (5, 8),
 * or no billing tab (hiring types 2 and 6, or expired: `temAbaFaturamento`).
 */
export function bloqueioFaturamentoAvaliacao(
  v: { cd_situacao_vaga: number; cd_tipo_contratacao: number },
  expirada: boolean,
): string | null {
  const M = MENSAGENS_FATURAMENTO_AVALIACAO;
  if (vagaCongelada(v.cd_situacao_vaga)) return M.vagaCongelada;
  if (SITUACOES_CANCELADAS_SEM_FATURAMENTO.includes(v.cd_situacao_vaga)) return M.vagaCancelada;
  if (!temAbaFaturamento(v.cd_tipo_contratacao, expirada))
    return expirada ? M.vagaExpirada : M.semFaturamento;
  return null;
}

// Pesquisar

export const PERIODOS_FATURAMENTO = [
  { valor: 'abertura', rotulo: 'Abertura da vaga' },
  { valor: 'faturamento', rotulo: 'Data de faturamento' },
] as const;
export type PeriodoFaturamento = (typeof PERIODOS_FATURAMENTO)[number]['valor'];

const camposFiltro = {
  cd_pessoa_cliente: codigo('int8').optional(),
  /** The unit: every unit of its grouping. */
  cd_unidade: codigo('int4').optional(),
  cd_pessoa_analista: codigo('int8').optional(),
  nr_requisicao: codigoRequisicao.optional(),
  /** What the period filters: the opening date, or any of the three billing dates. */
  periodo: z
    .enum(['abertura', 'faturamento'], { error: MENSAGENS_FATURAMENTO_AVALIACAO.periodoTipoInvalido })
    .default('abertura'),
  /** ISO, dd/mm/aaaa or dd-mm-aaaa. */
  inicio: dataEntrada.optional(),
  termino: dataEntrada.optional(),
  estado: z.enum(VALORES_ESTADO, { error: MENSAGENS_FATURAMENTO_AVALIACAO.estadoInvalido }).optional(),
};

function periodoEmOrdem(q: { inicio?: string; termino?: string }, ctx: z.RefinementCtx): void {
  if (q.inicio && q.termino && q.inicio > q.termino)
    ctx.addIssue({
      code: 'custom',
      path: ['termino'],
      message: MENSAGENS_FATURAMENTO_AVALIACAO.periodoInvertido,
    });
}

/** GET /faturamento/avaliacoes: the filters (each optional) and the page. */
export const faturamentoAvaliacaoQuery = z
  .object({
    ...camposFiltro,
    pagina: inteiroEntrada('int4', { min: 1 }).default(1),
    por_pagina: inteiroEntrada('int4', { min: 1 })
      .refine((n) => (LIMITES_FATURAMENTO_AVALIACAO.tamanhosPagina as readonly number[]).includes(n), {
        message: MENSAGENS_FATURAMENTO_AVALIACAO.porPaginaInvalido,
      })
      .default(LIMITES_FATURAMENTO_AVALIACAO.porPaginaPadrao),
  })
  .superRefine(periodoEmOrdem);
export type FaturamentoAvaliacaoQuery = z.input<typeof faturamentoAvaliacaoQuery>;
export type FaturamentoAvaliacaoFiltros = z.output<typeof faturamentoAvaliacaoQuery>;

/** GET /faturamento/avaliacoes/exportar: the same filters, every matching row, and the format. */
export const faturamentoAvaliacaoExportacaoQuery = z
  .object({
    ...camposFiltro,
    formato: z.enum(FORMATOS_EXPORTACAO, { error: 'Formato inválido: informe csv ou xlsx.' }),
  })
  .superRefine(periodoEmOrdem);
export type FaturamentoAvaliacaoExportacaoQuery = z.input<typeof faturamentoAvaliacaoExportacaoQuery>;

/** The billing columns of spec 000 §3.5 (dates ISO), with the total and the state. */
const camposFaturamento = {
  PC_FATURAMENTO: z.number().nullable(),
  DT_FATURAMENTO: z.string().nullable(),
  AD_PC_FATURAMENTO: z.number().nullable(),
  AD_DT_FATURAMENTO: z.string().nullable(),
  PC_FAT_ENCAMINHAMENTO: z.number().nullable(),
  DT_FAT_ENCAMINHAMENTO: z.string().nullable(),
  /** The three percentages together. */
  PC_TOTAL: z.number(),
  PC_TOTAL_FATURADO: z.number(),
  /** What is left to bill: the total less what was billed (never below 0). */
  PC_A_FATURAR: z.number(),
  ID_ADIANTAMENTO_FATURADO: flagSN,
  ID_ENCAMINHAMENTO_FATURADO: flagSN,
  ID_FECHAMENTO_FATURADO: flagSN,
  ESTADO_FATURAMENTO: z.enum(VALORES_ESTADO),
};

/** A vacancy as Pesquisar lists it. */
export const faturamentoAvaliacaoLinha = z.object({
  NR_VAGA: z.number(),
  NR_REQUISICAO: z.number(),
  /** ISO. */
  DT_ABERTURA: z.string(),
  CD_SITUACAO_VAGA: z.number(),
  NM_SITUACAO_VAGA: z.string(),
  CD_PESSOA_CLIENTE: z.number(),
  NM_CLIENTE: z.string(),
  CD_EMPRESA: z.number(),
  NM_EMPRESA: z.string(),
  CD_PESSOA_ANALISTA: z.number().nullable(),
  NM_PESSOA_ANALISTA: z.string().nullable(),
  NM_CARGO: z.string().nullable(),
  CD_TIPO_CONTRATACAO: z.number(),
  NM_TIPO_CONTRATACAO: z.string(),
  ...camposFaturamento,
});
export type FaturamentoAvaliacaoLinha = z.infer<typeof faturamentoAvaliacaoLinha>;

/** The totals of every vacancy the filters match (not only the page's). */
export const faturamentoAvaliacaoTotais = z.object({
  QT_VAGAS: z.number(),
  QT_A_FATURAR: z.number(),
  QT_PARCIAL: z.number(),
  QT_FATURADA: z.number(),
  QT_SEM_FATURAMENTO: z.number(),
  /** Sums of the vacancies' percentages: planned, billed, left to bill. */
  PC_TOTAL: z.number(),
  PC_TOTAL_FATURADO: z.number(),
  PC_A_FATURAR: z.number(),
});
export type FaturamentoAvaliacaoTotais = z.infer<typeof faturamentoAvaliacaoTotais>;

export const faturamentoAvaliacaoResposta = z.object({
  linhas: z.array(faturamentoAvaliacaoLinha),
  pagina: z.number(),
  por_pagina: z.number(),
  totais: faturamentoAvaliacaoTotais,
});
export type FaturamentoAvaliacaoResposta = z.infer<typeof faturamentoAvaliacaoResposta>;

function percentualTexto(v: number | null): string | null {
  return v === null ? null : v.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
function dataTexto(iso: string | null): string | null {
  return iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null;
}
const faturado = (f: 'S' | 'N') => (f === 'S' ? 'Sim' : 'Não');

/** The columns of the export, in the screen's order (dates dd/mm/aaaa, percentages as numbers). */
export const COLUNAS_EXPORTACAO_FATURAMENTO: readonly {
  titulo: string;
  valor: (l: FaturamentoAvaliacaoLinha) => string | number | null;
}[] = [
  { titulo: 'Vaga', valor: (l) => l.NR_VAGA },
  { titulo: 'Requisição', valor: (l) => l.NR_REQUISICAO },
  { titulo: 'Abertura', valor: (l) => dataTexto(l.DT_ABERTURA) },
  { titulo: 'Situação', valor: (l) => l.NM_SITUACAO_VAGA },
  { titulo: 'Cliente', valor: (l) => l.NM_CLIENTE },
  { titulo: 'Unidade', valor: (l) => l.NM_EMPRESA },
  { titulo: 'Analista', valor: (l) => l.NM_PESSOA_ANALISTA },
  { titulo: 'Cargo', valor: (l) => l.NM_CARGO },
  { titulo: 'Tipo de contratação', valor: (l) => l.NM_TIPO_CONTRATACAO },
  { titulo: '% adiantamento', valor: (l) => l.AD_PC_FATURAMENTO },
  { titulo: 'Data do adiantamento', valor: (l) => dataTexto(l.AD_DT_FATURAMENTO) },
  { titulo: 'Adiantamento faturado', valor: (l) => faturado(l.ID_ADIANTAMENTO_FATURADO) },
  { titulo: '% encaminhamento', valor: (l) => l.PC_FAT_ENCAMINHAMENTO },
  { titulo: 'Data do encaminhamento', valor: (l) => dataTexto(l.DT_FAT_ENCAMINHAMENTO) },
  { titulo: 'Encaminhamento faturado', valor: (l) => faturado(l.ID_ENCAMINHAMENTO_FATURADO) },
  { titulo: '% fechamento', valor: (l) => l.PC_FATURAMENTO },
  { titulo: 'Data do fechamento', valor: (l) => dataTexto(l.DT_FATURAMENTO) },
  { titulo: 'Fechamento faturado', valor: (l) => faturado(l.ID_FECHAMENTO_FATURADO) },
  { titulo: '% total', valor: (l) => l.PC_TOTAL },
  { titulo: '% faturado', valor: (l) => l.PC_TOTAL_FATURADO },
  { titulo: '% a faturar', valor: (l) => l.PC_A_FATURAR },
  { titulo: 'Situação do faturamento', valor: (l) => ROTULOS_ESTADO_FATURAMENTO[l.ESTADO_FATURAMENTO] },
];

/** A percentage as the screen shows it ('37,5%'; '—' when absent). */
export function formatarPercentualFaturamento(v: number | null): string {
  const t = percentualTexto(v);
  return t === null ? '—' : `${t}%`;
}

// Criar

/** A vacancy of the requisition as Criar shows it: its billing, and whether it can change. */
export const faturamentoVagaRequisicao = z.object({
  NR_VAGA: z.number(),
  NM_CARGO: z.string().nullable(),
  CD_SITUACAO_VAGA: z.number(),
  NM_SITUACAO_VAGA: z.string(),
  CD_TIPO_CONTRATACAO: z.number(),
  NM_TIPO_CONTRATACAO: z.string(),
  NM_PESSOA_ANALISTA: z.string().nullable(),
  ...camposFaturamento,
  /** 'N' when Criar may not change it; the reason in DS_BLOQUEIO. */
  ID_EDITAVEL: flagSN,
  DS_BLOQUEIO: z.string().nullable(),
});
export type FaturamentoVagaRequisicao = z.infer<typeof faturamentoVagaRequisicao>;

/** GET /faturamento/avaliacoes/requisicao/{nr}: the requisition, its vacancies and the tab's limits. */
export const faturamentoRequisicaoResposta = z.object({
  NR_REQUISICAO: z.number(),
  CD_PESSOA_CLIENTE: z.number(),
  NM_CLIENTE: z.string(),
  /** ISO. */
  DT_REQUISICAO: z.string(),
  NM_EMPRESA: z.string(),
  VAGAS: z.array(faturamentoVagaRequisicao),
  /** The highest total (150). */
  PC_TOTAL_MAXIMO: z.number(),
  /** The date offered to a part given a percentage (next Sunday), and the earliest accepted (tomorrow). */
  DT_FATURAMENTO_PADRAO: z.string(),
  DT_FATURAMENTO_MINIMA: z.string(),
});
export type FaturamentoRequisicaoResposta = z.infer<typeof faturamentoRequisicaoResposta>;

export const faturamentoRequisicaoParams = z.object({ nrRequisicao: codigoRequisicao });

/**
 * A percentage of a line: a number. Its bounds (0–150) are the tab's, checked when the line is read
 * with the tab's schema so that the refusal names the vacancy; the document states them here.
 */
const percentualEnviado = z
  .number()
  .meta({ minimum: LIMITES_FATURAMENTO.percentualMin, maximum: LIMITES_FATURAMENTO.percentualMax })
  .nullish();
/** A date of a line (ISO, dd/mm/aaaa or dd-mm-aaaa), read then with the tab's schema. */
const dataEnviada = texto(LIMITES_ENTRADA.dataHoraMax, MENSAGENS_ENTRADA.dataInvalida).nullish();

/** One vacancy of a Criar save: the fields of the tab's save (POST vaga/dados-faturamento). */
export const linhaFaturamentoAvaliacao = z.object({
  nr_vaga: codigoVaga,
  pc_faturamento: percentualEnviado,
  dt_faturamento: dataEnviada,
  pc_adiantamento: percentualEnviado,
  dt_adiantamento: dataEnviada,
  pc_encaminhamento: percentualEnviado,
  dt_encaminhamento: dataEnviada,
});

/**
 * POST /faturamento/avaliacoes: a requisition and the billing of some of its vacancies. Each line is
 * read with the Faturamento tab's schema (dadosFaturamentoBody: each percentage 0–150, a date for
 * each percentage, total ≤ 150), its messages named by the vacancy ('Vaga 12: …') and put on the
 * line's field (vagas.0.pc_faturamento); a vacancy sent twice is refused.
 */
export const faturamentoAvaliacaoBody = z
  .object({
    nr_requisicao: codigoRequisicao,
    vagas: z
      .array(linhaFaturamentoAvaliacao)
      .min(1, MENSAGENS_FATURAMENTO_AVALIACAO.semVagas)
      .max(LIMITES_FATURAMENTO_AVALIACAO.vagasMax, MENSAGENS_FATURAMENTO_AVALIACAO.vagasDemais),
  })
  .transform((b, ctx) => {
    const vagas: DadosFaturamento[] = [];
    const vistas = new Set<number>();
    let falhou = false;
    b.vagas.forEach((linha, i) => {
      if (vistas.has(linha.nr_vaga)) {
        falhou = true;
        ctx.addIssue({
          code: 'custom',
          path: ['vagas', i, 'nr_vaga'],
          message: mensagemDaVaga(linha.nr_vaga, MENSAGENS_FATURAMENTO_AVALIACAO.vagaRepetida),
        });
      }
      vistas.add(linha.nr_vaga);
      const r = dadosFaturamentoBody.safeParse(linha);
      if (r.success) {
        vagas.push(r.data);
        return;
      }
      falhou = true;
      for (const issue of r.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['vagas', i, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
          message: mensagemDaVaga(linha.nr_vaga, issue.message),
        });
    });
    return falhou ? z.NEVER : { nr_requisicao: b.nr_requisicao, vagas };
  });
export type FaturamentoAvaliacaoBody = z.input<typeof faturamentoAvaliacaoBody>;
export type FaturamentoAvaliacaoDados = z.output<typeof faturamentoAvaliacaoBody>;

export const faturamentoAvaliacaoSalvarResposta = z.object({
  /** 1 saved, 2 nothing changed. */
  status: z.union([z.literal(1), z.literal(2)]),
  message: z.string(),
  NR_REQUISICAO: z.number(),
  /** The vacancies whose billing changed. */
  VAGAS_ALTERADAS: z.array(z.number()),
});
export type FaturamentoAvaliacaoSalvarResposta = z.infer<typeof faturamentoAvaliacaoSalvarResposta>;

/** The highest total, for the screen's hint. */
export const PC_TOTAL_MAXIMO = LIMITES_FATURAMENTO.totalMax;
