import { z } from 'zod';
import { codigo, dataIso } from './entrada';
import type { VagaSelecaoLinha } from './minhas-vagas';
import {
  type CampoRegiao,
  type CampoSituacao,
  camposVagasSelecao,
  type FiltrosMinhasVagas,
  FLAGS_SITUACAO,
  queryDosFiltros,
  REGIOES,
  type VagasSelecaoQueryEntrada,
} from './minhas-vagas';

/**
 * Seleção - Gerencial (spec 002 §2.4, §6, §7): the manager's vacancy list, POST
 * vaga/vagas-selecao-gerencial with the full filter body (code 59).
 */

export const MENSAGENS_GERENCIAL = {
  falhaLista: 'Não foi possível carregar as vagas.',
  falhaMovimentacao: 'Não foi possível carregar os candidatos.',
  falhaExportacao: 'Não foi possível exportar o relatório.',
  movimentacaoLimitada: (n: number) =>
    `Somente as ${n} movimentações mais recentes são exibidas. Exporte o relatório para ver todas.`,
  vaziaMovimentacao: 'Nenhum candidato encontrado com os filtros aplicados.',
  periodoInvalido: 'A data de início não pode ser maior que a data de término.',
  statusInvalido: 'Situação inválida: informe T (todos), R (reprovados) ou P (pendentes).',
  vazia: 'Nenhuma vaga encontrada com os filtros aplicados.',
} as const;

/** The inner tabs of the management screen, in the spec's order; Busca de Candidatos is defined but hidden. */
export const SUBABAS_GERENCIAL = [
  { valor: 'vagas', rotulo: 'Vagas', visivel: true },
  { valor: 'grupos', rotulo: 'Grupos de candidato', visivel: true },
  { valor: 'criarCurriculo', rotulo: 'Criar currículo', visivel: true },
  { valor: 'relatorios', rotulo: 'Relatórios', visivel: true },
  { valor: 'buscaCandidatos', rotulo: 'Busca de Candidatos', visivel: false },
] as const;

/** A yes/no of the body: true/false, or 'S'/'N' as the query strings send them; absent is no. */
const flagCorpo = z
  .union([z.boolean(), z.enum(['S', 'N', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'S' || v === 'true');

const camposFlag = [
  ...REGIOES.map((r) => r.campo),
  ...FLAGS_SITUACAO.map((f) => f.campo),
  'somente_pcd',
  'last_24hr',
] as const;
const flagsCorpo = Object.fromEntries(camposFlag.map((c) => [c, flagCorpo])) as Record<
  CampoRegiao | CampoSituacao | 'somente_pcd' | 'last_24hr',
  typeof flagCorpo
>;

/**
 * Body of POST vaga/vagas-selecao-gerencial: the vacancy filters of the selection list (spec 002 §3.8),
 * every status flag, whose vacancies defaulting to both (A), flags as booleans or 'S'/'N'.
 */
export const vagasSelecaoGerencialBody = camposVagasSelecao
  .omit({ unidade_dashboard: true, cd_pessoa_selecionador: true })
  .extend({ tipo_vagas: z.enum(['M', 'O', 'A']).default('A'), ...flagsCorpo });
export type VagasSelecaoGerencialBody = z.input<typeof vagasSelecaoGerencialBody>;
export type VagasSelecaoGerencialFiltros = z.output<typeof vagasSelecaoGerencialBody>;

/** The body of the filters (the same fields the query string of the selection list sends). */
export function corpoDosFiltrosGerencial(f: FiltrosMinhasVagas): VagasSelecaoGerencialBody {
  const q: VagasSelecaoQueryEntrada = queryDosFiltros(f);
  return q as VagasSelecaoGerencialBody;
}

// POST candidato/relatorio-mov-cand (spec 002 §2.4, §7, §9): the candidate movement report

export const LIMITES_MOVIMENTACAO_CANDIDATOS = {
  /** Default window: 30 days back to today. */
  diasPadrao: 30,
  /** Most rows one answer carries (newest movement first); the export writes them all. */
  maxLinhas: 1000,
} as const;

/** The candidate's state on the vacancy: T all, R rejected, P pending (spec 002 §9). */
export const STATUS_CANDIDATO_MOVIMENTACAO = [
  { valor: 'T', rotulo: 'Todos' },
  { valor: 'R', rotulo: 'Reprovados' },
  { valor: 'P', rotulo: 'Pendentes' },
] as const;

export const relatorioMovCandBody = z
  .object({
    /** Movement date from / to (ISO); the default is the last 30 days. */
    inicio: dataIso().optional(),
    termino: dataIso().optional(),
    status_cand: z.enum(['T', 'R', 'P'], { error: MENSAGENS_GERENCIAL.statusInvalido }).default('T'),
    /** The hiring type of the vacancy (tipo_contratacao; 1 Efetivo by default). */
    tipo_vaga: codigo('int2').default(1),
    /** A unit: its whole grouping; the user's own by default. */
    cd_unidade: codigo('int4').optional(),
    cd_pessoa_analista: codigo('int8').optional(),
    /** The user the legacy screen sends: the session's user is used. */
    cd_usuario: codigo('int4').optional(),
  })
  .refine((b) => !b.inicio || !b.termino || b.inicio <= b.termino, {
    message: MENSAGENS_GERENCIAL.periodoInvalido,
    path: ['inicio'],
  });
export type RelatorioMovCandBody = z.input<typeof relatorioMovCandBody>;
export type RelatorioMovCandFiltros = z.output<typeof relatorioMovCandBody>;

export const movimentacaoCandidatoLinha = z.object({
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  NR_VAGA: z.number(),
  NM_CARGO: z.string().nullable(),
  /** Null when the vacancy hides its client. */
  NM_CLIENTE: z.string().nullable(),
  NM_ANALISTA: z.string().nullable(),
  CD_ESTAGIO_VAGA: z.number(),
  NM_ESTAGIO_VAGA: z.string().nullable(),
  /** A approved, R rejected, null pending. */
  ID_SITUACAO: z.enum(['A', 'R']).nullable(),
  DT_RELACIONAMENTO: z.string(),
  DT_MOVIMENTACAO: z.string(),
});
export type MovimentacaoCandidatoLinha = z.infer<typeof movimentacaoCandidatoLinha>;
export const relatorioMovCandResposta = z.array(movimentacaoCandidatoLinha);

// Exports of the reports (spec 002 §2.4; the scale target of the management screen)

export const LIMITES_EXPORTACAO = {
  /** Rows read per statement while an export streams. */
  lote: 2000,
  /** Most rows one export writes. */
  maxLinhas: 100_000,
} as const;

/** The formats a report is exported in. */
export const FORMATOS_EXPORTACAO = ['csv', 'xlsx'] as const;
export type FormatoExportacao = (typeof FORMATOS_EXPORTACAO)[number];
export const exportacaoQuery = z.object({
  formato: z.enum(FORMATOS_EXPORTACAO, { error: 'Formato inválido: informe csv ou xlsx.' }),
});
/** The file's bytes: the web reads them as a Blob. */
export const respostaArquivo = z.string().describe('text/csv ou planilha xlsx');

/** The columns of the movement report as its exports write them. */
export const COLUNAS_EXPORTACAO_MOV_CAND: readonly {
  titulo: string;
  valor: (l: MovimentacaoCandidatoLinha) => string | number | null;
}[] = [
  { titulo: 'Código', valor: (l) => l.CD_PESSOA },
  { titulo: 'Candidato', valor: (l) => l.NM_PESSOA },
  { titulo: 'Vaga', valor: (l) => l.NR_VAGA },
  { titulo: 'Cargo', valor: (l) => l.NM_CARGO },
  { titulo: 'Cliente', valor: (l) => l.NM_CLIENTE ?? 'Informação Sigilosa' },
  { titulo: 'Analista', valor: (l) => l.NM_ANALISTA },
  { titulo: 'Estágio', valor: (l) => l.NM_ESTAGIO_VAGA ?? l.CD_ESTAGIO_VAGA },
  {
    titulo: 'Situação',
    valor: (l) => (l.ID_SITUACAO === 'A' ? 'Aprovado' : l.ID_SITUACAO === 'R' ? 'Reprovado' : 'Pendente'),
  },
  { titulo: 'Relacionado em', valor: (l) => l.DT_RELACIONAMENTO },
  { titulo: 'Movimentação', valor: (l) => l.DT_MOVIMENTACAO },
];

/** A CSV field (separator ';', as spreadsheets in pt-BR read it): quoted when it holds ; " or a line break. */
export function campoCsv(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

// A spreadsheet reads a cell that starts with one of these as a formula (OWASP, CSV injection).
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;
// A plain negative number written as text: a spreadsheet reads it as the number, never a formula.
const NUMERO_NEGATIVO = /^-\d+(?:[.,]\d+)*$/;

/**
 * The value a cell of an export holds: a text that a spreadsheet would run as a formula (it starts
 * with =, +, -, @, a tab or a carriage return) goes out behind a single quote, so it is shown as
 * the text it is. Numbers (negative ones too) stay numbers. Both writers, CSV and XLSX, use it.
 */
export function celulaSegura(v: string | number | null | undefined): string | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') return v;
  return INICIO_DE_FORMULA.test(v) && !NUMERO_NEGATIVO.test(v) ? `'${v}` : v;
}

/** One line of a CSV export: each value made safe (celulaSegura) and quoted as needed, ';', CRLF. */
export function linhaCsv(valores: readonly (string | number | null | undefined)[]): string {
  return `${valores.map((v) => campoCsv(celulaSegura(v))).join(';')}\r\n`;
}

/**
 * A whole CSV of rows already at hand (a report the screen shows): the BOM, so spreadsheets read
 * the accents as UTF-8, the header and one line per row, each line as linhaCsv writes it.
 */
export function textoCsv<T>(
  colunas: readonly { titulo: string; valor: (linha: T) => string | number | null }[],
  linhas: readonly T[],
): string {
  return `\uFEFF${linhaCsv(colunas.map((c) => c.titulo))}${linhas.map((l) => linhaCsv(colunas.map((c) => c.valor(l)))).join('')}`;
}

/** The columns of the management vacancy list as its exports write them. */
export const COLUNAS_EXPORTACAO_VAGAS: readonly {
  titulo: string;
  valor: (v: VagaSelecaoLinha) => string | number | null;
}[] = [
  { titulo: 'Vaga', valor: (v) => v.NR_VAGA },
  { titulo: 'Requisição', valor: (v) => v.NR_REQUISICAO },
  { titulo: 'Situação', valor: (v) => v.NM_SITUACAO_VAGA },
  {
    titulo: 'Cliente',
    valor: (v) => (v.ID_ESCONDE_INFO_SIGILOSA === 'S' ? 'Informação Sigilosa' : v.NM_APELIDO_CLIENTE),
  },
  { titulo: 'Cargo', valor: (v) => v.NM_CARGO },
  { titulo: 'Analista', valor: (v) => v.NM_PESSOA_ANALISTA },
  { titulo: 'Tipo', valor: (v) => v.TIPO_CONTRATACAO_STRING },
  { titulo: 'Unidade', valor: (v) => v.NM_EMPRESA },
  { titulo: 'Recrutamento', valor: (v) => v.ID_RECRUTAMENTO },
  { titulo: 'Relacionados', valor: (v) => v.QTD_CANDIDATOS_RELACIONADOS },
  { titulo: 'Aprovados', valor: (v) => v.CANDIDATO_APROVADO },
  { titulo: 'Abertura', valor: (v) => v.DT_ABERTURA },
  { titulo: 'Dias aberta', valor: (v) => v.QT_DIAS_ABERTURA },
  { titulo: 'Dias estacionada', valor: (v) => v.QT_DIAS_ESTACIONADA },
];
