import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { iconesPorModulo } from './vitest-icones';

export default defineConfig({
  plugins: [react(), iconesPorModulo(import.meta.dirname)],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Each file runs in its own VM context (its own jsdom and module graph, so vi.mock stays in its
    // file), while the worker loads jsdom, React and Mantine once instead of once per file.
    pool: 'vmThreads',
    // Rendering a whole page takes seconds of CPU when the two cores are busy with other files.
    testTimeout: 30_000,
  },
});
