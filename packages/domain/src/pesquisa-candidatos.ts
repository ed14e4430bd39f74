import { z } from 'zod';
import { CATEGORIAS_HABILITACAO } from './catalogos';
import { somarMeses } from './datas';
import { codigo } from './entrada';

/**
 * Contracts of the analyst's talent-pool search (spec 000 §2.5–2.6, §3.8–3.12, §4.5, §5.3, §7.6,
 * §8.3, §9): its limits and messages, the keywords, the answer (a saved selection with its rows)
 * and the selection's sends and history. The filters' fields and the result actions' bodies are
 * in ./pesquisa-filtros; the vacancy info in ./vaga-info; the candidate cards in ./dados-candidato;
 * relating a candidate in ./vaga-candidatos.
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
export const NOMES_TURNOS = Object.keys(TURNOS_PESQUISA) as [TurnoPesquisa, ...TurnoPesquisa[]];

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
  erroDescartar: 'Ops, ocorreu um erro ao descartar candidato.',
  relacionado: {
    3: 'Candidato relacionado com sucesso!',
    4: 'Currículo enviado com sucesso!',
    5: 'Candidato encaminhado com sucesso!',
  } as Readonly<Record<EstagioRelacionar, string>>,
  erroRelacionar: {
    3: 'Ops, ocorreu um erro ao relacionar o candidato.',
    4: 'Ops, ocorreu um erro ao enviar o currículo.',
    5: 'Ops, ocorreu um erro ao encaminhar o candidato.',
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

/** ISO date `meses` months before an ISO date (the day is kept, or the month's last day). */
export function mesesAntes(iso: string, meses: number): string {
  return somarMeses(iso, -meses);
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
// Sends and search history of a selection

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

const chave = codigo('int8', 'Código inválido.');

/** Path of the discarded candidates of one search: the vacancy and the selection. */
export const descartadosSelecaoParams = z.object({ job: chave, selection: chave });

/** The schooling row lives with the pickers; this name stays for the web's picker queries. */
export type { EscolaridadeLinha } from './pickers';
