import { z } from 'zod';
import { diaDaSemana, somarDias } from './datas';
import { codigoVaga, corpoVaga, dataEntrada, flagSN, respostaSalvar } from './vaga-edicao';

/**
 * Billing of a vacancy (spec 000 §2.2 Faturamento tab, §3.5, §5.2, §9): three parts — closing
 * (pc_faturamento/dt_faturamento), advance (pc_adiantamento → AD_PC_FATURAMENTO) and forwarding
 * (pc_encaminhamento → PC_FAT_ENCAMINHAMENTO) — each with its billing date and a 'billed' flag.
 */

export const LIMITES_FATURAMENTO = {
  /** Highest total of the three percentages. */
  totalMax: 150,
  /** Each percentage alone. */
  percentualMin: 0,
  percentualMax: 150,
} as const;

export const MENSAGENS_FATURAMENTO = {
  dataMaiorQueHoje: 'Data de faturamento deve ser maior que a data atual!',
  dataObrigatoria: 'Informe a data de faturamento',
  dataAdiantamentoObrigatoria: 'Informe a data do adiantamento',
  dataEncaminhamentoObrigatoria: 'Informe a data do encaminhamento',
  percentualInvalido: `O percentual deve estar entre ${LIMITES_FATURAMENTO.percentualMin} e ${LIMITES_FATURAMENTO.percentualMax}`,
  totalMaximo: `O total de faturamento não pode passar de ${LIMITES_FATURAMENTO.totalMax}%`,
  totalMinimo: (jaFaturado: number) =>
    `O total de faturamento não pode ser menor que o percentual já faturado (${formatarPercentual(jaFaturado)}%)`,
  parcelaFaturada: (parcela: string) => `${parcela} já foi faturado e não pode ser alterado.`,
  semFaturamento: 'Vagas deste tipo de contratação não têm faturamento.',
  vagaExpirada: 'O faturamento de uma vaga expirada não pode ser alterado: cancele ou prorrogue a vaga.',
} as const;

function formatarPercentual(v: number): string {
  return v.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}

/** The earliest billing date: tomorrow (spec 000 §5.2, §9). */
export function dataFaturamentoMinima(hoje: string): string {
  return somarDias(hoje, 1);
}

/**
 * The default billing date: the next Sunday after today (a week ahead when today is Sunday), so it is
 * always at least tomorrow. Billing runs are weekly and start on Sundays (spec 000 §9 'the next
 * Sunday-based date').
 */
export function dataFaturamentoPadrao(hoje: string): string {
  const diaSemana = diaDaSemana(hoje); // 0 = Sunday
  return somarDias(hoje, diaSemana === 0 ? 7 : 7 - diaSemana);
}

/** Message when a billing date is not after today, or null. */
export function erroDataFaturamento(iso: string, hoje: string): string | null {
  return iso > hoje ? null : MENSAGENS_FATURAMENTO.dataMaiorQueHoje;
}

const percentual = z.coerce
  .number({ error: MENSAGENS_FATURAMENTO.percentualInvalido })
  .min(LIMITES_FATURAMENTO.percentualMin, MENSAGENS_FATURAMENTO.percentualInvalido)
  .max(LIMITES_FATURAMENTO.percentualMax, MENSAGENS_FATURAMENTO.percentualInvalido)
  .multipleOf(0.01, MENSAGENS_FATURAMENTO.percentualInvalido);

/**
 * POST vaga/dados-faturamento. Percentages 0–150 each; dates ISO or dd-MM-yyyy / dd/MM/yyyy. A part
 * with a percentage above 0 needs its date. Rules against the stored billing (already billed parts,
 * total between the billed percent and 150, dates after today) are in validarFaturamento.
 */
export const dadosFaturamentoBody = corpoVaga({
  nr_vaga: codigoVaga,
  pc_faturamento: percentual.nullish().transform((v) => v ?? 0),
  dt_faturamento: dataEntrada.nullish().transform((v) => v ?? null),
  pc_adiantamento: percentual.nullish().transform((v) => v ?? 0),
  dt_adiantamento: dataEntrada.nullish().transform((v) => v ?? null),
  pc_encaminhamento: percentual.nullish().transform((v) => v ?? 0),
  dt_encaminhamento: dataEntrada.nullish().transform((v) => v ?? null),
}).superRefine((v, ctx) => {
  if (v.pc_faturamento > 0 && !v.dt_faturamento)
    ctx.addIssue({
      code: 'custom',
      message: MENSAGENS_FATURAMENTO.dataObrigatoria,
      path: ['dt_faturamento'],
    });
  if (v.pc_adiantamento > 0 && !v.dt_adiantamento)
    ctx.addIssue({
      code: 'custom',
      message: MENSAGENS_FATURAMENTO.dataAdiantamentoObrigatoria,
      path: ['dt_adiantamento'],
    });
  if (v.pc_encaminhamento > 0 && !v.dt_encaminhamento)
    ctx.addIssue({
      code: 'custom',
      message: MENSAGENS_FATURAMENTO.dataEncaminhamentoObrigatoria,
      path: ['dt_encaminhamento'],
    });
  if (v.pc_faturamento + v.pc_adiantamento + v.pc_encaminhamento > LIMITES_FATURAMENTO.totalMax)
    ctx.addIssue({ code: 'custom', message: MENSAGENS_FATURAMENTO.totalMaximo, path: ['pc_faturamento'] });
});
export type DadosFaturamentoBody = z.input<typeof dadosFaturamentoBody>;
export type DadosFaturamento = z.output<typeof dadosFaturamentoBody>;

/** GET vaga/dados-faturamento/{nrVaga} (spec 000 §3.5) plus the limits the tab applies. */
export const dadosFaturamentoResposta = z.object({
  NR_VAGA: z.number().int(),
  PC_FATURAMENTO: z.number().nullable(),
  /** ISO dates. */
  DT_FATURAMENTO: z.string().nullable(),
  AD_PC_FATURAMENTO: z.number().nullable(),
  AD_DT_FATURAMENTO: z.string().nullable(),
  PC_FAT_ENCAMINHAMENTO: z.number().nullable(),
  DT_FAT_ENCAMINHAMENTO: z.string().nullable(),
  /** Percent already billed: the lowest total the tab accepts. */
  PC_TOTAL_FATURADO: z.number(),
  ID_ADIANTAMENTO_FATURADO: flagSN,
  ID_ENCAMINHAMENTO_FATURADO: flagSN,
  ID_FECHAMENTO_FATURADO: flagSN,
  /** The highest total (150). */
  PC_TOTAL_MAXIMO: z.number(),
  /** Date offered when a part has none (next Sunday). */
  DT_FATURAMENTO_PADRAO: z.string(),
  /** Earliest date accepted (tomorrow). */
  DT_FATURAMENTO_MINIMA: z.string(),
});
export type DadosFaturamentoResposta = z.infer<typeof dadosFaturamentoResposta>;

export const salvarFaturamentoResposta = respostaSalvar;

/** The stored billing as the rule reads it. */
export interface FaturamentoAtual {
  pc_faturamento: number | null;
  dt_faturamento: string | null;
  ad_pc_faturamento: number | null;
  ad_dt_faturamento: string | null;
  pc_fat_encaminhamento: number | null;
  dt_fat_encaminhamento: string | null;
  pc_total_faturado: number;
  id_adiantamento_faturado: string;
  id_encaminhamento_faturado: string;
  id_fechamento_faturado: string;
}

/** Result of the billing rule: the 400 messages, or the 409 message of a billed part. */
export interface ResultadoFaturamento {
  erros: string[];
  conflito: string | null;
}

/** A field of the billing body a problem is about (the total's bounds fall on pc_faturamento, as in the schema). */
export type CampoFaturamento =
  | 'pc_faturamento'
  | 'dt_faturamento'
  | 'pc_adiantamento'
  | 'dt_adiantamento'
  | 'pc_encaminhamento'
  | 'dt_encaminhamento';

export interface ProblemaFaturamento {
  campo: CampoFaturamento;
  mensagem: string;
}

/** The billing rule's findings by field: the 400 problems and the 409 change of a billed part. */
export interface VerificacaoFaturamento {
  problemas: ProblemaFaturamento[];
  conflito: ProblemaFaturamento | null;
}

const mesmo = (a: number | string | null, b: number | string | null) =>
  (a ?? null) === (b ?? null) || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 0.005);

/**
 * The billing rules against the stored billing (spec 000 §5.2, §9), each finding on its field:
 * - a part already billed keeps its percentage and date (the conflict, on the part's percentage);
 * - the total of the three is at least the percent already billed and at most 150 (on pc_faturamento);
 * - a date that changes, of a part not billed, must be after today (on that date).
 */
export function verificarFaturamento(
  novo: DadosFaturamento,
  atual: FaturamentoAtual,
  hoje: string,
): VerificacaoFaturamento {
  const partes = [
    {
      nome: 'O faturamento de fechamento',
      campos: ['pc_faturamento', 'dt_faturamento'],
      faturado: atual.id_fechamento_faturado === 'S',
      pc: [novo.pc_faturamento, atual.pc_faturamento ?? 0],
      dt: [novo.dt_faturamento, atual.dt_faturamento],
    },
    {
      nome: 'O adiantamento',
      campos: ['pc_adiantamento', 'dt_adiantamento'],
      faturado: atual.id_adiantamento_faturado === 'S',
      pc: [novo.pc_adiantamento, atual.ad_pc_faturamento ?? 0],
      dt: [novo.dt_adiantamento, atual.ad_dt_faturamento],
    },
    {
      nome: 'O encaminhamento',
      campos: ['pc_encaminhamento', 'dt_encaminhamento'],
      faturado: atual.id_encaminhamento_faturado === 'S',
      pc: [novo.pc_encaminhamento, atual.pc_fat_encaminhamento ?? 0],
      dt: [novo.dt_encaminhamento, atual.dt_fat_encaminhamento],
    },
  ] as const;
  for (const p of partes) {
    if (p.faturado && (!mesmo(p.pc[0], p.pc[1]) || !mesmo(p.dt[0], p.dt[1]))) {
      const campo = mesmo(p.pc[0], p.pc[1]) ? p.campos[1] : p.campos[0];
      return { problemas: [], conflito: { campo, mensagem: MENSAGENS_FATURAMENTO.parcelaFaturada(p.nome) } };
    }
  }
  const problemas: ProblemaFaturamento[] = [];
  const total = novo.pc_faturamento + novo.pc_adiantamento + novo.pc_encaminhamento;
  if (total + 0.005 < atual.pc_total_faturado)
    problemas.push({
      campo: 'pc_faturamento',
      mensagem: MENSAGENS_FATURAMENTO.totalMinimo(atual.pc_total_faturado),
    });
  if (total > LIMITES_FATURAMENTO.totalMax + 0.005)
    problemas.push({ campo: 'pc_faturamento', mensagem: MENSAGENS_FATURAMENTO.totalMaximo });
  for (const p of partes) {
    if (!p.faturado && p.dt[0] && !mesmo(p.dt[0], p.dt[1]) && erroDataFaturamento(p.dt[0], hoje))
      problemas.push({ campo: p.campos[1], mensagem: MENSAGENS_FATURAMENTO.dataMaiorQueHoje });
  }
  return { problemas, conflito: null };
}

/**
 * The billing rules as the Faturamento tab answers them: the 400 messages (each once) or the 409
 * message of a billed part (see verificarFaturamento).
 */
export function validarFaturamento(
  novo: DadosFaturamento,
  atual: FaturamentoAtual,
  hoje: string,
): ResultadoFaturamento {
  const v = verificarFaturamento(novo, atual, hoje);
  if (v.conflito) return { erros: [], conflito: v.conflito.mensagem };
  return { erros: [...new Set(v.problemas.map((p) => p.mensagem))], conflito: null };
}
