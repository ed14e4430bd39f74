import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, importsOf, RULES } from './check-boundaries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => path.join(here, 'fixtures/boundaries', name);

describe('dependency boundaries', () => {
  it.each([
    ['domain-pure', 'domain-pure'],
    ['domain-pure-app', 'domain-pure'],
    ['web-not-api', 'web-not-api'],
    ['api-not-web', 'api-not-web'],
    ['feature-isolation', 'feature-isolation'],
    ['web-layers', 'web-layers'],
    ['module-through-service', 'module-through-service'],
    ['platform-not-modules', 'platform-not-modules'],
  ])('fixture %s breaks rule %s', (dir, rule) => {
    const v = checkBoundaries(fixture(dir));
    expect(v.map((x) => x.rule)).toContain(rule);
  });

  it('every rule has a fixture that fires it', () => {
    const fired = new Set(
      [
        'domain-pure',
        'web-not-api',
        'api-not-web',
        'feature-isolation',
        'web-layers',
        'module-through-service',
        'platform-not-modules',
      ].flatMap((d) => checkBoundaries(fixture(d)).map((x) => x.rule)),
    );
    expect([...fired].sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  it('allows imports through services, domain, packages and within a feature; ignores comments', () => {
    expect(checkBoundaries(fixture('allowed'))).toEqual([]);
  });

  it('reads static, re-export, side-effect and dynamic imports', () => {
    const src = `import a from 'a';\nexport { b } from "b";\nimport 'c';\nconst d = await import('d');\nimport type { E } from 'e';`;
    expect(importsOf(src)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('the repository itself has no violation', () => {
    expect(checkBoundaries(path.resolve(here, '..'))).toEqual([]);
  });
});
