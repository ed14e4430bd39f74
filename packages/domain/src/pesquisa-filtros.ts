import { z } from 'zod';
import {
  CATALOGO_ESCOLARIDADES,
  CATALOGO_TIPOS_DEFICIENCIA,
  CATEGORIAS_HABILITACAO,
  CD_PAIS_BRASIL,
  ESTADOS_CIVIS,
} from './catalogos';
import { brParaIso, erroLimiteData, MENSAGENS_CONTROLES } from './controles';
import { codigo, inteiroEntrada, LIMITES_ENTRADA, texto, textoAparado, uf } from './entrada';
import { MENSAGENS } from './mensagens';
import {
  analisarPalavrasChave,
  CAMPOS_PALAVRAS_CHAVE,
  type CampoPalavrasChave,
  LIMITES_PESQUISA,
  MENSAGENS_PESQUISA,
  mesesAntes,
  NOMES_TURNOS,
  type TamanhoResultado,
} from './pesquisa-candidatos';
import { MENSAGENS_PICKER } from './pickers';

/**
 * The filters of the talent-pool search (spec 000 §3.8, §9): the fields as the panel sends them, the
 * checks across fields, the defaults the server applies, and the bodies of the result actions.
 */

// ---------------------------------------------------------------------------------------------
// Field schemas

const vazio = (v: unknown) => v === '' || v === null || (typeof v === 'string' && v.trim() === '');
/** Absent, null and '' all mean 'not filtered' (the panel sends empty fields). */
function opcional<T extends z.ZodType>(s: T) {
  return z.preprocess((v) => (vazio(v) ? undefined : v), s.optional());
}

/** A number typed with the pt-BR mask ('1.234,56') or sent as a number. */
export function lerNumeroBr(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim().replace(/^R\$\s*/, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(,\d+)?$/.test(t)) return Number(t.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  return v;
}

const numero = (min: number, max: number) =>
  opcional(
    z.preprocess(
      lerNumeroBr,
      z
        .number({ error: 'Informe um número.' })
        .min(min, MENSAGENS.minimoValor(min))
        .max(max, MENSAGENS.maximoValor(max)),
    ),
  );
const inteiro = (min: number, max: number) =>
  opcional(
    z.preprocess(
      lerNumeroBr,
      z
        .number({ error: 'Informe um número.' })
        .int('Informe um número inteiro.')
        .min(min, MENSAGENS.minimoValor(min))
        .max(max, MENSAGENS.maximoValor(max)),
    ),
  );
const INVALIDO = 'Código inválido.';
/** Keys of people, vacancies, requisitions and selections (bigint). */
const chave = codigo('int8', INVALIDO);
/** User numbers, positions and countries (integer). */
const numeroInt4 = codigo('int4', INVALIDO);
/** Catalogue codes (smallint). */
const numeroInt2 = codigo('int2', INVALIDO);
const flag = opcional(z.enum(['S', 'N'], { error: 'Informe S ou N.' }));

/** A date sent as ISO (YYYY-MM-DD, optionally with time) or as dd-MM-yyyy / dd/MM/yyyy; answers ISO. */
export const dataFiltro = texto(LIMITES_ENTRADA.dataHoraMax, MENSAGENS_CONTROLES.dataInvalida)
  .trim()
  .transform((v, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}/.test(v)
      ? brParaIso(`${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)}`)
      : brParaIso(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_CONTROLES.dataInvalida });
      return z.NEVER;
    }
    const erro = erroLimiteData(iso);
    if (erro) {
      ctx.addIssue({ code: 'custom', message: erro });
      return z.NEVER;
    }
    return iso;
  });

/** A list sent as an array or as text separated by commas (the legacy sends both). */
function lista<T extends z.ZodType>(item: T, max: number, mensagemMax: string) {
  return opcional(
    z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : v,
      z.array(item).max(max, mensagemMax),
    ),
  );
}

const palavrasChave = opcional(texto(LIMITES_PESQUISA.palavrasChaveMaxCaracteres));

const codigosDeficiencia = CATALOGO_TIPOS_DEFICIENCIA.map((d) => d.cd);
const codigosEscolaridade = CATALOGO_ESCOLARIDADES.map((e) => e.cd);
const nivelIdioma = opcional(
  inteiroEntrada('int2', {
    min: LIMITES_PESQUISA.nivelIdiomaMin,
    max: LIMITES_PESQUISA.nivelIdiomaMax,
    mensagem: MENSAGENS_PESQUISA.nivelIdioma,
  }),
);
const escolaridade = opcional(
  inteiroEntrada('int2', { mensagem: 'Escolaridade inválida.' }).refine(
    (v) => codigosEscolaridade.includes(v),
    'Escolaridade inválida.',
  ),
);

/** Filters of the search panel (spec 000 §3.8) as the web sends them; every field but nrVaga is optional. */
export const filtrosPesquisaSchema = z.object({
  /** The user's code as the panel sends it; the server uses the session's user. */
  cd_user: opcional(numeroInt4),
  /** The vacancy the search is for (required: the selection, the discards and the blocks are per vacancy). */
  nrVaga: z.preprocess(
    (v) => (vazio(v) ? undefined : typeof v === 'string' ? v.trim() : v),
    codigo('int8', MENSAGENS.vagaNaoInformada),
  ),
  nrRequisicao: opcional(chave),
  /** Desired position (cd_cargo). */
  cargo: opcional(numeroInt4),
  /** Minimum years of experience in the position: 0.6 or 1..10. */
  experiencia: opcional(
    z.preprocess(
      lerNumeroBr,
      z
        .number({ error: MENSAGENS_PESQUISA.experiencia })
        .min(Math.min(...LIMITES_PESQUISA.experiencias), {
          error: MENSAGENS_PESQUISA.experiencia,
          abort: true,
        })
        .max(Math.max(...LIMITES_PESQUISA.experiencias), {
          error: MENSAGENS_PESQUISA.experiencia,
          abort: true,
        })
        .refine(
          (v) => (LIMITES_PESQUISA.experiencias as readonly number[]).includes(v),
          MENSAGENS_PESQUISA.experiencia,
        ),
    ),
  ),
  turnos: lista(z.enum(NOMES_TURNOS, { error: 'Turno inválido.' }), NOMES_TURNOS.length, 'Turnos repetidos.'),
  /** Salary expectation range, in reais. */
  salarioDe: numero(0, LIMITES_PESQUISA.salarioMax),
  salarioAte: numero(0, LIMITES_PESQUISA.salarioMax),
  /** Education level range (CD_ESCOLARIDADE, ordered). */
  educacaoDe: escolaridade,
  educacaoAte: escolaridade,
  palavrasChaveObrigatorio: palavrasChave,
  palavrasChaveOpcional: palavrasChave,
  palavrasChaveExcluido: palavrasChave,
  ultimaAtualizacaoDe: opcional(dataFiltro),
  ultimaAtualizacaoAte: opcional(dataFiltro),
  dataCriacaoDe: opcional(dataFiltro),
  dataCriacaoAte: opcional(dataFiltro),
  /** With cdPessoaClienteRestricao: candidates approved at that client from this date on are left out. */
  dtLimiteRestricao: opcional(dataFiltro),
  cursando: flag,
  /** S: only candidates registered at a unit of the user's grouping unit. */
  agrupamento: flag,
  primeiroEmprego: flag,
  /** Result size: 50 (default), 100, 200, 400 or 600. */
  quantidadePesquisa: opcional(
    inteiroEntrada('int2', { mensagem: MENSAGENS_PESQUISA.tamanhoResultado }).refine(
      (v) => (LIMITES_PESQUISA.tamanhosResultado as readonly number[]).includes(v),
      MENSAGENS_PESQUISA.tamanhoResultado,
    ),
  ),
  estadoCivil: opcional(
    z.enum(ESTADOS_CIVIS.map((e) => e.id) as [string, ...string[]], { error: 'Estado civil inválido.' }),
  ),
  fumante: flag,
  habilitacao: opcional(z.enum(CATEGORIAS_HABILITACAO, { error: 'Categoria de habilitação inválida.' })),
  /** Owns a vehicle. */
  veiculos: flag,
  pesoDe: inteiro(LIMITES_PESQUISA.pesoMin, LIMITES_PESQUISA.pesoMax),
  pesoAte: inteiro(LIMITES_PESQUISA.pesoMin, LIMITES_PESQUISA.pesoMax),
  alturaDe: numero(LIMITES_PESQUISA.alturaMin, LIMITES_PESQUISA.alturaMax),
  alturaAte: numero(LIMITES_PESQUISA.alturaMin, LIMITES_PESQUISA.alturaMax),
  sexo: opcional(z.enum(['F', 'M'], { error: 'Sexo inválido.' })),
  idadeDe: inteiro(LIMITES_PESQUISA.idadeMin, LIMITES_PESQUISA.idadeMax),
  idadeAte: inteiro(LIMITES_PESQUISA.idadeMin, LIMITES_PESQUISA.idadeMax),
  /** Disability types (CD_TIPO_DEFICIENCIA); used when selectDeficiencia is S. */
  deficiencias: lista(
    inteiroEntrada('int2', { mensagem: 'Tipo de deficiência inválido.' }).refine(
      (v) => codigosDeficiencia.includes(v),
      'Tipo de deficiência inválido.',
    ),
    codigosDeficiencia.length,
    'Tipos de deficiência repetidos.',
  ),
  /** S: only candidates with a disability; N clears the disability filter. */
  selectDeficiencia: flag,
  cd_pais: opcional(numeroInt4),
  /** State (UF) of residence. */
  estado: opcional(uf()),
  cidades: lista(
    textoAparado(120).min(1),
    LIMITES_PESQUISA.maxCidades,
    `Selecione no máximo ${LIMITES_PESQUISA.maxCidades} cidades.`,
  ),
  bairros: lista(
    textoAparado(120).min(1),
    LIMITES_PESQUISA.maxBairros,
    `Selecione no máximo ${LIMITES_PESQUISA.maxBairros} bairros.`,
  ),
  cd_idioma: opcional(numeroInt2),
  leitura: nivelIdioma,
  escrita: nivelIdioma,
  fala: nivelIdioma,
  cdPessoaClienteRestricao: opcional(chave),
  /** Name of the restriction client, kept with the selection for display. */
  nmPessoaClienteRestricao: opcional(textoAparado(200)),
});

type Faixa = readonly [de: keyof FiltrosPesquisaEntrada, ate: keyof FiltrosPesquisaEntrada, mensagem: string];
const FAIXAS: readonly Faixa[] = [
  ['salarioDe', 'salarioAte', MENSAGENS_PESQUISA.faixa.salario],
  ['educacaoDe', 'educacaoAte', MENSAGENS_PESQUISA.faixa.educacao],
  ['idadeDe', 'idadeAte', MENSAGENS_PESQUISA.faixa.idade],
  ['pesoDe', 'pesoAte', MENSAGENS_PESQUISA.faixa.peso],
  ['alturaDe', 'alturaAte', MENSAGENS_PESQUISA.faixa.altura],
  ['ultimaAtualizacaoDe', 'ultimaAtualizacaoAte', MENSAGENS_PESQUISA.faixa.ultimaAtualizacao],
  ['dataCriacaoDe', 'dataCriacaoAte', MENSAGENS_PESQUISA.faixa.dataCriacao],
];

type FiltrosPesquisaEntrada = z.infer<typeof filtrosPesquisaSchema>;

/**
 * Body of POST pesquisa-candidatos/pesquisa and of POST pesquisa-candidatos/gravar-perfil-vaga:
 * the filters with their cross-field rules (ranges from ≤ to, a city needs the state, a
 * neighbourhood needs a city, experience needs a position, each keyword field within its terms).
 */
export const pesquisaCandidatosBody = filtrosPesquisaSchema.superRefine((f, ctx) => {
  for (const [de, ate, mensagem] of FAIXAS) {
    const a = f[de];
    const b = f[ate];
    if (a !== undefined && b !== undefined && (a as number | string) > (b as number | string)) {
      ctx.addIssue({ code: 'custom', path: [de], message: mensagem });
    }
  }
  if (f.cidades?.length && !f.estado) {
    ctx.addIssue({ code: 'custom', path: ['estado'], message: MENSAGENS_PICKER.selecioneEstado });
  }
  if (f.bairros?.length && !f.cidades?.length) {
    ctx.addIssue({ code: 'custom', path: ['cidades'], message: MENSAGENS_PICKER.selecioneCidade });
  }
  if (f.experiencia !== undefined && f.cargo === undefined) {
    ctx.addIssue({ code: 'custom', path: ['experiencia'], message: MENSAGENS_PESQUISA.experienciaSemCargo });
  }
  if (new Set(f.turnos ?? []).size !== (f.turnos ?? []).length) {
    ctx.addIssue({ code: 'custom', path: ['turnos'], message: 'Turnos repetidos.' });
  }
  for (const campo of Object.keys(CAMPOS_PALAVRAS_CHAVE) as CampoPalavrasChave[]) {
    const texto = f[campo];
    if (texto === undefined) continue;
    const termos = analisarPalavrasChave(texto);
    if (termos.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: [campo],
        message: MENSAGENS_PESQUISA.palavrasSemTermos(CAMPOS_PALAVRAS_CHAVE[campo]),
      });
    } else if (termos.length > LIMITES_PESQUISA.palavrasChaveMaxTermos) {
      ctx.addIssue({
        code: 'custom',
        path: [campo],
        message: MENSAGENS_PESQUISA.palavrasDemais(CAMPOS_PALAVRAS_CHAVE[campo]),
      });
    }
  }
});

/** The filters as validated (dates ISO, numbers parsed, lists as arrays). */
export type PesquisaCandidatosBody = z.infer<typeof pesquisaCandidatosBody>;

/** The filters with the defaults the server applies, as stored with the selection. */
export interface FiltrosPesquisa extends PesquisaCandidatosBody {
  quantidadePesquisa: TamanhoResultado;
  ultimaAtualizacaoDe?: string;
  ultimaAtualizacaoAte?: string;
}

/**
 * The defaults of the panel (spec 000 §9): 50 results; the last update from six months back to today
 * when neither end is given; language levels 2 when a language is chosen; the disability list only
 * with selectDeficiencia S. `hoje` is the business date (YYYY-MM-DD).
 */
export function aplicarPadroesPesquisa(f: PesquisaCandidatosBody, hoje: string): FiltrosPesquisa {
  const r: FiltrosPesquisa = {
    ...f,
    quantidadePesquisa: (f.quantidadePesquisa ?? LIMITES_PESQUISA.tamanhoPadrao) as TamanhoResultado,
  };
  if (!f.ultimaAtualizacaoDe && !f.ultimaAtualizacaoAte) {
    r.ultimaAtualizacaoDe = mesesAntes(hoje, LIMITES_PESQUISA.mesesAtualizacaoPadrao);
    r.ultimaAtualizacaoAte = hoje;
  }
  if (r.cd_idioma !== undefined) {
    r.leitura ??= LIMITES_PESQUISA.nivelIdiomaPadrao;
    r.escrita ??= LIMITES_PESQUISA.nivelIdiomaPadrao;
    r.fala ??= LIMITES_PESQUISA.nivelIdiomaPadrao;
  } else {
    delete r.leitura;
    delete r.escrita;
    delete r.fala;
  }
  if (r.selectDeficiencia !== 'S') delete r.deficiencias;
  if (r.cdPessoaClienteRestricao === undefined) delete r.dtLimiteRestricao;
  r.cd_pais ??= r.estado ? CD_PAIS_BRASIL : undefined;
  if (r.cd_pais === undefined) delete r.cd_pais;
  return r;
}

/** Label of a capped total: the number, or '1000+' beyond the count limit. */
export function rotuloTotal(total: number): string {
  return total > LIMITES_PESQUISA.limiteContagem ? `${LIMITES_PESQUISA.limiteContagem}+` : String(total);
}

// ---------------------------------------------------------------------------------------------
// Result actions

const flagObrigatorio = z.enum(['S', 'N'], { error: 'Informe S ou N.' });

/** Body of PUT pesquisa-candidatos/candidato-visualizado. */
export const candidatoVisualizadoBody = z.object({
  nr_selecao: chave,
  cd_pessoa: chave,
  /** S seen, N not seen. */
  cd_valor: flagObrigatorio,
});

/** Body of DELETE pesquisa-candidatos/candidato-descartado. */
export const candidatoDescartadoBody = z.object({
  nr_selecao: chave,
  cd_pessoa: chave,
  nr_vaga: chave,
  nr_requisicao: opcional(chave),
});
