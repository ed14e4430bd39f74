// API load: first-start and restart times on the embedded database, then an authenticated read
// driven by 50 connections (autocannon) on the embedded database and on PostgreSQL.
// Targets on PostgreSQL: >= 1,500 req/s with p99 <= 100 ms on 2 cores; restart <= 5 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, fmt, freePort, login, startServer, stopServer } from './lib.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const PATH = process.env.BENCH_PATH ?? '/api/session';

async function load(base, cookie, label) {
  // warm-up
  await autocannon({ url: base + PATH, connections: 10, duration: 2, headers: { cookie } });
  const r = await autocannon({
    url: base + PATH,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { cookie },
  });
  const ok = r['2xx'];
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${label.padEnd(12)} GET ${PATH}  ${fmt(r.requests.average)} req/s  p50 ${fmt(r.latency.p50)} ms  p99 ${fmt(r.latency.p99)} ms  (${fmt(ok)} ok, ${fmt(bad)} failed, ${CONNECTIONS} connections, ${DURATION} s)`,
  );
  return r;
}

async function embedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const port = await freePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' };
  const first = await startServer(env);
  console.log(`first start (fresh data dir, schema + demo data): ${fmt(first.ms / 1000, 1)} s`);
  const cookie = await login(first.base, 'admin', PASSWORD);
  await load(first.base, cookie, 'embedded');
  await stopServer(first.child);
  const again = await startServer(env);
  console.log(`restart (existing data dir): ${fmt(again.ms / 1000, 2)} s (target <= 5 s)`);
  await stopServer(again.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function postgres() {
  const admin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'backoffice_bench_api';
  const c = new pg.Client({ connectionString: admin });
  try {
    await c.connect();
  } catch (e) {
    console.log(`postgres     skipped: no server at ${admin} (${e.message})`);
    return;
  }
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const port = await freePort();
  const s = await startServer({
    PORT: String(port),
    DATABASE_URL: url.toString(),
    DEMO_DATA: 'true',
    DEMO_CANDIDATES: '1000',
  });
  console.log(`postgres first start (schema + demo data): ${fmt(s.ms / 1000, 1)} s`);
  const cookie = await login(s.base, 'admin', PASSWORD);
  const r = await load(s.base, cookie, 'postgres');
  const met = r.requests.average >= 1500 && r.latency.p99 <= 100;
  console.log(`postgres target (>= 1,500 req/s, p99 <= 100 ms): ${met ? 'met' : 'NOT met'}`);
  await stopServer(s.child);
  const c2 = new pg.Client({ connectionString: admin });
  await c2.connect();
  await c2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c2.end();
}

ensureBuilt();
console.log(`# api-load on ${os.cpus().length} cores, node ${process.version}`);
await embedded();
await postgres();
