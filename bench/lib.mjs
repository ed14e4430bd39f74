// Shared helpers of the benchmark scripts: start the built server, wait for it, log in, bundle api code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
        },
      },
    ],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return import(pathToFileURL(saida).href);
}
