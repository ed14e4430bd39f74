import { describe, expect, it } from 'vitest';
import { comLoteAdiantado } from './exportacao';

describe('comLoteAdiantado (the export reads the next batch while writing one)', () => {
  it('asks for the next batch before the current one is handed over, and keeps the order', async () => {
    const pedidos: string[] = [];
    async function* lotes() {
      for (const n of [1, 2, 3]) {
        pedidos.push(`lê ${n}`);
        yield [n];
      }
    }
    const recebidos: number[] = [];
    for await (const lote of comLoteAdiantado(lotes())) {
      pedidos.push(`escreve ${lote[0]}`);
      recebidos.push(...lote);
    }
    expect(recebidos).toEqual([1, 2, 3]);
    // batch 2 is being read when batch 1 is written; never more than one ahead
    expect(pedidos).toEqual(['lê 1', 'lê 2', 'escreve 1', 'lê 3', 'escreve 2', 'escreve 3']);
  });

  it('passes on a failure of the batch read ahead when it is reached', async () => {
    async function* lotes() {
      yield [1];
      throw new Error('falha no lote 2');
    }
    const recebidos: number[] = [];
    await expect(async () => {
      for await (const lote of comLoteAdiantado(lotes())) recebidos.push(...lote);
    }).rejects.toThrow('falha no lote 2');
    expect(recebidos).toEqual([1]);
  });
});
