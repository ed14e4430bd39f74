// Bundles the api (workspace packages inlined) into dist/ with esbuild.
import { build } from 'esbuild';

const entries = {
  server: 'src/server.ts',
  migrate: 'src/db/migrate-cli.ts',
  seed: 'src/seed/seed-cli.ts',
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
        b.onResolve({ filter: /^@backoffice\// }, () => undefined);
      },
    },
  ],
  external: [],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
