import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACOTE = '@tabler/icons-react';

/**
 * The icon names the package's index re-exports, each with the module that defines it, read from
 * the index itself (`export { default as IconX, default as IconY } from './icons/IconX.mjs'`).
 */
function iconesDoPacote(raiz: string): Map<string, string> {
  const require = createRequire(path.join(raiz, 'package.json'));
  const indice = path.join(
    path.dirname(require.resolve(`${PACOTE}/package.json`)),
    'dist/esm/tabler-icons-react.mjs',
  );
  const icones = new Map<string, string>();
  for (const m of fs
    .readFileSync(indice, 'utf8')
    .matchAll(/export \{([^}]*)\} from '\.\/(icons\/\w+\.mjs)';/g)) {
    for (const parte of m[1].split(',')) {
      const nome = /^\s*default as (\w+)\s*$/.exec(parte)?.[1];
      if (nome) icones.set(nome, `${PACOTE}/dist/esm/${m[2]}`);
    }
  }
  return icones;
}

const IMPORTACAO = /import\s*\{([^}]*)\}\s*from\s*(['"])@tabler\/icons-react\2;?/g;

/**
 * Tests only: `import { IconX } from '@tabler/icons-react'` becomes an import of IconX's own
 * module. The package's index loads its 6,000 icon modules, and each web test file (a VM context
 * of its own) would load them all again; the build keeps the index (it tree-shakes it). The
 * rewritten import keeps its lines, so the source maps stay right; a name that is not an icon
 * stays imported from the index.
 */
export function iconesPorModulo(raiz: string): Plugin {
  const icones = iconesDoPacote(raiz);
  return {
    name: 'icones-por-modulo',
    enforce: 'pre',
    transform(codigo, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0])) return null;
      if (!codigo.includes(PACOTE)) return null;
      const novo = codigo.replace(IMPORTACAO, (original: string, lista: string) => {
        const outros: string[] = [];
        const linhas: string[] = [];
        for (const item of lista.split(',')) {
          const texto = item.trim();
          if (!texto) continue;
          const [, nome, local = nome] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(texto) ?? [];
          const modulo = nome ? icones.get(nome) : undefined;
          if (modulo) linhas.push(`import ${local} from '${modulo}';`);
          else outros.push(texto);
        }
        if (outros.length > 0) linhas.push(`import { ${outros.join(', ')} } from '${PACOTE}';`);
        // as many line breaks as the original import, so the lines after it do not move
        const quebras = original.split('\n').length - 1;
        return linhas.join(' ') + '\n'.repeat(quebras);
      });
      return novo === codigo ? null : { code: novo, map: null };
    },
  };
}
