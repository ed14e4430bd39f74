// The migrated template every api test database is copied from: built once per run by
// global-setup.ts, copied per test file by createTestDb (helpers.ts).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../src/db/client';
import { migrationsFolder, runMigrations } from '../src/db/migrate';

/** What the test files receive from the global setup (vitest `provide`/`inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated PGlite data directory (embedded runs). */
    modeloPglite?: string;
    /** Name of the migrated template database (PostgreSQL runs). */
    modeloPostgres?: string;
  }
}

/** The PostgreSQL server the api tests also run on, when set. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** Hash of every file of the migrations folder: a new migration or an edit gives a new template. */
export function hashMigracoes(pasta = migrationsFolder()): string {
  const h = createHash('sha256');
  const arquivos: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else arquivos.push(p);
    }
  };
  walk(pasta);
  for (const p of arquivos.sort()) {
    h.update(path.relative(pasta, p).split(path.sep).join('/'));
    h.update('\0');
    h.update(fs.readFileSync(p));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** The template database's name for the current migrations. */
export function nomeModeloPostgres(hash = hashMigracoes()): string {
  return `backoffice_modelo_${hash}`;
}

/** Migrates a fresh in-memory PGlite and writes its data directory (uncompressed tar) to `arquivo`. */
export async function gravarModeloPglite(arquivo: string): Promise<void> {
  const handle = await openDb({});
  try {
    await runMigrations(handle);
    // The copies only use the database `postgres`: without template0 and template1 (a third of the
    // data directory) each test file's PGlite unpacks and starts about a quarter faster.
    for (const nome of ['template0', 'template1']) {
      await handle.query(`ALTER DATABASE ${nome} WITH IS_TEMPLATE false`);
      await handle.query(`DROP DATABASE ${nome}`);
    }
    // a copy that starts after a checkpoint has no WAL to replay
    await handle.query('CHECKPOINT');
    const tar = await handle.pglite!.dumpDataDir('none');
    fs.writeFileSync(arquivo, new Uint8Array(await tar.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

// Any fixed number: serialises the runs that build templates against one server database.
const CHAVE_TRAVA = 731_950_214;

async function comAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function urlDoBanco(base: string, nome: string): string {
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return url.toString();
}

/**
 * Makes sure the template database of the current migrations exists on the server of `base` and
 * returns its name. It is migrated under a temporary name and renamed when complete, so a template
 * under the final name is always whole; concurrent runs wait on an advisory lock, and a run that
 * loses a race anyway (another admin database) drops its copy and uses the winner's. The template
 * accepts no connections, so nothing can keep `CREATE DATABASE … TEMPLATE` from copying it.
 */
export async function garantirModeloPostgres(base: string): Promise<string> {
  const nome = nomeModeloPostgres();
  const existe = async (c: pg.Client) =>
    (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [nome])).rowCount === 1;
  return comAdmin(base, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [CHAVE_TRAVA]);
    try {
      if (await existe(admin)) return nome;
      const temp = `${nome}_novo_${randomBytes(4).toString('hex')}`;
      const descartar = async () => {
        await admin.query(`ALTER DATABASE ${temp} WITH IS_TEMPLATE false`).catch(() => {});
        await admin.query(`DROP DATABASE IF EXISTS ${temp} WITH (FORCE)`).catch(() => {});
      };
      await admin.query(`CREATE DATABASE ${temp}`);
      try {
        const handle = await openDb({ databaseUrl: urlDoBanco(base, temp), poolMax: 2 });
        try {
          await runMigrations(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE ${temp} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
        await admin.query(`ALTER DATABASE ${temp} RENAME TO ${nome}`);
      } catch (e) {
        await descartar();
        // 42P04 duplicate_database: another run finished the same template first
        if ((e as { code?: string }).code === '42P04') return nome;
        throw e;
      }
      return nome;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [CHAVE_TRAVA]);
    }
  });
}
