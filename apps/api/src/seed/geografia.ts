import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { BAIRROS_POR_CIDADE } from './data/bairros';

/** A city candidates and clients are placed in. */
export interface CidadeDemo {
  cdCidade: number;
  nome: string;
  uf: string;
  ddd: string;
  /** First digits of its postal codes. */
  prefixoCep: string;
  bairros: readonly string[];
  /** Unit that serves it. */
  cdEmpresa: number;
}

/** Area code per state, for cities without their own entry below. */
const DDD_UF: Record<string, string> = {
  AC: '68',
  AL: '82',
  AM: '92',
  AP: '96',
  BA: '71',
  CE: '85',
  DF: '61',
  ES: '27',
  GO: '62',
  MA: '98',
  MG: '31',
  MS: '67',
  MT: '65',
  PA: '91',
  PB: '83',
  PE: '81',
  PI: '86',
  PR: '41',
  RJ: '21',
  RN: '84',
  RO: '69',
  RR: '95',
  RS: '51',
  SC: '47',
  SE: '79',
  SP: '11',
  TO: '63',
};

/** Postal code ranges per state (first three digits), for cities without their own entry. */
const CEP_UF: Record<string, [number, number]> = {
  SP: [10, 199],
  RJ: [200, 289],
  ES: [290, 299],
  MG: [300, 399],
  BA: [400, 489],
  SE: [490, 499],
  PE: [500, 569],
  AL: [570, 579],
  PB: [580, 589],
  RN: [590, 599],
  CE: [600, 639],
  PI: [640, 649],
  MA: [650, 659],
  PA: [660, 688],
  AP: [689, 689],
  AM: [690, 692],
  RR: [693, 693],
  AC: [699, 699],
  DF: [700, 727],
  GO: [728, 767],
  TO: [770, 779],
  MT: [780, 788],
  RO: [768, 769],
  MS: [790, 799],
  PR: [800, 879],
  SC: [880, 899],
  RS: [900, 999],
};

/** The demo's main cities with their weight among candidates, area code, postal prefix and unit. */
const PRINCIPAIS: [uf: string, nome: string, peso: number, ddd: string, cep: string, empresa: number][] = [
  ['SC', 'Joinville', 30, '47', '892', 1],
  ['PR', 'Curitiba', 10, '41', '81', 19],
  ['SP', 'São Paulo', 9, '11', '0', 330],
  ['SC', 'Blumenau', 6, '47', '890', 45],
  ['SC', 'Florianópolis', 5, '48', '880', 145],
  ['SC', 'Jaraguá do Sul', 5, '47', '8925', 101],
  ['SC', 'Itajaí', 4, '47', '883', 145],
  ['SC', 'São José', 3, '48', '881', 145],
  ['PR', 'Londrina', 3, '43', '860', 219],
  ['SP', 'Campinas', 4, '19', '130', 430],
  ['PR', 'São José dos Pinhais', 2, '41', '830', 119],
  ['SC', 'São Bento do Sul', 2, '47', '8928', 201],
  ['SC', 'Balneário Camboriú', 2, '47', '8833', 145],
];

/** Weight of the remaining municipalities, spread over SC, PR and SP, then other states. */
const PESO_OUTRAS_SUL_SP = 12;
const PESO_OUTROS_ESTADOS = 3;

const UNIDADE_UF: Record<string, number> = { SC: 1, PR: 19, SP: 330 };

export interface Geografia {
  cidades: CidadeDemo[];
  /** Cumulative weights aligned with cidades (last = total). */
  acumulado: number[];
  porNome: Map<string, CidadeDemo>;
}

let cache: Geografia | undefined;

/** Cities with weights: the main ones first, then every other municipality with a small share. */
export function geografia(): Geografia {
  if (cache) return cache;
  const municipios = getMunicipalities();
  const porChave = new Map(municipios.map((m) => [`${m.stateCode}|${m.name}`, m]));
  const cidades: CidadeDemo[] = [];
  const pesos: number[] = [];
  const principais = new Set<string>();
  for (const [uf, nome, peso, ddd, cep, empresa] of PRINCIPAIS) {
    const m = porChave.get(`${uf}|${nome}`);
    if (!m) throw new Error(`Município não encontrado: ${nome}/${uf}`);
    principais.add(`${uf}|${nome}`);
    cidades.push({
      cdCidade: Number(m.code),
      nome,
      uf,
      ddd,
      prefixoCep: cep,
      bairros: BAIRROS_POR_CIDADE[`${uf}|${nome}`] ?? ['Centro'],
      cdEmpresa: empresa,
    });
    pesos.push(peso);
  }
  const sulSp = municipios.filter(
    (m) => ['SC', 'PR', 'SP'].includes(m.stateCode) && !principais.has(`${m.stateCode}|${m.name}`),
  );
  const outros = municipios.filter((m) => !['SC', 'PR', 'SP'].includes(m.stateCode));
  const adicionar = (lista: typeof municipios, pesoTotal: number) => {
    for (const m of lista) {
      const [a, b] = CEP_UF[m.stateCode] ?? [100, 999];
      const prefixo = String(a + (Number(m.code) % (b - a + 1))).padStart(3, '0');
      cidades.push({
        cdCidade: Number(m.code),
        nome: m.name,
        uf: m.stateCode,
        ddd: DDD_UF[m.stateCode] ?? '11',
        prefixoCep: prefixo,
        bairros: ['Centro'],
        cdEmpresa: UNIDADE_UF[m.stateCode] ?? 1,
      });
      pesos.push(pesoTotal / lista.length);
    }
  };
  adicionar(sulSp, PESO_OUTRAS_SUL_SP);
  adicionar(outros, PESO_OUTROS_ESTADOS);
  const acumulado: number[] = [];
  let soma = 0;
  for (const p of pesos) {
    soma += p;
    acumulado.push(soma);
  }
  cache = { cidades, acumulado, porNome: new Map(cidades.map((c) => [`${c.uf}|${c.nome}`, c])) };
  return cache;
}

/** Index of the first cumulative weight above r * total (binary search). */
export function escolherAcumulado(acumulado: readonly number[], r: number): number {
  const alvo = r * acumulado[acumulado.length - 1];
  let lo = 0;
  let hi = acumulado.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (acumulado[mid] > alvo) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
