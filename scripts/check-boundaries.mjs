#!/usr/bin/env node
// Enforces the dependency boundaries of the architecture (docs/architecture.md, "Boundaries").
// Each rule reads the import specifiers of a source file and says which imports it forbids.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Import specifiers of a source text (comments removed first). */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out = [];
  for (const m of code.matchAll(IMPORT_RE)) out.push(m[1] ?? m[2] ?? m[3] ?? m[4]);
  return out;
}

function walk(dir, acc = []) {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else if (SOURCE.test(e.name)) acc.push(p);
  }
  return acc;
}

const rel = (root, p) => path.relative(root, p).split(path.sep).join('/');

/** Where an import points: a repo-relative path for relative imports, else the bare specifier. */
function target(root, file, spec) {
  if (spec.startsWith('.')) return { local: true, path: rel(root, path.resolve(path.dirname(file), spec)) };
  return { local: false, path: spec };
}

const featureOf = (p) => p.match(/^apps\/web\/src\/features\/([^/]+)/)?.[1];
const moduleOf = (p) => p.match(/^apps\/api\/src\/modules\/([^/]+)/)?.[1];

export const RULES = [
  {
    id: 'domain-pure',
    text: 'packages/domain holds no I/O and imports no app code',
    applies: (f) => f.startsWith('packages/domain/'),
    forbids: (t) =>
      (t.local && !t.path.startsWith('packages/domain/')) ||
      (!t.local &&
        (/^(node:|fs$|path$|http|net$|child_process|pg$|@electric-sql)/.test(t.path) ||
          /^@backoffice\/(api|web)/.test(t.path))),
  },
  {
    id: 'web-not-api',
    text: 'the web never imports the api',
    applies: (f) => f.startsWith('apps/web/'),
    forbids: (t) => (t.local && t.path.startsWith('apps/api/')) || t.path.startsWith('@backoffice/api'),
  },
  {
    id: 'api-not-web',
    text: 'the api never imports the web',
    applies: (f) => f.startsWith('apps/api/'),
    forbids: (t) => (t.local && t.path.startsWith('apps/web/')) || t.path.startsWith('@backoffice/web'),
  },
  {
    id: 'feature-isolation',
    text: 'a web feature never imports another feature (compose them in app/)',
    applies: (f) => Boolean(featureOf(f)),
    forbids: (t, f) => t.local && Boolean(featureOf(t.path)) && featureOf(t.path) !== featureOf(f),
  },
  {
    id: 'web-layers',
    text: 'web components/ and lib/ never import features/ or app/',
    applies: (f) => /^apps\/web\/src\/(components|lib)\//.test(f),
    forbids: (t) => t.local && /^apps\/web\/src\/(features|app)\//.test(t.path),
  },
  {
    id: 'module-through-service',
    text: 'an api module uses another module only through its service',
    applies: (f) => Boolean(moduleOf(f)),
    forbids: (t, f) =>
      t.local &&
      Boolean(moduleOf(t.path)) &&
      moduleOf(t.path) !== moduleOf(f) &&
      !/\.service$/.test(t.path.replace(/\.(ts|js)$/, '')),
  },
  {
    id: 'platform-not-modules',
    text: 'the api platform never imports a module',
    applies: (f) => f.startsWith('apps/api/src/platform/') || f.startsWith('apps/api/src/db/'),
    forbids: (t) => t.local && t.path.startsWith('apps/api/src/modules/'),
  },
];

/** Every boundary violation under root: [{rule, file, spec}]. */
export function checkBoundaries(root) {
  const files = ['packages/domain', 'apps/api/src', 'apps/api/test', 'apps/web/src', 'apps/web/e2e'].flatMap(
    (d) => walk(path.join(root, d)),
  );
  const violations = [];
  for (const abs of files) {
    const file = rel(root, abs);
    const rules = RULES.filter((r) => r.applies(file));
    if (rules.length === 0) continue;
    for (const spec of importsOf(fs.readFileSync(abs, 'utf8'))) {
      const t = target(root, abs, spec);
      for (const r of rules) if (r.forbids(t, file)) violations.push({ rule: r.id, file, spec });
    }
  }
  return violations;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const v = checkBoundaries(root);
  for (const x of v) {
    const rule = RULES.find((r) => r.id === x.rule);
    console.error(`${x.file}: import '${x.spec}' breaks [${x.rule}] ${rule.text}`);
  }
  if (v.length > 0) {
    console.error(`${v.length} boundary violation(s).`);
    process.exit(1);
  }
  console.log('Boundaries ok.');
}
