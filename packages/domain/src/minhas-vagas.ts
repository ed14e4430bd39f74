import { z } from 'zod';
import { LIMITES_CONTROLES } from './controles';
import { codigo, dataIso, textoAparado } from './entrada';
import { SITUACAO_VAGA } from './vaga-situacao';

/**
 * My openings (Minhas Vagas, spec 001 §2.12, §3, §4; 002 §3.4, §3.8, §9): the selector's vacancy
 * list, its filters and their defaults, sort options, colours and the browser keys it keeps.
 */

/** Limits and delays of the screen (spec 001 §9, 002 §9). */
export const LIMITES_MINHAS_VAGAS = {
  porPagina: 50,
  /** Most rows one answer carries; more are left out and the answer says so (LIMITADA 'S'). */
  maxLinhas: 1000,
  /** Longest text of a text filter (position, client, cost centre, city). */
  textoFiltroMax: 120,
  /** The filters are saved this long after the last change. */
  salvarFiltrosMs: 500,
  /** Saved filters older than this are forgotten (24 h). */
  validadeFiltrosMs: 86_400_000,
  /** Hover time before a preview (the vacancy's number, the client) opens. */
  atrasoPreviaMs: LIMITES_CONTROLES.atrasoPreviaMs,
  /** Days parked: green up to 5, orange up to 10, red above (spec 001 §4). */
  diasEstacionadaVerde: 5,
  diasEstacionadaLaranja: 10,
} as const;

/** Browser storage keys of the screen (spec 001 §2.12, 002 §9). */
export const CHAVES_MINHAS_VAGAS = {
  filtros: 'pesquisaMinhasVagasFiltros',
  estado: 'minhasVagasState',
} as const;

export const MENSAGENS_MINHAS_VAGAS = {
  falhaLista: 'Não foi possível carregar suas vagas.',
  falhaDetalhe: 'Não foi possível buscar os detalhes da vaga.',
  falhaUnidades: 'Ops, ocorreu um erro ao buscar as unidades do usuário.',
  falhaCidades: 'Não foi possível carregar as cidades.',
  falhaAnalistas: 'Não foi possível carregar os analistas da vaga.',
  falhaAlterarAnalista: 'Não foi possível alterar o analista da vaga.',
  vagaNaoLocalizada: 'Falha ao localizar o número da vaga.',
  candidatoAprovado: 'Já existe um candidato aprovado para esta vaga',
  limitada: (n: number) =>
    `Somente as ${n} vagas mais recentes foram carregadas. Aplique mais filtros para ver as demais.`,
  vazia: 'Nenhuma vaga encontrada com os filtros aplicados.',
  /** The filters leave nothing: what to do next (the list offers 'Limpar filtros'). */
  dicaVaziaFiltrada: 'Ajuste os filtros ou limpe-os para voltar às vagas de sempre.',
  /** The default filters leave nothing: nothing is waiting for the user yet. */
  semVagas: 'Nenhuma vaga aberta para você por enquanto.',
  dicaSemVagas:
    'As vagas atribuídas a você aparecem aqui. Para ver as de outros analistas, escolha Vagas: Ambas em Mostrar filtros.',
  semRequisicoes: 'Nenhuma requisição aberta na unidade por enquanto.',
  dicaSemRequisicoes:
    'As requisições com vagas abertas ou no cliente aparecem aqui. Para ver outras situações ou unidades, use Mostrar filtros.',
  analistaSituacao: 'O analista só pode ser alterado em vagas abertas ou congeladas.',
  periodoInvertido: 'A data de início não pode ser maior que a data de término.',
} as const;

/** Whose openings: M mine, O others', A both (spec 001 §6, 002 §3.8). */
export const TIPOS_VAGAS = [
  { valor: 'M', rotulo: 'Minhas' },
  { valor: 'O', rotulo: 'Outros' },
  { valor: 'A', rotulo: 'Ambas' },
] as const;
export type TipoVagas = (typeof TIPOS_VAGAS)[number]['valor'];

/** Sector: S recruitment, N selection, T both (spec 002 §3.8, §9). */
export const SETORES_MINHAS_VAGAS = [
  { valor: 'S', rotulo: 'Recrutamento' },
  { valor: 'N', rotulo: 'Seleção' },
  { valor: 'T', rotulo: 'Ambos' },
] as const;
export type SetorMinhasVagas = (typeof SETORES_MINHAS_VAGAS)[number]['valor'];

/** Regions of the client's address a filter may pick (spec 002 §3.8). */
export const REGIOES = [
  { campo: 'centro', rotulo: 'Centro', nome: 'Centro' },
  { campo: 'norte', rotulo: 'Norte', nome: 'Norte' },
  { campo: 'sul', rotulo: 'Sul', nome: 'Sul' },
  { campo: 'leste', rotulo: 'Leste', nome: 'Leste' },
  { campo: 'oeste', rotulo: 'Oeste', nome: 'Oeste' },
] as const;
export type CampoRegiao = (typeof REGIOES)[number]['campo'];

/** The status flags of the filter and the situation each one selects (spec 002 §3.8, §9). */
export const FLAGS_SITUACAO = [
  { campo: 'aberta', rotulo: 'Aberta', situacao: SITUACAO_VAGA.ABERTA },
  { campo: 'cliente', rotulo: 'Cliente', situacao: SITUACAO_VAGA.CLIENTE },
  { campo: 'comercial', rotulo: 'Comercial', situacao: SITUACAO_VAGA.COMERCIAL },
  { campo: 'prospeccao', rotulo: 'Prospecção', situacao: SITUACAO_VAGA.PROSPECCAO },
  { campo: 'congelada', rotulo: 'Congelada', situacao: SITUACAO_VAGA.CONGELADA },
  { campo: 'fechada', rotulo: 'Fechada', situacao: SITUACAO_VAGA.FECHADA },
  { campo: 'cancelada', rotulo: 'Cancelada', situacao: SITUACAO_VAGA.CANCELADA },
  {
    campo: 'canc_selecao_sem_candidato',
    rotulo: 'Canc. seleção sem candidato',
    situacao: SITUACAO_VAGA.CANCELADA_SELECAO_SEM_CANDIDATO,
  },
  {
    campo: 'canc_com_faturamento',
    rotulo: 'Canc. com faturamento',
    situacao: SITUACAO_VAGA.CANCELADA_COM_FATURAMENTO,
  },
  { campo: 'bloqueado', rotulo: 'Bloqueada', situacao: SITUACAO_VAGA.BLOQUEADA },
] as const;
export type CampoSituacao = (typeof FLAGS_SITUACAO)[number]['campo'];

/** A yes/no filter of the query string: 'S'/'N' (also 'true'/'false'); absent is no. */
const flagFiltro = z
  .enum(['S', 'N', 'true', 'false'])
  .optional()
  .transform((v) => v === 'S' || v === 'true');

const textoFiltro = textoAparado(LIMITES_MINHAS_VAGAS.textoFiltroMax)
  .optional()
  .transform((v) => (v ? v : undefined));

const camposRegiao = Object.fromEntries(REGIOES.map((r) => [r.campo, flagFiltro])) as Record<
  CampoRegiao,
  typeof flagFiltro
>;
const camposSituacao = Object.fromEntries(FLAGS_SITUACAO.map((f) => [f.campo, flagFiltro])) as Record<
  CampoSituacao,
  typeof flagFiltro
>;

/**
 * Query of GET vaga/vagas-selecao (spec 002 §3.8, §7). A filter left out does not restrict; 'mine'
 * (tipo_vagas M, the default) is the logged user's openings, 'others' everybody else's. With no
 * status flag on, every situation is listed. `cd_pessoa_selecionador` is the user the legacy screen
 * sends: the session's user is the one whose openings are 'mine', so a value sent is not used.
 */
export const camposVagasSelecao = z.object({
  tipo_vagas: z.enum(['M', 'O', 'A']).default('M'),
  nm_cargo: textoFiltro,
  /** The client's name or nickname. */
  nm_empresa: textoFiltro,
  nr_vaga: codigo('int8').optional(),
  /** Cost centre code or name. */
  cc_vaga: textoFiltro,
  nr_requisicao: codigo('int8').optional(),
  /** A unit: its whole grouping (cd_empresa_agrupadora) is listed. */
  cd_unidade: codigo('int4').optional(),
  /**
   * A unit of the selection dashboard: the units its charts count under it (430 under 1), so that a
   * bar opens exactly the vacancies it counts.
   */
  unidade_dashboard: codigo('int4').optional(),
  /** The client's city. */
  nm_cidade: textoFiltro,
  /** The vacancy's unit (the city options are units). */
  cd_empresa: codigo('int4').optional(),
  ...camposRegiao,
  setor: z.enum(['S', 'N', 'T']).default('T'),
  somente_pcd: flagFiltro,
  /** Opened in the last 24 hours. */
  last_24hr: flagFiltro,
  /** Opening date from / to (ISO). */
  inicio: dataIso().optional(),
  termino: dataIso().optional(),
  ...camposSituacao,
  cd_pessoa_analista: codigo('int8').optional(),
  cd_pessoa_selecionador: codigo('int8').optional(),
});

/**
 * An opening period that ends before it starts lists nothing: refused, beside 'Abertura até'
 * (the filter panel) and by the server (400 on `termino`).
 */
export function erroPeriodoAbertura(f: { inicio?: string | null; termino?: string | null }): string | null {
  return f.inicio && f.termino && f.inicio.slice(0, 10) > f.termino.slice(0, 10)
    ? MENSAGENS_MINHAS_VAGAS.periodoInvertido
    : null;
}

/** The selection list's query: its fields, with the opening period in order. */
export const vagasSelecaoQuery = camposVagasSelecao.superRefine((q, ctx) => {
  const erro = erroPeriodoAbertura(q);
  if (erro) ctx.addIssue({ code: 'custom', path: ['termino'], message: erro });
});
export type VagasSelecaoFiltros = z.output<typeof vagasSelecaoQuery>;
export type VagasSelecaoQueryEntrada = z.input<typeof vagasSelecaoQuery>;

/** The situations the status flags select; empty when none is on (no restriction). */
export function situacoesDosFiltros(f: Partial<Record<CampoSituacao, boolean>>): number[] {
  return FLAGS_SITUACAO.filter((x) => f[x.campo]).map((x) => x.situacao);
}

/** The region names the region flags select; empty when none is on (no restriction). */
export function regioesDosFiltros(f: Partial<Record<CampoRegiao, boolean>>): string[] {
  return REGIOES.filter((x) => f[x.campo]).map((x) => x.nome);
}

/** The filter panel's state: every field the screen edits, as the query sends it. */
export interface FiltrosMinhasVagas {
  tipo_vagas: TipoVagas;
  nm_cargo: string;
  nm_empresa: string;
  nr_vaga: number | null;
  cc_vaga: string;
  nr_requisicao: number | null;
  cd_unidade: number | null;
  cd_empresa: number | null;
  nm_cidade: string;
  regioes: CampoRegiao[];
  setor: SetorMinhasVagas;
  somente_pcd: boolean;
  last_24hr: boolean;
  inicio: string | null;
  termino: string | null;
  situacoes: CampoSituacao[];
  cd_pessoa_analista: number | null;
  /** The chosen analyst's name, as the picker showed it (only for the applied filters' chips; not sent). */
  nm_pessoa_analista?: string | null;
}

/** The vacancy-list screens, each with its filter defaults. */
export type PerfilListaVagas = 'minhas-vagas' | 'recrutamento' | 'gerencial' | 'requisicoes';

/** Whose vacancies and which sector each screen lists by default; the rest is the same for all. */
const PADRAO_POR_PERFIL: Record<PerfilListaVagas, Pick<FiltrosMinhasVagas, 'tipo_vagas' | 'setor'>> = {
  // spec 002 §9: my openings of the selection sector
  'minhas-vagas': { tipo_vagas: 'M', setor: 'N' },
  // spec 002 §9 with the recruitment sector
  recrutamento: { tipo_vagas: 'M', setor: 'S' },
  // the manager's list and the requisitions: everybody's vacancies, both sectors
  gerencial: { tipo_vagas: 'A', setor: 'T' },
  requisicoes: { tipo_vagas: 'A', setor: 'T' },
};

/**
 * The filter defaults of a vacancy-list screen (spec 002 §9): the screen's vacancies and sector (see
 * `PADRAO_POR_PERFIL`), open and at the client (aberta, cliente), ending today, the user's unit.
 */
export function filtrosPadrao(
  perfil: PerfilListaVagas,
  usuario: { cd_unid: number },
  hoje: string,
): FiltrosMinhasVagas {
  return {
    ...PADRAO_POR_PERFIL[perfil],
    nm_cargo: '',
    nm_empresa: '',
    nr_vaga: null,
    cc_vaga: '',
    nr_requisicao: null,
    cd_unidade: usuario.cd_unid,
    cd_empresa: null,
    nm_cidade: '',
    regioes: [],
    somente_pcd: false,
    last_24hr: false,
    inicio: null,
    termino: hoje,
    situacoes: ['aberta', 'cliente'],
    cd_pessoa_analista: null,
  };
}

/** The query string of the filters (empty fields left out, flags as 'S'). */
export function queryDosFiltros(f: FiltrosMinhasVagas): VagasSelecaoQueryEntrada {
  const q: VagasSelecaoQueryEntrada = { tipo_vagas: f.tipo_vagas, setor: f.setor };
  const flags = q as Record<CampoRegiao | CampoSituacao, 'S'>;
  if (f.nm_cargo.trim()) q.nm_cargo = f.nm_cargo.trim();
  if (f.nm_empresa.trim()) q.nm_empresa = f.nm_empresa.trim();
  if (f.cc_vaga.trim()) q.cc_vaga = f.cc_vaga.trim();
  if (f.nm_cidade.trim()) q.nm_cidade = f.nm_cidade.trim();
  if (f.nr_vaga !== null) q.nr_vaga = f.nr_vaga;
  if (f.nr_requisicao !== null) q.nr_requisicao = f.nr_requisicao;
  if (f.cd_unidade !== null) q.cd_unidade = f.cd_unidade;
  if (f.cd_empresa !== null) q.cd_empresa = f.cd_empresa;
  if (f.cd_pessoa_analista !== null) q.cd_pessoa_analista = f.cd_pessoa_analista;
  for (const r of f.regioes) flags[r] = 'S';
  for (const s of f.situacoes) flags[s] = 'S';
  if (f.somente_pcd) q.somente_pcd = 'S';
  if (f.last_24hr) q.last_24hr = 'S';
  if (f.inicio) q.inicio = f.inicio;
  if (f.termino) q.termino = f.termino;
  return q;
}

/** A vacancy row of the list (spec 001 §3 'Opening', 002 §3.4), UPPER_CASE as the API answers reads. */
export const vagaSelecaoLinha = z.object({
  NR_VAGA: z.number(),
  NR_REQUISICAO: z.number(),
  CD_SITUACAO_VAGA: z.number(),
  NM_SITUACAO_VAGA: z.string(),
  NM_CARGO: z.string().nullable(),
  CD_PESSOA_CLIENTE: z.number(),
  CD_EMPRESA_CLIENTE: z.number(),
  /** Null when the vacancy hides its client (ID_ESCONDE_INFO_SIGILOSA 'S'). */
  NM_APELIDO_CLIENTE: z.string().nullable(),
  NM_CIDADE_CLIENTE: z.string().nullable(),
  CD_EMPRESA: z.number(),
  CD_EMPRESA_AGRUPADORA: z.number(),
  NM_EMPRESA: z.string(),
  QT_CANDIDATOS_ESTAGIO: z.number(),
  QT_DIAS_ABERTURA: z.number(),
  QT_DIAS_ESTACIONADA: z.number(),
  CD_CENTRO_CUSTO: z.string().nullable(),
  NM_CENTRO_CUSTO: z.string().nullable(),
  CD_TURNO: z.number().nullable(),
  NM_TURNO: z.string().nullable(),
  CD_USUARIO_ANALISTA: z.number().nullable(),
  CD_PESSOA_ANALISTA: z.number().nullable(),
  NM_PESSOA_ANALISTA: z.string().nullable(),
  ID_RECRUTAMENTO: z.enum(['S', 'N']),
  ID_VAGA_SIGILOSA: z.enum(['S', 'N']),
  ID_VAGA_CONFIDENCIAL: z.enum(['S', 'N']),
  ID_VAGA_PCD: z.enum(['S', 'N']),
  ID_ESCONDE_INFO_SIGILOSA: z.enum(['S', 'N']),
  /** Approved candidates (1 or more shows the icon). */
  CANDIDATO_APROVADO: z.number(),
  QTD_CANDIDATOS_RELACIONADOS: z.number(),
  QTD_CANDIDATOS_WEB: z.number(),
  QTD_CANDIDATOS_DESCARTADOS: z.number(),
  TIPO_CONTRATACAO: z.number(),
  TIPO_CONTRATACAO_STRING: z.string(),
  DT_ABERTURA: z.string(),
  DT_PRORROGACAO: z.string().nullable(),
});
export type VagaSelecaoLinha = z.infer<typeof vagaSelecaoLinha>;

export const vagasSelecaoResposta = z.object({
  VAGAS: z.array(vagaSelecaoLinha),
  /** 'S' when more vacancies matched than one answer carries. */
  LIMITADA: z.enum(['S', 'N']),
});
export type VagasSelecaoResposta = z.infer<typeof vagasSelecaoResposta>;

/** The sort control (spec 001 §2.12): field and direction. */
export const ORDENACOES_MINHAS_VAGAS = [
  { valor: 'analista', rotulo: 'Analista' },
  { valor: 'cargo', rotulo: 'Cargo' },
  { valor: 'cliente', rotulo: 'Cliente' },
  { valor: 'tipo', rotulo: 'Tipo' },
  { valor: 'candidato_aprovado', rotulo: 'Candidato Aprovado' },
  { valor: 'dias_estacionada', rotulo: 'Dias Estacionada' },
] as const;
export type CampoOrdenacao = (typeof ORDENACOES_MINHAS_VAGAS)[number]['valor'];
export interface OrdenacaoMinhasVagas {
  campo: CampoOrdenacao;
  direcao: 'asc' | 'desc';
}

const COLLATOR = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function valorOrdenacao(v: VagaSelecaoLinha, campo: CampoOrdenacao): string | number | null {
  switch (campo) {
    case 'analista':
      return v.NM_PESSOA_ANALISTA;
    case 'cargo':
      return v.NM_CARGO;
    case 'cliente':
      return v.ID_ESCONDE_INFO_SIGILOSA === 'S' ? null : v.NM_APELIDO_CLIENTE;
    case 'tipo':
      return v.TIPO_CONTRATACAO_STRING;
    case 'candidato_aprovado':
      return v.CANDIDATO_APROVADO;
    case 'dias_estacionada':
      return v.QT_DIAS_ESTACIONADA;
  }
}

/**
 * The rows in the order of the sort control: texts in Portuguese order (accents and case aside),
 * numbers by value, empty values last in both directions; ties keep the newest vacancy first.
 */
export function ordenarVagas(
  vagas: readonly VagaSelecaoLinha[],
  o: OrdenacaoMinhasVagas,
): VagaSelecaoLinha[] {
  const sinal = o.direcao === 'asc' ? 1 : -1;
  return [...vagas].sort((a, b) => {
    const x = valorOrdenacao(a, o.campo);
    const y = valorOrdenacao(b, o.campo);
    const vx = x === null || x === '';
    const vy = y === null || y === '';
    if (vx || vy) {
      if (vx !== vy) return vx ? 1 : -1;
    } else {
      const c =
        typeof x === 'number' && typeof y === 'number' ? x - y : COLLATOR.compare(String(x), String(y));
      if (c !== 0) return c * sinal;
    }
    return b.NR_VAGA - a.NR_VAGA;
  });
}

/** Colour of the days parked (spec 001 §4): up to 5 green, up to 10 orange, above red. */
export function corDiasEstacionada(dias: number): 'green' | 'orange' | 'red' {
  if (dias <= LIMITES_MINHAS_VAGAS.diasEstacionadaVerde) return 'green';
  if (dias <= LIMITES_MINHAS_VAGAS.diasEstacionadaLaranja) return 'orange';
  return 'red';
}

/** Situations in which My openings may change the analyst: open, and frozen (spec 001 §2.1, §6, §9). */
export const SITUACOES_ALTERAR_ANALISTA_MINHAS_VAGAS: readonly number[] = [
  SITUACAO_VAGA.ABERTA,
  SITUACAO_VAGA.CONGELADA,
];

export function podeAlterarAnalistaMinhasVagas(cdSituacao: number): boolean {
  return SITUACOES_ALTERAR_ANALISTA_MINHAS_VAGAS.includes(cdSituacao);
}

// Options of the unit and city filters (spec 001 §3 'Unit option', 'City option'; §7)

export const usuarioSipParams = z.object({ user_sip: codigo('int8') });
export const unidadeOpcao = z.object({
  CD_EMPRESA_AGRUPADORA: z.number(),
  NM_EMPRESA: z.string(),
  /** 'S' on the grouping of the user's own unit (the filter's default). */
  ID_UNIDADE_USUARIO: z.enum(['S', 'N']),
});
export type UnidadeOpcao = z.infer<typeof unidadeOpcao>;
export const cidadeOpcao = z.object({
  CD_EMPRESA: z.number(),
  CD_UF: z.string(),
  NM_EMPRESA_MENU: z.string(),
});
export type CidadeOpcao = z.infer<typeof cidadeOpcao>;
