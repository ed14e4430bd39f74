import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { carregarCandidatos } from './carga-candidatos';
import { carregarDemo, textoLoginsDemo } from './demo';
import { hojeNegocio } from './gerador-candidatos';
import { ensureReferenceData } from './reference-data';

// npm run seed -- --candidates N [--reset]
// On DATABASE_URL or the embedded database: migrations, reference data, the demo organisation when
// there are no users yet, then N candidates. --reset empties the database first.
const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '10000' },
    reset: { type: 'boolean', default: false },
  },
});
const quantidade = Number(values.candidates);
if (!Number.isInteger(quantidade) || quantidade < 0) {
  console.error('--candidates deve ser um número inteiro maior ou igual a zero');
  process.exit(1);
}

const config = loadConfig();
const inicio = Date.now();
const tempos: Record<string, number> = {};
const etapa = async <T>(nome: string, fn: () => Promise<T>): Promise<T> => {
  const t = Date.now();
  const r = await fn();
  tempos[nome] = Date.now() - t;
  return r;
};
const log = (m: string) => console.log(`[${((Date.now() - inicio) / 1000).toFixed(1)} s] ${m}`);

const handle = await openDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
  poolMax: Math.max(config.DB_POOL_MAX, 10),
});
try {
  log(`banco: ${handle.kind === 'pglite' ? `embutido (${config.dataDir})` : 'PostgreSQL'}`);
  if (values.reset) {
    await etapa('reset', async () => {
      await handle.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await handle.query('DROP SCHEMA public CASCADE');
      await handle.query('CREATE SCHEMA public');
    });
    log('banco esvaziado');
  }
  await etapa('migracoes', () => runMigrations(handle));
  await etapa('referencia', () => ensureReferenceData({ handle }));
  const [{ n }] = await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario');
  if (n === 0) {
    const r = await etapa('demo', () =>
      carregarDemo(handle, { candidatos: quantidade, senha: config.DEMO_PASSWORD, log }),
    );
    Object.assign(tempos, r.tempos);
    console.log(textoLoginsDemo(r.logins, config.DEMO_PASSWORD, r.candidatoPortal));
  } else {
    const r = await etapa('candidatos', () =>
      carregarCandidatos(handle, { quantidade, hoje: hojeNegocio(), log }),
    );
    Object.assign(tempos, r.tempos);
  }
  console.log('Tempos (s):');
  for (const [k, v] of Object.entries(tempos)) console.log(`  ${k.padEnd(28)} ${(v / 1000).toFixed(1)}`);
  console.log(`Total: ${((Date.now() - inicio) / 1000).toFixed(1)} s para ${quantidade} candidatos.`);
} finally {
  await handle.close();
}
