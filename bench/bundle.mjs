// Initial JavaScript of the web app: the entry script plus the chunks index.html preloads,
// gzip-compressed as a browser downloads them. Target: <= 250 kB gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fmt, ROOT } from './lib.mjs';

const dist = path.join(ROOT, 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gz = 0;
for (const src of initial) {
  const buf = fs.readFileSync(path.join(dist, src.replace(/^\//, '')));
  raw += buf.length;
  gz += zlib.gzipSync(buf, { level: 9 }).length;
}
const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.some((s) => s.endsWith(f)));
console.log(
  `initial JS: ${fmt(gz / 1024, 1)} kB gzip (${fmt(raw / 1024, 1)} kB raw) in ${initial.length} file(s); ${lazy.length} lazy chunk(s); target <= 250 kB gzip: ${gz / 1024 <= 250 ? 'met' : 'NOT met'}`,
);
