import type { ContratoQualquer, PedidoDe, RespostaDe } from '@backoffice/domain/contrato';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { chamar, consultaDe } from './api-client';
import { notify } from './notify';

/**
 * The web's reads and writes derived from the API's contracts: a read's query key is its contract's
 * path and the request, so no screen writes a key by hand; a write reads again what its contract
 * says it changes.
 */

/** The query key of a read: the contract's path, then its parameters and query (and body, for a read that posts one). */
export function chaveDe<K extends ContratoQualquer>(c: K, pedido?: PedidoDe<K>): QueryKey {
  const { params, query, corpo } = (pedido ?? {}) as { params?: unknown; query?: unknown; corpo?: unknown };
  const chave = [c.caminho, params ?? {}, query ?? {}];
  return corpo === undefined ? chave : [...chave, corpo];
}

/** The key of every read of a contract, whatever its parameters (for invalidating or reading the cache). */
export function chaveDoContrato(c: ContratoQualquer): QueryKey {
  return [c.caminho];
}

/**
 * The query key and function of a read: useQuery({ ...consulta(C.x, { params }, M.erroCarregar) }).
 * No toast per attempt: the query cache shows one after the retries.
 */
export function consulta<K extends ContratoQualquer>(c: K, pedido: PedidoDe<K>, fallback?: string) {
  return {
    queryKey: chaveDe(c, pedido),
    queryFn: consultaDe(c, pedido, fallback),
  } as const;
}

/** Reads again every read whose path starts with one of the prefixes (or is one of the contracts). */
export function invalidar(qc: QueryClient, ...alvos: readonly (string | ContratoQualquer)[]): Promise<void> {
  const prefixos = alvos.map((a) => (typeof a === 'string' ? a : a.caminho));
  if (prefixos.length === 0) return Promise.resolve();
  return qc.invalidateQueries({
    predicate: (q) => {
      const [caminho] = q.queryKey;
      return typeof caminho === 'string' && prefixos.some((p) => caminho.startsWith(p));
    },
  });
}

export interface OpcoesAcao<K extends ContratoQualquer> {
  /** The message when the server gives none. */
  fallback?: string;
  /** The success toast: a text, or built from the answer (nothing when absent). */
  sucesso?: string | ((resposta: RespostaDe<K>) => string | undefined);
  /** Reads made stale beyond those the contract declares. */
  invalidar?: readonly (string | ContratoQualquer)[];
  /** Runs after a success (closing a modal, moving on). */
  aoConcluir?: (resposta: RespostaDe<K>, pedido: PedidoDe<K>) => void;
  /** The failure is shown by the caller (a form putting it on its fields): no toast. */
  silencioso?: boolean;
}

/**
 * A write through its contract: `pending` for the button, the server's pt-BR message as a toast on
 * failure (the mutation cache shows it), the success toast, and the reads the contract declares
 * (and `invalidar`) read again once it settles.
 *   const salvar = useAcao(C.salvar, { sucesso: M.salvo, aoConcluir: fechar });
 *   <Button loading={salvar.isPending} onClick={() => salvar.mutate({ corpo })}>Salvar</Button>
 */
export function useAcao<K extends ContratoQualquer>(c: K, opcoes: OpcoesAcao<K> = {}) {
  const qc = useQueryClient();
  return useMutation<RespostaDe<K>, Error, PedidoDe<K>>({
    mutationFn: (pedido) => chamar(c, pedido, { fallback: opcoes.fallback, notificar: false }),
    meta: opcoes.silencioso ? { silencioso: true } : undefined,
    onSuccess: (resposta, pedido) => {
      const texto = typeof opcoes.sucesso === 'function' ? opcoes.sucesso(resposta) : opcoes.sucesso;
      if (texto) notify.sucesso(texto);
      opcoes.aoConcluir?.(resposta, pedido);
    },
    onSettled: () => invalidar(qc, ...c.invalida, ...(opcoes.invalidar ?? [])),
  });
}
