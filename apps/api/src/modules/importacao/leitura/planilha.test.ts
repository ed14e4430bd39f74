import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITES_IMPORTACAO as L, MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPlanilha, ErroLeitura, type LinhaLida, type PlanilhaAberta } from './planilha';

let pasta: string;
let n = 0;

beforeAll(async () => {
  pasta = await mkdtemp(join(tmpdir(), 'leitura-'));
});
afterAll(async () => {
  await rm(pasta, { recursive: true, force: true });
});

/** Writes a fixture file; the name's extension is never what decides the format. */
async function arquivo(conteudo: string | Buffer, nome = 'planilha.csv'): Promise<string> {
  const caminho = join(pasta, `${++n}-${nome}`);
  await writeFile(caminho, conteudo);
  return caminho;
}

async function todas(p: PlanilhaAberta): Promise<LinhaLida[]> {
  const r: LinhaLida[] = [];
  for await (const l of p.linhas()) r.push(l);
  return r;
}

async function ler(conteudo: string | Buffer, nome?: string) {
  const p = await abrirPlanilha(await arquivo(conteudo, nome));
  try {
    return { formato: p.formato, cabecalho: p.cabecalho, linhas: await todas(p) };
  } finally {
    await p.fechar();
  }
}

/** The refusal of a file: an ErroLeitura whose message is exactly `mensagem`, at opening or while reading. */
async function recusa(conteudo: string | Buffer, mensagem: string, nome?: string): Promise<void> {
  const erro = await ler(conteudo, nome).then(
    () => null,
    (e: unknown) => e,
  );
  expect(erro).toBeInstanceOf(ErroLeitura);
  expect((erro as ErroLeitura).message).toBe(mensagem);
  expect((erro as ErroLeitura).statusCode).toBe(400);
}

/** Windows-1252, as Excel saves a CSV in Brazil: Latin-1 with signs (quotes, dashes, €) at 0x80-0x9F. */
const SINAIS_1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const latin1 = (s: string) =>
  Buffer.from(
    [...s]
      .map((c) => (c.charCodeAt(0) > 0xff ? String.fromCharCode(0x80 + SINAIS_1252.indexOf(c)) : c))
      .join(''),
    'latin1',
  );

describe('CSV', () => {
  it('reads UTF-8 with BOM separated by commas', async () => {
    const r = await ler('\uFEFFnome, cidade ,cpf\nJoão,São Paulo,123\nAna,Joinville, 456 \n');
    expect(r.formato).toBe('csv');
    expect(r.cabecalho).toEqual(['nome', 'cidade', 'cpf']);
    // values are not trimmed
    expect(r.linhas).toEqual([
      { nr: 2, valores: ['João', 'São Paulo', '123'] },
      { nr: 3, valores: ['Ana', 'Joinville', ' 456 '] },
    ]);
  });

  it('reads Latin-1 (windows-1252) separated by semicolons, accents kept', async () => {
    const r = await ler(
      latin1('Nome;Cidade;Observação\r\nJoão;São Paulo;ação, “já”\r\nConceição;Itajaí;\r\n'),
    );
    expect(r.cabecalho).toEqual(['Nome', 'Cidade', 'Observação']);
    expect(r.linhas).toEqual([
      { nr: 2, valores: ['João', 'São Paulo', 'ação, “já”'] },
      { nr: 3, valores: ['Conceição', 'Itajaí', ''] },
    ]);
  });

  it('reads a Latin-1 file whose first accent comes after a long ASCII start', async () => {
    const inicio = `nome;cidade\n${'Ana;Blumenau\n'.repeat(10_000)}`;
    const r = await ler(Buffer.concat([latin1(inicio), latin1('João;São Paulo\n')]));
    expect(r.linhas).toHaveLength(10_001);
    expect(r.linhas.at(-1)).toEqual({ nr: 10_002, valores: ['João', 'São Paulo'] });
  });

  it('keeps every accent of a long file, in UTF-8 and in Latin-1, across the chunks it is read in', async () => {
    const esperado = Array.from({ length: 30_000 }, (_, i) => [`Conceição ${i}`, 'São Paulo – “SP”', 'Ã']);
    const texto = `nome;cidade;x\n${esperado.map((v) => v.join(';')).join('\n')}\n`;
    for (const conteudo of [Buffer.from(texto), latin1(texto)]) {
      const r = await ler(conteudo);
      expect(r.linhas.map((l) => l.valores)).toEqual(esperado);
    }
  });

  it('stops when the caller stops, and closes the file', async () => {
    const p = await abrirPlanilha(await arquivo(`nome\n${'Ana\n'.repeat(50_000)}`));
    for await (const l of p.linhas()) {
      expect(l).toEqual({ nr: 2, valores: ['Ana'] });
      break;
    }
    await p.fechar();
  });

  it('reads quoted fields with delimiters, line breaks and doubled quotes; row numbers count records', async () => {
    const r = await ler('nome;obs;cpf\n"Silva; Maria";"linha 1\nlinha 2";1\n\n"Ana";"disse ""oi""";2\n');
    expect(r.linhas).toEqual([
      { nr: 2, valores: ['Silva; Maria', 'linha 1\nlinha 2', '1'] },
      // the blank line is skipped, and still counted
      { nr: 4, valores: ['Ana', 'disse "oi"', '2'] },
    ]);
  });

  it('reads a tab-separated file, and skips blank lines and lines of empty values', async () => {
    const r = await ler('nome\tcidade\n\nMaria\tJaraguá do Sul\n\t\n   \nJosé\tJoinville');
    expect(r.cabecalho).toEqual(['nome', 'cidade']);
    expect(r.linhas).toEqual([
      { nr: 3, valores: ['Maria', 'Jaraguá do Sul'] },
      { nr: 6, valores: ['José', 'Joinville'] },
    ]);
  });

  it('gives a row with more or fewer values than the header as it is', async () => {
    const r = await ler('a;b;c\n1;2\n1;2;3;4\n');
    expect(r.linhas.map((l) => l.valores)).toEqual([
      ['1', '2'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('reads a one-column file, and the rows again on a second call', async () => {
    const p = await abrirPlanilha(await arquivo('email\na@x.com\nb@x.com\n'));
    try {
      expect(p.cabecalho).toEqual(['email']);
      const primeira = await todas(p);
      expect(await todas(p)).toEqual(primeira);
      expect(primeira.map((l) => l.valores[0])).toEqual(['a@x.com', 'b@x.com']);
    } finally {
      await p.fechar();
    }
  });

  it('refuses an empty file, a header without rows and a blank header', async () => {
    await recusa('', M.arquivoVazio);
    await recusa('\uFEFF', M.arquivoVazio);
    await recusa('nome;cpf\r\n', M.soCabecalho);
    await recusa('nome;cpf\r\n;\r\n\r\n', M.soCabecalho);
    await recusa(';;\nMaria;1;2\n', M.semCabecalho);
    await recusa('\nnome;cpf\nMaria;1\n', M.semCabecalho);
  });

  it('refuses a NUL byte at the start or far into the file', async () => {
    await recusa(Buffer.from('nome;cpf\nMa\0ria;1\n'), M.caractereNulo);
    const longe = Buffer.concat([
      Buffer.from(`nome;cpf\n${'Maria;1\n'.repeat(20_000)}`),
      Buffer.from('Jo\0ão;2\n'),
    ]);
    await recusa(longe, M.caractereNulo);
  });

  it('refuses mixed encodings: a Latin-1 byte in a UTF-8 file, naming its line', async () => {
    const texto = Buffer.concat([
      Buffer.from(`nome;cidade\nJoão;São Paulo\n${'Ana;Blumenau\n'.repeat(20_000)}`),
      latin1('José;Itajaí\n'),
    ]);
    await recusa(texto, M.codificacaoMista(20_003));
  });

  it('refuses mixed encodings: UTF-8 characters (Ã©) in a Latin-1 file, naming its line', async () => {
    await recusa(
      Buffer.concat([latin1('nome;cidade\nJoão;Itajaí\n'), Buffer.from('José;São Paulo\n')]),
      M.codificacaoMista(3),
    );
    await recusa(Buffer.concat([latin1('nome;obs\nJoão;'), Buffer.from('“aspas”\n')]), M.codificacaoMista(2));
  });

  it('refuses an unclosed quote, naming the row where it opens', async () => {
    await recusa('nome;obs\nMaria;ok\nJosé;"sem fim\nAna;x\n', M.aspasAbertas(3));
  });

  it('refuses more columns than the limit, in the header or in a row', async () => {
    const muitas = (k: number) => Array.from({ length: k }, (_, i) => `c${i}`).join(';');
    await recusa(`${muitas(L.colunas + 1)}\n${muitas(L.colunas + 1)}\n`, M.colunasDemais);
    await recusa(`${muitas(3)}\n1;2;3\n${muitas(L.colunas + 1)}\n`, M.colunasDemais);
  });

  it('refuses a cell over the limit of characters, naming its row', async () => {
    await recusa(`nome;obs\nMaria;curta\nJosé;${'x'.repeat(L.caracteresCelula + 1)}\n`, M.celulaGrande(3));
    await recusa(`nome;obs\nJosé;"${'x'.repeat(L.caracteresCelula + 1)}"\n`, M.celulaGrande(2));
  });
});

describe('format by content', () => {
  it('refuses a PNG, a PDF and an old .xls whatever their names', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    await recusa(png, M.formatoDesconhecido, 'foto.xlsx');
    await recusa(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), M.formatoDesconhecido, 'lista.csv');
    await recusa(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
      M.formatoDesconhecido,
      'a.xls',
    );
  });

  it('refuses a UTF-16 text (it has NUL bytes)', async () => {
    await recusa(Buffer.from('\uFEFFnome;cpf\r\nMaria;1\r\n', 'utf16le'), M.caractereNulo);
  });
});

describe('JSON: the portal LGPD export', () => {
  const exportacao = (titular: Record<string, unknown>) => ({
    gerado_em: '2026-01-10T12:00:00.000Z',
    controlador: 'Recrutamento e Seleção',
    titular,
    tratamento: { finalidades: [], destinatarios: [] },
    consentimentos: [],
  });

  it('reads one export: the titular fields are the header, one row', async () => {
    const titular = {
      nm_pessoa: 'João da Silva',
      nr_cpf: '12345678909',
      dt_nascimento: '1990-05-01',
      nr_filhos: 2,
    };
    const r = await ler(
      `\uFEFF  ${JSON.stringify(exportacao({ ...titular, ds_apelido: null, id_ativo: true }))}`,
      'x.txt',
    );
    expect(r.formato).toBe('json');
    expect(r.cabecalho).toEqual([
      'nm_pessoa',
      'nr_cpf',
      'dt_nascimento',
      'nr_filhos',
      'ds_apelido',
      'id_ativo',
    ]);
    expect(r.linhas).toEqual([
      { nr: 2, valores: ['João da Silva', '12345678909', '1990-05-01', '2', '', 'S'] },
    ]);
  });

  it('reads an array of exports: the union of their fields, a row each', async () => {
    const lista = [
      exportacao({ nm_pessoa: 'Ana', nr_cpf: '1' }),
      exportacao({ nm_pessoa: 'Rui', ds_email: 'r@x.com' }),
    ];
    const r = await ler(JSON.stringify(lista, null, 2));
    expect(r.cabecalho).toEqual(['nm_pessoa', 'nr_cpf', 'ds_email']);
    expect(r.linhas).toEqual([
      { nr: 2, valores: ['Ana', '1', ''] },
      { nr: 3, valores: ['Rui', '', 'r@x.com'] },
    ]);
  });

  it('refuses any other JSON', async () => {
    await recusa('{"nome": "Maria", "cpf": "1"}', M.jsonInvalido);
    await recusa('[{"titular": "Maria"}]', M.jsonInvalido);
    await recusa('[]', M.jsonInvalido);
    await recusa('{"titular": {}}', M.jsonInvalido);
    await recusa('{"titular": {"nm_pessoa": "Ana"}', M.jsonInvalido);
    await recusa(`[${JSON.stringify(exportacao({ a: 1 }))}, 3]`, M.jsonInvalido);
  });

  it('refuses a JSON over its limit of size', async () => {
    const grande = `[${'0,'.repeat(L.bytesJson / 2)}0]`;
    await recusa(grande, M.jsonGrande);
  });
});
