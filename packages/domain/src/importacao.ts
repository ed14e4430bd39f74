import { z } from 'zod';
import { texto, textoAparado } from './entrada';
import { PERMISSOES } from './permissions';

/**
 * Importação (docs/importacao.md): the company's data from another system, in CSV, XLSX or the
 * portal's LGPD export, checked row by row in a dry run and written by a background job. This file
 * holds what both ends know of an import: the kinds, its situations, the limits of a file and the
 * refusals; the fields of each kind and the check of a row are in importacao-campos.ts.
 */

export const TIPOS_IMPORTACAO = ['candidatos', 'clientes', 'usuarios', 'vagas'] as const;
export type TipoImportacao = (typeof TIPOS_IMPORTACAO)[number];

export const ROTULOS_TIPO_IMPORTACAO: Record<TipoImportacao, string> = {
  candidatos: 'Candidatos',
  clientes: 'Clientes com contatos',
  usuarios: 'Usuários',
  vagas: 'Vagas abertas',
};

/** What the natural key of each kind is called in the messages of a row. */
export const ROTULOS_CHAVE_IMPORTACAO: Record<TipoImportacao, string> = {
  candidatos: 'CPF',
  clientes: 'Cliente e contato',
  usuarios: 'Login',
  vagas: 'Nº da vaga',
};

/** Administrators import (code 900 of Administração). */
export const PERMISSOES_IMPORTACAO = PERMISSOES.administracao;

export const FORMATOS_IMPORTACAO = ['csv', 'xlsx', 'json'] as const;
export type FormatoImportacao = (typeof FORMATOS_IMPORTACAO)[number];

export const SITUACOES_IMPORTACAO = {
  carregada: 'Arquivo carregado',
  simulando: 'Conferindo as linhas',
  simulada: 'Conferida',
  importando: 'Importando',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
  falhou: 'Interrompida por erro',
} as const;
export type SituacaoImportacao = keyof typeof SITUACOES_IMPORTACAO;

/** The situations in which a job is working on the import. */
export const SITUACOES_EM_ANDAMENTO: readonly SituacaoImportacao[] = ['simulando', 'importando'];

/** What the import does with a row whose record is already in the base: A updates it, I skips it. */
export const EXISTENTES_IMPORTACAO = { A: 'Atualizar o cadastro', I: 'Manter como está (pular)' } as const;
export type ExistentesImportacao = keyof typeof EXISTENTES_IMPORTACAO;

/** A row of the dry run: V valid, A valid with a warning, E error (not imported). */
export const STATUS_LINHA = { V: 'Válida', A: 'Aviso', E: 'Erro' } as const;
export type StatusLinha = keyof typeof STATUS_LINHA;

/** What the import did with a row: I inserted, U updated, S skipped (already in the base). */
export const RESULTADOS_LINHA = { I: 'Inserida', U: 'Atualizada', S: 'Pulada' } as const;
export type ResultadoLinhaImportacao = keyof typeof RESULTADOS_LINHA;

export const LIMITES_IMPORTACAO = {
  /** What the screen uploads; bigger files go through `npm run importar`. */
  bytesUpload: 200 * 1024 * 1024,
  /** What the command line reads. */
  bytesArquivo: 4 * 1024 * 1024 * 1024,
  /** An XLSX whose parts unpack to more than this, or more than `razaoXlsx` times their size, is refused. */
  bytesXlsxDescompactado: 1024 * 1024 * 1024,
  razaoXlsx: 200,
  /** The parts of an XLSX held in memory while it is read (shared texts, styles, the workbook). */
  bytesXlsxEmMemoria: 256 * 1024 * 1024,
  /** The portal's export of a candidate is small: a bigger JSON is not one. */
  bytesJson: 50 * 1024 * 1024,
  colunas: 200,
  /** A header's text (a column's name). */
  caracteresCabecalho: 200,
  /** One cell of the file. */
  caracteresCelula: 32_000,
  nomeArquivo: 255,
  nomeMapeamento: 100,
  /** Rows of the report shown per page. */
  linhasPorPagina: 50,
} as const;

export const MENSAGENS_IMPORTACAO = {
  tipoInvalido: 'Escolha o que o arquivo contém: candidatos, clientes, usuários ou vagas abertas.',
  arquivoVazio: 'O arquivo está vazio.',
  arquivoGrande: `O arquivo passa de ${LIMITES_IMPORTACAO.bytesUpload / 1024 / 1024} MB: importe-o pela linha de comando (npm run importar).`,
  formatoDesconhecido:
    'O arquivo não é uma planilha CSV, XLSX ou a exportação de dados (JSON) do portal. Salve-o como CSV (separado por ; ou ,) ou XLSX.',
  xlsxInvalido: 'A planilha XLSX está corrompida ou não pôde ser lida.',
  xlsxGrande: 'A planilha XLSX descompactada é grande demais para ser lida com segurança. Salve-a como CSV.',
  caractereNulo:
    'O arquivo tem caracteres nulos (NUL): não é um texto de planilha. Salve-o de novo como CSV.',
  soCabecalho: 'O arquivo só tem o cabeçalho: nenhuma linha para importar.',
  semCabecalho: 'A primeira linha do arquivo deve ser o cabeçalho com o nome das colunas.',
  colunasDemais: `O arquivo tem mais de ${LIMITES_IMPORTACAO.colunas} colunas.`,
  celulaGrande: (linha: number) =>
    `Linha ${linha}: uma célula passa de ${LIMITES_IMPORTACAO.caracteresCelula} caracteres.`,
  aspasAbertas: (linha: number) => `Linha ${linha}: aspas abertas e não fechadas.`,
  jsonInvalido: 'O arquivo JSON não é a exportação de dados de um candidato do portal.',
  jsonGrande: `O arquivo JSON passa de ${LIMITES_IMPORTACAO.bytesJson / 1024 / 1024} MB: não é uma exportação de dados do portal.`,
  codificacaoMista: (linha: number) =>
    `Linha ${linha}: o arquivo mistura codificações de texto (UTF-8 e Latin-1/ANSI). Salve-o de novo como CSV UTF-8.`,
  csvIlegivel: (linha: number) =>
    `Linha ${linha}: o texto não pôde ser lido como CSV (aspas ou separadores fora do lugar).`,
  campoInexistente: (campo: string) => `O campo "${campo}" não existe neste tipo de importação.`,
  colunaInexistente: (coluna: string) => `A coluna "${coluna}" não está no arquivo.`,
  campoRepetido: (rotulo: string) => `O campo ${rotulo} está ligado a mais de uma coluna.`,
  obrigatorioSemColuna: (rotulo: string) => `Ligue uma coluna ao campo obrigatório ${rotulo}.`,
  naoEncontrada: 'Importação não encontrada.',
  emAndamento: 'A importação já está em andamento: aguarde ou cancele.',
  naoSimulada: 'Confira as linhas (simulação) antes de importar.',
  jaImportada: 'Esta importação já terminou: envie o arquivo de novo para outra.',
  nadaParaImportar: 'Nenhuma linha válida para importar.',
  naoCancelavel: 'Só uma importação em andamento pode ser cancelada.',
  arquivoAusente: 'O arquivo desta importação não está mais disponível: envie-o de novo.',
  mapeamentoNome: 'Dê um nome ao mapeamento.',
  mapeamentoNaoEncontrado: 'Mapeamento não encontrado.',
  importacaoCriada: 'Arquivo carregado. Confira o mapeamento das colunas.',
  simulacaoIniciada: 'Conferindo as linhas do arquivo…',
  importacaoIniciada: 'Importação iniciada.',
  importacaoCancelada: 'Importação cancelada.',
  mapeamentoSalvo: 'Mapeamento salvo.',
  mapeamentoExcluido: 'Mapeamento excluído.',
  jaNaBaseAtualizar: 'Já está na base: será atualizado.',
  jaNaBaseManter: 'Já está na base: será mantido como está.',
  colunasDaLinha: (tem: number, cabecalho: number) =>
    `A linha tem ${tem} colunas; o cabeçalho tem ${cabecalho}.`,
  repetidaNoArquivo: (rotulo: string, linha: number) => `${rotulo}: repetido no arquivo (linha ${linha}).`,
  conferenciaInterrompida: 'A conferência parou por um erro inesperado: tente de novo.',
  importacaoInterrompida: (linha: number) =>
    `A importação parou após a linha ${linha} por um erro inesperado: tente retomar.`,
} as const;

const tipo = z.enum(TIPOS_IMPORTACAO, { error: MENSAGENS_IMPORTACAO.tipoInvalido });

export const importacaoParams = z.object({
  cd_importacao: z.coerce.number().int().positive().max(2147483647),
});

/** The upload: the file is the body (application/octet-stream); its kind and name in the query. */
export const envioArquivoQuery = z.object({
  tipo,
  nome: textoAparado(LIMITES_IMPORTACAO.nomeArquivo).min(1),
});

/** Column of the file (its header text) -> field of the kind (see importacao-campos.ts), or none. */
export const mapeamentoColunas = z.record(
  texto(LIMITES_IMPORTACAO.caracteresCabecalho),
  texto(60).nullable(),
);
export type MapeamentoColunas = z.infer<typeof mapeamentoColunas>;

export const simulacaoBody = z.object({
  mapeamento: mapeamentoColunas,
  id_existentes: z.enum(['A', 'I']),
  /** Saves the mapping under this name for the next file of the kind. */
  nm_mapeamento: textoAparado(LIMITES_IMPORTACAO.nomeMapeamento).optional(),
});
export type SimulacaoBody = z.infer<typeof simulacaoBody>;

export const importacaoResumo = z.object({
  cd_importacao: z.number(),
  id_tipo: tipo,
  nm_arquivo: z.string(),
  ds_hash: z.string(),
  nr_bytes: z.number(),
  id_formato: z.enum(FORMATOS_IMPORTACAO),
  nm_usuario: z.string().nullable(),
  criado_em: z.string(),
  id_situacao: z.enum(Object.keys(SITUACOES_IMPORTACAO) as [SituacaoImportacao, ...SituacaoImportacao[]]),
  id_existentes: z.enum(['A', 'I']),
  nr_linhas: z.number(),
  nr_validas: z.number(),
  nr_avisos: z.number(),
  nr_erros: z.number(),
  nr_inseridas: z.number(),
  nr_atualizadas: z.number(),
  nr_ignoradas: z.number(),
  nr_processadas: z.number(),
  dt_inicio: z.string().nullable(),
  dt_fim: z.string().nullable(),
  ds_erro: z.string().nullable(),
  /** Rows a second of the running step, and the seconds it still needs (null when unknown). */
  nr_linhas_segundo: z.number().nullable(),
  nr_segundos_restantes: z.number().nullable(),
});
export type ImportacaoResumo = z.infer<typeof importacaoResumo>;

export const importacoesResposta = z.object({ importacoes: z.array(importacaoResumo) });

export const importacaoDetalhe = importacaoResumo.extend({
  /** The file's header, a few rows to show beside the mapping, and the mapping in use or suggested. */
  cabecalho: z.array(z.string()),
  amostra: z.array(z.array(z.string())),
  mapeamento: mapeamentoColunas,
});
export type ImportacaoDetalhe = z.infer<typeof importacaoDetalhe>;

export const linhasImportacaoQuery = z.object({
  status: z.enum(['V', 'A', 'E']).optional(),
  pagina: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const linhaImportacao = z.object({
  nr_linha: z.number(),
  id_status: z.enum(['V', 'A', 'E']),
  ds_chave: z.string().nullable(),
  ds_mensagens: z.string().nullable(),
  id_resultado: z.enum(['I', 'U', 'S']).nullable(),
});
export type LinhaImportacao = z.infer<typeof linhaImportacao>;

export const linhasImportacaoResposta = z.object({
  linhas: z.array(linhaImportacao),
  total: z.number(),
  pagina: z.number(),
});

export const mapeamentoSalvo = z.object({
  cd_mapeamento: z.number(),
  id_tipo: tipo,
  nm_mapeamento: z.string(),
  js_colunas: mapeamentoColunas,
  alterado_em: z.string(),
});
export type MapeamentoSalvo = z.infer<typeof mapeamentoSalvo>;

export const mapeamentosQuery = z.object({ tipo });
export const mapeamentosResposta = z.object({ mapeamentos: z.array(mapeamentoSalvo) });
export const mapeamentoParams = z.object({
  cd_mapeamento: z.coerce.number().int().positive().max(2147483647),
});

/** Rows a second and seconds left of a step that has gone through `feitas` of `total` rows since `inicio`. */
export function ritmoImportacao(
  feitas: number,
  total: number,
  inicio: Date | string | null,
  agora: Date = new Date(),
): { porSegundo: number | null; restantes: number | null } {
  if (!inicio || feitas <= 0) return { porSegundo: null, restantes: null };
  const segundos = (agora.getTime() - new Date(inicio).getTime()) / 1000;
  if (segundos <= 0) return { porSegundo: null, restantes: null };
  const porSegundo = feitas / segundos;
  return {
    porSegundo: Math.round(porSegundo),
    restantes: Math.max(0, Math.ceil((total - feitas) / porSegundo)),
  };
}
