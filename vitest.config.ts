import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ORDEM_PROJETOS = ['api', 'web', 'domain', 'scripts'];

/**
 * Vitest's order (slowest files first), one project after the other. A worker is reused for the
 * next file only when that file is of the same kind (the api's shared workers, the web's VM
 * workers); interleaved projects would start a new worker, and load the app again, per file.
 */
class PorProjeto extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const pos = (f: TestSpecification) => ORDEM_PROJETOS.indexOf(f.project.name);
    return (await super.sort(files)).sort((a, b) => pos(a) - pos(b));
  }
}

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; its main process is mostly idle here. At least
    // two: the web project needs a VM context per file, which a single worker does not give.
    maxWorkers: Math.max(2, os.availableParallelism()),
    sequence: { sequencer: PorProjeto },
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
