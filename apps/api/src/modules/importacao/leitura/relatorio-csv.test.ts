import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPlanilha } from './planilha';
import { escreverRelatorioCsv, RelatorioCsv } from './relatorio-csv';

let pasta: string;

beforeAll(async () => {
  pasta = await mkdtemp(join(tmpdir(), 'relatorio-'));
});
afterAll(async () => {
  await rm(pasta, { recursive: true, force: true });
});

/** A destination that keeps what it gets, slowly, and the most it ever had waiting. */
function destino() {
  const pedacos: Buffer[] = [];
  let maiorEspera = 0;
  const saida = new Writable({
    highWaterMark: 16 * 1024,
    write(pedaco: Buffer, _enc, cb) {
      pedacos.push(pedaco);
      setImmediate(cb);
    },
  });
  const medir = saida.write.bind(saida);
  saida.write = ((...args: Parameters<Writable['write']>) => {
    const r = medir(...args);
    maiorEspera = Math.max(maiorEspera, saida.writableLength);
    return r;
  }) as Writable['write'];
  return { saida, texto: () => Buffer.concat(pedacos).toString('utf8'), maiorEspera: () => maiorEspera };
}

describe('relatório CSV', () => {
  it('writes UTF-8 with BOM, ";" and CRLF, quoting where needed', async () => {
    const d = destino();
    await escreverRelatorioCsv(
      d.saida,
      ['Linha', 'Situação', 'Mensagens'],
      [
        [2, 'Válida', null],
        [3, 'Erro', 'CPF inválido; e-mail "x" repetido\nLinha seguinte'],
        [4, 'Aviso', undefined],
      ],
    );
    expect(d.texto()).toBe(
      '\uFEFFLinha;Situação;Mensagens\r\n' +
        '2;Válida;\r\n' +
        '3;Erro;"CPF inválido; e-mail ""x"" repetido\nLinha seguinte"\r\n' +
        '4;Aviso;\r\n',
    );
  });

  it('neutralises every cell a spreadsheet would read as a formula', async () => {
    const d = destino();
    const perigosos = ['=HYPERLINK("http://x","y")', '+5547999990000', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    await escreverRelatorioCsv(d.saida, ['=titulo'], [perigosos, ['-12', -3.5, 'a=1', ' =1']]);
    const [cabecalho, l1, l2] = d.texto().slice(1).split('\r\n');
    expect(cabecalho).toBe("'=titulo");
    expect(l1).toBe(`"'=HYPERLINK(""http://x"",""y"")";'+5547999990000;'-2+3;'@SUM(A1);'\t=1;"'\r=1"`);
    // a negative number is a number, not a formula; a sign inside or after a space is plain text
    expect(l2).toBe('-12;-3.5;a=1; =1');
  });

  it('is read back by the import: the values come as written, behind the quote when neutralised', async () => {
    const caminho = join(pasta, 'relatorio.csv');
    const valores = ['João; "Jota"', 'São Paulo\nSP', '=1+1', ''];
    await escreverRelatorioCsv(createWriteStream(caminho), ['nome', 'cidade', 'formula', 'vazio'], [valores]);
    expect((await readFile(caminho)).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const p = await abrirPlanilha(caminho);
    try {
      expect(p.cabecalho).toEqual(['nome', 'cidade', 'formula', 'vazio']);
      const linhas = [];
      for await (const l of p.linhas()) linhas.push(l);
      expect(linhas).toEqual([{ nr: 2, valores: ['João; "Jota"', 'São Paulo\nSP', "'=1+1", ''] }]);
    } finally {
      await p.fechar();
    }
  });

  it('writes as it goes, in blocks, waiting for a slow destination', async () => {
    const d = destino();
    const relatorio = new RelatorioCsv(d.saida, ['Linha', 'Mensagens']);
    for (let i = 2; i < 100_002; i++) await relatorio.linha([i, `Mensagem da linha ${i}`]);
    await relatorio.fechar();
    const texto = d.texto();
    expect(texto.length).toBeGreaterThan(2_000_000);
    expect(texto.split('\r\n')).toHaveLength(100_002);
    // one block at most waits in the destination, never the report
    expect(d.maiorEspera()).toBeLessThan(256 * 1024);
  });
});
