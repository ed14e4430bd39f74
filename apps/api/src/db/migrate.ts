import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DbHandle } from './client';

/** Folder of the SQL migrations, found from the source tree or from the bundle in dist/. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db → src/db/migrations; dist → ../src/db/migrations
  return here.endsWith(`${path.sep}dist`)
    ? path.resolve(here, '../src/db/migrations')
    : path.resolve(here, 'migrations');
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific migrator
    await migratePglite(handle.db as any, { migrationsFolder: migrationsFolderPath });
  } else if (handle.url) {
    // a connection of its own, without the pool's statement_timeout: an index built over a large
    // table may take minutes
    const cliente = new pg.Client({ connectionString: handle.url });
    await cliente.connect();
    try {
      await migratePg(drizzlePg(cliente), { migrationsFolder: migrationsFolderPath });
    } finally {
      await cliente.end();
    }
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific migrator
    await migratePg(handle.db as any, { migrationsFolder: migrationsFolderPath });
  }
}
