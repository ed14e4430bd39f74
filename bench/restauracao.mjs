// Backup and restore of a large database, end to end: scripts/ensaio-restauracao.sh with
// BENCH_RESTAURACAO_CANDIDATOS candidates (default 1,000,000) loaded by the seed into a cluster of its
// own, then the logical dump (pg_dump -Fd -j 2) restored into a fresh cluster with every table counted,
// and the base backup (pg_basebackup, lz4) restored and counted the same way. Prints each step's seconds
// and copy + restore + check per kind. Target: <= 15 min for 1,000,000 candidates (docs/operacao.md).
// Needs root (or postgres) and Debian's PostgreSQL cluster tools; drops every cluster it creates.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fmt, ROOT } from './lib.mjs';

const N = Number(process.env.BENCH_RESTAURACAO_CANDIDATOS ?? 1_000_000);
const ALVO_S = 15 * 60;

const filho = spawn(
  'bash',
  [path.join(ROOT, 'scripts/ensaio-restauracao.sh'), '--candidatos', String(N), '--sem-pitr'],
  {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let saida = '';
filho.stdout.on('data', (d) => {
  saida += d;
  process.stdout.write(d);
});
const codigo = await new Promise((r) => filho.on('exit', r));
const tempos = Object.fromEntries(
  [...saida.matchAll(/^tempo (\S+) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]),
);
const ok = /^ensaio: ok$/m.test(saida);
console.log(`\nRestauração de ${fmt(N)} candidatos (segundos)`);
for (const tipo of ['logico', 'base']) {
  const copia = tempos[`copia_${tipo}`];
  const restauracao = tempos[`restauracao_${tipo}`];
  if (copia === undefined || restauracao === undefined) continue;
  const total = copia + restauracao;
  console.log(
    `  ${tipo.padEnd(7)} cópia ${fmt(copia).padStart(5)}  restauração + conferência ${fmt(restauracao).padStart(5)}  ` +
      `total ${fmt(total).padStart(5)}  ${total <= ALVO_S ? 'dentro' : 'FORA'} do alvo (${ALVO_S} s)`,
  );
}
console.log(`  carga da origem (seed) ${fmt(tempos.carga ?? 0)}; ensaio inteiro ${fmt(tempos.total ?? 0)}`);
console.log(ok ? 'restauracao bench: ok' : 'restauracao bench: FALHOU');
process.exit(ok && codigo === 0 ? 0 : 1);
