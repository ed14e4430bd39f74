// Lighthouse's mobile preset on the login page of the built product (Debian's Chromium, simulated
// throttling): the performance score, first contentful paint and the script the page loads.
// Target: score >= 90. BENCH_LIGHTHOUSE_RUNS (default 3) runs; the median is reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, fmt, freePort, startServer, stopServer } from './lib.mjs';

const EXECUTAVEL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EXECUCOES = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

ensureBuilt();
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const port = await freePort();
const { child, base } = await startServer(
  { PORT: String(port), DATA_DIR: pasta, DEMO_DATA: 'false', NODE_ENV: 'development' },
  { timeoutMs: 300_000 },
);
const chrome = await chromeLauncher.launch({
  chromePath: EXECUTAVEL,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const resultados = [];
try {
  for (let i = 0; i < EXECUCOES; i++) {
    const r = await lighthouse(`${base}/login`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const a = r.lhr.audits;
    const scripts = (a['network-requests']?.details?.items ?? []).filter((x) => x.resourceType === 'Script');
    resultados.push({
      nota: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      scriptKb: scripts.reduce((s, x) => s + (x.transferSize ?? 0), 0) / 1024,
      naoUsadoKb: (a['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
    });
  }
} finally {
  await chrome.kill();
  await stopServer(child);
  fs.rmSync(pasta, { recursive: true, force: true });
}
resultados.sort((x, y) => x.nota - y.nota);
const m = resultados[Math.floor(resultados.length / 2)];
console.log(
  `login page, Lighthouse mobile (median of ${resultados.length}): performance ${m.nota} ` +
    `(runs: ${resultados.map((r) => r.nota).join(', ')}); FCP ${fmt(m.fcp / 1000, 1)} s, LCP ${fmt(m.lcp / 1000, 1)} s, ` +
    `TBT ${fmt(m.tbt)} ms; script ${fmt(m.scriptKb, 1)} KiB on the wire, ${fmt(m.naoUsadoKb, 1)} KiB unused; ` +
    `target >= 90: ${m.nota >= 90 ? 'met' : 'NOT met'}`,
);
