import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';

let pasta: string;

beforeAll(async () => {
  pasta = await mkdtemp(join(tmpdir(), 'leitura-memoria-'));
});
afterAll(async () => {
  await rm(pasta, { recursive: true, force: true });
});

const LINHAS = 200_000;
const MB = 1024 * 1024;
/** The reading process's heap: well under half the file. */
const HEAP_MB = 32;

it('streams 200,000 rows in a heap far smaller than the file (the file is never held whole)', async () => {
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

  // read in a process whose heap is far smaller than the file: holding the file (or its rows) whole
  // would end it with an out-of-memory error; streaming reads it to the end
  const script = join(pasta, 'ler.mjs');
  await build({
    stdin: {
      contents: `import { abrirPlanilha } from './planilha';
        const p = await abrirPlanilha(process.argv[2]);
        let contadas = 0; let ultima = 0;
        for await (const l of p.linhas()) { contadas++; ultima = l.nr; }
        await p.fechar();
        console.log(JSON.stringify({ contadas, ultima }));`,
      resolveDir: __dirname,
      loader: 'ts',
    },
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  const r = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, script, caminho], {
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  expect(JSON.parse(r.stdout)).toEqual({ contadas: LINHAS, ultima: LINHAS + 1 });
  expect(bytes).toBeGreaterThan(2 * HEAP_MB * MB);
});
