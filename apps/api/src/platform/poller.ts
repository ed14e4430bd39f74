import type { FastifyBaseLogger } from 'fastify';

/** A periodic task of one instance, stopped with the app. */
export interface Rodadas {
  /** Stops the timer and waits for the round in progress. */
  parar(): Promise<void>;
}

/**
 * Runs `rodada` every `intervaloMs` on this instance (0 = off), one round at a time: a tick that
 * comes while a round is running is skipped. `imediata` runs a first round right away. A round's
 * failure is logged under `contexto` (not once stopped) and the next tick tries again. The timer
 * never holds the process open.
 *
 * The periodic checks poll on their own timer rather than through pg-boss's `work`/`schedule`:
 * their interval is the instance's configuration (seconds, 0 = none on this instance), finer than
 * a cron schedule, and the job-board round already fetches the queue's jobs itself.
 */
export function iniciarRodadas(
  intervaloMs: number,
  rodada: (parado: () => boolean) => Promise<void>,
  log: FastifyBaseLogger,
  contexto: string,
  opcoes: { imediata?: boolean } = {},
): Rodadas {
  if (intervaloMs <= 0) return { parar: async () => {} };
  let emCurso: Promise<void> | null = null;
  let parado = false;
  const estaParado = () => parado;
  const tique = () => {
    if (emCurso || parado) return;
    emCurso = (async () => {
      try {
        await rodada(estaParado);
      } catch (err) {
        if (!parado) log.error({ err }, contexto);
      } finally {
        emCurso = null;
      }
    })();
  };
  const timer = setInterval(tique, intervaloMs);
  timer.unref();
  if (opcoes.imediata) setImmediate(tique);
  return {
    async parar() {
      parado = true;
      clearInterval(timer);
      await emCurso;
    },
  };
}
