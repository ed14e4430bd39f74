// Bundles the api (workspace packages inlined) into dist/ with esbuild.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entries = {
  server: 'src/server.ts',
  migrate: 'src/db/migrate-cli.ts',
  seed: 'src/seed/seed-cli.ts',
  admin: 'src/cli/criar-admin.ts',
  importar: 'src/cli/importar.ts',
};
const only = process.argv.includes('--script')
  ? process.argv[process.argv.indexOf('--script') + 1]
  : undefined;
const entryPoints = only ? { [only]: entries[only] } : entries;

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // workspace packages are TS source: inline them
  plugins: [
    {
      name: 'inline-workspace',
      setup(b) {
        // Resolved here (not left to `packages: 'external'`): the domain package is TS source.
        b.onResolve({ filter: /^@backoffice\/domain(\/.*)?$/ }, (args) => {
          const sub = args.path.slice('@backoffice/domain'.length).replace(/^\//, '') || 'index';
          return { path: fileURLToPath(new URL(`../../packages/domain/src/${sub}.ts`, import.meta.url)) };
        });
      },
    },
  ],
  external: [],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
