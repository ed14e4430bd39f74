import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; its main process is mostly idle here.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: 'test' },
          // migrates the template database each test file's database is copied from
          globalSetup: ['./test/global-setup.ts'],
          // Files of a worker share its module cache: the app's imports and PGlite's compiled
          // WebAssembly are loaded once per worker, not once per file. Each file still builds its
          // own app on its own database; the test helpers keep no state between files.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
