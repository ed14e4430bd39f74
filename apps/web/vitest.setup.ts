import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// Each test file needs a VM context of its own (vitest.config.ts: pool vmThreads); with a single
// worker Vitest would run every file in one context, where one file's vi.mock misses modules
// another file already loaded.
const contexto = globalThis as { arquivoDoContexto?: string };
if (contexto.arquivoDoContexto && contexto.arquivoDoContexto !== expect.getState().testPath) {
  throw new Error('Os testes da web precisam de pelo menos 2 workers (--maxWorkers=2 ou mais).');
}
contexto.arquivoDoContexto = expect.getState().testPath;

// findBy… and waitFor wait up to 5 s, not 1: with the two cores busy with other files, a modal's
// first render and its transition can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks the layout APIs Mantine touches; its autosizing text area listens to font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};
