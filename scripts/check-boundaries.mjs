#!/usr/bin/env node
// Enforces the dependency boundaries of the architecture (docs/architecture.md, "Boundaries").
// Each import rule reads the import specifiers of a source file and says which imports it forbids;
// the cycle rules read the graph of every file of apps/ and packages/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const EXTENSOES = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
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
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
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
const semExtensao = (p) => p.replace(/\.(ts|tsx|mts|js|jsx|mjs)$/, '');
/** The one file through which other modules reach module m. */
const entradaDe = (m) => `apps/api/src/modules/${m}/${m}.entry`;
const ehEntrada = (f) => moduleOf(f) !== undefined && semExtensao(f) === entradaDe(moduleOf(f));
/** The file of module m's table pieces for others' raw SQL; it imports no module, so it joins no loop. */
const tabelasDe = (m) => `apps/api/src/modules/${m}/${m}.tabelas`;
const ehTabelas = (f) => moduleOf(f) !== undefined && semExtensao(f) === tabelasDe(moduleOf(f));
const ehTeste = (f) => /\.(test|spec)\.(ts|tsx|mjs)$/.test(f);
/** The data a module's tests set up (`*.fixtures.ts`), which may write any table. */
const ehPreparoDeTeste = (f) => /\.fixtures\.ts$/.test(f);

export const RULES = [
  {
    id: 'domain-pure',
    text: 'packages/domain imports only zod, @brazilian-utils (document check digits), dayjs (dates, with its utc and timezone plugins) and its own files (vitest in its tests)',
    applies: (f) => f.startsWith('packages/domain/'),
    forbids: (t, f) =>
      t.local
        ? !t.path.startsWith('packages/domain/')
        : !(
            /^zod(\/|$)/.test(t.path) ||
            t.path === '@brazilian-utils/brazilian-utils' ||
            /^dayjs(\/plugin\/(utc|timezone)(\.js)?)?$/.test(t.path) ||
            /^@backoffice\/domain(\/|$)/.test(t.path) ||
            (ehTeste(f) && t.path === 'vitest')
          ),
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
    id: 'module-entry',
    text: 'an api module reaches another only through its entry <module>/<module>.entry.ts, which re-exports only its own module, or its table pieces <module>/<module>.tabelas.ts, which import no module',
    applies: (f) => Boolean(moduleOf(f)),
    forbids: (t, f) => {
      if (!t.local) return false;
      const alvo = moduleOf(t.path);
      if (ehTabelas(f)) return Boolean(alvo);
      if (ehEntrada(f)) return alvo !== moduleOf(f);
      return (
        Boolean(alvo) &&
        alvo !== moduleOf(f) &&
        semExtensao(t.path) !== entradaDe(alvo) &&
        semExtensao(t.path) !== tabelasDe(alvo)
      );
    },
  },
  {
    id: 'platform-not-modules',
    text: 'the api platform never imports a module',
    applies: (f) => f.startsWith('apps/api/src/platform/') || f.startsWith('apps/api/src/db/'),
    forbids: (t) => t.local && t.path.startsWith('apps/api/src/modules/'),
  },
];

/**
 * Rules over the text of files: the web names no API path outside the typed calls. The API's paths
 * are those of the contracts (packages/domain/src/contratos); a string or template literal of a web
 * source (tests aside) that starts with one of their first segments, or with /api/, is refused: the
 * call goes through chamar/consultaDe/urlDe of its contract.
 */
export const TEXT_RULES = [
  {
    id: 'web-api-paths',
    text: 'the web names API paths only through contracts (chamar/consultaDe/urlDe), never as strings',
  },
  {
    id: 'sql-ownership',
    text: "an api module names another module's table in raw SQL only through the owner's pieces (<module>/<module>.tabelas.ts)",
  },
];

/** Where the map of modules and the tables they own is kept (the one place: decision 0007). */
export const MAPA_DONOS = 'docs/decisions/0007-modules-by-data-owner.md';

/** Table → owning module, from the module map of decision 0007 (first owner named wins). */
export function donosDasTabelas(texto) {
  const donos = new Map();
  const inicio = texto.indexOf('### Module map');
  if (inicio < 0) return donos;
  for (const linha of texto.slice(inicio).split('\n').slice(1)) {
    if (linha.startsWith('###')) break;
    const celulas = linha.split('|').map((c) => c.trim());
    if (celulas.length < 4 || !celulas[1].startsWith('`')) continue;
    const modulo = celulas[1].match(/^`([a-z-]+)`/)?.[1];
    for (const m of celulas[2].matchAll(/`([a-z_]+)`/g))
      if (modulo && !donos.has(m[1])) donos.set(m[1], modulo);
  }
  return donos;
}

/** Tables of `tabelas` a source names after FROM, JOIN, UPDATE or INTO (comments removed first). */
export function tabelasEmSql(texto, tabelas) {
  const code = texto.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const achadas = [];
  for (const m of code.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)\b(?![.(])/g)) {
    if (tabelas.has(m[1])) achadas.push(m[1]);
  }
  return achadas;
}

/** First segments of the contracts' paths ('/vaga/info-vaga/:nrVaga' → 'vaga'). */
function segmentosDaApi(root) {
  const dir = path.join(root, 'packages/domain/src/contratos');
  const segmentos = new Set();
  for (const f of walk(dir)) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(/caminho:\s*['"`]\/([A-Za-z0-9_-]+)/g))
      segmentos.add(m[1]);
  }
  return segmentos;
}

/** API paths written as literals in a web source: the literal's first characters, for the message. */
export function caminhosDaApiEm(texto, segmentos) {
  const code = texto.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const achados = [];
  for (const m of code.matchAll(/['"`](\/?(?:api\/)?)([A-Za-z0-9_-]+)(\/|['"`?$])/g)) {
    const [, prefixo, segmento] = m;
    if (prefixo.includes('api/') || (segmentos.has(segmento) && m[3] === '/')) {
      const fim = code.indexOf(m[0][0], m.index + 1);
      achados.push(code.slice(m.index + 1, fim > 0 ? Math.min(fim, m.index + 61) : m.index + 61));
    }
  }
  return achados;
}

const ehClienteDaApi = (f) => f === 'apps/web/src/lib/api-client.ts';

/** Rules over the whole import graph: each reports the cycles it finds. */
export const GRAPH_RULES = [
  { id: 'no-cycle', text: 'no import cycle between files of apps/ and packages/' },
  { id: 'no-module-cycle', text: 'no import cycle between api modules' },
];

/** Workspace packages by name: where their exports point. */
function pacotes(root) {
  const saida = [];
  for (const base of ['apps', 'packages']) {
    const dir = path.join(root, base);
    if (!fs.existsSync(dir)) continue;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const json = path.join(dir, e.name, 'package.json');
      if (!e.isDirectory() || !fs.existsSync(json)) continue;
      const pkg = JSON.parse(fs.readFileSync(json, 'utf8'));
      if (pkg.name) saida.push({ nome: pkg.name, dir: path.join(dir, e.name), exports: pkg.exports ?? {} });
    }
  }
  return saida;
}

function primeiroArquivo(base) {
  const candidatos = [
    base,
    ...EXTENSOES.map((e) => base + e),
    ...(/\.m?js$/.test(base) ? EXTENSOES.map((e) => base.replace(/\.m?js$/, e)) : []),
    ...EXTENSOES.map((e) => path.join(base, `index${e}`)),
  ];
  return candidatos.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/** The file an import resolves to (relative paths and workspace packages), or undefined. */
function resolver(arquivo, spec, pkgs) {
  if (spec.startsWith('.')) return primeiroArquivo(path.resolve(path.dirname(arquivo), spec));
  const pkg = pkgs.find((p) => spec === p.nome || spec.startsWith(`${p.nome}/`));
  if (!pkg) return undefined;
  const chave = `.${spec.slice(pkg.nome.length)}`;
  let destino = typeof pkg.exports === 'string' && chave === '.' ? pkg.exports : pkg.exports[chave];
  if (!destino) {
    for (const [padrao, alvo] of Object.entries(pkg.exports)) {
      const [antes, depois] = padrao.split('*');
      if (depois !== undefined && chave.startsWith(antes) && chave.endsWith(depois))
        destino = alvo.replace('*', chave.slice(antes.length, chave.length - depois.length));
    }
  }
  return destino ? primeiroArquivo(path.join(pkg.dir, destino)) : primeiroArquivo(path.join(pkg.dir, chave));
}

/** Strongly connected components with more than one node (or a node importing itself), Tarjan. */
function ciclos(grafo) {
  let indice = 0;
  const pilha = [];
  const naPilha = new Set();
  const ind = new Map();
  const baixo = new Map();
  const saida = [];
  const visitar = (v) => {
    ind.set(v, indice);
    baixo.set(v, indice);
    indice += 1;
    pilha.push(v);
    naPilha.add(v);
    for (const w of grafo.get(v) ?? []) {
      if (!ind.has(w)) {
        visitar(w);
        baixo.set(v, Math.min(baixo.get(v), baixo.get(w)));
      } else if (naPilha.has(w)) baixo.set(v, Math.min(baixo.get(v), ind.get(w)));
    }
    if (baixo.get(v) === ind.get(v)) {
      const comp = [];
      let w;
      do {
        w = pilha.pop();
        naPilha.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (grafo.get(v) ?? new Set()).has(v)) saida.push(comp);
    }
  };
  for (const v of [...grafo.keys()].sort()) if (!ind.has(v)) visitar(v);
  return saida;
}

/** One loop through a component, from its first node back to it, for the message. */
function umCaminho(grafo, comp) {
  const membros = new Set(comp);
  const inicio = [...comp].sort()[0];
  const anterior = new Map([[inicio, null]]);
  const fila = [inicio];
  while (fila.length) {
    const v = fila.shift();
    for (const w of grafo.get(v) ?? []) {
      if (!membros.has(w)) continue;
      if (w === inicio) {
        const caminho = [inicio];
        for (let x = v; x !== null && x !== inicio; x = anterior.get(x)) caminho.splice(1, 0, x);
        return [...caminho, inicio];
      }
      if (!anterior.has(w)) {
        anterior.set(w, v);
        fila.push(w);
      }
    }
  }
  return [inicio, inicio];
}

/** 'a → b → a', and the other members of the loop's component when there are more. */
function laco(caminho, comp) {
  const outros = comp.filter((x) => !caminho.includes(x)).sort();
  return caminho.join(' → ') + (outros.length ? ` (also in the loop: ${outros.join(', ')})` : '');
}

/** Every boundary violation under root: [{rule, file, spec}]. */
export function checkBoundaries(root) {
  const files = ['apps', 'packages'].flatMap((d) => walk(path.join(root, d)));
  const pkgs = pacotes(root);
  const violations = [];
  const grafo = new Map();
  for (const abs of files) {
    const file = rel(root, abs);
    const rules = RULES.filter((r) => r.applies(file));
    const arestas = new Set();
    grafo.set(file, arestas);
    for (const spec of importsOf(fs.readFileSync(abs, 'utf8'))) {
      const t = target(root, abs, spec);
      for (const r of rules) if (r.forbids(t, file)) violations.push({ rule: r.id, file, spec });
      const destino = resolver(abs, spec, pkgs);
      if (destino) arestas.add(rel(root, destino));
    }
  }
  const segmentos = segmentosDaApi(root);
  for (const abs of files) {
    const file = rel(root, abs);
    if (!file.startsWith('apps/web/src/') || ehTeste(file) || ehClienteDaApi(file)) continue;
    for (const achado of caminhosDaApiEm(fs.readFileSync(abs, 'utf8'), segmentos)) {
      violations.push({ rule: 'web-api-paths', file, spec: achado });
    }
  }
  const mapa = path.join(root, MAPA_DONOS);
  const donos = fs.existsSync(mapa) ? donosDasTabelas(fs.readFileSync(mapa, 'utf8')) : new Map();
  const guardadas = new Set(donos.keys());
  for (const abs of files) {
    const file = rel(root, abs);
    const modulo = moduleOf(file);
    if (!modulo || ehTeste(file) || ehPreparoDeTeste(file)) continue;
    for (const tabela of tabelasEmSql(fs.readFileSync(abs, 'utf8'), guardadas)) {
      if (donos.get(tabela) !== modulo)
        violations.push({ rule: 'sql-ownership', file, spec: `${tabela} (of module ${donos.get(tabela)})` });
    }
  }
  for (const comp of ciclos(grafo)) {
    const caminho = umCaminho(grafo, comp);
    violations.push({ rule: 'no-cycle', file: caminho[0], spec: laco(caminho, comp) });
  }
  const modulos = new Map();
  for (const [de, paras] of grafo) {
    const a = moduleOf(de);
    if (!a) continue;
    if (!modulos.has(a)) modulos.set(a, new Set());
    for (const para of paras) {
      const b = moduleOf(para);
      // reading another module's tables depends on the schema, not on that module's code
      if (b && b !== a && !ehTabelas(para)) modulos.get(a).add(b);
    }
  }
  for (const comp of ciclos(modulos)) {
    const caminho = umCaminho(modulos, comp);
    violations.push({
      rule: 'no-module-cycle',
      file: `apps/api/src/modules/${caminho[0]}`,
      spec: laco(caminho, comp),
    });
  }
  return violations;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const v = checkBoundaries(root);
  for (const x of v) {
    const rule = RULES.find((r) => r.id === x.rule);
    const grafo = GRAPH_RULES.find((r) => r.id === x.rule);
    const textual = TEXT_RULES.find((r) => r.id === x.rule);
    if (x.rule === 'sql-ownership') {
      console.error(`${x.file}: names the table ${x.spec} breaks [${x.rule}] ${textual.text}`);
      continue;
    }
    if (rule) console.error(`${x.file}: import '${x.spec}' breaks [${x.rule}] ${rule.text}`);
    else if (textual) console.error(`${x.file}: '${x.spec}' breaks [${x.rule}] ${textual.text}`);
    else console.error(`${x.file}: ${x.spec} breaks [${x.rule}] ${grafo.text}`);
  }
  if (v.length > 0) {
    console.error(`${v.length} boundary violation(s).`);
    process.exit(1);
  }
  console.log('Boundaries ok.');
}
