import { z } from 'zod';
import {
  CATALOGO_ESCOLARIDADES,
  CATALOGO_TIPOS_DEFICIENCIA,
  CATEGORIAS_HABILITACAO,
  CD_PAIS_BRASIL,
  ESTADOS_CIVIS,
} from './catalogos';
import { brParaIso, erroLimiteData, MENSAGENS_CONTROLES } from './controles';
import { somarMeses } from './datas';
import { codigo, inteiroEntrada, LIMITES_ENTRADA, texto, textoAparado, uf } from './entrada';
import { MENSAGENS } from './mensagens';
import { MENSAGENS_PICKER } from './pickers';

/**
 * Contracts of the analyst's talent-pool search (spec 000 §2.5–2.6, §3.8–3.12, §4.5, §5.3, §7.6,
 * §8.3, §9): the filters of `POST /api/pesquisa-candidatos/pesquisa` and their limits, the answer
 * (a saved selection with its rows), the result actions (seen, discard, relate), the vacancy
 * profile read and saved for the panel, and the candidate cards opened from a row.
 *
 * Search semantics, as the server applies them:
 * - Keywords (palavrasChave*): words, "quoted phrases" and prefixes ending in `*`, separated by
 *   spaces, commas or semicolons. Every required term must match; optional terms never filter,
 *   they lift a candidate in the ranking; any excluded term removes the candidate. Matching ignores
 *   accents and plurals (Portuguese stemming): 'eletricista' finds 'Eletricistas', 'logistica' finds
 *   'Logística'. Words without meaning for the search ('de', 'e', 'para') and symbols are dropped; a
 *   field whose text has nothing else left is refused (400).
 * - Order: relevance to the keywords, then the most recently updated. Relevance is computed over
 *   the most recent LIMITES_PESQUISA.limiteRanking matches, so a search never ranks the whole pool.
 * - total counts the matches up to LIMITES_PESQUISA.limiteContagem; beyond it total_label is
 *   '1000+'.
 * - Only active candidates: blocked ones and those inactive until a future date never appear.
 *   Candidates discarded in earlier selections of the same vacancy never appear again.
 * - Ranges are inclusive; a 'from' above its 'to' is refused (400).
 * - Flags (cursando, primeiroEmprego, fumante, veiculos) filter on S or N; absent means either.
 *   selectDeficiencia 'S' keeps only candidates with a disability (of one of `deficiencias` when the
 *   list is given); 'N' clears the disability filter, as in the panel.
 * - turnos: the candidate accepts at least one of the shifts chosen.
 * - habilitacao: the candidate's licence covers the category asked (a 'D' covers 'B').
 * - cargo (+ experiencia): the candidate wants the position, with at least that many years of
 *   experience in it (0.6 is six months).
 * - Idioma: the candidate has the language with reading, writing and speaking at least at the
 *   levels given (2 Intermediário, 3 Avançado, 4 Fluente; default 2).
 * - cdPessoaClienteRestricao: leaves out candidates approved at a vacancy of that client from
 *   dtLimiteRestricao on (any date when it is absent).
 * - agrupamento 'S': only candidates registered at a unit of the user's grouping unit.
 * - Last update (ultimaAtualizacaoDe/Ate): six months back to today when neither end is given.
 */

/** Limits of the search (spec 000 §5.3, §9) and of the engine (docs/search.md). */
export const LIMITES_PESQUISA = {
  /** Result sizes offered; the first is the default. */
  tamanhosResultado: [50, 100, 200, 400, 600] as const,
  tamanhoPadrao: 50,
  /** Experience in a position: 0.6 (six months) or 1 to 10 years. */
  experiencias: [0.6, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const,
  /** Language levels offered: 2 Intermediário, 3 Avançado, 4 Fluente; default 2. */
  nivelIdiomaMin: 2,
  nivelIdiomaMax: 4,
  nivelIdiomaPadrao: 2,
  /** Age: 2 digits, from the youngest apprentice age. */
  idadeMin: 14,
  idadeMax: 99,
  /** Weight in kg: 3 digits. */
  pesoMin: 20,
  pesoMax: 300,
  /** Height in metres (mask 9,99). */
  alturaMin: 0.5,
  alturaMax: 2.5,
  /** Salary: 9 characters with the currency mask (99.999,99). */
  salarioMax: 99_999.99,
  /** Characters of each keyword field, and terms it may hold. */
  palavrasChaveMaxCaracteres: 500,
  palavrasChaveMaxTermos: 20,
  /** Default window of the last update: this many months back to today. */
  mesesAtualizacaoPadrao: 6,
  maxCidades: 50,
  maxBairros: 100,
  /** Only the most recent matches are ranked by relevance. */
  limiteRanking: 2000,
  /** The total is counted up to this; beyond it the label is '1000+'. */
  limiteContagem: 1000,
  /** The longest a search may run on the server. */
  tempoMaximoMs: 5000,
} as const;

export type TamanhoResultado = (typeof LIMITES_PESQUISA.tamanhosResultado)[number];

/** Shifts a candidate accepts (spec 000 §9), with the candidate column each one reads. */
export const TURNOS_PESQUISA = {
  normal: 'id_turno_normal',
  matutino: 'id_turno_matutino',
  vespertino: 'id_turno_vespertino',
  noturno: 'id_turno_noturno',
  revezamento: 'id_revezamento',
} as const;
export type TurnoPesquisa = keyof typeof TURNOS_PESQUISA;
const NOMES_TURNOS = Object.keys(TURNOS_PESQUISA) as [TurnoPesquisa, ...TurnoPesquisa[]];

/** Stages a candidate can be related at from the search (spec 000 §4.5, §9). */
export const ESTAGIOS_RELACIONAR = [3, 4, 5] as const;
export type EstagioRelacionar = (typeof ESTAGIOS_RELACIONAR)[number];

/** Messages of the search area (spec 000 §8.3, 001 §2.13). */
export const MENSAGENS_PESQUISA = {
  nenhumCandidato: 'Nenhum candidato encontrado.',
  dicaAmpliar:
    'Amplie a pesquisa: retire bairros, cidades, cargo ou palavras-chave obrigatórias, ou recue a data da última atualização.',
  vagaCongelada:
    'Não é possível pesquisar candidatos em vagas congeladas até a confirmação do pagamento do adiantamento.',
  vagasAtrasadas: (vagas: readonly number[]) =>
    `É necessário cancelar ou prorrogar as vagas em atraso antes de pesquisar candidatos (${vagas.length === 1 ? 'vaga' : 'vagas'} ${vagas.join(', ')}).`,
  vagaNaoEncontrada: 'Vaga não encontrada.',
  candidatoNaoEncontrado: 'Candidato não encontrado.',
  selecaoNaoEncontrada: 'Candidato não encontrado nesta pesquisa.',
  selecaoDeOutraVaga: 'A pesquisa informada não pertence a esta vaga.',
  erroBuscar: 'Erro ao buscar candidatos',
  erroGravarPerfil: 'Erro ao gravar perfil da vaga',
  perfilGravado: 'Perfil da vaga gravado com sucesso.',
  pesquisaDemorada: 'A pesquisa demorou demais para responder. Refine os filtros e tente novamente.',
  erroVisualizado:
    'Não foi possível atualizar a visualização do candidato. Tente novamente ou contate o suporte.',
  atualizado: 'Atualizado com sucesso',
  descartado: 'Candidato descartado com sucesso',
  erroDescartar: 'OOps ocorreu um erro ao descartar candidato',
  relacionado: {
    3: 'Candidato relacionado com sucesso!',
    4: 'Currículo enviado com sucesso!',
    5: 'Candidato encaminhado com sucesso!',
  } as Readonly<Record<EstagioRelacionar, string>>,
  erroRelacionar: {
    3: 'OOps ocorreu um erro ao relacionar o candidato',
    4: 'OOps ocorreu um erro ao enviar o currículo',
    5: 'OOps ocorreu um erro ao encaminhar o candidato',
  } as Readonly<Record<EstagioRelacionar, string>>,
  candidatoIndisponivel:
    'Este candidato não pode ser selecionado pois está inativo, bloqueado ou já relacionado.',
  estagioNaoRetrocede: 'O candidato já está neste estágio ou em um estágio mais avançado desta vaga.',
  vagaSigilosaAtualizada: 'Vaga sigilosa atualizada com sucesso.',
  vagaConfidencialAtualizada: 'Vaga confidencial atualizada com sucesso.',
  confidencialNaoSigilosa: 'Uma vaga confidencial não pode ser sigilosa.',
  sigilosaNaoConfidencial: 'Uma vaga sigilosa não pode ser confidencial.',
  requisicaoSemVagas: 'Requisição não encontrada.',
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  palavrasSemTermos: (campo: string) =>
    `${campo}: informe palavras pesquisáveis (termos como "de", "e", "para" e símbolos são ignorados).`,
  palavrasDemais: (campo: string) =>
    `${campo}: informe no máximo ${LIMITES_PESQUISA.palavrasChaveMaxTermos} palavras-chave.`,
  tamanhoResultado: `Quantidade de resultados deve ser ${LIMITES_PESQUISA.tamanhosResultado.join(', ')}.`,
  experiencia: 'Experiência deve ser 0,6 (seis meses) ou de 1 a 10 anos.',
  experienciaSemCargo: 'Selecione um cargo para filtrar pela experiência.',
  nivelIdioma: 'O nível do idioma deve ser 2 (Intermediário), 3 (Avançado) ou 4 (Fluente).',
  faixa: {
    salario: 'A pretensão salarial inicial deve ser menor ou igual à final.',
    educacao: 'A escolaridade inicial deve ser menor ou igual à final.',
    idade: 'A idade inicial deve ser menor ou igual à final.',
    peso: 'O peso inicial deve ser menor ou igual ao final.',
    altura: 'A altura inicial deve ser menor ou igual à final.',
    ultimaAtualizacao: 'A data inicial da última atualização deve ser menor ou igual à final.',
    dataCriacao: 'A data inicial de cadastro deve ser menor ou igual à final.',
  },
} as const;

/** Note written on the candidate's timeline when relating from the search (one per stage). */
export function notaRelacionamento(estagio: EstagioRelacionar, nrVaga: number): string {
  if (estagio === 4) return `Currículo enviado ao cliente da vaga ${nrVaga}.`;
  if (estagio === 5) return `Candidato encaminhado para a vaga ${nrVaga}.`;
  return `Candidato relacionado à vaga ${nrVaga} (em análise).`;
}

/** Names of the keyword fields in messages. */
export const CAMPOS_PALAVRAS_CHAVE = {
  palavrasChaveObrigatorio: 'Palavras-chave obrigatórias',
  palavrasChaveOpcional: 'Palavras-chave opcionais',
  palavrasChaveExcluido: 'Palavras-chave excluídas',
} as const;
export type CampoPalavrasChave = keyof typeof CAMPOS_PALAVRAS_CHAVE;

// ---------------------------------------------------------------------------------------------
// Keywords

/** One term of a keyword field: a word, a quoted phrase, or a prefix typed with a trailing `*`. */
export interface TermoPesquisa {
  tipo: 'palavra' | 'frase' | 'prefixo';
  texto: string;
}

// Letters, digits and inner hyphens/apostrophes survive; everything else separates words.
function limparTexto(texto: string): string {
  return texto
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\-']+/gu, ' ')
    .replace(/(^|\s)[-']+|[-']+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a keyword field into terms: "quoted text" is a phrase, a word ending in `*` a prefix
 * (letters and digits only, at least 2), anything else a word; spaces, commas and semicolons
 * separate terms. Symbols are dropped and repeated terms kept once. The terms are data for the
 * text-search functions, never SQL.
 */
export function analisarPalavrasChave(texto: string | null | undefined): TermoPesquisa[] {
  const termos: TermoPesquisa[] = [];
  const vistos = new Set<string>();
  const incluir = (t: TermoPesquisa) => {
    const chave = `${t.tipo}:${t.texto.toLocaleLowerCase('pt-BR')}`;
    if (!vistos.has(chave)) {
      vistos.add(chave);
      termos.push(t);
    }
  };
  for (const m of (texto ?? '').matchAll(/["“”]([^"“”]*)(?:["“”]|$)|([^\s,;"“”]+)/g)) {
    if (m[1] !== undefined) {
      const frase = limparTexto(m[1]);
      if (frase) incluir({ tipo: frase.includes(' ') ? 'frase' : 'palavra', texto: frase });
      continue;
    }
    const bruto = m[2];
    if (/\*$/.test(bruto)) {
      const raiz = bruto.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '');
      if (raiz.length >= 2) incluir({ tipo: 'prefixo', texto: raiz });
      continue;
    }
    const palavra = limparTexto(bruto);
    if (palavra) incluir({ tipo: 'palavra', texto: palavra });
  }
  return termos;
}

// ---------------------------------------------------------------------------------------------
// Driving licence

// The single categories each licence holds (a C, D or E licence also allows driving a B vehicle).
const CATEGORIAS_CONTIDAS: Readonly<Record<string, readonly string[]>> = {
  A: ['A'],
  B: ['B'],
  AB: ['A', 'B'],
  C: ['B', 'C'],
  AC: ['A', 'B', 'C'],
  D: ['B', 'C', 'D'],
  AD: ['A', 'B', 'C', 'D'],
  E: ['B', 'C', 'D', 'E'],
  AE: ['A', 'B', 'C', 'D', 'E'],
};

/** Licence categories that cover the one asked (e.g. 'B' is covered by B, AB, C, AC, D, AD, E, AE). */
export function habilitacoesQueAtendem(categoria: string): string[] {
  const exigidas = CATEGORIAS_CONTIDAS[categoria];
  if (!exigidas) return [];
  return CATEGORIAS_HABILITACAO.filter((c) => exigidas.every((e) => CATEGORIAS_CONTIDAS[c].includes(e)));
}

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

/** ISO date `meses` months before an ISO date (the day is kept, or the month's last day). */
export function mesesAntes(iso: string, meses: number): string {
  return somarMeses(iso, -meses);
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
// Answer of the search

const sn = z.enum(['S', 'N']);
const envio = sn.nullable();

/** One result row (spec 000 §3.10) with the phone for the WhatsApp link. */
export const pesquisaCandidatoLinha = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  NM_BAIRRO: z.string().nullable(),
  NM_CIDADE: z.string().nullable(),
  CD_UF: z.string().nullable(),
  /** Last update of the record (ISO timestamp). */
  DATA: z.string(),
  /** Seen in this selection. */
  ID_SELECIONAR: sn,
  /** HOT candidate. */
  ID_DESTAQUE: sn,
  POSSUI_DEFICIENCIA: sn,
  /** 'RELACIONADO' when the candidate is already on this vacancy (the relate button is disabled). */
  POSSUI_RELACIONAMENTO: z.literal('RELACIONADO').nullable(),
  /** Vacancies in an open situation (1, 7, 11) the candidate is related to. */
  RELACIONADO: z.number().int(),
  /** The candidate's stage on this vacancy, when related. */
  CD_ESTAGIO_VAGA: z.number().int().nullable(),
  /** S when anything was sent to the candidate from this selection. */
  ENVIO_CANDIDATO: sn,
  /** Send status per channel: S sent, N failed, null not sent. */
  EMAIL: envio,
  SMS: envio,
  WHATSAPP: envio,
  NR_TELEFONE_CEL: z.string().nullable(),
  /** 55 + the phone's digits for the WhatsApp link, or null when the phone has under 10 digits. */
  NR_WHATSAPP: z.string().nullable(),
});
export type PesquisaCandidatoLinha = z.infer<typeof pesquisaCandidatoLinha>;

/** Answer of POST pesquisa-candidatos/pesquisa: the saved selection and its rows, best first. */
export const pesquisaCandidatosResposta = z.object({
  nr_selecao: z.number().int(),
  /** Matches counted up to LIMITES_PESQUISA.limiteContagem + 1. */
  total: z.number().int(),
  /** total, or '1000+' beyond the limit. */
  total_label: z.string(),
  /** The result size asked. */
  quantidade: z.number().int(),
  candidatos: z.array(pesquisaCandidatoLinha),
});
export type PesquisaCandidatosResposta = z.infer<typeof pesquisaCandidatosResposta>;

/** Answer of the writes of the area: the text shown to the user. */
export const mensagemResposta = z.object({ message: z.string() });

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

/** Body of POST vaga/relacionar-candidato: relate (3), send the resume (4) or forward (5). */
export const relacionarCandidatoBody = z.object({
  cd_pessoa_candidato: chave,
  nr_vaga: chave,
  cd_estagio_vaga: inteiroEntrada('int2', { mensagem: 'Estágio deve ser 3, 4 ou 5.' }).refine(
    (v) => (ESTAGIOS_RELACIONAR as readonly number[]).includes(v),
    'Estágio deve ser 3, 4 ou 5.',
  ),
  /** Origin of the relation: 99 call center, 1 recruitment, otherwise selection (default 2). */
  cd_origem_relacionamento: opcional(inteiroEntrada('int2', { min: 1, max: 99 })),
});

/** Body of PUT vaga/vaga-sigilosa and vaga/vaga-confidencial (all vacancies of the requisition). */
export const vagaSigiloBody = z.object({
  nrRequisicao: chave,
  novoStatus: flagObrigatorio,
});

// ---------------------------------------------------------------------------------------------
// Vacancy info (spec 000 §3.9, §2.7) and analyst

export const infoVagaParams = z.object({ nrVaga: chave });
export const infoVagaSetorParams = z.object({
  nrVaga: chave,
  /** R recruitment, S selection. */
  setor: z.enum(['R', 'S'], { error: 'Setor deve ser R ou S.' }),
});

const txt = z.string().nullable();
const num = z.number().nullable();
const snNulo = sn.nullable();

/**
 * Answer of GET vaga/info-vaga/{nrVaga}[/{R|S}]: the vacancy's search profile (§3.9) and what the
 * detail panel shows (§2.7). PERFIL_PESQUISA is the profile in the shape of the search body (the
 * panel's starting filters): the last filters saved with Gravar, or the profile columns.
 */
export const infoVagaResposta = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  CD_EMPRESA: z.number().int(),
  NM_EMPRESA: txt,
  CD_PESSOA_CLIENTE: z.number().int(),
  NM_PESSOA_CLIENTE: txt,
  NM_APELIDO_CLIENTE: txt,
  CD_CARGO: num,
  NM_CARGO: txt,
  CD_CARGO_CLIENTE: num,
  NM_CARGO_CLIENTE: txt,
  CD_QUALIFICACAO_CARGO: num,
  NR_ANOS_EXPERIENCIA_DE: num,
  NR_ANOS_EXPERIENCIA_ATE: num,
  VL_PRETENSAO_SALARIAL_1: num,
  VL_PRETENSAO_SALARIAL_2: num,
  CD_GRAU_INSTRUCAO_DE: num,
  NM_GRAU_INSTRUCAO_DE: txt,
  CD_GRAU_INSTRUCAO_ATE: num,
  NM_GRAU_INSTRUCAO_ATE: txt,
  DS_PALAVRAS_CHAVE_OBRIGATORIO: txt,
  DS_PALAVRAS_CHAVE_OPCIONAL: txt,
  DS_PALAVRAS_CHAVE_EXCLUIDO: txt,
  ID_TURNO_NORMAL: snNulo,
  ID_TURNO_MATUTINO: snNulo,
  ID_TURNO_VESPERTINO: snNulo,
  ID_TURNO_NOTURNO: snNulo,
  ID_REVEZAMENTO: snNulo,
  ID_POSSUE_DEFICIENCIA: snNulo,
  ID_DEFICIENCIA_INTELECTUAL: sn,
  ID_DEFICIENCIA_FISICA: sn,
  ID_DEFICIENCIA_VISUAL: sn,
  ID_DEFICIENCIA_AUDITIVA: sn,
  ID_DEFICIENCIA_MENTAL: sn,
  ID_DEFICIENCIA_MULTIPLA: sn,
  ID_DEFICIENCIA_REABILITADO: sn,
  NR_IDADE_DE: num,
  NR_IDADE_ATE: num,
  NR_PESO_DE: num,
  NR_PESO_ATE: num,
  NR_ALTURA_DE: num,
  NR_ALTURA_ATE: num,
  ID_SEXO: txt,
  ID_ESTADO_CIVIL: txt,
  ID_FUMANTE: snNulo,
  ID_PRIMEIRO_EMPREGO: snNulo,
  ID_CURSANDO: snNulo,
  CD_HABILITACAO_CAT: txt,
  ID_POSSUI_VEICULO: snNulo,
  CD_PAIS: num,
  CD_UF: txt,
  NM_CIDADES: z.array(z.string()),
  NM_BAIRROS: z.array(z.string()),
  CD_IDIOMA: num,
  NM_IDIOMA: txt,
  ID_LEITURA: num,
  ID_ESCRITA: num,
  ID_FALA: num,
  CD_PESSOA_CLIENTE_RESTRICAO: num,
  NM_PESSOA_CLIENTE_RESTRICAO: txt,
  DT_LIMITE_RESTRICAO: txt,
  ID_VAGA_SIGILOSA: sn,
  ID_VAGA_CONFIDENCIAL: sn,
  ID_VAGA_PCD: sn,
  PC_FATURAMENTO: num,
  AD_PC_FATURAMENTO: num,
  PC_FAT_ENCAMINHAMENTO: num,
  PC_TOTAL_FATURADO: num,
  SITUACAO_VAGA: z.object({
    CD_SITUACAO_VAGA: z.number().int(),
    NM_SITUACAO: z.string(),
    DS_SITUACAO_VAGA: txt,
  }),
  /** S when the vacancy is frozen (13): the panel shows the warning instead of the filters. */
  VAGA_CONGELADA: sn,
  /** Overdue vacancies of the logged user: while there are any, the search panel is blocked (spec 001 §2.13). */
  VAGAS_ATRASADAS_USUARIO: z.array(z.number().int()),
  CD_TIPO_CONTRATACAO: z.number().int(),
  NM_TIPO_CONTRATACAO: txt,
  ID_TIPO_VAGA: txt,
  DS_AREA: txt,
  ID_LIBERA_INTERNET: sn,
  DT_LIBERA_INTERNET: txt,
  DT_RETIRA_INTERNET: txt,
  ID_DIVULGA_AUTOATENDIMENTO: sn,
  ID_RECRUTAMENTO: sn,
  /** R recruitment, S selection. */
  ID_SETOR: txt,
  ID_INSALUBRIDADE: sn,
  ID_PERICULOSIDADE: sn,
  VL_INSALUBRIDADE: num,
  VL_PERICULOSIDADE: num,
  VL_SALARIO: num,
  ID_SALARIO: txt,
  CD_TURNO: num,
  NM_TURNO: txt,
  CD_CENTRO_CUSTO: txt,
  NM_CENTRO_CUSTO: txt,
  DT_ABERTURA: txt,
  NM_REQUISITANTE: txt,
  NR_PEDIDO_CLIENTE: txt,
  NM_PESSOA_CRIADOR: txt,
  CD_PESSOA_ANALISTA: num,
  NM_PESSOA_ANALISTA: txt,
  NR_TELEFONE_ANALISTA: txt,
  DS_OBSERVACOES: txt,
  DS_INFORMACOES_ADICIONAIS: txt,
  PERFIL_PESQUISA: z.record(z.string(), z.unknown()),
});
export type InfoVagaResposta = z.infer<typeof infoVagaResposta>;

/** Answer of GET vaga/info-analista-vaga/{nrVaga}: the vacancy's analyst (nulls when none). */
export const infoAnalistaVagaResposta = z.object({
  NR_VAGA: z.number().int(),
  CD_PESSOA: num,
  NM_PESSOA: txt,
  CD_SIP: num,
  CD_UNID: num,
  NR_TELEFONE: txt,
  DS_EMAIL: txt,
});
export type InfoAnalistaVagaResposta = z.infer<typeof infoAnalistaVagaResposta>;

// ---------------------------------------------------------------------------------------------
// Candidate cards

export const candidatoParams = z.object({ cd: chave });

/** Answer of GET candidato/dados-candidato/{cd}: the candidate's basic data. */
export const dadosCandidatoResposta = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  NM_APELIDO: txt,
  NR_DOCUMENTO_CPF: txt,
  DS_EMAIL: txt,
  DT_NASCIMENTO: txt,
  IDADE: num,
  ID_SEXO: txt,
  ID_ESTADO_CIVIL: txt,
  NR_TELEFONE_CEL: txt,
  NR_TELEFONE_RES: txt,
  NR_TELEFONE_REC: txt,
  ID_POSSUI_WHATSAPP_CEL: sn,
  NR_WHATSAPP: txt,
  NM_BAIRRO: txt,
  NM_CIDADE: txt,
  CD_UF: txt,
  CD_EMPRESA: num,
  ID_DESTAQUE: sn,
  ID_BLOQUEADO: sn,
  DT_INATIVO: txt,
  /** S when blocked or inactive until a future date: the candidate cannot be related. */
  ID_INDISPONIVEL: sn,
  ID_POSSUE_DEFICIENCIA: sn,
  NR_NOTA_CANDIDATO: num,
  CRIADO_EM: z.string(),
  ALTERADO_EM: z.string(),
});
export type DadosCandidatoResposta = z.infer<typeof dadosCandidatoResposta>;

/** Answer of GET candidato/curriculo-resumido/{cd} (spec 000 §3.12). */
export const curriculoResumidoResposta = z.object({
  pessoa: dadosCandidatoResposta.extend({
    NM_ESCOLARIDADE: txt,
    ID_CURSANDO: sn,
    ID_PRIMEIRO_EMPREGO: sn,
    ID_FUMANTE: snNulo,
    CD_HABILITACAO_CAT: txt,
    POSSUI_VEICULO: snNulo,
    NR_ALTURA: num,
    NR_PESO: num,
    DS_EXPERIENCIA_PROFISSIONAL: txt,
    DEFICIENCIAS: z.array(
      z.object({ CD_TIPO_DEFICIENCIA: z.number().int(), NM_TIPO_DEFICIENCIA: z.string() }),
    ),
    IDIOMAS: z.array(
      z.object({
        CD_IDIOMA: z.number().int(),
        NM_IDIOMA: z.string(),
        ID_LEITURA: z.number().int(),
        ID_ESCRITA: z.number().int(),
        ID_FALA: z.number().int(),
      }),
    ),
  }),
  pretensao: z.object({
    PRETENSAO_SALARIAL: num,
    TURNOS: z.array(z.enum(NOMES_TURNOS)),
    CARGOS: z.array(
      z.object({ CD_CARGO: z.number().int(), NM_CARGO: z.string(), NR_EXPERIENCIA: z.number() }),
    ),
  }),
  experiencia: z.array(
    z.object({
      NR_SEQUENCIA: z.number().int(),
      NM_PESSOA_EMPRESA: z.string(),
      NM_CARGO: z.string(),
      DT_INICIO: z.string(),
      DT_FIM: txt,
      VL_ULTIMO_SALARIO: num,
      DS_EXPERIENCIA_PROFISSIONAL: txt,
    }),
  ),
  formacao: z.array(
    z.object({
      NR_SEQUENCIA: z.number().int(),
      CD_NIVEL: z.number().int(),
      NM_NIVEL: z.string(),
      ID_SITUACAO: z.string(),
      NM_SITUACAO: z.string(),
      NM_CURSO: txt,
      NM_PESSOA_ESTAB_ENSINO: txt,
      DT_CONCLUSAO_CURSO: txt,
    }),
  ),
  /** Extracurricular courses (level 9). */
  cursos: z.array(
    z.object({
      NR_SEQUENCIA: z.number().int(),
      NM_CURSO: txt,
      NM_PESSOA_ESTAB_ENSINO: txt,
      NR_CARGA_HORARIA: num,
      DT_CONCLUSAO_CURSO: txt,
    }),
  ),
});
export type CurriculoResumidoResposta = z.infer<typeof curriculoResumidoResposta>;

// ---------------------------------------------------------------------------------------------
// Lists of the panel

export const escolaridadeLinha = z.object({ CD_ESCOLARIDADE: z.number().int(), NM_ESCOLARIDADE: z.string() });
export type EscolaridadeLinha = z.infer<typeof escolaridadeLinha>;

export const cidadeUsuarioParams = z.object({ cd_sip: numeroInt4, cd_unid: numeroInt4 });
/** Answer of GET cidades/cidade-usuario/{cd_sip}/{cd_unid}: where the user's unit is (the panel's default location). */
export const cidadeUsuarioResposta = z.object({
  CD_UNID: z.number().int(),
  NM_EMPRESA: z.string(),
  CD_PAIS: z.number().int(),
  CD_UF: z.string(),
  CD_CIDADE: num,
  NM_CIDADE: z.string(),
});
export type CidadeUsuarioResposta = z.infer<typeof cidadeUsuarioResposta>;

/** Channels of a contact sent from a selection (CD_TIPO_ENVIO; 10 is the chatbot, spec 001 §3). */
export const TIPO_ENVIO = { email: 1, sms: 2, chatbot: 10 } as const;

/** A search of the vacancy in its search history tab (spec 001 §2.5, §3 'Search'). */
export const pesquisaVagaLinha = z.object({
  NR_SELECAO: z.number(),
  /** Matches counted up to the cap (1,001 means more than 1,000). */
  SOMA: z.number(),
  CANDIDATOS_DESCARTADOS: z.number(),
  /** Rows of the search not discarded: who a send reaches. */
  QT_CANDIDATOS: z.number(),
  NM_USUARIO: z.string().nullable(),
  CRIADO_EM: z.string(),
  POSSUI_ENVIO_CANDIDATO: z.enum(['S', 'N']),
  ENVIO_DE_CONTATO: z.array(z.object({ CD_TIPO_ENVIO: z.number() })),
});
export type PesquisaVagaLinha = z.infer<typeof pesquisaVagaLinha>;

/** A candidate discarded from one search (GET pesquisa-candidatos/candidatos/descartados/{job}/{selection}). */
export const descartadoSelecaoLinha = z.object({
  CD_PESSOA: z.number(),
  NM_PESSOA: z.string(),
  NM_BAIRRO: z.string().nullable(),
  NM_CIDADE: z.string().nullable(),
  ALTERADO_EM: z.string(),
  NM_USUARIO: z.string().nullable(),
});
export type DescartadoSelecaoLinha = z.infer<typeof descartadoSelecaoLinha>;

/** Fallback texts of the search history tab. */
export const MENSAGENS_HISTORICO_PESQUISAS = {
  erroListar: 'Não foi possível carregar o histórico de pesquisas.',
  erroDescartados: 'Não foi possível carregar os candidatos descartados.',
  selecaoNaoEncontrada: 'Pesquisa não encontrada para esta vaga.',
} as const;

/** Path of the discarded candidates of one search: the vacancy and the selection. */
export const descartadosSelecaoParams = z.object({ job: chave, selection: chave });
