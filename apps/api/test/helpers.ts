import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DbHandle, openDb } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

/** The PostgreSQL server the api tests also run on, when set. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export interface TestDb {
  handle: DbHandle;
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDb(): Promise<TestDb> {
  const base = testDatabaseUrl();
  if (!base) {
    const handle = await openDb({});
    await runMigrations(handle);
    return { handle, drop: () => handle.close() };
  }
  const name = `teste_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolMax: 5 });
  await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: './.tmp/test-data', ...overrides });
}

export interface TestApp {
  app: App;
  db: TestDb;
  close(): Promise<void>;
}

/** Builds the app on a fresh database (one per test file). */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDb();
  const app = await buildApp({ config: testConfig(overrides), handle: db.handle });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
