import { z } from 'zod';
import { TIPOS_CONTRATACAO_SEM_FATURAMENTO } from './catalogos';
import { brParaIso } from './controles';
import {
  codigo,
  dataIso,
  inteiroEntrada,
  LIMITES_ENTRADA,
  telefone,
  texto,
  textoAparado,
  textoOpcionalNulo,
} from './entrada';
import { LIMITES_VAGA_EDICAO, MENSAGENS_VAGA_EDICAO } from './vaga-edicao-mensagens';

/**
 * Contracts of the vacancy edit panel (spec 000 §2.2, §3.3, §4.4, §5.2, §7.2, §7.3, §7.5, §8.2):
 * tabs, limits, pt-BR messages, the request schemas of every tab's save and the answers.
 * Reads answer with the spec's UPPER_CASE names, writes take lower_case payloads.
 * Situation rules: vaga-situacao-regras.ts; billing: faturamento.ts; web and social publishing:
 * divulgacao.ts; benefits: beneficios.ts.
 */

/** Percentages the hazard-pay slider offers: 10, 20, 30, 40. */
export const PERCENTUAIS_ADICIONAL: readonly number[] = [10, 20, 30, 40];

/** Real-time event sent after an analyst save (spec 000 §7.5); dados: { NR_VAGA, CD_PESSOA_ANALISTA, CD_PESSOA_ANALISTA_ANTERIOR }. */
export const EVENTO_VAGA = 'vaga';

/** Group and sector whose users may edit or delete the analyst phone (spec 000 §6). */
export const GRUPO_EDITA_TELEFONE_ANALISTA = 32;
export const SETOR_EDITA_TELEFONE_ANALISTA = 2;

/** True when the user may edit or delete an analyst's phone: group 32 or sector 2. */
export function podeEditarTelefoneAnalista(usuario: {
  grupos: readonly number[];
  cd_setor: number | null;
}): boolean {
  return (
    usuario.grupos.includes(GRUPO_EDITA_TELEFONE_ANALISTA) ||
    usuario.cd_setor === SETOR_EDITA_TELEFONE_ANALISTA
  );
}

export type { DadosVaga } from './vaga-dados';
// The panel's limits and texts (./vaga-edicao-mensagens) and its detail answer (./vaga-dados), under
// this file's name for the web's imports.
export {
  LIMITES_VAGA_EDICAO,
  MENSAGENS_VAGA_EDICAO,
  textosDoCatalogo,
} from './vaga-edicao-mensagens';

// Building blocks of the payload schemas

const V = MENSAGENS_VAGA_EDICAO.validacao;

/** The vacancy number of a path or payload; missing, zero or not a number → 'Vaga não informada'. */
export const codigoVaga = codigo('int8', V.vagaNaoInformada);

/** The requisition number of a path or payload; missing → 'Número da requisição obrigatório'. */
export const codigoRequisicao = codigo('int8', V.requisicaoObrigatoria);

/** An 'S'/'N' flag. */
export const flagSN = z.enum(['S', 'N']);
export type FlagSN = z.infer<typeof flagSN>;

/**
 * A date sent by the panel: ISO (YYYY-MM-DD, a time part is ignored) or the spec's dd-MM-yyyy and
 * dd/MM/yyyy. Answers ISO YYYY-MM-DD.
 */
export const dataEntrada = texto(LIMITES_ENTRADA.dataHoraMax, V.dataInvalida)
  .trim()
  .transform((v, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : brParaIso(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: V.dataInvalida });
      return z.NEVER;
    }
    return iso;
  })
  .pipe(dataIso(V.dataInvalida));

/**
 * Money typed in the currency mask: a number in reais, or a text such as '1.234,56' or 'R$ 1.234,56'.
 * At most 99.999,99 (9 characters in the mask).
 */
export const valorMoeda = z
  .union(
    [
      z.number().min(0, V.salarioMin).max(LIMITES_VAGA_EDICAO.salarioMax, V.salarioMax),
      texto(LIMITES_ENTRADA.moedaTextoMax, V.salarioInvalido),
    ],
    { error: V.salarioInvalido },
  )
  .transform((v, ctx) => {
    if (typeof v === 'number') return v;
    const limpo = v.replace(/R\$/g, '').replace(/\s/g, '');
    if (limpo === '') return null;
    const normalizado = limpo.includes(',') ? limpo.replace(/\./g, '').replace(',', '.') : limpo;
    if (!/^\d+(\.\d{1,2})?$/.test(normalizado)) {
      ctx.addIssue({ code: 'custom', message: V.salarioInvalido });
      return z.NEVER;
    }
    return Number(normalizado);
  })
  .pipe(
    z
      .number({ error: V.salarioInvalido })
      .min(0, V.salarioMin)
      .max(LIMITES_VAGA_EDICAO.salarioMax, V.salarioMax)
      .multipleOf(0.01, V.salarioInvalido)
      .nullable(),
  );

/** A payload that names a vacancy: no payload at all also answers 'Vaga não informada'. */
export function corpoVaga<T extends z.ZodRawShape>(forma: T) {
  return z.object(forma, { error: V.vagaNaoInformada });
}

/** Path parameter of the vacancy routes. */
export const nrVagaParams = z.object({ nrVaga: codigoVaga });
export const nrRequisicaoParams = z.object({ nrRequisicao: codigoRequisicao });

/** Answer of a save (spec 002 §5): status 0 error, 1 success, 2 warning/information, and the text to show. */
export const respostaSalvar = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
});
export type RespostaSalvar = z.infer<typeof respostaSalvar>;

// Tabs (spec 000 §2.2)

/** Tab keys of the edit panel in the spec's order (Faturamento goes in front when shown). */
export const ABAS_VAGA_EDICAO = [
  { chave: 'tab_descricao_vaga', titulo: 'Descrição da vaga' },
  { chave: 'tab_cargo_salario', titulo: 'Cargo/Salário' },
  { chave: 'tab_horario', titulo: 'Horário' },
  { chave: 'tab_centro_custo', titulo: 'Centro de custo' },
  { chave: 'tab_analista', titulo: 'Analista' },
  { chave: 'tab_insalubridade_periculosidade', titulo: 'Insalubridade/Periculosidade' },
  { chave: 'tab_nr_pedido', titulo: 'Nº Pedido' },
  { chave: 'tab_requisitante', titulo: 'Requisitante' },
  { chave: 'tab_setor', titulo: 'Setor' },
  { chave: 'tab_divulga_web', titulo: 'Divulga Web' },
  { chave: 'tab_divulgar_redes_sociais', titulo: 'Divulgar Redes Sociais' },
  { chave: 'tab_divulga_autoatendimento', titulo: 'Divulga Autoatendimento' },
  { chave: 'tab_beneficios', titulo: 'Benefícios' },
  { chave: 'tab_recrutamento', titulo: 'Recrutamento' },
  { chave: 'tab_situacao_vaga', titulo: 'Situação da vaga' },
] as const;

export const ABA_FATURAMENTO = { chave: 'tab_faturamento', titulo: 'Faturamento' } as const;

export type ChaveAbaVaga = (typeof ABAS_VAGA_EDICAO)[number]['chave'] | typeof ABA_FATURAMENTO.chave;

/** Tabs without the floating save button. */
export const ABAS_SEM_SALVAR: readonly ChaveAbaVaga[] = ['tab_divulgar_redes_sociais'];

/** Tabs still enabled on a frozen vacancy (13): only the situation (to cancel it). */
export const ABAS_HABILITADAS_CONGELADA: readonly ChaveAbaVaga[] = ['tab_situacao_vaga'];

/** True when the vacancy has the billing tab: hiring type not 2 or 6, and not expired. */
export function temAbaFaturamento(cdTipoContratacao: number, expirada: boolean): boolean {
  return !TIPOS_CONTRATACAO_SEM_FATURAMENTO.includes(cdTipoContratacao) && !expirada;
}

/**
 * The tabs shown, in order: Faturamento first when the vacancy has it; the social tab only once
 * the internet flag is on; `somente` restricts to the caller's list (e.g. ['tab_situacao_vaga']).
 */
export function abasVisiveis(vaga: {
  cdTipoContratacao: number;
  expirada: boolean;
  idLiberaInternet: FlagSN;
  somente?: readonly ChaveAbaVaga[];
}): ChaveAbaVaga[] {
  const abas: ChaveAbaVaga[] = [];
  if (temAbaFaturamento(vaga.cdTipoContratacao, vaga.expirada)) abas.push(ABA_FATURAMENTO.chave);
  for (const a of ABAS_VAGA_EDICAO) {
    if (a.chave === 'tab_divulgar_redes_sociais' && vaga.idLiberaInternet !== 'S') continue;
    abas.push(a.chave);
  }
  return vaga.somente ? abas.filter((a) => vaga.somente?.includes(a)) : abas;
}

/** Tabs enabled: all shown ones, or only the situation tab when the vacancy is frozen. */
export function abasHabilitadas(abas: readonly ChaveAbaVaga[], congelada: boolean): ChaveAbaVaga[] {
  return congelada ? abas.filter((a) => ABAS_HABILITADAS_CONGELADA.includes(a)) : [...abas];
}

// Description tab: PUT vaga/descricao-vaga

export const descricaoVagaBody = corpoVaga({
  nr_vaga: codigoVaga,
  /** Checked against the vacancy's requisition when sent. */
  nr_requisicao: codigoRequisicao.nullish(),
  ds_observacoes: textoOpcionalNulo(LIMITES_VAGA_EDICAO.descricaoMax, V.descricaoMax),
  /** Additional information (max 3000); absent keeps the stored text. */
  ds_informacoes_adicionais: textoOpcionalNulo(
    LIMITES_VAGA_EDICAO.informacoesAdicionaisMax,
    V.informacoesAdicionaisMax,
  ),
});
export type DescricaoVagaBody = z.input<typeof descricaoVagaBody>;

// Position/salary tab: POST vaga/atualiza-cargo-salario

export const TIPOS_ID_SALARIO = ['H', 'D', 'M', 'S', 'C'] as const;

export const cargoSalarioBody = corpoVaga({
  nr_vaga: codigoVaga,
  /** Unit of the client position (informative; the position must be the vacancy client's). */
  cd_empresa: codigo('int4').nullish(),
  /** Salary in reais (number) or as typed in the mask ('1.234,56'); null clears it, absent keeps it. */
  vl_salario: valorMoeda.nullish(),
  id_salario: z.enum(TIPOS_ID_SALARIO, { error: V.tipoSalario }),
  /** Informative: the name is read from the client position. */
  nm_cargo_cliente: texto(500).nullish(),
  cd_cargo_cliente: codigo('int4', V.cargoClienteObrigatorio),
});
export type CargoSalarioBody = z.input<typeof cargoSalarioBody>;

// Client position: PUT cargo/cliente-cargo (creates when cd_cargo_cliente is absent)

export const clienteCargoBody = z.object({
  cd_pessoa_cliente: codigo('int8', V.clienteObrigatorio),
  cd_empresa_cliente: codigo('int4', V.unidadeObrigatoria),
  /** I shows the internal position on the web, C the client's name. */
  id_cargo_exibir_web: z.enum(['I', 'C'], { error: V.exibirCargoWeb }),
  nm_cargo_cliente: textoAparado(LIMITES_VAGA_EDICAO.nomeCargoClienteMax, V.nomeCargoClienteMax).min(
    1,
    V.nomeCargoClienteObrigatorio,
  ),
  /** Informative: the internal position's name. */
  nm_cargo: texto(500).nullish(),
  /** Absent or null: a new client position is created. */
  cd_cargo_cliente: codigo('int4').nullish(),
  /** The internal position it maps to (CD_CARGO of cargo/sip-cargos). */
  cd_cargo_interno: codigo('int4').nullish(),
});
export type ClienteCargoBody = z.input<typeof clienteCargoBody>;

export const clienteCargoResposta = respostaSalvar.extend({ CD_CARGO_CLIENTE: z.number().int() });

// Cost centre: PUT centro-custo/atualiza-vaga

export const centroCustoVagaBody = corpoVaga({
  nr_vaga: codigoVaga,
  /** Informative: the name is read from the client's cost centre. */
  nm_centro_custo: texto(500).nullish(),
  cd_centro_custo: textoAparado(LIMITES_VAGA_EDICAO.centroCustoMax, V.centroCustoInvalido).min(
    1,
    V.centroCustoObrigatorio,
  ),
});
export type CentroCustoVagaBody = z.input<typeof centroCustoVagaBody>;

// Shift: PUT vaga/turno-vaga

export const turnoVagaBody = corpoVaga({
  nr_vaga: codigoVaga,
  /** Informative: the name is read from the shift. */
  nm_turno: texto(500).nullish(),
  cd_turno: codigo('int4', V.turnoObrigatorio),
});
export type TurnoVagaBody = z.input<typeof turnoVagaBody>;

// Analyst: POST vaga/{nrVaga}/salvar-analista-vaga, analista/* (spec 000 §7.5)

/** An analyst phone: digits only after cleaning, 10 to 20 of them; blank means none. */
export const telefoneAnalista = telefone(V.telefoneInvalido)
  .nullish()
  .transform((v) => v ?? '')
  .refine(
    (v) => v === '' || (v.length >= 10 && v.length <= LIMITES_VAGA_EDICAO.telefoneMax),
    V.telefoneInvalido,
  )
  .transform((v) => (v === '' ? null : v));

export const salvarAnalistaBody = z.object(
  {
    cd_pessoa_analista: codigo('int8', V.selecioneAnalista),
    /**
     * The analyst's phone shown on the vacancy. Changing it (or clearing it) needs group 32 or sector 2;
     * absent keeps the analyst's registered phone.
     */
    nr_telefone_analista: telefoneAnalista.optional(),
  },
  { error: V.selecioneAnalista },
);
export type SalvarAnalistaBody = z.input<typeof salvarAnalistaBody>;

export const cdPessoaParams = z.object({ cdPessoa: codigo('int8') });
export const cdPessoaAnalistaParams = z.object({ cdPessoaAnalista: codigo('int8') });

export const telefoneAnalistaResposta = z.object({
  CD_PESSOA_ANALISTA: z.number().int(),
  NR_TELEFONE: z.string().nullable(),
});

/** An analyst offered for a vacancy (spec 000 §3.2). */
export const selecionadorLinha = z.object({
  CD_PESSOA_ANALISTA: z.number().int(),
  NM_PESSOA_ANALISTA: z.string(),
  NR_TELEFONE: z.string().nullable(),
  CD_SIP: z.number().int(),
  /** S for the vacancy's current analyst. */
  ID_ATUAL: flagSN,
});
export type SelecionadorLinha = z.infer<typeof selecionadorLinha>;

// Hazard pay: PUT vaga/insalubridade-periculosidade-vaga

const percentualAdicional = inteiroEntrada('int2', { mensagem: V.percentualAdicional }).refine(
  (v) => PERCENTUAIS_ADICIONAL.includes(v),
  V.percentualAdicional,
);

/**
 * Hazard pay. The two are mutually exclusive; the one marked S needs its percentage (10, 20, 30
 * or 40); a flag N clears its percentage. Allowed only while the vacancy is open (1).
 */
export const insalubridadeBody = corpoVaga({
  nr_vaga: codigoVaga,
  id_insalubridade: flagSN,
  id_periculosidade: flagSN,
  vl_insalubridade: percentualAdicional.nullish(),
  vl_periculosidade: percentualAdicional.nullish(),
})
  .superRefine((v, ctx) => {
    if (v.id_insalubridade === 'S' && v.id_periculosidade === 'S') {
      ctx.addIssue({ code: 'custom', message: V.adicionaisExclusivos, path: ['id_periculosidade'] });
    }
    if (v.id_insalubridade === 'S' && v.vl_insalubridade == null) {
      ctx.addIssue({ code: 'custom', message: V.percentualAdicional, path: ['vl_insalubridade'] });
    }
    if (v.id_periculosidade === 'S' && v.vl_periculosidade == null) {
      ctx.addIssue({ code: 'custom', message: V.percentualAdicional, path: ['vl_periculosidade'] });
    }
  })
  .transform((v) => ({
    ...v,
    vl_insalubridade: v.id_insalubridade === 'S' ? (v.vl_insalubridade ?? null) : null,
    vl_periculosidade: v.id_periculosidade === 'S' ? (v.vl_periculosidade ?? null) : null,
  }));
export type InsalubridadeBody = z.input<typeof insalubridadeBody>;

// Small tabs

export const nrPedidoBody = corpoVaga({
  nr_vaga: codigoVaga,
  nr_pedido_cliente: textoOpcionalNulo(LIMITES_VAGA_EDICAO.nrPedidoMax, V.nrPedidoMax),
});
export type NrPedidoBody = z.input<typeof nrPedidoBody>;

export const requisitanteBody = corpoVaga({
  nr_vaga: codigoVaga,
  nm_requisitante: textoOpcionalNulo(LIMITES_VAGA_EDICAO.requisitanteMax, V.requisitanteMax),
});
export type RequisitanteBody = z.input<typeof requisitanteBody>;

export const requisitanteResposta = z.object({
  NR_VAGA: z.number().int(),
  NM_REQUISITANTE: z.string().nullable(),
});

export const setorVagaBody = corpoVaga({
  nr_vaga: codigoVaga,
  ds_area: textoOpcionalNulo(LIMITES_VAGA_EDICAO.areaMax, V.areaMax),
});
export type SetorVagaBody = z.input<typeof setorVagaBody>;

/** Recruitment flag: applied to every vacancy of the requisition. */
export const tipoVagaBody = corpoVaga({
  nr_vaga: codigoVaga,
  nr_requisicao: codigoRequisicao,
  id_recrutamento: z.enum(['S', 'N'], { error: V.recrutamentoInvalido }),
});
export type TipoVagaBody = z.input<typeof tipoVagaBody>;

// Self-service publishing

export const unidadeAutoatendimentoLinha = z.object({
  CD_UNIDADE_AUTOATENDIMENTO: z.number().int(),
  NM_UNIDADE_AUTOATENDIMENTO: z.string(),
});
export type UnidadeAutoatendimentoLinha = z.infer<typeof unidadeAutoatendimentoLinha>;

export const dadosAutoatendimentoResposta = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  ID_DIVULGA_AUTOATENDIMENTO: flagSN,
  CD_UNIDADE_AUTOATENDIMENTO: z.number().int().nullable(),
  NM_UNIDADE_AUTOATENDIMENTO: z.string().nullable(),
});

/**
 * Self-service publishing: the unit whose queue shows the vacancy (null stops publishing it).
 * replica_descricao S applies the same choice to every vacancy of the requisition.
 */
export const dadosAutoatendimentoBody = z.object({
  nr_requisicao: codigoRequisicao,
  nr_vaga: codigoVaga,
  cd_unidade_autoatendimento: codigo('int4').nullable(),
  replica_descricao: z.enum(['S', 'N'], { error: V.replicaInvalida }).default('N'),
});
export type DadosAutoatendimentoBody = z.input<typeof dadosAutoatendimentoBody>;

/** State and city of the vacancy's grouping unit (default work location of Divulga Web). */
export const ufCidadeAgrupadoraResposta = z.object({
  CD_EMPRESA_AGRUPADORA: z.number().int(),
  NM_EMPRESA_AGRUPADORA: z.string(),
  CD_UF: z.string(),
  NM_CIDADE: z.string(),
});

// Dates of the rules (business time zone America/Sao_Paulo): the helpers of ./datas under the names
// the vacancy screens know. hojeNegocio = dataNegocio, somarDiasIso = somarDias, diasEntreIso = diasEntre.
export {
  dataNegocio as hojeNegocio,
  diasEntre as diasEntreIso,
  somarDias as somarDiasIso,
} from './datas';
