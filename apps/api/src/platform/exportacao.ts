import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { celulaSegura, type FormatoExportacao, linhaCsv } from '@backoffice/domain/gerencial';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export { celulaSegura, linhaCsv };

export interface ColunaExportacao<T> {
  titulo: string;
  valor: (linha: T) => string | number | null;
}

const TIPOS: Record<FormatoExportacao, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The batches with the next one already asked for while the current one is written: the database
 * reads batch n+1 while this process encodes batch n (CSV or the XLSX zip), so the two overlap. At
 * most two batches are held at once.
 */
export async function* comLoteAdiantado<T>(lotes: AsyncIterable<T[]>): AsyncGenerator<T[]> {
  const it = lotes[Symbol.asyncIterator]();
  let proximo = it.next();
  try {
    while (true) {
      const r = await proximo;
      if (r.done) return;
      proximo = it.next();
      // a failure of the batch read ahead surfaces when it is awaited, not as an unhandled rejection
      proximo.catch(() => {});
      yield r.value;
    }
  } finally {
    await it.return?.();
  }
}

async function escrever(saida: Writable, texto: string): Promise<void> {
  if (!saida.write(texto)) await once(saida, 'drain');
}

/** Writes a report as CSV (';', UTF-8 with BOM, cells after celulaSegura) and ends the stream. */
export async function escreverCsv<T>(
  saida: Writable,
  colunas: readonly ColunaExportacao<T>[],
  lotes: AsyncIterable<T[]>,
): Promise<void> {
  // the BOM makes spreadsheets read the accents as UTF-8
  await escrever(saida, `\uFEFF${linhaCsv(colunas.map((c) => c.titulo))}`);
  for await (const lote of lotes) {
    let bloco = '';
    for (const l of lote) bloco += linhaCsv(colunas.map((c) => c.valor(l)));
    await escrever(saida, bloco);
  }
  saida.end();
}

async function escreverXlsx<T>(
  saida: Writable,
  titulo: string,
  colunas: readonly ColunaExportacao<T>[],
  lotes: AsyncIterable<T[]>,
): Promise<void> {
  // the streaming writer commits each row to the zip as it goes: nothing of the report is kept
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: saida,
    useStyles: false,
    useSharedStrings: false,
  });
  const folha = livro.addWorksheet(titulo.slice(0, 31));
  // every value is written as it is (text as a string, never a formula), after celulaSegura
  folha.addRow(colunas.map((c) => celulaSegura(c.titulo))).commit();
  for await (const lote of lotes) {
    for (const l of lote) folha.addRow(colunas.map((c) => celulaSegura(c.valor(l)))).commit();
    // let the zip drain before reading the next batch
    if (saida.writableNeedDrain) await once(saida, 'drain');
  }
  folha.commit();
  await livro.commit();
}

/**
 * Streams a report as CSV (';', UTF-8 with BOM) or XLSX: the rows come in batches (one statement
 * each), the next batch read while the current one is written (comLoteAdiantado), so the report is
 * never held whole: two batches at most.
 * A failure after the headers went out ends the download early (the log has it).
 */
export function enviarExportacao<T>(
  reply: FastifyReply,
  opcoes: {
    formato: FormatoExportacao;
    nome: string;
    colunas: readonly ColunaExportacao<T>[];
    lotes: AsyncIterable<T[]>;
  },
): FastifyReply {
  const saida = new PassThrough();
  const lotes = comLoteAdiantado(opcoes.lotes);
  const escrita =
    opcoes.formato === 'csv'
      ? escreverCsv(saida, opcoes.colunas, lotes)
      : escreverXlsx(saida, opcoes.nome, opcoes.colunas, lotes);
  escrita.catch((e: unknown) => {
    reply.log.error({ err: e }, 'exportação interrompida');
    saida.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return reply
    .type(TIPOS[opcoes.formato])
    .header('content-disposition', `attachment; filename="${opcoes.nome}.${opcoes.formato}"`)
    .header('cache-control', 'no-store')
    .send(saida);
}
