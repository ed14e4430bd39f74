import { z } from 'zod';
import { rotuloTipoContratacao } from './catalogos';
import { somarDias } from './datas';
import { codigo, dataIso } from './entrada';
import {
  type CampoSituacao,
  camposVagasSelecao,
  erroPeriodoAbertura,
  type FiltrosMinhasVagas,
  queryDosFiltros,
  vagaSelecaoLinha,
} from './minhas-vagas';

/**
 * The recruiter's screens (spec 001 §2.10, §2.13, §2.15, §3, §9; 002 §2.4, §9): the recruitment
 * vacancy list and its filters, the open-vacancy counters and lists per sector and type, and the
 * recruitment movement report.
 */

export const LIMITES_RECRUTAMENTO = {
  /** Rows per page of Vagas Recrutamento (the lists' default). */
  porPagina: 50,
  /** Open-vacancy lists and the self-service screen: pages of 20 (spec 001 §2.10, §9). */
  porPaginaAbertas: 20,
  /** The movement report: pages of 20 (spec 001 §2.15, §9). */
  porPaginaRelatorio: 20,
  /** Report: days open above this is danger (spec 001 §4, §9). */
  diasAberturaPerigo: 5,
  /** Report: days parked above this is danger. */
  diasEstacionadaPerigo: 30,
  /** Most rows an open-vacancy list or the report answers (newest first). */
  maxLinhas: 1000,
} as const;

export const MENSAGENS_RECRUTAMENTO = {
  // spec 001 §8 'Counters and lists'
  falhaContador: 'Erro ao buscar quantidade de vagas R&S.',
  falhaVagasAbertas: 'Erro ao buscar as vagas.',
  falhaLista: 'Não foi possível carregar suas vagas.',
  falhaRelatorio: 'Não foi possível carregar as vagas do relatório.',
  falhaRecrutamento: 'Não foi possível alterar o recrutamento da vaga.',
  falhaExportacao: 'Não foi possível exportar o relatório.',
  tituloMovimentacao: 'Movimentação de vagas no perfil Recrutamento',
  vazia: 'Nenhuma vaga encontrada com os filtros aplicados.',
  vaziaAbertas: 'Nenhuma vaga aberta deste tipo.',
  naoProrrogada: 'Não prorrogada',
  tipoInvalido: 'Tipo de vaga inválido.',
  // spec 002 §5 'Reports', §8
  periodoInvalido: 'A data de início não pode ser maior que a data de término.',
  analistasObrigatorios: 'Selecione ao menos um analista.',
  tipoRegistroInvalido: 'Tipo de registro inválido: informe A (alterados) ou I (incluídos).',
  candidatosVazio: 'Nenhum candidato encontrado com os filtros aplicados.',
  falhaCandidatos: 'Não foi possível carregar os candidatos.',
  falhaAnalistas: 'Erro ao carregar analistas de recrutamento',
  origemInvalida: 'Origem inválida: informe R (recrutamento) ou S (seleção).',
} as const;

/** Sectors of the open-vacancy lists: R recruitment, S selection (spec 001 §2.10, §9). */
export const SETORES_VAGA = [
  { valor: 'R', rotulo: 'Recrutamento' },
  { valor: 'S', rotulo: 'Seleção' },
] as const;
export type SetorVaga = (typeof SETORES_VAGA)[number]['valor'];

/**
 * Types of vacancy (spec 001 §2.10, §9): A administrative mid-level/commercial, G management,
 * Q higher-education/technical/qualified, O operational.
 */
export const TIPOS_VAGA = [
  { valor: 'A', rotulo: 'Administrativo' },
  { valor: 'G', rotulo: 'Gerencial' },
  { valor: 'Q', rotulo: 'Qualificado' },
  { valor: 'O', rotulo: 'Operacional' },
] as const;
export type TipoVaga = (typeof TIPOS_VAGA)[number]['valor'];

export function rotuloSetorVaga(setor: string): string {
  return SETORES_VAGA.find((s) => s.valor === setor)?.rotulo ?? setor;
}
export function rotuloTipoVaga(tipo: string): string {
  return TIPOS_VAGA.find((t) => t.valor === tipo)?.rotulo ?? tipo;
}

/** The tab key of an open-vacancy list (spec 001 §2.10). */
export const ABA_VAGAS_ABERTAS = 'vagas_abertas_rec_sel';

/** Title of an open-vacancy list: 'Vagas de {sector} - {type}' (spec 001 §2.10). */
export function tituloVagasAbertas(setor: string, tipo: string): string {
  return `Vagas de ${rotuloSetorVaga(setor)} - ${rotuloTipoVaga(tipo)}`;
}

// GET recrutamento/vagas-recrutamento (spec 001 §2.13, §3 'Recruitment filter fields')

/** The status flags of the recruitment filter (spec 001 §3): open and at the client. */
export const SITUACOES_FILTRO_RECRUTAMENTO: readonly CampoSituacao[] = ['aberta', 'cliente'];

/**
 * Query of GET recrutamento/vagas-recrutamento: the recruitment filter fields (spec 001 §3), read as
 * the selection list reads them; the sector defaults to recruitment (S). `cd_usuario` is the user the
 * legacy screen sends: the session's user is the one whose openings are 'mine', so a value sent is
 * not used.
 */
export const vagasRecrutamentoQuery = camposVagasSelecao
  .omit({
    unidade_dashboard: true,
    comercial: true,
    prospeccao: true,
    congelada: true,
    fechada: true,
    cancelada: true,
    canc_selecao_sem_candidato: true,
    canc_com_faturamento: true,
    bloqueado: true,
    cd_pessoa_selecionador: true,
  })
  .extend({
    setor: z.enum(['S', 'N', 'T']).default('S'),
    cd_usuario: codigo('int4').optional(),
  })
  // an opening period that ends before it starts is refused on its end date, as in the selection list
  .superRefine((q, ctx) => {
    const erro = erroPeriodoAbertura(q);
    if (erro) ctx.addIssue({ code: 'custom', path: ['termino'], message: erro });
  });
export type VagasRecrutamentoFiltros = z.output<typeof vagasRecrutamentoQuery>;
export type VagasRecrutamentoQueryEntrada = z.input<typeof vagasRecrutamentoQuery>;

/** The query string of the recruitment filters (only the recruitment status flags are sent). */
export function queryDosFiltrosRecrutamento(f: FiltrosMinhasVagas): VagasRecrutamentoQueryEntrada {
  const situacoes = f.situacoes.filter((s) => SITUACOES_FILTRO_RECRUTAMENTO.includes(s));
  return queryDosFiltros({ ...f, situacoes }) as VagasRecrutamentoQueryEntrada;
}

/** A row of the recruitment list: the selection row plus the salary its detail shows (spec 001 §3). */
export const vagaRecrutamentoLinha = vagaSelecaoLinha.extend({
  VL_SALARIO: z.number().nullable(),
});
export type VagaRecrutamentoLinha = z.infer<typeof vagaRecrutamentoLinha>;

export const vagasRecrutamentoResposta = z.object({
  VAGAS: z.array(vagaRecrutamentoLinha),
  LIMITADA: z.enum(['S', 'N']),
});
export type VagasRecrutamentoResposta = z.infer<typeof vagasRecrutamentoResposta>;

// Open-vacancy counters and lists (spec 001 §2.10, §7)

/** One type's option of a counter pick-list. */
export const opcaoContadorTipo = z.object({
  ID_TIPO_VAGA: z.enum(['A', 'G', 'Q', 'O']),
  NM_TIPO_VAGA: z.string(),
  QTD_VAGAS: z.number().int(),
});
export type OpcaoContadorTipo = z.infer<typeof opcaoContadorTipo>;

const mapaTipos = z.object({
  A: opcaoContadorTipo,
  G: opcaoContadorTipo,
  Q: opcaoContadorTipo,
  O: opcaoContadorTipo,
});

/** GET recrutamento/contador-vagas-por-tipo: the open vacancies of the user's grouping per sector and type. */
export const contadorVagasPorTipoResposta = z.object({
  RECRUTAMENTO: mapaTipos,
  SELECAO: mapaTipos,
});
export type ContadorVagasPorTipoResposta = z.infer<typeof contadorVagasPorTipoResposta>;

/** POST recrutamento/vagas-abertas-por-tipo: the type and the sector (origem R or S). */
export const vagasAbertasPorTipoBody = z.object({
  tipo_vaga: z.enum(['A', 'G', 'Q', 'O'], { error: MENSAGENS_RECRUTAMENTO.tipoInvalido }),
  origem: z.enum(['R', 'S'], { error: MENSAGENS_RECRUTAMENTO.origemInvalida }),
});
export type VagasAbertasPorTipoBody = z.input<typeof vagasAbertasPorTipoBody>;

/** A row of an open-vacancy list (spec 001 §3 'Open-list row'). */
export const vagaAbertaLinha = z.object({
  /** Not a candidate's list: always null (the legacy row carries the field). */
  CD_PESSOA_CANDIDATO: z.number().nullable(),
  NR_VAGA: z.number(),
  NR_REQUISICAO: z.number(),
  NM_PESSOA_SELECIONADOR: z.string().nullable(),
  CD_PESSOA_SELECIONADOR: z.number().nullable(),
  /** Null when the vacancy hides its client. */
  NM_PESSOA_CLIENTE: z.string().nullable(),
  CD_PESSOA_CLIENTE: z.number(),
  CD_EMPRESA_CLIENTE: z.number(),
  CD_SITUACAO_VAGA: z.number(),
  NM_SITUACAO_VAGA: z.string(),
  NM_CIDADE: z.string().nullable(),
  NM_BAIRRO: z.string().nullable(),
  ID_SEXO: z.string().nullable(),
  NM_CARGO: z.string().nullable(),
  NM_GRAU_INSTRUCAO_DE: z.string().nullable(),
  ID_ESCONDE_INFO_SIGILOSA: z.enum(['S', 'N']),
});
export type VagaAbertaLinha = z.infer<typeof vagaAbertaLinha>;
export const vagasAbertasPorTipoResposta = z.array(vagaAbertaLinha);

/** The vacancy profile's sex as the open list shows it. */
export function rotuloSexoVaga(sexo: string | null): string {
  if (sexo === 'M') return 'Masculino';
  if (sexo === 'F') return 'Feminino';
  return 'Indiferente';
}

// GET vaga/movimentacoes-recrutamento (spec 001 §2.15)

export const movimentacaoRecrutamentoLinha = z.object({
  NR_VAGA: z.number(),
  NM_CARGO: z.string().nullable(),
  CD_PESSOA_CLIENTE: z.number(),
  CD_EMPRESA_CLIENTE: z.number(),
  /** Null when the vacancy hides its client. */
  NM_APELIDO_CLIENTE: z.string().nullable(),
  ID_ESCONDE_INFO_SIGILOSA: z.enum(['S', 'N']),
  /** The hiring type's sigla (TE, TR, EF, ES). */
  ID_TIPO_CONTRATACAO: z.string().nullable(),
  /** TE Temporário, TR Terceiro, otherwise Efetivo. */
  NM_TIPO_CONTRATACAO: z.string(),
  QT_CANDIDATOS: z.number(),
  QT_DIAS_ABERTURA: z.number(),
  QT_DIAS_ESTACIONADA: z.number(),
  /** 'danger' above 5 days open, else null. */
  COR_DIAS_ABERTURA: z.enum(['danger']).nullable(),
  /** 'danger' above 30 days parked, else null. */
  COR_DIAS_ESTACIONADA: z.enum(['danger']).nullable(),
});
export type MovimentacaoRecrutamentoLinha = z.infer<typeof movimentacaoRecrutamentoLinha>;
export const movimentacoesRecrutamentoResposta = z.array(movimentacaoRecrutamentoLinha);

/** Report colours (spec 001 §4): days open above 5 and days parked above 30 are danger. */
export function corDiasAberturaRelatorio(dias: number): 'danger' | null {
  return dias > LIMITES_RECRUTAMENTO.diasAberturaPerigo ? 'danger' : null;
}
export function corDiasEstacionadaRelatorio(dias: number): 'danger' | null {
  return dias > LIMITES_RECRUTAMENTO.diasEstacionadaPerigo ? 'danger' : null;
}

/** The report's type label of a hiring type sigla (spec 001 §2.15). */
export const rotuloTipoRelatorio = rotuloTipoContratacao;

// POST recrutamento/consulta-candidatos-relatorio (spec 002 §2.4, §3.4, §5, §7, §9)

export const LIMITES_RELATORIO_CANDIDATO = {
  /** Default window: 30 days back to today. */
  diasPadrao: 30,
  /** Most analysts one report takes. */
  maxAnalistas: 200,
  /** Most rows one answer carries (newest first). */
  maxLinhas: 5000,
} as const;

/** Registration kinds: A changed, I created (spec 002 §3.4). */
export const TIPOS_REGISTRO = [
  { valor: 'A', rotulo: 'Alterados' },
  { valor: 'I', rotulo: 'Incluídos' },
] as const;
export type TipoRegistro = (typeof TIPOS_REGISTRO)[number]['valor'];

/** Whether the period is valid: the start not after the end (ISO dates compare as text). */
export function periodoValido(inicio: string, termino: string): boolean {
  return inicio <= termino;
}

export const consultaCandidatosRelatorioBody = z
  .object({
    /** The analysts' user codes (cd_sip, the 'usuario' of analista/analistas-unidade). */
    analistas: z
      .array(codigo('int4'))
      .min(1, MENSAGENS_RECRUTAMENTO.analistasObrigatorios)
      .max(LIMITES_RELATORIO_CANDIDATO.maxAnalistas),
    inicio: dataIso(),
    termino: dataIso(),
    tipo_registro: z.enum(['A', 'I'], { error: MENSAGENS_RECRUTAMENTO.tipoRegistroInvalido }).default('A'),
  })
  .refine((b) => periodoValido(b.inicio, b.termino), {
    message: MENSAGENS_RECRUTAMENTO.periodoInvalido,
    path: ['inicio'],
  });
export type ConsultaCandidatosRelatorioBody = z.input<typeof consultaCandidatosRelatorioBody>;
export type ConsultaCandidatosRelatorioFiltros = z.output<typeof consultaCandidatosRelatorioBody>;

/** A changed-candidate row (spec 002 §3.4). */
export const candidatoRelatorioLinha = z.object({
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  NM_USUARIO: z.string(),
  ID_TIPO_OPERACAO: z.enum(['A', 'I']),
  CRIADO_EM: z.string(),
});
export type CandidatoRelatorioLinha = z.infer<typeof candidatoRelatorioLinha>;
export const consultaCandidatosRelatorioResposta = z.array(candidatoRelatorioLinha);

/** The report's default period: 30 days back to today (spec 002 §9). */
export function periodoPadraoRelatorio(hoje: string): { inicio: string; termino: string } {
  return { inicio: somarDias(hoje, -LIMITES_RELATORIO_CANDIDATO.diasPadrao), termino: hoje };
}

// GET analista/analistas-unidade/{unit} and analista/filtro-analista/{company} (spec 002 §7)

export const unidadeAnalistasParams = z.object({ unit: codigo('int4') });
/** An analyst option of the report: the user code and the name. */
export const analistaOpcao = z.object({ usuario: z.number().int(), nome: z.string() });
export type AnalistaOpcao = z.infer<typeof analistaOpcao>;

export const empresaAnalistasParams = z.object({ company: codigo('int4') });
export const filtroAnalistaLinha = z.object({ CD_PESSOA: z.number(), NM_USUARIO: z.string() });
export type FiltroAnalistaLinha = z.infer<typeof filtroAnalistaLinha>;

// The recruitment notification (spec 001 §6, §7; 002 §2.1)

/** Real-time event of a vacancy that entered recruitment, sent to the recruitment analysts of its unit. */
export const EVENTO_VAGA_RECRUTAMENTO = 'vagaRecrutamento';

/** What the event carries. */
export interface DadosVagaRecrutamento {
  NR_VAGA: number;
  NR_REQUISICAO: number;
  CD_EMPRESA: number;
}

export const avisoRecrutamentoParams = z.object({ cd_unid: codigo('int4') });
/** A recruitment analyst of a unit: an active user of the unit holding the recruitment code (36). */
export const analistaRecrutamentoLinha = z.object({
  CD_SIP: z.number().int(),
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
});
export type AnalistaRecrutamentoLinha = z.infer<typeof analistaRecrutamentoLinha>;

export function textoAvisoRecrutamento(nrVaga: number): string {
  return `Nova vaga no recrutamento: ${nrVaga}.`;
}

/** The columns of the recruitment movement report as its exports write them. */
export const COLUNAS_EXPORTACAO_MOVIMENTACAO: readonly {
  titulo: string;
  valor: (l: MovimentacaoRecrutamentoLinha) => string | number | null;
}[] = [
  { titulo: 'Vaga', valor: (l) => l.NR_VAGA },
  { titulo: 'Cargo', valor: (l) => l.NM_CARGO },
  { titulo: 'Cliente', valor: (l) => l.NM_APELIDO_CLIENTE ?? 'Informação Sigilosa' },
  { titulo: 'Tipo', valor: (l) => l.NM_TIPO_CONTRATACAO },
  { titulo: 'Candidatos', valor: (l) => l.QT_CANDIDATOS },
  { titulo: 'Dias aberta', valor: (l) => l.QT_DIAS_ABERTURA },
  { titulo: 'Dias estacionada', valor: (l) => l.QT_DIAS_ESTACIONADA },
];

/** The columns of Relatório - Candidato's export (CSV and XLSX), in the screen's order. */
export const COLUNAS_EXPORTACAO_CANDIDATOS: readonly {
  titulo: string;
  valor: (l: CandidatoRelatorioLinha) => string | number | null;
}[] = [
  { titulo: 'Código', valor: (l) => l.CD_PESSOA },
  { titulo: 'Candidato', valor: (l) => l.NM_PESSOA },
  { titulo: 'Usuário', valor: (l) => l.NM_USUARIO },
  { titulo: 'Operação', valor: (l) => (l.ID_TIPO_OPERACAO === 'I' ? 'Incluído' : 'Alterado') },
  { titulo: 'Data', valor: (l) => l.CRIADO_EM },
];
