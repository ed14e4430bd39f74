import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { abrirPlanilha } from './planilha';

let pasta: string;

beforeAll(async () => {
  pasta = await mkdtemp(join(tmpdir(), 'leitura-memoria-'));
});
afterAll(async () => {
  await rm(pasta, { recursive: true, force: true });
});

const LINHAS = 200_000;
const MB = 1024 * 1024;

it('streams 200,000 rows with the heap bounded (the file is never held whole)', async () => {
  const caminho = join(pasta, 'grande.csv');
  const saida = createWriteStream(caminho);
  saida.write('\uFEFFnome;cpf;cidade;observacao\r\n');
  const obs = 'Experiência em atendimento, vendas e logística; disponível para viagens. '.repeat(5);
  for (let i = 1; i <= LINHAS; i++) {
    const linha = `João ${i};${String(i).padStart(11, '0')};São Paulo;"${obs} ${i}"\r\n`;
    if (!saida.write(linha)) await once(saida, 'drain');
  }
  saida.end();
  await once(saida, 'finish');
  const bytes = (await stat(caminho)).size;
  expect(bytes).toBeGreaterThan(70 * MB);

  const antes = process.memoryUsage().heapUsed;
  let maior = antes;
  let contadas = 0;
  let ultima = 0;
  const p = await abrirPlanilha(caminho);
  try {
    for await (const l of p.linhas()) {
      contadas++;
      ultima = l.nr;
      if (contadas % 5000 === 0) maior = Math.max(maior, process.memoryUsage().heapUsed);
    }
  } finally {
    await p.fechar();
  }
  expect(contadas).toBe(LINHAS);
  expect(ultima).toBe(LINHAS + 1);
  // loose: the rows of the file as strings would take more than the file's size
  expect(maior - antes).toBeLessThan(bytes / 2);
});
