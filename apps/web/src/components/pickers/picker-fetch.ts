import type { ContratoQualquer, PedidoDe, RespostaDe } from '@backoffice/domain/contrato';
import { chamar, requisitar } from '../../lib/api-client';

/**
 * The one call the pickers make: GET under /api with no toast of its own (the query cache shows one
 * after the retries, or none for the lists that just stay empty).
 */
export function pickerGet<T>(
  caminho: string,
  opcoes: {
    signal?: AbortSignal;
    fallback?: string;
    query?: Record<string, string | number | undefined>;
  } = {},
): Promise<T> {
  return requisitar<T>(caminho, {
    metodo: 'GET',
    notificar: false,
    signal: opcoes.signal,
    fallback: opcoes.fallback,
    query: opcoes.query,
  });
}

/** The same call through a contract: typed path parameters, query and answer. */
export function pickerDe<K extends ContratoQualquer>(
  c: K,
  pedido: PedidoDe<K>,
  opcoes: { signal?: AbortSignal; fallback?: string } = {},
): Promise<RespostaDe<K>> {
  return chamar(c, pedido, { notificar: false, signal: opcoes.signal, fallback: opcoes.fallback });
}
