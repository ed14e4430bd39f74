import type { PedidoDe } from '@backoffice/domain/contrato';
import type { CONTRATOS_PESQUISA_CANDIDATOS } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { dataNegocio } from '@backoffice/domain/datas';
import { LIMITES_PESQUISA, mesesAntes } from '@backoffice/domain/pesquisa-candidatos';
import { lerDataPrazo } from '@backoffice/domain/vaga-prazo';

/** Yes / no / either (absent) flag of the panel. */
export type FlagFiltro = '' | 'S' | 'N';

/** The search panel's fields as the inputs hold them (spec 000 §3.8). */
export interface FiltrosForm {
  cargo: number | null;
  experiencia: string | null;
  turnos: string[];
  salarioDe: number | null;
  salarioAte: number | null;
  educacaoDe: string | null;
  educacaoAte: string | null;
  palavrasChaveObrigatorio: string;
  palavrasChaveOpcional: string;
  palavrasChaveExcluido: string;
  ultimaAtualizacaoDe: string | null;
  ultimaAtualizacaoAte: string | null;
  dataCriacaoDe: string | null;
  dataCriacaoAte: string | null;
  cursando: FlagFiltro;
  primeiroEmprego: FlagFiltro;
  agrupamento: FlagFiltro;
  quantidadePesquisa: string;
  estadoCivil: string | null;
  fumante: FlagFiltro;
  habilitacao: string | null;
  veiculos: FlagFiltro;
  pesoDe: string;
  pesoAte: string;
  /** Digits typed in the height mask (175 = 1,75 m). */
  alturaDe: string;
  alturaAte: string;
  sexo: string;
  idadeDe: string;
  idadeAte: string;
  selectDeficiencia: 'S' | 'N';
  deficiencias: string[];
  estado: string | null;
  cidades: string[];
  bairros: string[];
  cd_idioma: number | null;
  leitura: string;
  escrita: string;
  fala: string;
  cdPessoaClienteRestricao: number | null;
  nmPessoaClienteRestricao: string | null;
  dtLimiteRestricao: string | null;
}

const CAMPOS_PESSOAL: ReadonlySet<string> = new Set([
  'pesoDe',
  'pesoAte',
  'alturaDe',
  'alturaAte',
  'sexo',
  'idadeDe',
  'idadeAte',
  'estadoCivil',
  'fumante',
  'habilitacao',
  'veiculos',
  'selectDeficiencia',
  'deficiencias',
  'cdPessoaClienteRestricao',
  'nmPessoaClienteRestricao',
  'dtLimiteRestricao',
]);
const CAMPOS_LOCALIZACAO: ReadonlySet<string> = new Set(['estado', 'cidades', 'bairros']);
const CAMPOS_IDIOMA: ReadonlySet<string> = new Set(['cd_idioma', 'leitura', 'escrita', 'fala']);

/** The panel's section that shows a field (its tab). */
export function secaoDoCampo(campo: string): 'basicos' | 'pessoal' | 'localizacao' | 'idioma' {
  const raiz = campo.split('.')[0] ?? campo;
  if (CAMPOS_PESSOAL.has(raiz)) return 'pessoal';
  if (CAMPOS_LOCALIZACAO.has(raiz)) return 'localizacao';
  if (CAMPOS_IDIOMA.has(raiz)) return 'idioma';
  return 'basicos';
}

/** Empty panel: 50 results, last update six months back to today, levels 2, no disability. */
export function filtrosVazios(hoje: string = dataNegocio()): FiltrosForm {
  const nivel = String(LIMITES_PESQUISA.nivelIdiomaPadrao);
  return {
    cargo: null,
    experiencia: null,
    turnos: [],
    salarioDe: null,
    salarioAte: null,
    educacaoDe: null,
    educacaoAte: null,
    palavrasChaveObrigatorio: '',
    palavrasChaveOpcional: '',
    palavrasChaveExcluido: '',
    ultimaAtualizacaoDe: mesesAntes(hoje, LIMITES_PESQUISA.mesesAtualizacaoPadrao),
    ultimaAtualizacaoAte: hoje,
    dataCriacaoDe: null,
    dataCriacaoAte: null,
    cursando: '',
    primeiroEmprego: '',
    agrupamento: '',
    quantidadePesquisa: String(LIMITES_PESQUISA.tamanhoPadrao),
    estadoCivil: null,
    fumante: '',
    habilitacao: null,
    veiculos: '',
    pesoDe: '',
    pesoAte: '',
    alturaDe: '',
    alturaAte: '',
    sexo: '',
    idadeDe: '',
    idadeAte: '',
    selectDeficiencia: 'N',
    deficiencias: [],
    estado: null,
    cidades: [],
    bairros: [],
    cd_idioma: null,
    leitura: nivel,
    escrita: nivel,
    fala: nivel,
    cdPessoaClienteRestricao: null,
    nmPessoaClienteRestricao: null,
    dtLimiteRestricao: null,
  };
}

const texto = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const textoOuNulo = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);
const numeroOuNulo = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const flag = (v: unknown): FlagFiltro => (v === 'S' || v === 'N' ? v : '');
const listaTexto = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map(String)
    : typeof v === 'string' && v
      ? v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : [];
/** ISO date from 'YYYY-MM-DD...' or 'dd/MM/yyyy' / 'dd-MM-yyyy'. */
const dataIso = (v: unknown): string | null => (typeof v === 'string' ? lerDataPrazo(v) : null);
/** Height in metres (1.75) to the mask's digits ('175'). */
function alturaDigitos(v: unknown): string {
  const n = numeroOuNulo(v);
  return n === null ? '' : String(Math.round(n * 100));
}

/** The panel filled from the vacancy's saved profile (PERFIL_PESQUISA of GET vaga/info-vaga). */
export function filtrosDoPerfil(perfil: Record<string, unknown>, hoje: string = dataNegocio()): FiltrosForm {
  const base = filtrosVazios(hoje);
  const nivel = (v: unknown, padrao: string) => textoOuNulo(v) ?? padrao;
  const deficiencias = listaTexto(perfil.deficiencias);
  const r: FiltrosForm = {
    ...base,
    cargo: numeroOuNulo(perfil.cargo),
    experiencia: textoOuNulo(perfil.experiencia),
    turnos: listaTexto(perfil.turnos),
    salarioDe: numeroOuNulo(perfil.salarioDe),
    salarioAte: numeroOuNulo(perfil.salarioAte),
    educacaoDe: textoOuNulo(perfil.educacaoDe),
    educacaoAte: textoOuNulo(perfil.educacaoAte),
    palavrasChaveObrigatorio: texto(perfil.palavrasChaveObrigatorio),
    palavrasChaveOpcional: texto(perfil.palavrasChaveOpcional),
    palavrasChaveExcluido: texto(perfil.palavrasChaveExcluido),
    dataCriacaoDe: dataIso(perfil.dataCriacaoDe),
    dataCriacaoAte: dataIso(perfil.dataCriacaoAte),
    cursando: flag(perfil.cursando),
    primeiroEmprego: flag(perfil.primeiroEmprego),
    agrupamento: flag(perfil.agrupamento),
    quantidadePesquisa: textoOuNulo(perfil.quantidadePesquisa) ?? base.quantidadePesquisa,
    estadoCivil: textoOuNulo(perfil.estadoCivil),
    fumante: flag(perfil.fumante),
    habilitacao: textoOuNulo(perfil.habilitacao),
    veiculos: flag(perfil.veiculos),
    pesoDe: texto(perfil.pesoDe),
    pesoAte: texto(perfil.pesoAte),
    alturaDe: alturaDigitos(perfil.alturaDe),
    alturaAte: alturaDigitos(perfil.alturaAte),
    sexo: texto(perfil.sexo),
    idadeDe: texto(perfil.idadeDe),
    idadeAte: texto(perfil.idadeAte),
    selectDeficiencia: perfil.selectDeficiencia === 'S' || deficiencias.length ? 'S' : 'N',
    deficiencias,
    estado: textoOuNulo(perfil.estado),
    cidades: listaTexto(perfil.cidades),
    bairros: listaTexto(perfil.bairros),
    cd_idioma: numeroOuNulo(perfil.cd_idioma),
    leitura: nivel(perfil.leitura, base.leitura),
    escrita: nivel(perfil.escrita, base.escrita),
    fala: nivel(perfil.fala, base.fala),
    cdPessoaClienteRestricao: numeroOuNulo(perfil.cdPessoaClienteRestricao),
    nmPessoaClienteRestricao: textoOuNulo(perfil.nmPessoaClienteRestricao),
    dtLimiteRestricao: dataIso(perfil.dtLimiteRestricao),
  };
  const de = dataIso(perfil.ultimaAtualizacaoDe);
  const ate = dataIso(perfil.ultimaAtualizacaoAte);
  if (de || ate) {
    r.ultimaAtualizacaoDe = de;
    r.ultimaAtualizacaoAte = ate;
  }
  return r;
}

/** Height digits ('175') to metres (1.75). */
function alturaMetros(digitos: string): number | undefined {
  if (!digitos) return undefined;
  const n = Number(digitos.padEnd(3, '0')) / 100;
  return Number.isFinite(n) ? n : undefined;
}
const inteiroOuNada = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

/**
 * Body of POST pesquisa-candidatos/pesquisa (and gravar-perfil-vaga): empty fields left out; the
 * language levels only with a language; the disability list only with 'Sim'.
 */
/** The body of the search (and of the profile save): the filters as the API takes them. */
export type CorpoPesquisa = PedidoDe<typeof CONTRATOS_PESQUISA_CANDIDATOS.pesquisar>['corpo'];

export function corpoPesquisa(f: FiltrosForm, nrVaga: number): CorpoPesquisa {
  const corpo: CorpoPesquisa = {
    nrVaga,
    cargo: f.cargo ?? undefined,
    experiencia: f.cargo !== null && f.experiencia ? Number(f.experiencia) : undefined,
    turnos: f.turnos.length ? f.turnos : undefined,
    salarioDe: f.salarioDe ?? undefined,
    salarioAte: f.salarioAte ?? undefined,
    educacaoDe: f.educacaoDe ? Number(f.educacaoDe) : undefined,
    educacaoAte: f.educacaoAte ? Number(f.educacaoAte) : undefined,
    palavrasChaveObrigatorio: f.palavrasChaveObrigatorio.trim() || undefined,
    palavrasChaveOpcional: f.palavrasChaveOpcional.trim() || undefined,
    palavrasChaveExcluido: f.palavrasChaveExcluido.trim() || undefined,
    ultimaAtualizacaoDe: f.ultimaAtualizacaoDe ?? undefined,
    ultimaAtualizacaoAte: f.ultimaAtualizacaoAte ?? undefined,
    dataCriacaoDe: f.dataCriacaoDe ?? undefined,
    dataCriacaoAte: f.dataCriacaoAte ?? undefined,
    cursando: f.cursando || undefined,
    primeiroEmprego: f.primeiroEmprego || undefined,
    agrupamento: f.agrupamento || undefined,
    quantidadePesquisa: Number(f.quantidadePesquisa),
    estadoCivil: f.estadoCivil ?? undefined,
    fumante: f.fumante || undefined,
    habilitacao: f.habilitacao ?? undefined,
    veiculos: f.veiculos || undefined,
    pesoDe: inteiroOuNada(f.pesoDe),
    pesoAte: inteiroOuNada(f.pesoAte),
    alturaDe: alturaMetros(f.alturaDe),
    alturaAte: alturaMetros(f.alturaAte),
    sexo: f.sexo || undefined,
    idadeDe: inteiroOuNada(f.idadeDe),
    idadeAte: inteiroOuNada(f.idadeAte),
    selectDeficiencia: f.selectDeficiencia,
    deficiencias:
      f.selectDeficiencia === 'S' && f.deficiencias.length ? f.deficiencias.map(Number) : undefined,
    estado: f.estado ?? undefined,
    cidades: f.estado && f.cidades.length ? f.cidades : undefined,
    bairros: f.estado && f.cidades.length && f.bairros.length ? f.bairros : undefined,
    cd_idioma: f.cd_idioma ?? undefined,
    leitura: f.cd_idioma !== null ? Number(f.leitura) : undefined,
    escrita: f.cd_idioma !== null ? Number(f.escrita) : undefined,
    fala: f.cd_idioma !== null ? Number(f.fala) : undefined,
    cdPessoaClienteRestricao: f.cdPessoaClienteRestricao ?? undefined,
    nmPessoaClienteRestricao:
      f.cdPessoaClienteRestricao !== null ? (f.nmPessoaClienteRestricao ?? undefined) : undefined,
    dtLimiteRestricao: f.cdPessoaClienteRestricao !== null ? (f.dtLimiteRestricao ?? undefined) : undefined,
  };
  const campos = corpo as Record<string, unknown>;
  for (const k of Object.keys(campos)) if (campos[k] === undefined) delete campos[k];
  return corpo;
}
