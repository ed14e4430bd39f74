import { diasEntre, formatarData, somarDias } from './datas';

/**
 * Brazilian labour rules of a placement: the temporary contract's clock (Lei 6.019/1974 as amended
 * by Lei 13.429/2017, art. 10), the quota of people with disabilities (Lei 8.213/1991, art. 93), the
 * apprentice range (CLT art. 429; Decreto 9.579/2018 arts. 51 and 56) and what the eSocial admission
 * event (S-2200) asks of the worker's record.
 */

/** Hiring type of a temporary placement (catalogue of hiring types: 2 Temporário). */
export const TIPO_CONTRATACAO_TEMPORARIO = 2;

export const LIMITES_TEMPORARIO = {
  /** Days a temporary contract may last, the first day counted (art. 10 §1). */
  diasContrato: 180,
  /** Days one extension may add (art. 10 §2). */
  diasProrrogacao: 90,
  /** Extensions a contract may have. */
  maxProrrogacoes: 1,
  /** The whole: 180 + 90. */
  diasTotal: 270,
  /** Days before the end the analyst is alerted. */
  alertasDias: [30, 7],
} as const;

/** Days of a contract from its first to its last day, both counted. */
export function diasDeContrato(inicio: string, fim: string): number {
  return diasEntre(inicio, fim) + 1;
}

/** The last day a contract starting on `inicio` may reach with `dias` days. */
export function ultimoDiaPermitido(inicio: string, dias: number): string {
  return somarDias(inicio, dias - 1);
}

export const MENSAGENS_TEMPORARIO = {
  fimObrigatorio: 'Informe a data de término do contrato temporário.',
  fimAntesDoInicio: 'A data de término não pode ser anterior à data de início.',
  contratoLongo: (ultimo: string) =>
    `Um contrato temporário dura no máximo ${LIMITES_TEMPORARIO.diasContrato} dias (Lei 6.019, art. 10): termine até ${ultimo}.`,
  prorrogacaoLonga: `Uma prorrogação acrescenta no máximo ${LIMITES_TEMPORARIO.diasProrrogacao} dias (Lei 6.019, art. 10 §2).`,
  prorrogacaoTotal: (ultimo: string) =>
    `Com a prorrogação o contrato passaria de ${LIMITES_TEMPORARIO.diasTotal} dias: o último dia possível é ${ultimo}.`,
  jaProrrogado: 'Este contrato já foi prorrogado uma vez; a lei não permite outra prorrogação.',
  prorrogacaoNaoAvanca: 'A nova data de término deve ser posterior à atual.',
  motivoProrrogacao: 'Informe o motivo da prorrogação (a manutenção das condições que a justificam).',
  naoTemporario: 'Só um contrato temporário tem prazo e prorrogação.',
} as const;

const T = MENSAGENS_TEMPORARIO;

/** Refusals of a temporary contract's first term (an empty list when it is within the law). */
export function errosPrazoTemporario(inicio: string, fim: string | null): string[] {
  if (!fim) return [T.fimObrigatorio];
  if (fim < inicio) return [T.fimAntesDoInicio];
  if (diasDeContrato(inicio, fim) > LIMITES_TEMPORARIO.diasContrato)
    return [T.contratoLongo(formatarData(ultimoDiaPermitido(inicio, LIMITES_TEMPORARIO.diasContrato)))];
  return [];
}

/** Refusals of an extension of a temporary contract from `fimAtual` to `novoFim`. */
export function errosProrrogacao(c: {
  inicio: string;
  fimAtual: string;
  novoFim: string;
  prorrogacoes: number;
  motivo: string | null;
}): string[] {
  if (c.prorrogacoes >= LIMITES_TEMPORARIO.maxProrrogacoes) return [T.jaProrrogado];
  const erros: string[] = [];
  if (c.novoFim <= c.fimAtual) erros.push(T.prorrogacaoNaoAvanca);
  else if (diasEntre(c.fimAtual, c.novoFim) > LIMITES_TEMPORARIO.diasProrrogacao)
    erros.push(T.prorrogacaoLonga);
  else if (diasDeContrato(c.inicio, c.novoFim) > LIMITES_TEMPORARIO.diasTotal)
    erros.push(T.prorrogacaoTotal(formatarData(ultimoDiaPermitido(c.inicio, LIMITES_TEMPORARIO.diasTotal))));
  if (!c.motivo?.trim()) erros.push(T.motivoProrrogacao);
  return erros;
}

/** The last day an extension of a contract may reach: 90 days past its current end, 270 in all. */
export function ultimoDiaProrrogacao(inicio: string, fimAtual: string | null): string {
  const porProrrogacao = somarDias(fimAtual ?? inicio, LIMITES_TEMPORARIO.diasProrrogacao);
  const porTotal = ultimoDiaPermitido(inicio, LIMITES_TEMPORARIO.diasTotal);
  return porProrrogacao < porTotal ? porProrrogacao : porTotal;
}

/** Days left until a contract's last day (0 on the last day, negative once ended). */
export function diasParaTerminar(fim: string, hoje: string): number {
  return diasEntre(hoje, fim);
}

// ---------------------------------------------------------------------------------------------
// Quotas

/** Art. 93 of Lei 8.213/1991: the share of the posts for people with disabilities by company size. */
export const FAIXAS_COTA_PCD = [
  { min: 100, max: 200, percentual: 2 },
  { min: 201, max: 500, percentual: 3 },
  { min: 501, max: 1000, percentual: 4 },
  { min: 1001, max: Number.POSITIVE_INFINITY, percentual: 5 },
] as const;

export interface CotaPcd {
  /** 0 below 100 employees. */
  percentual: number;
  /** People the company must employ; a fraction counts as one more. */
  quantidade: number;
}

/** The PCD quota of a company with `funcionarios` employees (art. 93 bands, fractions rounded up). */
export function cotaPcd(funcionarios: number | null | undefined): CotaPcd {
  const n = Math.max(0, Math.floor(funcionarios ?? 0));
  const faixa = FAIXAS_COTA_PCD.find((f) => n >= f.min && n <= f.max);
  if (!faixa) return { percentual: 0, quantidade: 0 };
  return { percentual: faixa.percentual, quantidade: Math.ceil((n * faixa.percentual) / 100) };
}

/** CLT art. 429: apprentices between 5 % and 15 % of the posts that need professional training. */
export const COTA_APRENDIZ = { percentualMin: 5, percentualMax: 15 } as const;

export interface FaixaAprendiz {
  /** A fraction of the minimum counts as one more apprentice (Decreto 9.579, art. 51 §1). */
  minimo: number;
  maximo: number;
  /** Micro and small companies (Simples Nacional) are not obliged (Decreto 9.579, art. 56). */
  dispensada: boolean;
}

/**
 * The apprentice range of a company, on its number of employees (the posts that need training
 * are not registered apart: the whole staff is the base, an upper bound of the legal one).
 */
export function faixaAprendiz(
  funcionarios: number | null | undefined,
  simplesNacional: boolean,
): FaixaAprendiz {
  const n = Math.max(0, Math.floor(funcionarios ?? 0));
  if (simplesNacional || n === 0)
    return {
      minimo: 0,
      maximo: Math.floor((n * COTA_APRENDIZ.percentualMax) / 100),
      dispensada: simplesNacional,
    };
  return {
    minimo: Math.ceil((n * COTA_APRENDIZ.percentualMin) / 100),
    maximo: Math.floor((n * COTA_APRENDIZ.percentualMax) / 100),
    dispensada: false,
  };
}

// ---------------------------------------------------------------------------------------------
// eSocial S-2200

/** What the admission event asks of the worker, as the candidate's record holds it. */
export interface FichaAdmissao {
  nm_pessoa: string | null;
  nr_documento_cpf: string | null;
  dt_nascimento: string | null;
  nr_documento_pis: string | null;
  nr_documento_nit: string | null;
  nr_documento_ctps: string | null;
  nr_serie_ctps: string | null;
  cd_cep: string | null;
  nm_cep: string | null;
  nr_endereco: string | null;
  nm_cidade: string | null;
  cd_uf: string | null;
  id_sexo: string | null;
  /** Race / colour (raça/cor). */
  id_cutis: string | null;
  cd_escolaridade: number | null;
  id_estado_civil: string | null;
  /** Country of birth (nationality). */
  cd_pais_origem: number | null;
}

/** The S-2200 items, each with its label and whether the record fills it. */
export const ITENS_S2200: readonly {
  campo: string;
  rotulo: string;
  preenchido(f: FichaAdmissao): boolean;
}[] = [
  { campo: 'nm_pessoa', rotulo: 'Nome completo', preenchido: (f) => Boolean(f.nm_pessoa?.trim()) },
  { campo: 'nr_documento_cpf', rotulo: 'CPF', preenchido: (f) => /^\d{11}$/.test(f.nr_documento_cpf ?? '') },
  { campo: 'dt_nascimento', rotulo: 'Data de nascimento', preenchido: (f) => Boolean(f.dt_nascimento) },
  {
    campo: 'nr_documento_pis',
    rotulo: 'PIS/NIT',
    preenchido: (f) => /^\d{11}$/.test(f.nr_documento_pis ?? '') || /^\d{11}$/.test(f.nr_documento_nit ?? ''),
  },
  {
    campo: 'nr_documento_ctps',
    rotulo: 'CTPS (número e série, ou a digital pelo CPF)',
    preenchido: (f) =>
      Boolean(f.nr_documento_ctps?.trim() && f.nr_serie_ctps?.trim()) ||
      /^\d{11}$/.test(f.nr_documento_cpf ?? ''),
  },
  {
    campo: 'endereco',
    rotulo: 'Endereço com CEP (logradouro, número, cidade e UF)',
    preenchido: (f) =>
      /^\d{5}-?\d{3}$/.test(f.cd_cep ?? '') &&
      Boolean(f.nm_cep?.trim() && f.nr_endereco?.trim() && f.nm_cidade?.trim() && f.cd_uf?.trim()),
  },
  { campo: 'id_sexo', rotulo: 'Sexo', preenchido: (f) => f.id_sexo === 'M' || f.id_sexo === 'F' },
  { campo: 'id_cutis', rotulo: 'Raça/cor', preenchido: (f) => Boolean(f.id_cutis?.trim()) },
  { campo: 'cd_escolaridade', rotulo: 'Grau de instrução', preenchido: (f) => f.cd_escolaridade != null },
  { campo: 'id_estado_civil', rotulo: 'Estado civil', preenchido: (f) => Boolean(f.id_estado_civil?.trim()) },
  {
    campo: 'cd_pais_origem',
    rotulo: 'Nacionalidade (país de nascimento)',
    preenchido: (f) => f.cd_pais_origem != null,
  },
];

/** The S-2200 items the record misses (labels), in the event's order. */
export function pendenciasAdmissao(f: FichaAdmissao): { campo: string; rotulo: string }[] {
  return ITENS_S2200.filter((i) => !i.preenchido(f)).map(({ campo, rotulo }) => ({ campo, rotulo }));
}

/** The day the S-2200 is due: the day before the start of work. */
export function prazoAdmissao(inicio: string): string {
  return somarDias(inicio, -1);
}
