import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
// biome-ignore lint/suspicious/noExplicitAny: both drivers share this base type
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;

/** A transaction of the drizzle handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A drizzle database or transaction, where a function only runs statements. */
export type Executor = Pick<Db, 'execute'>;

/** The rows of an `execute` answer (node-postgres and PGlite shape it differently). */
export function linhas<T>(r: unknown): T[] {
  return ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as T[];
}

/** Rows of a raw query run through drizzle. */
export async function consultar<T>(ex: Executor, query: SQL): Promise<T[]> {
  return linhas<T>(await ex.execute(query));
}

export type NotificationHandler = (payload: string) => void;

/** One open database: the drizzle handle plus what the platform needs from the driver. */
export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Run raw SQL with parameters; returns the rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** The underlying PGlite instance (embedded only). */
  pglite?: PGlite;
  /** The underlying pool (PostgreSQL only). */
  pool?: pg.Pool;
  /** The connection URL (PostgreSQL only): migrations take a connection of their own from it. */
  url?: string;
}

export interface OpenDbOptions {
  databaseUrl?: string;
  /** Directory for PGlite; undefined means in memory. */
  dataDir?: string;
  /** A PGlite data directory (tarball of `dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: Blob;
  poolMax?: number;
  /**
   * PostgreSQL: the server cancels a statement running longer (statement_timeout; the request then
   * answers 503), and a request waits at most this long for a free connection. Unset: no limit.
   */
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
}

// Bigint columns (keys people read) come back as numbers: they stay well below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// Dates (no time) stay as 'YYYY-MM-DD' strings.
pg.types.setTypeParser(1082, (v) => v);

export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10, opts);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    loadDataDir,
    extensions: { pg_trgm, unaccent, btree_gin },
    parsers: { 20: (v: string) => Number(v), 1082: (v: string) => v },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async listen(channel, handler) {
      const unsub = await client.listen(channel, handler);
      return async () => unsub();
    },
    async query(text, params) {
      const r = await client.query(text, params as unknown[]);
      return r.rows as never[];
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  max: number,
  limites: Pick<OpenDbOptions, 'statementTimeoutMs' | 'connectTimeoutMs'>,
): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: limites.connectTimeoutMs ?? 0,
    statement_timeout: limites.statementTimeoutMs || undefined,
  });
  pool.on('error', () => {
    // an idle client died; the pool replaces it
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<NotificationHandler>>();

  async function ensureListener(): Promise<pg.Client> {
    if (listener) return listener;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    c.on('error', () => {
      listener = undefined;
      // reconnect and re-subscribe after a short pause
      setTimeout(() => {
        void resubscribe();
      }, 1000).unref();
    });
    listener = c;
    return c;
  }

  async function resubscribe() {
    try {
      const c = await ensureListener();
      for (const ch of handlers.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(ch)}`);
    } catch {
      setTimeout(() => {
        void resubscribe();
      }, 2000).unref();
    }
  }

  return {
    db,
    kind: 'postgres',
    pool,
    url,
    async listen(channel, handler) {
      const c = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async query(text, params) {
      const r = await pool.query(text, params as unknown[]);
      return r.rows;
    },
    async close() {
      if (listener) await listener.end().catch(() => {});
      await pool.end();
    },
  };
}
