import { open } from 'node:fs/promises';
import {
  type FormatoImportacao,
  LIMITES_IMPORTACAO as L,
  MENSAGENS_IMPORTACAO as M,
} from '@backoffice/domain/importacao';
import { fonteCsv } from './csv';
import { fonteJson } from './json';
import { ErroLeitura, type FonteLinhas, type LinhaLida } from './tipos';
import { fonteXlsx } from './xlsx';

export { ErroLeitura, type LinhaLida } from './tipos';

/** A file opened for the import: its format, its header and its data rows. */
export interface PlanilhaAberta {
  formato: FormatoImportacao;
  /** The header's texts, trimmed. */
  cabecalho: string[];
  /**
   * The data rows, streamed, from the first (blank rows skipped; values not trimmed). A CSV row may
   * have more or fewer values than the header (the caller reports it); an XLSX row is given the
   * header's width when its last cells are empty. Each call reads the file again.
   * A refusal found midway (a cell too long, mixed encodings) is thrown as ErroLeitura.
   */
  linhas(): AsyncIterable<LinhaLida>;
  fechar(): Promise<void>;
}

const AMOSTRA = 64 * 1024;

// Files that are clearly not text: images, PDF, the old Excel and Word format, other archives.
const ASSINATURAS_BINARIAS = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2 (.xls, .doc)
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // RAR
];

const comeca = (b: Buffer, assinatura: readonly number[]) =>
  b.length >= assinatura.length && assinatura.every((x, i) => b[i] === x);

async function lerAmostra(caminho: string): Promise<Buffer> {
  const arquivo = await open(caminho, 'r');
  try {
    const b = Buffer.alloc(AMOSTRA);
    const { bytesRead } = await arquivo.read(b, 0, AMOSTRA, 0);
    return b.subarray(0, bytesRead);
  } finally {
    await arquivo.close();
  }
}

/** The format of a file, from its first bytes (never its name). */
export function detectarFormato(amostra: Buffer): FormatoImportacao {
  if (!amostra.length) throw new ErroLeitura(M.arquivoVazio);
  // a zip: local header, or the end record of an empty one
  if (comeca(amostra, [0x50, 0x4b, 0x03, 0x04]) || comeca(amostra, [0x50, 0x4b, 0x05, 0x06])) return 'xlsx';
  if (ASSINATURAS_BINARIAS.some((a) => comeca(amostra, a))) throw new ErroLeitura(M.formatoDesconhecido);
  if (amostra.includes(0)) throw new ErroLeitura(M.caractereNulo);
  const texto = amostra
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^\u00ef\u00bb\u00bf/, '');
  const primeiro = texto.trimStart()[0];
  return primeiro === '{' || primeiro === '[' ? 'json' : 'csv';
}

const vazia = (valores: readonly string[]) => valores.every((v) => v.trim() === '');

/** The checks every row of every format passes: columns and cell length. */
function conferir(linha: LinhaLida): LinhaLida {
  if (linha.valores.length > L.colunas) throw new ErroLeitura(M.colunasDemais);
  if (linha.valores.some((v) => v.length > L.caracteresCelula))
    throw new ErroLeitura(M.celulaGrande(linha.nr));
  return linha;
}

/** The data rows of an iterator past the header: blank ones skipped, each checked. */
async function* dados(it: AsyncIterator<LinhaLida>, ajustar: (l: LinhaLida) => LinhaLida) {
  while (true) {
    const r = await it.next();
    if (r.done) return;
    if (!vazia(r.value.valores)) yield ajustar(conferir(r.value));
  }
}

/**
 * Opens an import file: detects its format by its content, reads the header and makes sure a data
 * row follows. Refusals are thrown as ErroLeitura with a pt-BR message of MENSAGENS_IMPORTACAO; an
 * error of the file system (a missing file) as it is.
 */
export async function abrirPlanilha(caminho: string): Promise<PlanilhaAberta> {
  const amostra = await lerAmostra(caminho);
  const formato = detectarFormato(amostra);
  const fonte: FonteLinhas =
    formato === 'xlsx'
      ? fonteXlsx(caminho)
      : formato === 'json'
        ? fonteJson(caminho)
        : fonteCsv(caminho, amostra);

  const abertos = new Set<AsyncIterator<LinhaLida>>();
  const iniciar = () => {
    const it = fonte();
    abertos.add(it);
    return it;
  };
  const fechar = async () => {
    const todos = [...abertos];
    abertos.clear();
    await Promise.all(todos.map((it) => it.return?.(undefined).catch(() => {})));
  };

  const primeiro = iniciar();
  let cabecalho: string[];
  let primeiraLinha: LinhaLida;
  let ajustar: (l: LinhaLida) => LinhaLida;
  try {
    const h = await primeiro.next();
    if (h.done) throw new ErroLeitura(M.arquivoVazio);
    if (h.value.nr !== 1 || vazia(h.value.valores)) throw new ErroLeitura(M.semCabecalho);
    cabecalho = conferir(h.value).valores.map((v) => v.trim());
    // an XLSX row ends at its last filled cell: empty cells of the header's end are not columns
    if (formato === 'xlsx')
      while (cabecalho.length && cabecalho[cabecalho.length - 1] === '') cabecalho.pop();
    const largura = cabecalho.length;
    ajustar =
      formato === 'xlsx'
        ? (l) => {
            const valores = [...l.valores];
            while (valores.length > largura && valores[valores.length - 1] === '') valores.pop();
            while (valores.length < largura) valores.push('');
            return { nr: l.nr, valores };
          }
        : (l) => l;
    const d = await dados(primeiro, ajustar).next();
    if (d.done) throw new ErroLeitura(M.soCabecalho);
    primeiraLinha = d.value;
  } catch (e) {
    await fechar();
    throw e;
  }

  let usado = false;
  async function* linhas(): AsyncGenerator<LinhaLida> {
    if (!usado) {
      usado = true;
      try {
        yield primeiraLinha;
        yield* dados(primeiro, ajustar);
      } finally {
        abertos.delete(primeiro);
        await primeiro.return?.(undefined);
      }
      return;
    }
    // a second reading opens the file again and skips its header
    const it = iniciar();
    try {
      await it.next();
      yield* dados(it, ajustar);
    } finally {
      abertos.delete(it);
      await it.return?.(undefined);
    }
  }

  return { formato, cabecalho, linhas, fechar };
}
