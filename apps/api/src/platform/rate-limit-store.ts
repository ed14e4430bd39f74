import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DbHandle } from '../db/client';

interface Contagem {
  nr_requisicoes: number;
  ttl: number;
}

// One statement, so requests of every instance at the same moment are all counted: a new window
// starts at the first request after the last one ended.
const SQL_CONTAR = `
  insert into limite_requisicao as l (ds_chave, nr_requisicoes, dt_fim_janela)
  values ($1, 1, now() + make_interval(secs => $2))
  on conflict (ds_chave) do update
     set nr_requisicoes = case when l.dt_fim_janela <= now() then 1 else l.nr_requisicoes + 1 end,
         dt_fim_janela = case when l.dt_fim_janela <= now() then now() + make_interval(secs => $2)
                              else l.dt_fim_janela end
  returning nr_requisicoes,
            greatest(ceil(extract(epoch from (dt_fim_janela - now())) * 1000), 0)::int as ttl`;

/**
 * Counts one more under a key in a window of janelaMs (every instance sees the same count); the
 * count so far in the window and the milliseconds left in it.
 */
export async function contarNoBanco(
  handle: DbHandle,
  chave: string,
  janelaMs: number,
): Promise<{ current: number; ttl: number }> {
  const [r] = await handle.query<Contagem>(SQL_CONTAR, [chave.slice(0, 300), janelaMs / 1000]);
  // The first request of a window also drops the windows that ended (this instance's or others').
  if (r.nr_requisicoes === 1) await handle.query('delete from limite_requisicao where dt_fim_janela < now()');
  return { current: r.nr_requisicoes, ttl: r.ttl };
}

/** The count under a key in its current window, without counting (0 when there is none). */
export async function contagemNoBanco(handle: DbHandle, chave: string): Promise<number> {
  const [r] = await handle.query<{ n: number }>(
    'select nr_requisicoes as n from limite_requisicao where ds_chave = $1 and dt_fim_janela > now()',
    [chave.slice(0, 300)],
  );
  return r ? Number(r.n) : 0;
}

/** Ends the window of a key (the count starts again). */
export async function zerarNoBanco(handle: DbHandle, chave: string): Promise<void> {
  await handle.query('delete from limite_requisicao where ds_chave = $1', [chave.slice(0, 300)]);
}

/**
 * The counters of @fastify/rate-limit in table limite_requisicao, so a limit holds across every
 * instance on the database instead of per process. Each route that opts in counts apart.
 */
export function lojaLimiteNoBanco(handle: DbHandle): FastifyRateLimitStoreCtor {
  class LojaLimiteNoBanco implements FastifyRateLimitStore {
    constructor(
      _opcoes?: unknown,
      private readonly rota = '',
    ) {}

    incr(
      chave: string,
      callback: (erro: Error | null, resultado?: { current: number; ttl: number }) => void,
      janelaMs: number,
    ): void {
      this.contar(this.rota ? `${this.rota}|${chave}` : chave, janelaMs).then(
        (r) => callback(null, r),
        (erro: Error) => callback(erro),
      );
    }

    private contar(chave: string, janelaMs: number): Promise<{ current: number; ttl: number }> {
      return contarNoBanco(handle, chave, janelaMs);
    }

    child(opcoesDaRota: object): FastifyRateLimitStore {
      const rota = (opcoesDaRota as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      // a limiter made in code (createRateLimit) has no route: its keys say what they count
      return new LojaLimiteNoBanco(undefined, rota?.method ? `${rota.method} ${rota.url ?? ''}` : '');
    }
  }
  return LojaLimiteNoBanco;
}
