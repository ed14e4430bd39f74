import { useRef } from 'react';

/**
 * The last value that was not null: a modal keeps showing whom it is about while it closes, after
 * the page has already cleared its target.
 */
export function useUltimoDefinido<T>(valor: T | null): T | null {
  const ultimo = useRef(valor);
  if (valor !== null) ultimo.current = valor;
  return ultimo.current;
}
