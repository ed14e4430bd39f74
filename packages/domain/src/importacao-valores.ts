import { HABILITACOES } from './candidato-cadastro';
import { CATALOGO_TIPOS_CONTRATACAO } from './catalogos';
import { LIMITES_CONTROLES } from './controles';
import { semCaracteresInvalidos, UFS_BRASIL } from './entrada';

/**
 * The values of an imported file (docs/importacao.md): each reader takes the text of a cell as the
 * other system wrote it and gives the value the product stores, or null when the text is not such a
 * value. They are plain functions without schemas: a dry run reads a million rows.
 */

/** A header as compared: lower case, no accents, only [a-z0-9] ('Dt. Nasc.' → 'dtnasc', 'Nº' → 'no'). */
export function chaveCabecalho(texto: string): string {
  return texto
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// Text

/** Characters seldom found in a cell: controls, zero-width spaces, byte-order marks and surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const RAROS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\ufeff\ud800-\udfff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROLES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\ufeff]/g;
/** Two spaces in a row, or a space that is not ' ' (tab, line break, NBSP...). */
const ESPACO_A_LIMPAR = /\s{2}|[^\S ]/;
const ESPACOS = /\s+/g;

/** Controls, zero-width characters and lone surrogates removed (checked first: most cells have none). */
function semRaros(texto: string): string {
  return RAROS.test(texto) ? semCaracteresInvalidos(texto.replace(CONTROLES, '')) : texto;
}

/** One-line text: trimmed, inner runs of spaces (tabs and line breaks too) as one space. */
export function limparTexto(texto: string): string {
  const t = semRaros(texto).trim();
  return ESPACO_A_LIMPAR.test(t) ? t.replace(ESPACOS, ' ') : t;
}

/** Text of several lines: each line cleaned like `limparTexto`, at most one blank line in a row. */
export function limparTextoLongo(texto: string): string {
  const t = semRaros(texto).replace(/\r\n?/g, '\n');
  if (!t.includes('\n')) return limparTexto(t);
  return t
    .split('\n')
    .map(limparTexto)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A text cut to `max` characters without splitting a surrogate pair, trailing spaces removed. */
export function cortarTexto(texto: string, max: number): string {
  let fim = max;
  const c = texto.charCodeAt(fim - 1);
  if (c >= 0xd800 && c <= 0xdbff) fim--;
  return texto.slice(0, fim).trimEnd();
}

/** Items of a list cell separated by ';', '|' or line breaks, trimmed, repeated ones (by chave) once. */
export function separarLista(texto: string): string[] {
  const itens: string[] = [];
  const vistos = new Set<string>();
  for (const parte of texto.split(/[;|\n]/)) {
    const item = limparTexto(parte);
    const chave = chaveCabecalho(item);
    if (!item || vistos.has(chave)) continue;
    vistos.add(chave);
    itens.push(item);
  }
  return itens;
}

// Dates

const DATA_BR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;
const DATA_ISO =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function bissexto(ano: number): boolean {
  return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
}

/** The ISO date of a year, month and day; null when the day does not exist. */
export function dataIso(ano: number, mes: number, dia: number): string | null {
  if (ano < 1000 || ano > 9999 || mes < 1 || mes > 12 || dia < 1) return null;
  const dias =
    mes === 2 ? (bissexto(ano) ? 29 : 28) : mes === 4 || mes === 6 || mes === 9 || mes === 11 ? 30 : 31;
  if (dia > dias) return null;
  return `${ano}-${mes < 10 ? '0' : ''}${mes}-${dia < 10 ? '0' : ''}${dia}`;
}

/**
 * A date as ISO (aaaa-mm-dd): dd/mm/aaaa, d/m/aaaa, dd-mm-aaaa, dd.mm.aaaa, aaaa-mm-dd (a time after
 * it is ignored) or dd/mm/aa, whose year is 20aa up to the year of `hoje` and 19aa after it. Null
 * when the text is not a date of the calendar (31/02/2020, 13/13/2020, 'ontem').
 */
export function lerData(texto: string, hoje: string): string | null {
  const t = texto.trim();
  const br = DATA_BR.exec(t);
  if (br) {
    let ano = Number(br[3]);
    if (br[3]!.length === 2) {
      const corrente = Number(hoje.slice(0, 4));
      ano += ano <= corrente % 100 ? corrente - (corrente % 100) : corrente - (corrente % 100) - 100;
    }
    return dataIso(ano, Number(br[2]), Number(br[1]));
  }
  const iso = DATA_ISO.exec(t);
  return iso ? dataIso(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** Whole years from an ISO birth date to an ISO day. */
export function idadeNaData(nascimento: string, hoje: string): number {
  const anos = Number(hoje.slice(0, 4)) - Number(nascimento.slice(0, 4));
  return hoje.slice(5) < nascimento.slice(5) ? anos - 1 : anos;
}

// Documents

/** A number a spreadsheet wrote as a decimal ('12345678909.0'): its integer digits. */
const NUMERO_DECIMAL = /^(\d+)[.,]0+$/;
const SO_DIGITOS = /^\d+$/;
const MASCARA_DOCUMENTO = /^[\d.\-/\s]+$/;

/**
 * The 11 digits of a CPF as written (with or without its mask); a plain number of 9 or 10 digits got
 * its leading zeros back (a spreadsheet drops them). Null when the text is not of a CPF's shape; the
 * check digits are `cpfValido`'s business.
 */
export function digitosCpf(texto: string): string | null {
  let t = texto.trim();
  const decimal = NUMERO_DECIMAL.exec(t);
  if (decimal) t = decimal[1]!;
  if (!MASCARA_DOCUMENTO.test(t)) return null;
  let d = t.replace(/\D/g, '');
  if (d.length >= 9 && d.length < 11 && SO_DIGITOS.test(t)) d = d.padStart(11, '0');
  return d.length === 11 ? d : null;
}

/** A CNPJ or CPF read from a cell: its kind of person (J company, F person) and its characters. */
export interface DocumentoLido {
  tipo: 'J' | 'F';
  numero: string;
}

/**
 * A client's document: a CNPJ (14 characters, the alphanumeric one too) or a CPF (11 digits), with or
 * without its mask. A plain number that lost leading zeros is taken as the one whose check digits it
 * fits (`valido` tells whether a document fits them); null when it has the shape of neither.
 */
export function lerDocumento(
  texto: string,
  cpfValido: (d: string) => boolean,
  cnpjValido: (c: string) => boolean,
): DocumentoLido | null {
  let t = texto.trim();
  const decimal = NUMERO_DECIMAL.exec(t);
  if (decimal) t = decimal[1]!;
  const c = t.replace(/[\s./-]/g, '').toUpperCase();
  if (c.length === 14 && /^[0-9A-Z]{12}\d{2}$/.test(c)) return { tipo: 'J', numero: c };
  if (!SO_DIGITOS.test(c) || c.length > 14) return null;
  const simples = SO_DIGITOS.test(t);
  if (c.length === 11) {
    if (cpfValido(c) || !simples) return { tipo: 'F', numero: c };
    const cnpj = c.padStart(14, '0');
    return cnpjValido(cnpj) ? { tipo: 'J', numero: cnpj } : { tipo: 'F', numero: c };
  }
  if (!simples) return null;
  if (c.length > 11) return { tipo: 'J', numero: c.padStart(14, '0') };
  const cpf = c.padStart(11, '0');
  if (c.length >= 9 && cpfValido(cpf)) return { tipo: 'F', numero: cpf };
  const cnpj = c.padStart(14, '0');
  if (cnpjValido(cnpj)) return { tipo: 'J', numero: cnpj };
  return c.length >= 9 ? { tipo: 'F', numero: cpf } : null;
}

/** The 11 digits of a PIS/NIT with or without its mask (a plain number of 10 digits padded); null otherwise. */
export function digitosPis(texto: string): string | null {
  const t = texto.trim();
  if (!MASCARA_DOCUMENTO.test(t)) return null;
  let d = t.replace(/\D/g, '');
  if (d.length === 10 && SO_DIGITOS.test(t)) d = `0${d}`;
  return d.length === 11 ? d : null;
}

/** An RG as written (letters and the mask kept); when longer than `max`, without its dots and spaces. */
export function lerRg(texto: string, max: number): string | null {
  const t = texto.trim().toUpperCase();
  if (t.length <= max) return t;
  const curto = t.replace(/[.\s]/g, '');
  return curto.length <= max ? curto : null;
}

// Contact

/**
 * A Brazilian phone's digits with its area code: 10 or 11 digits, or 0800 plus 7 digits; +55 and a
 * leading trunk 0 are dropped, the mask and any words ignored. Null for other lengths and for
 * placeholders of one repeated digit ('(00) 0000-0000').
 */
export function lerTelefone(texto: string): string | null {
  let d = texto.replace(/\D/g, '');
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  else if ((d.length === 11 || d.length === 12) && d.startsWith('0') && !d.startsWith('0800')) d = d.slice(1);
  if (d.length !== 10 && d.length !== 11) return null;
  if (d.startsWith('0') && !d.startsWith('0800')) return null;
  return /^(\d)\1+$/.test(d) ? null : d;
}

/** A CEP's 8 digits, with or without the hyphen (a plain number of 7 digits got its leading zero back). */
export function lerCep(texto: string): string | null {
  const t = texto.trim();
  if (/^\d{7}$/.test(t)) return `0${t}`;
  if (!/^\d{2}\.?\d{3}-?\d{3}$/.test(t)) return null;
  const d = t.replace(/\D/g, '');
  return d === '00000000' ? null : d;
}

/** The first address of a cell (some systems keep several, separated by ';', ',' or spaces). */
export function primeiroEmail(texto: string): { email: string; varios: boolean } {
  const partes = texto
    .trim()
    .split(/[;,\s]+/)
    .filter((p) => p !== '');
  return { email: (partes[0] ?? '').toLowerCase(), varios: partes.length > 1 };
}

// Codes

const SIM = new Set(['s', 'sim', 'y', 'yes', 'true', 'verdadeiro', 'v', '1', 'x', 'ativo', 'ativa']);
const NAO = new Set(['n', 'nao', 'no', 'false', 'falso', 'f', '0', 'inativo', 'inativa']);

/** S or N from Sim/Não, S/N, true/false, 1/0, X (marked), Ativo/Inativo; null otherwise. */
export function lerSimNao(texto: string): 'S' | 'N' | null {
  const c = chaveCabecalho(texto);
  if (SIM.has(c)) return 'S';
  return NAO.has(c) ? 'N' : null;
}

const MASCULINO = new Set(['m', 'masculino', 'masc', 'homem', 'h']);
const FEMININO = new Set(['f', 'feminino', 'fem', 'mulher']);

/** M or F from M/F, Masculino/Feminino, Homem/Mulher; null otherwise. */
export function lerSexo(texto: string): 'M' | 'F' | null {
  const c = chaveCabecalho(texto);
  if (MASCULINO.has(c)) return 'M';
  return FEMININO.has(c) ? 'F' : null;
}

/** The marital statuses by the start of their names (Solteira, Casado(a), União estável...). */
const INICIOS_ESTADO_CIVIL: readonly [string, string][] = [
  ['solteir', 'S'],
  ['casad', 'C'],
  ['divorciad', 'D'],
  ['uniao', 'A'],
  ['amasiad', 'A'],
  ['companheir', 'A'],
  ['viuv', 'V'],
  ['separad', 'J'],
  ['separacao', 'J'],
  ['desquitad', 'J'],
];

/** The code of ESTADOS_CIVIS (S, C, D, A, V, J) from the code or the name in either gender; null otherwise. */
export function lerEstadoCivil(texto: string): string | null {
  const c = chaveCabecalho(texto);
  if (c.length === 1) return 'scdavj'.includes(c) ? c.toUpperCase() : null;
  for (const [inicio, cd] of INICIOS_ESTADO_CIVIL) if (c.startsWith(inicio)) return cd;
  return null;
}

/** A driving-licence category of HABILITACOES from 'B', 'AB', 'A/B', 'A e B', 'B A'; null otherwise. */
export function lerHabilitacao(texto: string): string | null {
  const partes = texto
    .trim()
    .toUpperCase()
    .split(/\s+E\s+|[\s,;/+-]+/)
    .filter((p) => p !== '');
  const letras = [...new Set(partes.join(''))].sort().join('');
  return (HABILITACOES as readonly string[]).includes(letras) ? letras : null;
}

const NOMES_UF: Readonly<Record<string, string>> = {
  acre: 'AC',
  alagoas: 'AL',
  amapa: 'AP',
  amazonas: 'AM',
  bahia: 'BA',
  ceara: 'CE',
  distritofederal: 'DF',
  espiritosanto: 'ES',
  goias: 'GO',
  maranhao: 'MA',
  matogrosso: 'MT',
  matogrossodosul: 'MS',
  minasgerais: 'MG',
  para: 'PA',
  paraiba: 'PB',
  parana: 'PR',
  pernambuco: 'PE',
  piaui: 'PI',
  riodejaneiro: 'RJ',
  riograndedonorte: 'RN',
  riograndedosul: 'RS',
  rondonia: 'RO',
  roraima: 'RR',
  santacatarina: 'SC',
  saopaulo: 'SP',
  sergipe: 'SE',
  tocantins: 'TO',
};
const UFS = new Set<string>(UFS_BRASIL);

/** The UF of a state by its code ('sc') or its name ('Santa Catarina', 'SAO PAULO'); null otherwise. */
export function lerUf(texto: string): string | null {
  const t = texto.trim().toUpperCase();
  if (t.length === 2) return UFS.has(t) ? t : null;
  return NOMES_UF[chaveCabecalho(t)] ?? null;
}

/** The hiring type (CATALOGO_TIPOS_CONTRATACAO) by code, name, sigla or a usual word; null otherwise. */
export function lerTipoContratacao(texto: string): number | null {
  const c = chaveCabecalho(texto);
  for (const t of CATALOGO_TIPOS_CONTRATACAO)
    if (c === String(t.cd) || c === chaveCabecalho(t.nome) || c === t.sigla.toLowerCase()) return t.cd;
  if (c === 'clt' || c.startsWith('efetiv')) return 1;
  if (c.startsWith('temporari')) return 2;
  if (c.startsWith('terceir')) return 6;
  if (c.startsWith('estag')) return 10;
  return null;
}

/** How a salary is paid (vaga.id_salario) by code or name; null otherwise. */
export function lerTipoSalario(texto: string): string | null {
  const c = chaveCabecalho(texto);
  if (c.length === 1) return 'hdmsc'.includes(c) ? c.toUpperCase() : null;
  if (c.startsWith('hora') || c === 'horista') return 'H';
  if (c.startsWith('diari')) return 'D';
  if (c.startsWith('mensal')) return 'M';
  if (c.startsWith('semremuner')) return 'S';
  if (c.startsWith('comiss')) return 'C';
  return null;
}

// Numbers

/**
 * Money in reais: '1.234,56', '1234,56', '1234.56', '1,234.56', 'R$ 1.234,56', '1234'; at most two
 * decimals, not negative. Null otherwise (the caller bounds it).
 */
export function lerDinheiro(texto: string): number | null {
  const t = texto.replace(/R\$/gi, '').replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(t)) return null;
  const virgula = t.lastIndexOf(',');
  const ponto = t.lastIndexOf('.');
  let inteiro = t;
  let decimais = '';
  if (virgula >= 0 && ponto >= 0) {
    // the last separator is the decimal one, the other groups thousands
    const decimal = virgula > ponto ? virgula : ponto;
    const milhar = virgula > ponto ? '.' : ',';
    inteiro = t.slice(0, decimal);
    decimais = t.slice(decimal + 1);
    if (!new RegExp(`^\\d{1,3}(?:\\${milhar}\\d{3})*$`).test(inteiro)) return null;
  } else if (virgula >= 0) {
    if (t.indexOf(',') !== virgula) return null;
    inteiro = t.slice(0, virgula);
    decimais = t.slice(virgula + 1);
  } else if (ponto >= 0) {
    // '1.234' and '1.234.567' group thousands; one dot before 1 or 2 digits is the decimal point
    if (/^\d{1,3}(?:\.\d{3})+$/.test(t)) inteiro = t;
    else if (/^\d+\.\d{1,2}$/.test(t)) {
      inteiro = t.slice(0, ponto);
      decimais = t.slice(ponto + 1);
    } else return null;
  }
  if (!/^[\d.,]+$/.test(inteiro) || !/^\d{0,2}$/.test(decimais)) return null;
  const valor = Number(`${inteiro.replace(/[.,]/g, '')}.${decimais || '0'}`);
  return Number.isFinite(valor) ? Math.round(valor * 100) / 100 : null;
}

/** The most a salary or salary expectation holds (the product's currency fields: 99.999,99). */
export const DINHEIRO_MAXIMO = LIMITES_CONTROLES.moedaValorMaximo;

/** A whole number ≥ 0 written with or without thousands dots ('1.200') or as a decimal ('12.0'); null otherwise. */
export function lerInteiro(texto: string): number | null {
  let t = texto.trim();
  const decimal = NUMERO_DECIMAL.exec(t);
  if (decimal) t = decimal[1]!;
  if (/^\d{1,3}(?:\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  if (!/^\d{1,16}$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** A value to quote in a message: at most 40 characters. */
export function trecho(texto: string): string {
  return texto.length > 40 ? `${cortarTexto(texto, 40)}…` : texto;
}
