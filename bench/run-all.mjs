// Runs every benchmark in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const all = [
  'bundle.mjs',
  'api-load.mjs',
  'search.mjs',
  'minhas-vagas.mjs',
  'exportacao.mjs',
  'callcenter.mjs',
  'curriculo-salvar.mjs',
  'abertura-requisicoes.mjs',
  'importacao.mjs',
  'portal.mjs',
  'dados-candidato.mjs',
  'acoes-lote.mjs',
  'parecer-cliente.mjs',
  'cotas.mjs',
];
for (const script of only.length ? only.map((s) => `${s.replace(/\.mjs$/, '')}.mjs`) : all) {
  console.log(`\n## ${script}`);
  const r = spawnSync(process.execPath, [path.join(here, script)], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
