import { readLocalStorageValue, readSessionStorageValue, useLocalStorage } from '@mantine/hooks';

/**
 * What the screens keep in the browser, as JSON under their keys: Mantine's useLocalStorage in the
 * components, and the same storage read and written outside React (query functions, the session
 * store). A full, blocked or absent storage never breaks a screen: reads give the default, writes are
 * skipped.
 */

type Onde = 'local' | 'sessao';

const armazenamento = (onde: Onde): Storage | undefined => {
  try {
    return onde === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The JSON value of a stored text; null when absent or not JSON. */
function json(texto: string | null | undefined): unknown {
  if (texto === null || texto === undefined) return null;
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}

/** The stored text of a key, null when absent or the storage is blocked. */
export function lerTextoArmazenado(chave: string, onde: Onde = 'local'): string | null {
  const ler = onde === 'local' ? readLocalStorageValue : readSessionStorageValue;
  return ler<string | null>({ key: chave, defaultValue: null, deserialize: (v) => v ?? null });
}

/** A stored value outside React: its JSON (null when absent or unreadable) made safe by `ler`. */
export function lerArmazenado<T>(chave: string, ler: (valor: unknown) => T, onde: Onde = 'local'): T {
  return ler(json(lerTextoArmazenado(chave, onde)));
}

/** Stores a value as JSON outside React; a full or blocked storage is ignored. */
export function gravarArmazenado(chave: string, valor: unknown, onde: Onde = 'local'): void {
  try {
    armazenamento(onde)?.setItem(chave, JSON.stringify(valor));
  } catch {
    // full or blocked storage: the screen works without it
  }
}

export function removerArmazenado(chave: string, onde: Onde = 'local'): void {
  try {
    armazenamento(onde)?.removeItem(chave);
  } catch {
    // nothing stored then
  }
}

/** Forgets everything the browser keeps for this site (local and session storage). */
export function limparArmazenamento(): void {
  try {
    armazenamento('local')?.clear();
    armazenamento('sessao')?.clear();
  } catch {
    // storage unavailable (private mode): nothing to clear then
  }
}

/**
 * A value of a component kept in localStorage as JSON (Mantine's useLocalStorage): read at the first
 * render and made safe by `ler` (a stored value of another shape gives what `ler` makes of it),
 * written on every change. Other browser windows do not change it unless `sincronizar`.
 */
export function useArmazenamentoLocal<T>(
  chave: string,
  padrao: T,
  ler: (valor: unknown) => T,
  sincronizar = false,
) {
  return useLocalStorage<T>({
    key: chave,
    defaultValue: padrao,
    getInitialValueInEffect: false,
    sync: sincronizar,
    deserialize: (texto) => (texto === undefined ? padrao : ler(json(texto))),
  });
}
