// Shared helpers of the benchmark scripts: start the built server, wait for it, log in, bundle api code.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER = path.join(ROOT, 'apps/api/dist/server.js');

export function ensureBuilt() {
  if (!fs.existsSync(SERVER)) {
    throw new Error('Build the product first: npm run build');
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts the server; resolves with the process and the milliseconds until /api/health answered 200. */
export async function startServer(env, { timeoutMs = 180_000, servidor = SERVER } = {}) {
  const port = env.PORT;
  const t0 = performance.now();
  const child = spawn(process.execPath, [servidor], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return { child, base, ms: performance.now() - t0, output: () => out };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${out}`);
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Logs in and returns the Cookie header value. */
export async function login(base, usuario, senha) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ usuario, senha }),
  });
  if (!r.ok) throw new Error(`login failed: ${r.status} ${await r.text()}`);
  const cookie = r.headers.getSetCookie?.() ?? [r.headers.get('set-cookie')];
  return cookie.map((c) => c.split(';')[0]).join('; ');
}

export const fmt = (n, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/**
 * Bundles the given exports of the api's and domain's TypeScript source into bench/dist/<nome>.mjs, as
 * the api build does (the workspace's domain inlined, npm packages external), and imports it.
 * `exportacoes` is module source: `export { x } from './apps/api/src/...';` lines, relative to the root.
 */
export async function carregarCodigoApi(nome, exportacoes) {
  const { build } = await import('esbuild');
  const dist = path.join(ROOT, 'bench/dist');
  fs.mkdirSync(dist, { recursive: true });
  const saida = path.join(dist, `${nome}.mjs`);
  await build({
    stdin: { contents: exportacoes, resolveDir: ROOT, loader: 'ts' },
    outfile: saida,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'inline-workspace',
        setup(b) {
          b.onResolve({ filter: /^@backoffice\/domain(\/.*)?$/ }, (args) => {
            const sub = args.path.slice('@backoffice/domain'.length).replace(/^\//, '') || 'index';
            return { path: path.join(ROOT, `packages/domain/src/${sub}.ts`) };
          });
          // zod and lru-cache as the workspace has them, inlined: bench/node_modules holds other major
          // versions (dependencies of lighthouse) that an external import from bench/dist would load
          const daRaiz = createRequire(path.join(ROOT, 'package.json'));
          b.onResolve({ filter: /^(zod|lru-cache)(\/.*)?$/ }, (args) => ({
            path: daRaiz.resolve(args.path),
          }));
        },
      },
    ],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return import(pathToFileURL(saida).href);
}

/** The p-th percentile of the values (nearest rank), 0 for none. */
export function percentil(valores, p) {
  const o = [...valores].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)] ?? 0;
}

/** Runs an api script (`migrate`, `seed`) built from source, with the seed loading `n` candidates. */
function rodarScriptApi(script, n, env, stdio = 'inherit') {
  const api = path.join(ROOT, 'apps/api');
  const b = spawnSync(process.execPath, ['build.mjs', '--script', script], { cwd: api, stdio: 'inherit' });
  if (b.status !== 0) throw new Error(`${script} build failed`);
  return spawnSync(
    process.execPath,
    [`dist/${script}.js`, ...(script === 'seed' ? ['--candidates', String(n), '--reset'] : [])],
    { cwd: api, env: { ...process.env, ...env }, stdio, encoding: 'utf8' },
  );
}

/**
 * An empty bench database `nome` on the PostgreSQL at `admin` (dropped and created again; kept as it
 * is with `reusar` when it exists): its address and whether it was kept, or null when no server
 * answers there.
 */
export async function bancoDoBench(admin, nome, { reusar = false } = {}) {
  const c = new pg.Client({ connectionString: admin });
  try {
    await c.connect();
  } catch (e) {
    console.log(`postgres skipped: no server at ${admin} (${e.message})`);
    return null;
  }
  try {
    const existe = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [nome])).rowCount > 0;
    const reusado = reusar && existe;
    if (!reusado) {
      await c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${nome}`);
    }
    const url = new URL(admin);
    url.pathname = `/${nome}`;
    return { url: url.toString(), reusado };
  } finally {
    await c.end();
  }
}

/**
 * The bench database `nome` on the PostgreSQL at `admin` holding the demo with `n` candidates: reused
 * (after the latest migrations) when it holds that many, else created and loaded by the seed. Its
 * address, or null when no server answers there.
 */
export async function bancoDemoComCandidatos(admin, nome, n) {
  const c = new pg.Client({ connectionString: admin });
  try {
    await c.connect();
  } catch (e) {
    console.log(`postgres skipped: no server at ${admin} (${e.message})`);
    return null;
  }
  const existe = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [nome])).rowCount > 0;
  if (!existe) await c.query(`CREATE DATABASE ${nome}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${nome}`;
  const banco = new pg.Client({ connectionString: url.toString() });
  await banco.connect();
  const atual = await banco
    .query('SELECT count(*)::int AS n FROM candidato')
    .then((r) => r.rows[0].n)
    .catch(() => null)
    .finally(() => banco.end());
  if (atual === n) {
    console.log(`reusing ${nome} (${fmt(n)} candidates); running the migrations`);
    if (rodarScriptApi('migrate', n, { DATABASE_URL: url.toString() }).status !== 0)
      throw new Error('migrations failed');
    return url.toString();
  }
  console.log(`loading ${fmt(n)} demo candidates into ${nome} with the seed (found ${fmt(atual ?? 0)})...`);
  const t = performance.now();
  const r = rodarScriptApi('seed', n, { DATABASE_URL: url.toString() }, ['ignore', 'pipe', 'inherit']);
  if (r.status !== 0) throw new Error(`seed failed:\n${r.stdout}`);
  console.log(`loaded in ${fmt((performance.now() - t) / 1000, 1)} s`);
  return url.toString();
}
