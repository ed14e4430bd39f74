// GET /api/session on this checkout's build and on another built checkout (BENCH_COMPARAR_COM, a path),
// on PostgreSQL, in alternated rounds on fresh processes: requests per second, p99 and the server's CPU
// per request (from /proc, every thread). Both servers use one demo database each. Prints each round
// and the medians; meant for a quiet machine.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { fmt, freePort, login, ROOT, startServer, stopServer } from './lib.mjs';

const OUTRO = process.env.BENCH_COMPARAR_COM;
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 30_000);
const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!OUTRO || !fs.existsSync(path.join(OUTRO, 'apps/api/dist/server.js'))) {
  console.log('api-comparacao skipped: set BENCH_COMPARAR_COM to another checkout with `npm run build` done');
  process.exit(0);
}

function cpuMs(pid) {
  let total = 0;
  for (const t of fs.readdirSync(`/proc/${pid}/task`)) {
    const f = fs.readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8').split(') ')[1].split(' ');
    total += (Number(f[11]) + Number(f[12])) * 10;
  }
  return total;
}

async function banco(nome) {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${nome}`);
  await c.end();
  const url = new URL(ADMIN);
  url.pathname = `/${nome}`;
  return url.toString();
}

const alvos = {
  este: { dir: ROOT, banco: 'backoffice_bench_cmp_este' },
  outro: { dir: OUTRO, banco: 'backoffice_bench_cmp_outro' },
};
for (const a of Object.values(alvos)) {
  a.url = await banco(a.banco);
  // the first start loads the demo data; the rounds start the server again on it
  const s = await startServer(
    { PORT: String(await freePort()), DATABASE_URL: a.url, DEMO_DATA: 'true', DEMO_CANDIDATES: '1000' },
    { servidor: path.join(a.dir, 'apps/api/dist/server.js') },
  );
  await stopServer(s.child);
}

const res = { este: [], outro: [] };
for (let i = 0; i < RODADAS; i++) {
  for (const k of i % 2 ? ['outro', 'este'] : ['este', 'outro']) {
    const a = alvos[k];
    const s = await startServer(
      {
        PORT: String(await freePort()),
        DATABASE_URL: a.url,
        DEMO_DATA: 'false',
        PORTAL_PUBLIC_URL: 'http://127.0.0.1',
      },
      { servidor: path.join(a.dir, 'apps/api/dist/server.js') },
    );
    const cookie = await login(s.base, 'admin', process.env.DEMO_PASSWORD ?? 'demo1234');
    await autocannon({ url: `${s.base}/api/session`, connections: 50, duration: 3, headers: { cookie } });
    const c0 = cpuMs(s.child.pid);
    const r = await autocannon({
      url: `${s.base}/api/session`,
      connections: 50,
      amount: PEDIDOS,
      headers: { cookie },
    });
    const us = ((cpuMs(s.child.pid) - c0) * 1000) / PEDIDOS;
    await stopServer(s.child);
    const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    res[k].push({ rps: r.requests.average, p99: r.latency.p99, us });
    console.log(
      `${k.padEnd(5)} round ${i + 1}: ${fmt(r.requests.average)} req/s  p99 ${fmt(r.latency.p99)} ms  server CPU ${fmt(us)} µs/request  (load ${load})`,
    );
  }
}
const mediana = (v) => v.sort((x, y) => x - y)[v.length >> 1];
for (const k of ['este', 'outro']) {
  console.log(
    `${k.padEnd(5)} median: ${fmt(mediana(res[k].map((x) => x.rps)))} req/s, p99 ${fmt(mediana(res[k].map((x) => x.p99)))} ms, ${fmt(mediana(res[k].map((x) => x.us)))} µs/request (${k === 'outro' ? OUTRO : 'this checkout'})`,
  );
}
