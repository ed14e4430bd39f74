import type { ContratoQualquer, PedidoDe, RespostaDe } from '@backoffice/domain/contrato';
import { chamar } from '../../lib/api-client';

/**
 * The one call the pickers make, through its contract: no toast of its own (the query cache shows
 * one after the retries, or none for the lists that just stay empty).
 */
export function pickerDe<K extends ContratoQualquer>(
  c: K,
  pedido: PedidoDe<K>,
  opcoes: { signal?: AbortSignal; fallback?: string } = {},
): Promise<RespostaDe<K>> {
  return chamar(c, pedido, { notificar: false, signal: opcoes.signal, fallback: opcoes.fallback });
}
