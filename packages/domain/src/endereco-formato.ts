/**
 * The address as people read it: the street's type spelled out ('Rua', 'Avenida') from its code
 * (CD_TIPO_LOGRADOURO: 'R', 'AV'...), never repeated when the street's name already says it ('Rua
 * Benício', not 'R Rua Benício'), and an unknown code left out rather than shown raw.
 */

/** Names of the street-type codes of the client and candidate records. */
export const TIPOS_LOGRADOURO: Readonly<Record<string, string>> = {
  R: 'Rua',
  RUA: 'Rua',
  AV: 'Avenida',
  AVE: 'Avenida',
  ROD: 'Rodovia',
  AL: 'Alameda',
  TV: 'Travessa',
  TR: 'Travessa',
  PC: 'Praça',
  PCA: 'Praça',
  PÇ: 'Praça',
  EST: 'Estrada',
  ESTR: 'Estrada',
  LG: 'Largo',
  LGO: 'Largo',
  VL: 'Vila',
  VIA: 'Via',
  VD: 'Viaduto',
  BC: 'Beco',
  PQ: 'Parque',
  Q: 'Quadra',
  QD: 'Quadra',
  CJ: 'Conjunto',
  LOT: 'Loteamento',
  SRV: 'Servidão',
  ESC: 'Escadaria',
  MAR: 'Marginal',
};

const SEM_ACENTO = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every spelled-out type, to know a street whose name already starts with one ('Avenida Brasil'). */
const NOMES_TIPO = new Set(Object.values(TIPOS_LOGRADOURO).map(SEM_ACENTO));

/** The street: its type spelled out before the name, unless the name already starts with a type. */
export function formatarLogradouro(tipo: string | null | undefined, nome: string | null | undefined): string {
  const rua = (nome ?? '').trim().replace(/\s+/g, ' ');
  const codigo = (tipo ?? '').trim().toUpperCase().replace(/\.$/, '');
  const nomeTipo = TIPOS_LOGRADOURO[codigo] ?? null;
  if (!rua) return '';
  const primeira = SEM_ACENTO(rua.split(' ')[0] ?? '').replace(/\.$/, '');
  const jaDiz = NOMES_TIPO.has(primeira) || (codigo !== '' && primeira === SEM_ACENTO(codigo));
  return nomeTipo && !jaDiz ? `${nomeTipo} ${rua}` : rua;
}

export interface PartesEndereco {
  tipoLogradouro?: string | null;
  logradouro?: string | null;
  numero?: string | number | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  uf?: string | null;
}

const texto = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v).trim();

/** The street line: 'Rua Benício, 120, Galpão 2'. */
export function formatarLinhaEndereco(p: PartesEndereco): string {
  return [formatarLogradouro(p.tipoLogradouro, p.logradouro), texto(p.numero), texto(p.complemento)]
    .filter(Boolean)
    .join(', ');
}

/** The whole address on one line: 'Rua Benício, 120, Centro, Joinville/SC' (null when nothing is known). */
export function formatarEndereco(p: PartesEndereco): string | null {
  const cidade = [texto(p.cidade), texto(p.uf)].filter(Boolean).join('/');
  const linha = [
    [formatarLogradouro(p.tipoLogradouro, p.logradouro), texto(p.numero)].filter(Boolean).join(', '),
    texto(p.bairro),
    cidade,
  ]
    .filter(Boolean)
    .join(', ');
  return linha || null;
}
