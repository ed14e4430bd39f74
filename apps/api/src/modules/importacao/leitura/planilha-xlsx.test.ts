import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { abrirPlanilha, ErroLeitura, type LinhaLida } from './planilha';
import { textoDaCelula } from './xlsx';

let pasta: string;
let n = 0;

beforeAll(async () => {
  pasta = await mkdtemp(join(tmpdir(), 'leitura-xlsx-'));
});
afterAll(async () => {
  await rm(pasta, { recursive: true, force: true });
});

async function arquivo(conteudo: Buffer, nome = 'planilha.xlsx'): Promise<string> {
  const caminho = join(pasta, `${++n}-${nome}`);
  await writeFile(caminho, conteudo);
  return caminho;
}

async function ler(conteudo: Buffer, nome?: string) {
  const p = await abrirPlanilha(await arquivo(conteudo, nome));
  try {
    const linhas: LinhaLida[] = [];
    for await (const l of p.linhas()) linhas.push(l);
    return { formato: p.formato, cabecalho: p.cabecalho, linhas };
  } finally {
    await p.fechar();
  }
}

async function recusa(conteudo: Buffer, mensagem: string, nome?: string): Promise<void> {
  const erro = await ler(conteudo, nome).then(
    () => null,
    (e: unknown) => e,
  );
  expect(erro).toBeInstanceOf(ErroLeitura);
  expect((erro as ErroLeitura).message).toBe(mensagem);
}

async function livro(montar: (l: ExcelJS.Workbook) => void): Promise<Buffer> {
  const l = new ExcelJS.Workbook();
  montar(l);
  return Buffer.from(await l.xlsx.writeBuffer());
}

async function zip(partes: [string, Buffer][]): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [nome, dados] of partes) z.addBuffer(dados, nome);
  z.end();
  const pedacos: Buffer[] = [];
  for await (const p of z.outputStream) pedacos.push(p as Buffer);
  return Buffer.concat(pedacos);
}

/** Changes the sizes the central directory declares for one entry (a zip that lies about them). */
function declarar(z: Buffer, nome: string, tamanho: number): Buffer {
  const b = Buffer.from(z);
  for (let i = b.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i !== -1; ) {
    const tamNome = b.readUInt16LE(i + 28);
    if (b.toString('utf8', i + 46, i + 46 + tamNome) === nome) {
      b.writeUInt32LE(tamanho, i + 24);
      return b;
    }
    i = b.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4);
  }
  throw new Error(`sem ${nome}`);
}

describe('XLSX', () => {
  it('reads the first sheet: dates, a CPF typed as a number, formulas never run, rich text, links', async () => {
    const xlsx = await livro((l) => {
      const f = l.addWorksheet('Dados');
      l.addWorksheet('Outra').addRow(['não é esta']);
      f.addRow(['Nome ', ' CPF', 'Nascimento', 'Link', 'Fórmula', 'Ativo', 'Obs', 'Site']);
      f.addRow([
        'João',
        12345678909,
        new Date(Date.UTC(1990, 4, 1)),
        { formula: 'HYPERLINK("http://x","y")', result: 'y' },
        { formula: 'HYPERLINK("http://x","y")' },
        true,
        { richText: [{ text: 'São ' }, { font: { bold: true }, text: 'Paulo' }] },
        { text: 'portal', hyperlink: 'http://portal.example' },
      ]);
      // an empty row (a formatted cell without value), then a row with its last cells empty
      f.getRow(3).getCell(1).style = { font: { bold: true } };
      f.getRow(3).commit();
      f.getRow(4).values = ['Ana', 1234.5, null, null, null, false];
    });
    const r = await ler(xlsx, 'sem-extensao');
    expect(r.formato).toBe('xlsx');
    expect(r.cabecalho).toEqual(['Nome', 'CPF', 'Nascimento', 'Link', 'Fórmula', 'Ativo', 'Obs', 'Site']);
    expect(r.linhas).toEqual([
      {
        nr: 2,
        valores: [
          'João',
          '12345678909',
          '1990-05-01',
          'y',
          '=HYPERLINK("http://x","y")',
          'S',
          'São Paulo',
          'portal',
        ],
      },
      { nr: 4, valores: ['Ana', '1234.5', '', '', '', 'N', '', ''] },
    ]);
  });

  it("reads the first sheet in the workbook's order, not the first sheet file", async () => {
    const xlsx = await livro((l) => {
      const outra = l.addWorksheet('Outra');
      outra.addRow(['outra']);
      outra.addRow(['x']);
      const dados = l.addWorksheet('Dados');
      dados.addRow(['nome']);
      dados.addRow(['Ana']);
      // the tabs' order (exceljs writes <sheets> by it; its types leave it out)
      Object.assign(outra, { orderNo: 1 });
      Object.assign(dados, { orderNo: 0 });
    });
    const r = await ler(xlsx);
    expect(r.cabecalho).toEqual(['nome']);
    expect(r.linhas).toEqual([{ nr: 2, valores: ['Ana'] }]);
  });

  it('reads texts with accents across the chunks of the unpacking', async () => {
    const nomes = Array.from({ length: 4000 }, (_, i) => `Conceição São João ${i} ção`);
    const xlsx = await livro((l) => {
      const f = l.addWorksheet('Dados');
      f.addRow(['nome']);
      for (const nome of nomes) f.addRow([nome]);
    });
    const r = await ler(xlsx);
    expect(r.linhas.map((x) => x.valores[0])).toEqual(nomes);
  });

  it('stops when the caller stops, and closes the file', async () => {
    const xlsx = await livro((l) => {
      const f = l.addWorksheet('Dados');
      f.addRow(['nome']);
      for (let i = 0; i < 20_000; i++) f.addRow([`Pessoa ${i}`]);
    });
    const p = await abrirPlanilha(await arquivo(xlsx));
    for await (const l of p.linhas()) {
      expect(l).toEqual({ nr: 2, valores: ['Pessoa 0'] });
      break;
    }
    await p.fechar();
  });

  it('writes numbers without exponent, dates with their time, errors as their code', () => {
    expect(textoDaCelula(1e21)).toBe('1000000000000000000000');
    expect(textoDaCelula(1e-7)).toBe('0.0000001');
    expect(textoDaCelula(-42)).toBe('-42');
    expect(textoDaCelula(new Date(Date.UTC(2024, 1, 29, 14, 30)))).toBe('2024-02-29 14:30:00');
    expect(textoDaCelula({ error: '#N/A' })).toBe('#N/A');
    expect(textoDaCelula({ sharedFormula: 'A2', result: 7 })).toBe('7');
  });

  it('refuses a sheet without a header in its first row, and one with only the header', async () => {
    const semCabecalho = await livro((l) => {
      const f = l.addWorksheet('Dados');
      f.getRow(3).values = ['nome'];
      f.getRow(4).values = ['Ana'];
    });
    await recusa(semCabecalho, M.semCabecalho);
    await recusa(await livro((l) => l.addWorksheet('Dados').addRow(['nome', 'cpf'])), M.soCabecalho);
    await recusa(await livro((l) => l.addWorksheet('Dados')), M.arquivoVazio);
  });

  it('refuses a zip bomb: a part that unpacks to hundreds of times its size', async () => {
    const bomba = await zip([
      [
        'xl/workbook.xml',
        Buffer.from('<workbook><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      ],
      ['xl/worksheets/sheet1.xml', Buffer.alloc(30 * 1024 * 1024)],
    ]);
    expect(bomba.length).toBeLessThan(1024 * 1024);
    await recusa(bomba, M.xlsxGrande);
  });

  it('refuses a zip that declares more than the limit unpacked', async () => {
    const xlsx = await livro((l) => l.addWorksheet('Dados').addRow(['nome']));
    await recusa(declarar(xlsx, 'xl/styles.xml', 0xffffffff), M.xlsxGrande);
  });

  it('refuses, without hanging, a sheet that unpacks to more than its declared size', async () => {
    const xlsx = await livro((l) => {
      const f = l.addWorksheet('Dados');
      f.addRow(['nome']);
      for (let i = 0; i < 2000; i++) f.addRow([`Pessoa ${i}`]);
    });
    // the rows of the first bytes are read, then the part passes its declared size
    await recusa(declarar(xlsx, 'xl/worksheets/sheet1.xml', 20_000), M.xlsxInvalido);
  });

  it('refuses a PNG named .xlsx, a zip that is not a workbook and a broken zip', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await recusa(png, M.formatoDesconhecido, 'foto.xlsx');
    await recusa(await zip([['documento.txt', Buffer.from('olá')]]), M.formatoDesconhecido);
    await recusa(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), M.xlsxInvalido);
  });
});
