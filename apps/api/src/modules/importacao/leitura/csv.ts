import { isAscii, isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { LIMITES_IMPORTACAO as L, MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import { CsvError, parse } from 'csv-parse';
import { ErroLeitura, type FonteLinhas } from './tipos';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const NL = 0x0a;

type Codificacao = 'ascii' | 'utf-8' | 'windows-1252';

/** Index past the last complete UTF-8 character of b: a chunk may end inside one. */
function fimCompleto(b: Buffer): number {
  for (let i = b.length - 1; i >= 0 && i >= b.length - 4; i--) {
    const c = b[i];
    if (c < 0x80) return b.length;
    if (c >= 0xc0) {
      const tamanho = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      return i + tamanho <= b.length ? b.length : i;
    }
  }
  return b.length;
}

function contarLinhas(b: Buffer, ate = b.length): number {
  let n = 0;
  for (let i = b.indexOf(NL); i !== -1 && i < ate; i = b.indexOf(NL, i + 1)) n++;
  return n;
}

/** Lines before the first one that is not valid UTF-8 (a line feed is never inside a character). */
function linhasAteInvalida(b: Buffer): number {
  let n = 0;
  let inicio = 0;
  while (inicio < b.length) {
    const nl = b.indexOf(NL, inicio);
    const fim = nl === -1 ? b.length : nl + 1;
    if (!isUtf8(b.subarray(inicio, fim))) return n;
    n++;
    inicio = fim;
  }
  return n;
}

// Bytes of a UTF-8 character in a text read as Latin-1: 'é' in UTF-8 is C3 A9, 'Ã©' in Latin-1.
// C2/C3 lead the Latin-1 letters and signs, E2 80 the quotes and dashes; a real Latin-1 text never
// has these pairs ('Ã' followed by a sign of 0x80-0xBF).
function posicaoUtf8EmLatin1(b: Buffer): number {
  let menor = -1;
  for (const lider of [0xc2, 0xc3, 0xe2]) {
    for (let i = b.indexOf(lider); i !== -1 && (menor === -1 || i < menor); i = b.indexOf(lider, i + 1)) {
      const c1 = b[i + 1];
      const continua = (c: number | undefined) => c !== undefined && c >= 0x80 && c <= 0xbf;
      if (lider === 0xe2 ? c1 === 0x80 && continua(b[i + 2]) : continua(c1)) {
        menor = i;
        break;
      }
    }
  }
  return menor;
}

// Windows-1252 is Latin-1 but for 0x80-0x9F (curly quotes, dashes, €). Node 20's TextDecoder gives
// those bytes as control characters, so they are mapped here (the 5 unassigned ones stay as they are).
const CP1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

function decodificarWindows1252(b: Buffer): string {
  return b.toString('latin1').replace(/[\x80-\x9f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]);
}

/**
 * Bytes of the file to UTF-8 bytes for the parser: refuses a NUL; takes UTF-8 (strictly; a BOM is
 * dropped) or windows-1252, decided at the first byte beyond ASCII; refuses a file that mixes the
 * two. Only a few bytes (an unfinished character) are held between chunks.
 */
class Decodificador extends Transform {
  private codificacao: Codificacao = 'ascii';
  private linha = 1;
  private resto: Buffer = Buffer.alloc(0);
  private inicio = true;

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    try {
      this.tratar(chunk, false);
      cb();
    } catch (e) {
      cb(e as Error);
    }
  }

  override _flush(cb: TransformCallback): void {
    try {
      this.tratar(Buffer.alloc(0), true);
      cb();
    } catch (e) {
      cb(e as Error);
    }
  }

  private tratar(chunk: Buffer, fim: boolean): void {
    if (chunk.includes(0)) throw new ErroLeitura(M.caractereNulo);
    let b = this.resto.length ? Buffer.concat([this.resto, chunk]) : chunk;
    this.resto = Buffer.alloc(0);
    if (this.inicio) {
      // wait for the three bytes a BOM may take
      if (b.length < BOM.length && !fim) {
        this.resto = Buffer.from(b);
        return;
      }
      this.inicio = false;
      if (b.subarray(0, 3).equals(BOM)) {
        this.codificacao = 'utf-8';
        b = b.subarray(3);
      }
    }
    if (this.codificacao === 'ascii') {
      // undecided while the text is ASCII: a character cut at the chunk's end waits for the next
      const corte = fim ? b.length : fimCompleto(b);
      const pedaco = b.subarray(0, corte);
      if (isAscii(pedaco)) {
        this.resto = Buffer.from(b.subarray(corte));
        this.enviar(pedaco, pedaco);
        return;
      }
      this.codificacao = isUtf8(pedaco) ? 'utf-8' : 'windows-1252';
    }
    if (this.codificacao === 'utf-8') {
      const corte = fim ? b.length : fimCompleto(b);
      const pedaco = b.subarray(0, corte);
      if (!isUtf8(pedaco)) throw new ErroLeitura(M.codificacaoMista(this.linha + linhasAteInvalida(pedaco)));
      this.resto = Buffer.from(b.subarray(corte));
      this.enviar(pedaco, pedaco);
      return;
    }
    // windows-1252: keep the last two bytes when they may start a UTF-8 character cut by the chunk
    let corte = b.length;
    if (!fim) {
      const lider = (k: number) => b.length >= k && [0xc2, 0xc3, 0xe2].includes(b[b.length - k]);
      if (lider(2)) corte = b.length - 2;
      else if (lider(1)) corte = b.length - 1;
    }
    const pos = posicaoUtf8EmLatin1(b);
    if (pos !== -1) throw new ErroLeitura(M.codificacaoMista(this.linha + contarLinhas(b, pos)));
    const pedaco = b.subarray(0, corte);
    this.resto = Buffer.from(b.subarray(corte));
    this.enviar(pedaco, Buffer.from(decodificarWindows1252(pedaco), 'utf8'));
  }

  private enviar(original: Buffer, utf8: Buffer): void {
    this.linha += contarLinhas(original);
    if (utf8.length) this.push(utf8);
  }
}

/**
 * The delimiter of the file, from its header line: the one of ';', ',' and tab found most often
 * outside quotes (';' on a tie or when none is, as a one-column file has none).
 */
function detectarDelimitador(amostra: Buffer): string {
  const texto = amostra.toString('latin1');
  const contagem: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let aspas = false;
  for (const c of texto) {
    if (c === '"') aspas = !aspas;
    else if (!aspas && (c === '\n' || c === '\r')) break;
    else if (!aspas && c in contagem) contagem[c]++;
  }
  let melhor = ';';
  for (const d of [',', '\t']) if (contagem[d] > contagem[melhor]) melhor = d;
  return melhor;
}

// A record longer than this holds a cell over the limit: the parser stops before keeping more of it.
const MAX_REGISTRO = L.caracteresCelula * (L.colunas + 1) * 4;

function erroDoParser(e: CsvError & { records?: number }): ErroLeitura {
  // the records counted include the header and blank lines: the failing one is the next
  const linha = (e.records ?? 0) + 1;
  if (e.code === 'CSV_QUOTE_NOT_CLOSED') return new ErroLeitura(M.aspasAbertas(linha));
  if (e.code === 'CSV_MAX_RECORD_SIZE') return new ErroLeitura(M.celulaGrande(linha));
  return new ErroLeitura(M.csvIlegivel(linha));
}

/** The rows of a CSV file, streamed: file -> Decodificador -> csv-parse. */
export function fonteCsv(caminho: string, amostra: Buffer): FonteLinhas {
  const delimiter = detectarDelimitador(amostra.subarray(amostra.subarray(0, 3).equals(BOM) ? 3 : 0));
  return async function* () {
    const parser = pipeline(
      createReadStream(caminho),
      new Decodificador(),
      parse({
        delimiter,
        quote: '"',
        escape: '"',
        relax_column_count: true,
        relax_quotes: true,
        // blank lines come as records of one empty value: they keep their number (the reader skips them)
        skip_empty_lines: false,
        max_record_size: MAX_REGISTRO,
      }),
      () => {},
    );
    let nr = 0;
    try {
      for await (const registro of parser as AsyncIterable<string[]>) yield { nr: ++nr, valores: registro };
    } catch (e) {
      if (e instanceof CsvError) throw erroDoParser(e);
      throw e;
    } finally {
      parser.destroy();
    }
  };
}
