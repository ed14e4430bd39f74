import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { LIMITES_IMPORTACAO as L, MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import ExcelJS from 'exceljs';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ErroLeitura, type FonteLinhas } from './tipos';

const LIVRO = 'xl/workbook.xml';
const RELACOES = 'xl/_rels/workbook.xml.rels';
const TEXTOS = 'xl/sharedStrings.xml';
const ESTILOS = 'xl/styles.xml';
const FOLHA = /^xl\/worksheets\/[^/]+\.xml$/;
const MB = 1024 * 1024;

interface PartesXlsx {
  zip: ZipFile;
  livro: Buffer;
  relacoes: Buffer | null;
  textos: Entry | undefined;
  estilos: Entry | undefined;
  folha: Entry;
}

async function lerParte(zip: ZipFile, entrada: Entry): Promise<Buffer> {
  const pedacos: Buffer[] = [];
  for await (const p of await zip.openReadStreamPromise(entrada)) pedacos.push(p as Buffer);
  return Buffer.concat(pedacos);
}

const atributo = (elemento: string, nome: string) =>
  new RegExp(`\\s${nome}\\s*=\\s*["']([^"']*)["']`).exec(elemento)?.[1];

/**
 * The first sheet in the workbook's order: the first <sheet> of workbook.xml, whose relationship
 * names its part. A workbook whose parts do not say so falls back to the sheet file of lowest number.
 */
function primeiraFolha(
  livro: string,
  relacoes: string | null,
  folhas: Map<string, Entry>,
): Entry | undefined {
  const folha = /<(?:\w+:)?sheet\b[^>]*>/.exec(livro)?.[0];
  const id = folha && /\s\w+:id\s*=\s*["']([^"']*)["']/.exec(folha)?.[1];
  if (id && relacoes) {
    for (const [rel] of relacoes.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
      const alvo = atributo(rel, 'Target');
      if (atributo(rel, 'Id') !== id || !alvo) continue;
      const caminho = alvo.startsWith('/') ? alvo.slice(1) : posix.normalize(`xl/${alvo}`);
      const e = folhas.get(caminho);
      if (e) return e;
    }
  }
  const numero = (n: string) => Number(/(\d+)\.xml$/.exec(n)?.[1] ?? Number.MAX_SAFE_INTEGER);
  return [...folhas.values()].sort((a, b) => numero(a.fileName) - numero(b.fileName))[0];
}

/**
 * Opens the zip and checks its central directory before anything is unpacked: the sizes it declares
 * (yauzl then holds each part to its declared size while it is read), a workbook, a sheet.
 */
async function abrirPartes(caminho: string): Promise<PartesXlsx> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(caminho, { autoClose: false });
  } catch {
    throw new ErroLeitura(M.xlsxInvalido);
  }
  try {
    let total = 0;
    const partes = new Map<string, Entry>();
    const folhas = new Map<string, Entry>();
    for await (const e of zip.eachEntry()) {
      total += e.uncompressedSize;
      const razao = e.uncompressedSize / Math.max(e.compressedSize, 1);
      if (total > L.bytesXlsxDescompactado || (e.uncompressedSize > MB && razao > L.razaoXlsx)) {
        throw new ErroLeitura(M.xlsxGrande);
      }
      if ([LIVRO, RELACOES, TEXTOS, ESTILOS].includes(e.fileName)) partes.set(e.fileName, e);
      else if (FOLHA.test(e.fileName)) folhas.set(e.fileName, e);
    }
    const livro = partes.get(LIVRO);
    if (!livro) throw new ErroLeitura(M.formatoDesconhecido);
    // the parts exceljs keeps in memory
    const emMemoria = [LIVRO, RELACOES, TEXTOS, ESTILOS].reduce(
      (soma, n) => soma + (partes.get(n)?.uncompressedSize ?? 0),
      0,
    );
    if (emMemoria > L.bytesXlsxEmMemoria) throw new ErroLeitura(M.xlsxGrande);
    const textoLivro = await lerParte(zip, livro);
    const rel = partes.get(RELACOES);
    const relacoes = rel ? await lerParte(zip, rel) : null;
    const folha = primeiraFolha(textoLivro.toString('utf8'), relacoes?.toString('utf8') ?? null, folhas);
    if (!folha) throw new ErroLeitura(M.xlsxInvalido);
    return {
      zip,
      livro: textoLivro,
      relacoes,
      textos: partes.get(TEXTOS),
      estilos: partes.get(ESTILOS),
      folha,
    };
  } catch (e) {
    zip.close();
    throw e instanceof ErroLeitura ? e : new ErroLeitura(M.xlsxInvalido);
  }
}

/**
 * A part of the zip as text: yauzl unpacks it and stops at the size the central directory declares
 * (a part that would unpack to more fails); the text is decoded across chunks (exceljs decodes each
 * chunk alone, which breaks a character cut between two).
 */
async function* comoTexto(zip: ZipFile, entrada: Entry | Buffer): AsyncGenerator<string> {
  if (Buffer.isBuffer(entrada)) {
    yield entrada.toString('utf8');
    return;
  }
  const decodificador = new TextDecoder('utf-8');
  for await (const b of await zip.openReadStreamPromise(entrada)) {
    const texto = decodificador.decode(b as Buffer, { stream: true });
    if (texto) yield texto;
  }
  const fim = decodificador.decode();
  if (fim) yield fim;
}

/**
 * What of exceljs's streaming WorkbookReader is used: its readers of each part, fed here one by one
 * with the parts the central directory names (its own reading walks the zip's local headers, which
 * the checks above do not cover, and hangs when a part fails midway).
 */
interface LeitorDePartes {
  _parseRels(parte: Readable): Promise<void>;
  _parseWorkbook(parte: Readable): Promise<void>;
  _parseSharedStrings(parte: Readable): AsyncGenerator<unknown>;
  _parseStyles(parte: Readable): Promise<void>;
  _parseWorksheet(
    parte: AsyncIterable<string>,
    numero: string,
  ): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

// The reader is given its parts, never a file or stream of its own.
const caminhoNenhum = '';

async function lerLivro(p: PartesXlsx): Promise<ExcelJS.stream.xlsx.WorksheetReader> {
  const leitor = new ExcelJS.stream.xlsx.WorkbookReader(caminhoNenhum, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as LeitorDePartes;
  const parte = (e: Entry | Buffer) => Readable.from(comoTexto(p.zip, e));
  if (p.relacoes) await leitor._parseRels(parte(p.relacoes));
  await leitor._parseWorkbook(parte(p.livro));
  if (p.textos) for await (const _ of leitor._parseSharedStrings(parte(p.textos))) void _;
  if (p.estilos) await leitor._parseStyles(parte(p.estilos));
  const [folha] = [...leitor._parseWorksheet(comoTexto(p.zip, p.folha), '1')];
  return folha.value;
}

function numeroComoTexto(n: number): string {
  if (!Number.isFinite(n)) return '';
  const s = String(n);
  // 1.2345678909e+21 or 1e-7: written out, without exponent or thousands separators
  return /e/i.test(s) ? n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : s;
}

function dataComoTexto(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  // exceljs makes the date in UTC; a time read from the serial number is rounded to the second
  const iso = new Date(Math.round(d.getTime() / 1000) * 1000).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** A cell's value as the text of the row. A formula is never evaluated: its cached result or its text. */
export function textoDaCelula(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return numeroComoTexto(v);
  if (typeof v === 'boolean') return v ? 'S' : 'N';
  if (v instanceof Date) return dataComoTexto(v);
  if (typeof v !== 'object') return String(v);
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.richText)) {
    return o.richText.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('');
  }
  if ('formula' in o || 'sharedFormula' in o) {
    const r = o.result;
    if (r !== undefined && r !== null && !(typeof r === 'number' && Number.isNaN(r))) return textoDaCelula(r);
    return typeof o.formula === 'string' && o.formula ? `=${o.formula}` : '';
  }
  if ('text' in o) return textoDaCelula(o.text);
  if ('error' in o) return String(o.error);
  return '';
}

const invalido = (e: unknown) => (e instanceof ErroLeitura ? e : new ErroLeitura(M.xlsxInvalido));

/** The rows of the first sheet of an XLSX file, streamed by exceljs; numbered as in the sheet. */
export function fonteXlsx(caminho: string): FonteLinhas {
  return async function* () {
    const partes = await abrirPartes(caminho);
    let linhas: AsyncIterator<ExcelJS.Row> | undefined;
    try {
      try {
        linhas = (await lerLivro(partes))[Symbol.asyncIterator]();
      } catch (e) {
        throw invalido(e);
      }
      while (true) {
        let r: IteratorResult<ExcelJS.Row>;
        try {
          r = await linhas.next();
        } catch (e) {
          throw invalido(e);
        }
        if (r.done) return;
        const valores: string[] = [];
        r.value.eachCell({ includeEmpty: false }, (celula, coluna) => {
          while (valores.length < coluna - 1) valores.push('');
          valores[coluna - 1] = textoDaCelula(celula.value);
        });
        yield { nr: r.value.number, valores };
      }
    } finally {
      // ends the sheet's unpacking when the caller stops early
      await linhas?.return?.().catch(() => {});
      partes.zip.close();
    }
  };
}
