import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbHandle } from '../db/client';

/** One value in PostgreSQL's COPY text format. */
export function campoCopia(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (Array.isArray(v)) return `{${v.join(',')}}`;
  const s = String(v);
  // only escape when needed: most values have none of these characters
  if (!/[\\\t\n\r]/.test(s)) return s;
  return s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/**
 * Accumulates rows of one table in COPY text format. Rows go straight into a growing byte buffer
 * (outside the JS heap), which keeps garbage collection cheap when millions of rows are generated.
 */
export class BlocoCopia {
  private buffer = Buffer.allocUnsafe(1 << 20);
  private tamanho = 0;
  linhas = 0;
  constructor(
    readonly tabela: string,
    readonly colunas: readonly string[],
  ) {}

  adicionar(valores: readonly unknown[]): void {
    let s = '';
    for (let i = 0; i < valores.length; i++) s += (i ? '\t' : '') + campoCopia(valores[i]);
    this.escrever(`${s}\n`);
    this.linhas++;
  }

  private escrever(s: string): void {
    const max = s.length * 3;
    if (this.tamanho + max > this.buffer.length) {
      const novo = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.tamanho + max));
      this.buffer.copy(novo, 0, 0, this.tamanho);
      this.buffer = novo;
    }
    this.tamanho += this.buffer.write(s, this.tamanho, 'utf8');
  }

  /** The rows written so far. */
  bytes(): Buffer {
    return this.buffer.subarray(0, this.tamanho);
  }

  /** The rows written so far, as text. */
  texto(): string {
    return this.bytes().toString('utf8');
  }
}

/** Loads a block with COPY FROM STDIN (PostgreSQL) or COPY FROM '/dev/blob' (PGlite), into its table or `tabela`. */
export async function copiar(handle: DbHandle, bloco: BlocoCopia, tabela = bloco.tabela): Promise<void> {
  if (bloco.linhas === 0) return;
  const sql = `COPY ${tabela} (${bloco.colunas.join(', ')}) FROM `;
  if (handle.kind === 'pglite') {
    await handle.pglite!.query(`${sql}'/dev/blob'`, [], { blob: new Blob([bloco.bytes()]) });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('SET synchronous_commit TO off');
    const destino = client.query(copyFrom(`${sql}STDIN`));
    await pipeline(Readable.from([bloco.bytes()]), destino);
  } finally {
    client.release();
  }
}
