import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  caminhosDaApiEm,
  checkBoundaries,
  donosDasTabelas,
  GRAPH_RULES,
  importsOf,
  MAPA_DONOS,
  RULES,
  TEXT_RULES,
  tabelasEmSql,
} from './check-boundaries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => path.join(here, 'fixtures/boundaries', name);

// Each fixture breaks one rule; together they fire every rule.
const FIXTURES = [
  ['domain-pure', 'domain-pure'],
  ['domain-pure-app', 'domain-pure'],
  ['domain-pure-package', 'domain-pure'],
  ['web-not-api', 'web-not-api'],
  ['api-not-web', 'api-not-web'],
  ['feature-isolation', 'feature-isolation'],
  ['web-layers', 'web-layers'],
  ['module-entry', 'module-entry'],
  ['module-entry-reexport', 'module-entry'],
  ['module-entry-tabelas', 'module-entry'],
  ['platform-not-modules', 'platform-not-modules'],
  ['no-cycle', 'no-cycle'],
  ['no-module-cycle', 'no-module-cycle'],
  ['web-api-paths', 'web-api-paths'],
  ['sql-ownership', 'sql-ownership'],
];

describe('dependency boundaries', () => {
  it.each(FIXTURES)('fixture %s breaks rule %s', (dir, rule) => {
    const v = checkBoundaries(fixture(dir));
    expect(v.map((x) => x.rule)).toContain(rule);
  });

  it('every rule has a fixture that fires it', () => {
    const fired = new Set(FIXTURES.flatMap(([d]) => checkBoundaries(fixture(d)).map((x) => x.rule)));
    expect([...fired].sort()).toEqual([...RULES, ...GRAPH_RULES, ...TEXT_RULES].map((r) => r.id).sort());
  });

  it('names the loop of a file cycle', () => {
    const [v] = checkBoundaries(fixture('no-cycle'));
    expect(v.spec).toBe('apps/web/src/lib/a.ts → apps/web/src/lib/b.ts → apps/web/src/lib/a.ts');
  });

  it('finds a loop between modules that passes through their entries without a file cycle', () => {
    const v = checkBoundaries(fixture('no-module-cycle'));
    expect(v).toEqual([{ rule: 'no-module-cycle', file: 'apps/api/src/modules/a', spec: 'a → b → a' }]);
  });

  it('allows entries, zod and own files in the domain, vitest in its tests, and ignores comments', () => {
    expect(checkBoundaries(fixture('allowed'))).toEqual([]);
  });

  it('reads static, re-export, side-effect and dynamic imports', () => {
    const src = `import a from 'a';\nexport { b } from "b";\nimport 'c';\nconst d = await import('d');\nimport type { E } from 'e';`;
    expect(importsOf(src)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it("finds another module's table named in raw SQL, not through the owner's pieces, outside tests", () => {
    expect(checkBoundaries(fixture('sql-ownership'))).toEqual([
      {
        rule: 'sql-ownership',
        file: 'apps/api/src/modules/agendamento/agenda.service.ts',
        spec: 'vaga (of module vaga)',
      },
    ]);
  });

  it('reads the owner of each table from the module map of decision 0007', () => {
    const donos = donosDasTabelas(fs.readFileSync(path.resolve(here, '..', MAPA_DONOS), 'utf8'));
    expect(donos.get('vaga')).toBe('vaga');
    expect(donos.get('pessoa')).toBe('candidato');
    expect(donos.get('selecao')).toBe('pesquisa-candidatos');
    expect(donos.get('usuario')).toBe('usuario');
    expect(
      tabelasEmSql(
        'SELECT 1 FROM vaga v JOIN vaga_candidato vc ON true',
        new Set(['vaga', 'vaga_candidato']),
      ),
    ).toEqual(['vaga', 'vaga_candidato']);
  });

  it('the repository itself has no violation', () => {
    expect(checkBoundaries(path.resolve(here, '..'))).toEqual([]);
  });

  it('finds API paths written as strings in the web, and leaves tab addresses and other texts alone', () => {
    const segmentos = new Set(['vaga', 'candidato']);
    const codigo = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'api.get(`vaga/dados-vaga/${nr}`);',
      "requisitar('/api/session');",
      "fetch('/candidato/nome/1');",
      "navigate('/t/Vaga?nrVaga=1');",
      "const titulo = 'vaga';",
      "// api.get('vaga/comentada')",
    ].join('\n');
    expect(caminhosDaApiEm(codigo, segmentos)).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'vaga/dados-vaga/${nr}',
      '/api/session',
      '/candidato/nome/1',
    ]);
    const [v] = checkBoundaries(fixture('web-api-paths'));
    expect(v).toEqual({ rule: 'web-api-paths', file: 'apps/web/src/features/f/a.ts', spec: 'vaga/info/1' });
  });
});
