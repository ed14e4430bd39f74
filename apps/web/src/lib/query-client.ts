import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, MENSAGEM_FALHA_PADRAO } from './api-client';
import { notify } from './notify';

/** Failed reads are tried again 3 times (spec 000 §9). */
export const TENTATIVAS_CONSULTA = 3;

/**
 * 500 ms times the attempt number: 500, 1000, 1500 ms (TanStack counts failures from 0); or the wait
 * the server asked for (Retry-After: the database restarting answers 503 asking for 5 s), so that
 * the three attempts span the outage instead of failing within it.
 */
export function atrasoNovaTentativa(falhas: number, erro?: unknown): number {
  const padrao = 500 * (falhas + 1);
  return erro instanceof ApiError && erro.esperaMs ? Math.max(erro.esperaMs, padrao) : padrao;
}

/** Client errors are answers, not accidents: asking again gives the same answer. */
export function deveTentarNovamente(falhas: number, erro: unknown): boolean {
  if (falhas >= TENTATIVAS_CONSULTA) return false;
  if (erro instanceof ApiError && erro.status >= 400 && erro.status < 500) {
    return erro.status === 408 || erro.status === 429;
  }
  return true;
}

function avisarFalha(erro: unknown): void {
  if (erro instanceof ApiError) {
    if (!erro.notificado && erro.status !== 401) notify.erro(erro.mensagem);
    return;
  }
  if (erro instanceof DOMException && erro.name === 'AbortError') return;
  notify.erro(MENSAGEM_FALHA_PADRAO);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (erro, query) => {
        if (query.meta?.silencioso) return;
        avisarFalha(erro);
      },
    }),
    mutationCache: new MutationCache({
      onError: (erro, _v, _c, mutation) => {
        if (mutation.meta?.silencioso) return;
        avisarFalha(erro);
      },
    }),
    defaultOptions: {
      queries: {
        retry: deveTentarNovamente,
        retryDelay: atrasoNovaTentativa,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silencioso?: boolean };
    mutationMeta: { silencioso?: boolean };
  }
}
