import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { escrever, linhaCsv } from '../../../platform/exportacao';

export type ValorRelatorio = string | number | null | undefined;

// Lines are gathered up to this many characters before a write: one write per line would be slow.
const BLOCO = 64 * 1024;

/**
 * The import's report as CSV, written as it goes: UTF-8 with BOM (spreadsheets then read the
 * accents), ';' between values, CRLF, quotes where a value needs them, and every value that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) behind a single quote, as
 * the back-office's exports do (platform/exportacao.ts, celulaSegura): the values come from the
 * imported file, which anyone may have written. At most one block is held; the output's backpressure
 * is respected.
 */
export class RelatorioCsv {
  private bloco: string;

  constructor(
    private readonly saida: Writable,
    cabecalho: readonly string[],
  ) {
    this.bloco = `\uFEFF${linhaCsv(cabecalho)}`;
  }

  async linha(valores: readonly ValorRelatorio[]): Promise<void> {
    this.bloco += linhaCsv(valores);
    if (this.bloco.length >= BLOCO) await this.despejar();
  }

  /** Writes what is left and ends the output; resolves once all of it is written (and read, for a pipe). */
  async fechar(): Promise<void> {
    await this.despejar();
    this.saida.end();
    await finished(this.saida, { readable: false });
  }

  private async despejar(): Promise<void> {
    if (!this.bloco) return;
    const texto = this.bloco;
    this.bloco = '';
    await escrever(this.saida, texto);
  }
}

/** Writes the whole report (header and rows) to `saida` and ends it. */
export async function escreverRelatorioCsv(
  saida: Writable,
  cabecalho: readonly string[],
  linhas: AsyncIterable<readonly ValorRelatorio[]> | Iterable<readonly ValorRelatorio[]>,
): Promise<void> {
  const relatorio = new RelatorioCsv(saida, cabecalho);
  for await (const l of linhas) await relatorio.linha(l);
  await relatorio.fechar();
}
