import { z } from 'zod';
import { beneficiosRequisicaoBody } from './beneficios';
import { TIPOS_CONTRATACAO_SEM_FATURAMENTO } from './catalogos';
import { LIMITES_CONTROLES } from './controles';
import { codigo, inteiroEntrada, LIMITES_ENTRADA, texto, textoAparado, textoOpcionalNulo } from './entrada';
import { PERMISSOES } from './permissions';
import { SITUACAO_VAGA } from './vaga-situacao';

/**
 * Abertura de requisição (tab SelecaoAberturaRequisicao; docs/requisicoes.md): a client's order with
 * its header (requester, department, client order number, hiring type, sector, vacancy type,
 * benefits, web-publishing defaults, opening situation) and one or more lines, each a client
 * position × quantity with salary, shift, cost centre, schooling, profile, PCD, confidentiality and
 * analyst. Saving makes the requisition and one vacancy per opening in one transaction. A requisition
 * is edited while no candidate is related to it, and cancelled with a reason (its open vacancies
 * with it).
 */

/** Who opens, edits and cancels requisitions (spec 002 §6 'Opening requisition'). */
export const PERMISSOES_ABERTURA_REQUISICAO: readonly number[] = PERMISSOES.aberturaRequisicao;
/** Who reads a requisition (spec 002 §6 'Requisitions'). */
export const PERMISSOES_REQUISICAO: readonly number[] = PERMISSOES.requisicoes;

export const LIMITES_ABERTURA = {
  /** Openings of one line. */
  quantidadeMin: 1,
  quantidadeMax: 200,
  /** Lines of one requisition. */
  linhasMax: 30,
  /** Vacancies of one requisition (all lines). */
  vagasMax: 500,
  /** The salary as typed in the currency mask: 9 characters (99.999,99). */
  salarioCaracteresMax: 9,
  salarioMax: LIMITES_CONTROLES.moedaValorMaximo,
  requisitanteMax: 200,
  areaMax: 200,
  nrPedidoMax: 60,
  descricaoMax: 4000,
  centroCustoMax: 30,
  idadeMin: 14,
  idadeMax: 99,
  experienciaMax: 50,
  /** Web publishing: candidates accepted per vacancy and the description. */
  qtCandidatosWebPadrao: 100,
  qtCandidatosWebMax: 200,
  descricaoWebMin: 20,
  descricaoWebMax: 1999,
  /** Cancellation: the reason's text. */
  motivoCancelamentoMin: 20,
  motivoCancelamentoMax: 1999,
} as const;

/** Situations a vacancy may be opened in: 1 Aberta, 11 Comercial, 12 Prospecção. */
export const SITUACOES_ABERTURA = [
  { cd: SITUACAO_VAGA.ABERTA, nome: 'Aberta' },
  { cd: SITUACAO_VAGA.COMERCIAL, nome: 'Comercial' },
  { cd: SITUACAO_VAGA.PROSPECCAO, nome: 'Prospecção' },
] as const;
export type SituacaoAbertura = (typeof SITUACOES_ABERTURA)[number]['cd'];

/** The vacancies of a requisition a cancellation cancels (the others keep their situation). */
export const SITUACOES_CANCELADAS_COM_REQUISICAO: readonly number[] = [
  SITUACAO_VAGA.ABERTA,
  SITUACAO_VAGA.CLIENTE,
  SITUACAO_VAGA.COMERCIAL,
  SITUACAO_VAGA.PROSPECCAO,
  SITUACAO_VAGA.CONGELADA,
];

/** The vacancies an edit may change: those still open (not closed, cancelled, blocked or frozen). */
export const SITUACOES_EDITAVEIS_REQUISICAO: readonly number[] = [
  SITUACAO_VAGA.ABERTA,
  SITUACAO_VAGA.CLIENTE,
  SITUACAO_VAGA.COMERCIAL,
  SITUACAO_VAGA.PROSPECCAO,
];

/** Profile sex (ID_SEXO): empty is indifferent. */
export const SEXOS_PERFIL = [
  { id: 'F', nome: 'Feminino' },
  { id: 'M', nome: 'Masculino' },
] as const;

const MAX_SALARIO_TEXTO = '99.999,99';

export const MENSAGENS_ABERTURA = {
  clienteObrigatorio: 'Selecione o cliente.',
  clienteInexistente: 'Cliente não encontrado ou inativo.',
  unidadeObrigatoria: 'Selecione a unidade.',
  unidadeInexistente: 'Unidade não encontrada ou inativa.',
  requisitanteObrigatorio: 'Informe o requisitante.',
  requisitanteMax: `Requisitante: máximo de ${LIMITES_ABERTURA.requisitanteMax} caracteres.`,
  areaMax: `Departamento: máximo de ${LIMITES_ABERTURA.areaMax} caracteres.`,
  nrPedidoMax: `Nº do pedido do cliente: máximo de ${LIMITES_ABERTURA.nrPedidoMax} caracteres.`,
  descricaoMax: `Descrição: máximo de ${LIMITES_ABERTURA.descricaoMax} caracteres.`,
  tipoContratacaoObrigatorio: 'Selecione o tipo de contratação.',
  tipoContratacaoInexistente: 'Tipo de contratação não encontrado.',
  setorInvalido: 'Selecione o setor: R (recrutamento) ou S (seleção).',
  tipoVagaInvalido: 'Selecione o tipo da vaga: A, G, Q ou O.',
  situacaoInvalida: 'A vaga é aberta na situação Aberta, Comercial ou Prospecção.',
  linhasObrigatorias: 'Inclua ao menos uma linha (cargo e quantidade).',
  linhasMax: `No máximo ${LIMITES_ABERTURA.linhasMax} linhas por requisição.`,
  vagasMax: `No máximo ${LIMITES_ABERTURA.vagasMax} vagas por requisição.`,
  cargoObrigatorio: 'Selecione o cargo do cliente.',
  cargoDeOutroCliente: 'Este cargo não é um cargo do cliente da requisição.',
  cargoInativo: 'Este cargo do cliente está inativo: escolha um cargo ativo.',
  quantidade: `A quantidade deve ser de ${LIMITES_ABERTURA.quantidadeMin} a ${LIMITES_ABERTURA.quantidadeMax}.`,
  salarioInvalido: 'Salário inválido: use o formato 1.234,56.',
  salarioMax: `Salário: no máximo ${LIMITES_ABERTURA.salarioCaracteresMax} caracteres (até ${MAX_SALARIO_TEXTO}).`,
  tipoSalario: 'Tipo de salário inválido: use H, D, M, S ou C.',
  turnoInvalido: 'Turno não encontrado, inativo ou de outro tipo de contratação.',
  centroCustoMax: `Centro de custo: máximo de ${LIMITES_ABERTURA.centroCustoMax} caracteres.`,
  centroCustoDeOutroCliente: 'Este centro de custo não é um centro de custo ativo do cliente da requisição.',
  escolaridadeInvalida: 'Escolaridade não encontrada.',
  escolaridadeFaixa: 'A escolaridade inicial deve ser igual ou anterior à final.',
  idade: `A idade deve ser de ${LIMITES_ABERTURA.idadeMin} a ${LIMITES_ABERTURA.idadeMax} anos.`,
  idadeFaixa: 'A idade inicial deve ser igual ou menor que a final.',
  experiencia: `A experiência deve ser de 0 a ${LIMITES_ABERTURA.experienciaMax} anos (uma casa decimal).`,
  experienciaFaixa: 'A experiência inicial deve ser igual ou menor que a final.',
  sexoInvalido: 'Sexo do perfil inválido: use F, M ou deixe em branco.',
  flagInvalida: 'Informe S ou N.',
  sigilosaConfidencial: 'Uma vaga não pode ser sigilosa e confidencial ao mesmo tempo.',
  analistaDeOutraUnidade: 'Este analista não é um analista ativo da unidade da requisição.',
  qtCandidatosWeb: `A quantidade de candidatos na web deve ser de 1 a ${LIMITES_ABERTURA.qtCandidatosWebMax}.`,
  descricaoWebMin: `Para divulgar na internet, descreva a vaga com no mínimo ${LIMITES_ABERTURA.descricaoWebMin} caracteres.`,
  descricaoWebMax: `Descrição na internet: máximo de ${LIMITES_ABERTURA.descricaoWebMax} caracteres.`,
  vagaDeOutraRequisicao: 'Esta vaga não pertence à requisição.',
  vagaRepetida: 'A mesma vaga aparece em duas linhas.',
  quantidadeVagaExistente: 'Uma linha de vaga já aberta tem quantidade 1.',
  vagaNaoEditavel: (nr: number) =>
    `A vaga ${nr} não está aberta (fechada, cancelada, bloqueada ou congelada): altere-a pela edição da vaga.`,
  motivoObrigatorio: 'Selecione o motivo do cancelamento.',
  motivoInexistente: 'Motivo de cancelamento não encontrado ou inativo.',
  motivoTextoMin: `Descreva o motivo com no mínimo ${LIMITES_ABERTURA.motivoCancelamentoMin} caracteres.`,
  motivoTextoMax: `Motivo: máximo de ${LIMITES_ABERTURA.motivoCancelamentoMax} caracteres.`,
  requisicaoNaoEncontrada: 'Requisição não encontrada.',
  requisicaoCancelada: 'Esta requisição está cancelada: não pode ser alterada.',
  comCandidatos: (n: number) =>
    `A requisição já tem ${n} ${n === 1 ? 'candidato relacionado' : 'candidatos relacionados'}: altere cada vaga pela edição da vaga.`,
  vagaNaoCancelavel: (nr: number, motivo: string) => `Vaga ${nr}: ${motivo}`,
  aberta: (nr: number, vagas: number) =>
    `Requisição ${nr} aberta com ${vagas} ${vagas === 1 ? 'vaga' : 'vagas'}.`,
  alterada: (nr: number) => `Requisição ${nr} alterada.`,
  cancelada: (nr: number, vagas: number) =>
    `Requisição ${nr} cancelada${vagas ? ` com ${vagas} ${vagas === 1 ? 'vaga' : 'vagas'}` : ''}.`,
  corrijaOsCampos: 'Corrija os campos destacados: nada foi gravado.',
  falhaCliente: 'Não foi possível carregar os dados do cliente.',
  falhaRequisicao: 'Não foi possível carregar a requisição.',
} as const;

const M = MENSAGENS_ABERTURA;

/** The salary as the currency mask shows it ('1.234,56'): what the 9-character limit counts. */
export function salarioComoTexto(valor: number): string {
  return valor.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * A salary: a number in reais or the text typed in the mask ('1.234,56', 'R$ 1.234,56'). At most 9
 * characters in the mask (99.999,99), not negative, at most 2 decimals; blank is none.
 */
export const salarioAbertura = z
  .union(
    [
      z.number().min(0, M.salarioInvalido).max(LIMITES_ABERTURA.salarioMax, M.salarioMax),
      texto(LIMITES_ENTRADA.moedaTextoMax, M.salarioMax),
    ],
    { error: M.salarioInvalido },
  )
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'number') {
      if (Math.abs(Math.round(v * 100) - v * 100) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: M.salarioInvalido });
        return z.NEVER;
      }
      return Math.round(v * 100) / 100;
    }
    const limpo = v.replace(/R\$/g, '').replace(/\s/g, '');
    if (limpo === '') return null;
    if (limpo.length > LIMITES_ABERTURA.salarioCaracteresMax) {
      ctx.addIssue({ code: 'custom', message: M.salarioMax });
      return z.NEVER;
    }
    const normalizado = limpo.includes(',') ? limpo.replace(/\./g, '').replace(',', '.') : limpo;
    if (!/^\d+(\.\d{1,2})?$/.test(normalizado)) {
      ctx.addIssue({ code: 'custom', message: M.salarioInvalido });
      return z.NEVER;
    }
    return Number(normalizado);
  });

const flag = z.enum(['S', 'N'], { error: M.flagInvalida });

/** A whole number of years of age, 14 to 99, or none. */
const idade = inteiroEntrada('int2', {
  min: LIMITES_ABERTURA.idadeMin,
  max: LIMITES_ABERTURA.idadeMax,
  mensagem: M.idade,
}).nullish();

/** Years of experience, 0 to 50 with one decimal (0,5 = six months), or none. */
const experiencia = z
  .number({ error: M.experiencia })
  .min(0, M.experiencia)
  .max(LIMITES_ABERTURA.experienciaMax, M.experiencia)
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, M.experiencia)
  .nullish();

const escolaridade = codigo('int2', M.escolaridadeInvalida).nullish();

/** The profile and staffing of one line (the same for each of its openings). */
const formaLinha = {
  cd_cargo_cliente: codigo('int4', M.cargoObrigatorio),
  qt_vagas: inteiroEntrada('int2', {
    min: LIMITES_ABERTURA.quantidadeMin,
    max: LIMITES_ABERTURA.quantidadeMax,
    mensagem: M.quantidade,
  }),
  vl_salario: salarioAbertura,
  id_salario: z.enum(['H', 'D', 'M', 'S', 'C'], { error: M.tipoSalario }).default('M'),
  cd_turno: codigo('int4', M.turnoInvalido).nullish(),
  cd_centro_custo: textoOpcionalNulo(LIMITES_ABERTURA.centroCustoMax, M.centroCustoMax),
  cd_grau_instrucao_de: escolaridade,
  cd_grau_instrucao_ate: escolaridade,
  id_sexo: z
    .enum(['F', 'M', ''], { error: M.sexoInvalido })
    .nullish()
    .transform((v) => (v ? v : null)),
  nr_idade_de: idade,
  nr_idade_ate: idade,
  nr_anos_experiencia_de: experiencia,
  nr_anos_experiencia_ate: experiencia,
  id_vaga_pcd: flag.default('N'),
  /** Absent: the client's default (cliente.id_confidencial_padrao). */
  id_vaga_confidencial: flag.optional(),
  id_vaga_sigilosa: flag.default('N'),
  /** The analyst's person code (user_sip); an active analyst of the requisition's unit, or none. */
  cd_pessoa_analista: codigo('int8', M.analistaDeOutraUnidade).nullish(),
};

/** The rules between the fields of a line (ranges, exclusive flags). */
function regrasDaLinha(
  l: {
    cd_grau_instrucao_de?: number | null;
    cd_grau_instrucao_ate?: number | null;
    nr_idade_de?: number | null;
    nr_idade_ate?: number | null;
    nr_anos_experiencia_de?: number | null;
    nr_anos_experiencia_ate?: number | null;
    id_vaga_confidencial?: 'S' | 'N';
    id_vaga_sigilosa: 'S' | 'N';
  },
  ctx: z.RefinementCtx,
): void {
  const faixa = (de: number | null | undefined, ate: number | null | undefined) =>
    de != null && ate != null && de > ate;
  if (faixa(l.cd_grau_instrucao_de, l.cd_grau_instrucao_ate))
    ctx.addIssue({ code: 'custom', message: M.escolaridadeFaixa, path: ['cd_grau_instrucao_ate'] });
  if (faixa(l.nr_idade_de, l.nr_idade_ate))
    ctx.addIssue({ code: 'custom', message: M.idadeFaixa, path: ['nr_idade_ate'] });
  if (faixa(l.nr_anos_experiencia_de, l.nr_anos_experiencia_ate))
    ctx.addIssue({ code: 'custom', message: M.experienciaFaixa, path: ['nr_anos_experiencia_ate'] });
  if (l.id_vaga_sigilosa === 'S' && l.id_vaga_confidencial === 'S')
    ctx.addIssue({ code: 'custom', message: M.sigilosaConfidencial, path: ['id_vaga_sigilosa'] });
}

/** One line of a new requisition: a client position × quantity and the profile of its openings. */
export const linhaAberturaBody = z.object(formaLinha).superRefine(regrasDaLinha);
export type LinhaAberturaBody = z.input<typeof linhaAberturaBody>;
export type LinhaAbertura = z.output<typeof linhaAberturaBody>;

/**
 * A line of an edit: an opening already made (`nr_vaga`, quantity 1: its data is replaced) or a new
 * line (no `nr_vaga`: its openings are created).
 */
export const linhaEdicaoBody = z
  .object({ ...formaLinha, nr_vaga: codigo('int8', M.vagaDeOutraRequisicao).nullish() })
  .superRefine((l, ctx) => {
    regrasDaLinha(l, ctx);
    if (l.nr_vaga != null && l.qt_vagas !== 1)
      ctx.addIssue({ code: 'custom', message: M.quantidadeVagaExistente, path: ['qt_vagas'] });
  });
export type LinhaEdicaoBody = z.input<typeof linhaEdicaoBody>;
export type LinhaEdicao = z.output<typeof linhaEdicaoBody>;

/**
 * Web-publishing defaults of the new vacancies (the Divulga Web tab's fields): released at once when
 * S, with the description (20–1999) and the candidates accepted per vacancy (1–200, default 100).
 */
export const divulgacaoAberturaBody = z
  .object({
    id_libera_internet: flag.default('N'),
    qt_candidatos_vaga_web: inteiroEntrada('int2', {
      min: 1,
      max: LIMITES_ABERTURA.qtCandidatosWebMax,
      mensagem: M.qtCandidatosWeb,
    }).default(LIMITES_ABERTURA.qtCandidatosWebPadrao),
    ds_observacao_internet: textoOpcionalNulo(LIMITES_ABERTURA.descricaoWebMax, M.descricaoWebMax),
  })
  .superRefine((d, ctx) => {
    if (
      d.id_libera_internet === 'S' &&
      (d.ds_observacao_internet ?? '').length < LIMITES_ABERTURA.descricaoWebMin
    )
      ctx.addIssue({ code: 'custom', message: M.descricaoWebMin, path: ['ds_observacao_internet'] });
  });
export type DivulgacaoAberturaBody = z.input<typeof divulgacaoAberturaBody>;
export type DivulgacaoAbertura = z.output<typeof divulgacaoAberturaBody>;

/** What the header of an opening and of an edit share (client and unit are fixed once opened). */
const formaCabecalho = {
  nm_requisitante: textoAparado(
    LIMITES_ABERTURA.requisitanteMax,
    M.requisitanteMax,
    M.requisitanteObrigatorio,
  ).min(1, M.requisitanteObrigatorio),
  /** The client's department (DS_AREA). */
  ds_area: textoOpcionalNulo(LIMITES_ABERTURA.areaMax, M.areaMax),
  nr_pedido_cliente: textoOpcionalNulo(LIMITES_ABERTURA.nrPedidoMax, M.nrPedidoMax),
  cd_tipo_contratacao: codigo('int2', M.tipoContratacaoObrigatorio),
  /** R recruitment (ID_RECRUTAMENTO S), S selection. */
  id_setor: z.enum(['R', 'S'], { error: M.setorInvalido }),
  /** A administrative, G management, Q qualified, O operational. */
  id_tipo_vaga: z.enum(['A', 'G', 'Q', 'O'], { error: M.tipoVagaInvalido }),
  /** The situation the new vacancies start in: 1, 11 Comercial or 12 Prospecção. */
  cd_situacao_vaga: z
    .union([z.literal(1), z.literal(11), z.literal(12)], { error: M.situacaoInvalida })
    .default(1),
  /** The vacancies' description (Descrição da vaga tab). */
  ds_observacoes: textoOpcionalNulo(LIMITES_ABERTURA.descricaoMax, M.descricaoMax),
  /** The requisition's benefits (the Benefícios tab's payload); absent or null: none recorded. */
  beneficios: beneficiosRequisicaoBody.nullish(),
  divulgacao: divulgacaoAberturaBody.default({
    id_libera_internet: 'N',
    qt_candidatos_vaga_web: LIMITES_ABERTURA.qtCandidatosWebPadrao,
    ds_observacao_internet: null,
  }),
};

function totalVagas(linhas: readonly { qt_vagas: number }[]): number {
  return linhas.reduce((s, l) => s + l.qt_vagas, 0);
}

/** POST /api/requisicoes: the header and the lines of a new requisition. */
export const aberturaRequisicaoBody = z
  .object({
    cd_pessoa_cliente: codigo('int8', M.clienteObrigatorio),
    /** The unit that handles the requisition (the analysts are its own). */
    cd_empresa: codigo('int4', M.unidadeObrigatoria),
    ...formaCabecalho,
    linhas: z
      .array(linhaAberturaBody, { error: M.linhasObrigatorias })
      .min(1, M.linhasObrigatorias)
      .max(LIMITES_ABERTURA.linhasMax, M.linhasMax),
  })
  .superRefine((b, ctx) => {
    if (totalVagas(b.linhas) > LIMITES_ABERTURA.vagasMax)
      ctx.addIssue({ code: 'custom', message: M.vagasMax, path: ['linhas'] });
  });
export type AberturaRequisicaoBody = z.input<typeof aberturaRequisicaoBody>;
export type AberturaRequisicao = z.output<typeof aberturaRequisicaoBody>;

/** PUT /api/requisicoes/{nr}: the header (client and unit stay) and every line, old and new. */
export const edicaoRequisicaoBody = z
  .object({
    ...formaCabecalho,
    linhas: z
      .array(linhaEdicaoBody, { error: M.linhasObrigatorias })
      .min(1, M.linhasObrigatorias)
      .max(LIMITES_ABERTURA.vagasMax, M.vagasMax),
  })
  .superRefine((b, ctx) => {
    if (totalVagas(b.linhas) > LIMITES_ABERTURA.vagasMax)
      ctx.addIssue({ code: 'custom', message: M.vagasMax, path: ['linhas'] });
    const vistas = new Set<number>();
    b.linhas.forEach((l, i) => {
      if (l.nr_vaga == null) return;
      if (vistas.has(l.nr_vaga))
        ctx.addIssue({ code: 'custom', message: M.vagaRepetida, path: ['linhas', i, 'nr_vaga'] });
      vistas.add(l.nr_vaga);
    });
  });
export type EdicaoRequisicaoBody = z.input<typeof edicaoRequisicaoBody>;
export type EdicaoRequisicao = z.output<typeof edicaoRequisicaoBody>;

/** POST /api/requisicoes/{nr}/cancelamento: the reason (register) and its text. */
export const cancelamentoRequisicaoBody = z.object(
  {
    cd_motivo_cancelamento: codigo('int2', M.motivoObrigatorio),
    ds_motivo_cancelamento: textoAparado(
      LIMITES_ABERTURA.motivoCancelamentoMax,
      M.motivoTextoMax,
      M.motivoTextoMin,
    ).min(LIMITES_ABERTURA.motivoCancelamentoMin, M.motivoTextoMin),
  },
  { error: M.motivoObrigatorio },
);
export type CancelamentoRequisicaoBody = z.input<typeof cancelamentoRequisicaoBody>;

export const nrRequisicaoParams = z.object({ nr: codigo('int8', M.requisicaoNaoEncontrada) });
export const clienteAberturaParams = z.object({ cdPessoa: codigo('int8', M.clienteInexistente) });

// Answers

/** A write's answer: the requisition and its vacancies (new ones first made, in line order). */
export const requisicaoSalvaResposta = z.object({
  NR_REQUISICAO: z.number().int(),
  NR_VAGA: z.array(z.number().int()),
  message: z.string(),
});
export type RequisicaoSalvaResposta = z.infer<typeof requisicaoSalvaResposta>;

/** What the opening form needs of the chosen client: its unit, confidentiality default, contacts. */
export const clienteAberturaResposta = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  NM_APELIDO: z.string().nullable(),
  /** The client's unit (its positions and cost centres are of this unit). */
  CD_EMPRESA: z.number().int(),
  NM_EMPRESA: z.string(),
  /** The grouping of its unit (whose analysts the unit's picker offers). */
  CD_EMPRESA_AGRUPADORA: z.number().int(),
  ID_CONFIDENCIAL_PADRAO: z.enum(['S', 'N']),
  /** Names of its active contacts (requester suggestions). */
  CONTATOS: z.array(z.string()),
});
export type ClienteAberturaResposta = z.infer<typeof clienteAberturaResposta>;

const sn = z.enum(['S', 'N']);

/** A vacancy of the requisition as its page shows and the edit form loads it. */
export const vagaRequisicaoLinha = z.object({
  NR_VAGA: z.number().int(),
  CD_SITUACAO_VAGA: z.number().int(),
  NM_SITUACAO_VAGA: z.string(),
  CD_CARGO_CLIENTE: z.number().int().nullable(),
  NM_CARGO_CLIENTE: z.string().nullable(),
  VL_SALARIO: z.number().nullable(),
  ID_SALARIO: z.enum(['H', 'D', 'M', 'S', 'C']).nullable(),
  CD_TURNO: z.number().int().nullable(),
  NM_TURNO: z.string().nullable(),
  CD_CENTRO_CUSTO: z.string().nullable(),
  NM_CENTRO_CUSTO: z.string().nullable(),
  CD_GRAU_INSTRUCAO_DE: z.number().int().nullable(),
  CD_GRAU_INSTRUCAO_ATE: z.number().int().nullable(),
  ID_SEXO: z.enum(['F', 'M']).nullable(),
  NR_IDADE_DE: z.number().int().nullable(),
  NR_IDADE_ATE: z.number().int().nullable(),
  NR_ANOS_EXPERIENCIA_DE: z.number().nullable(),
  NR_ANOS_EXPERIENCIA_ATE: z.number().nullable(),
  ID_VAGA_PCD: sn,
  ID_VAGA_CONFIDENCIAL: sn,
  ID_VAGA_SIGILOSA: sn,
  CD_PESSOA_ANALISTA: z.number().int().nullable(),
  NM_PESSOA_ANALISTA: z.string().nullable(),
  /** ISO date. */
  DT_ABERTURA: z.string(),
  /** Related candidates plus web applicants of this vacancy. */
  QT_CANDIDATOS: z.number().int(),
});
export type VagaRequisicaoLinha = z.infer<typeof vagaRequisicaoLinha>;

/** GET /api/requisicoes/{nr}: the header, its benefits and publishing defaults, and its vacancies. */
export const requisicaoResposta = z.object({
  NR_REQUISICAO: z.number().int(),
  CD_PESSOA_CLIENTE: z.number().int(),
  /** Null when a vacancy of the requisition hides its client (secret or confidential). */
  NM_CLIENTE: z.string().nullable(),
  NM_APELIDO_CLIENTE: z.string().nullable(),
  ID_ESCONDE_INFO_SIGILOSA: sn,
  CD_EMPRESA: z.number().int(),
  NM_EMPRESA: z.string(),
  /** The grouping of its unit (whose analysts the lines may name). */
  CD_EMPRESA_AGRUPADORA: z.number().int(),
  CD_EMPRESA_CLIENTE: z.number().int(),
  /** ISO date. */
  DT_REQUISICAO: z.string(),
  NM_REQUISITANTE: z.string().nullable(),
  DS_AREA: z.string().nullable(),
  NR_PEDIDO_CLIENTE: z.string().nullable(),
  CD_TIPO_CONTRATACAO: z.number().int().nullable(),
  NM_TIPO_CONTRATACAO: z.string().nullable(),
  ID_SETOR: z.enum(['R', 'S']),
  ID_TIPO_VAGA: z.enum(['A', 'G', 'Q', 'O']).nullable(),
  DS_OBSERVACOES: z.string().nullable(),
  /** A open, C cancelled. */
  ID_SITUACAO: z.enum(['A', 'C']),
  CD_MOTIVO_CANCELAMENTO: z.number().int().nullable(),
  NM_MOTIVO_CANCELAMENTO: z.string().nullable(),
  DS_MOTIVO_CANCELAMENTO: z.string().nullable(),
  /** ISO 8601 timestamp. */
  DT_CANCELAMENTO: z.string().nullable(),
  NM_USUARIO_CRIACAO: z.string().nullable(),
  QT_VAGAS: z.number().int(),
  /** Related candidates plus web applicants of the requisition. */
  QT_CANDIDATOS: z.number().int(),
  /** S while it may be edited (open, no candidate related). */
  ID_EDITAVEL: sn,
  /** Why it may not be edited (null when it may). */
  DS_NAO_EDITAVEL: z.string().nullable(),
  /** The benefits payload (lower case, as the Benefícios tab sends it), or null when none. */
  BENEFICIOS: z.record(z.string(), z.string().nullable()).nullable(),
  DIVULGACAO: z.object({
    ID_LIBERA_INTERNET: sn,
    QT_CANDIDATOS_VAGA_WEB: z.number().int(),
    DS_OBSERVACAO_INTERNET: z.string().nullable(),
  }),
  VAGAS: z.array(vagaRequisicaoLinha),
});
export type RequisicaoResposta = z.infer<typeof requisicaoResposta>;

// Rules the api applies and the form shows

/**
 * The billing defaults of a hiring type: vacancies of a type with billing (not 2 or 6) are billed
 * 100 % on closing (the Faturamento tab's starting point); the others have none.
 */
export function faturamentoPadrao(cdTipoContratacao: number): { pc_faturamento: number | null } {
  return { pc_faturamento: TIPOS_CONTRATACAO_SEM_FATURAMENTO.includes(cdTipoContratacao) ? null : 100 };
}

/** ID_RECRUTAMENTO of the sector chosen: S for recruitment (R), N for selection (S). */
export function recrutamentoDoSetor(setor: 'R' | 'S'): 'S' | 'N' {
  return setor === 'R' ? 'S' : 'N';
}

/** The vacancies a set of lines opens (the sum of the quantities; what is not a number counts 0). */
export function totalDeVagas(linhas: readonly { qt_vagas?: unknown }[]): number {
  return linhas.reduce<number>((s, l) => {
    const n = typeof l.qt_vagas === 'number' ? l.qt_vagas : Number(l.qt_vagas);
    return s + (Number.isInteger(n) && n > 0 ? n : 0);
  }, 0);
}

/** The confidentiality of a line: what it says, else the client's default. */
export function confidencialDaLinha(
  linha: { id_vaga_confidencial?: 'S' | 'N'; id_vaga_sigilosa: 'S' | 'N' },
  padraoCliente: 'S' | 'N',
): 'S' | 'N' {
  if (linha.id_vaga_confidencial) return linha.id_vaga_confidencial;
  // a secret vacancy is never also confidential
  return linha.id_vaga_sigilosa === 'S' ? 'N' : padraoCliente;
}

/** The history note written on each vacancy an opening creates. */
export function notaAbertura(nrRequisicao: number, apelido: string, situacao: number): string {
  const nome = SITUACOES_ABERTURA.find((s) => s.cd === situacao)?.nome ?? String(situacao);
  return `Vaga aberta pela requisição ${nrRequisicao} (${nome}) por ${apelido}`;
}

/** A list of vacancy numbers for an alert (at most 20 named, then how many more). */
function listaDeVagas(nrs: readonly number[]): string {
  const nomeadas = nrs.slice(0, 20).join(', ');
  return nrs.length > 20 ? `${nomeadas} e mais ${nrs.length - 20}` : nomeadas;
}

/** The analyst's alert of an opening: the vacancies of the requisition now theirs. */
export function textoAvisoAbertura(nrRequisicao: number, nrs: readonly number[], apelido: string): string {
  return nrs.length === 1
    ? `Vaga ${nrs[0]} (requisição ${nrRequisicao}) atribuída a você por ${apelido}`
    : `Vagas ${listaDeVagas(nrs)} (requisição ${nrRequisicao}) atribuídas a você por ${apelido}`;
}

/** The recruitment analysts' alert of a recruitment requisition's new vacancies. */
export function textoAvisoRecrutamentoRequisicao(nrs: readonly number[]): string {
  return nrs.length === 1
    ? `Nova vaga no recrutamento: ${nrs[0]}.`
    : `Novas vagas no recrutamento: ${listaDeVagas(nrs)}.`;
}
