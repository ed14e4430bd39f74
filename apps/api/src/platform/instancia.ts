import { LIMITE_PRONTIDAO_BANCO_MS, MOTIVOS_NAO_PRONTO } from '@backoffice/domain/saude';
import type { DbHandle } from '../db/client';

/** Where this instance is in its life: starting (migrations, seed), serving, or draining to stop. */
export type FaseInstancia = 'iniciando' | 'pronta' | 'drenando';

/** What the readiness check answers. */
export type Prontidao = { pronto: true } | { pronto: false; motivo: string };

/**
 * The instance's phase, read by the readiness check and the metrics: 'iniciando' until the app is
 * ready (the migrations ran before it was built), 'pronta' then, 'drenando' from the drain on (and
 * never back).
 */
export class EstadoInstancia {
  private faseAtual: FaseInstancia = 'iniciando';

  get fase(): FaseInstancia {
    return this.faseAtual;
  }

  get drenando(): boolean {
    return this.faseAtual === 'drenando';
  }

  /** The app finished starting (called once it is ready). */
  marcarPronta(): void {
    if (this.faseAtual === 'iniciando') this.faseAtual = 'pronta';
  }

  /** The drain began: readiness answers no from now on. */
  marcarDrenando(): void {
    this.faseAtual = 'drenando';
  }
}

/** Resolves to false when `promessa` does not settle within `ms` (or fails). */
async function dentroDoPrazo(promessa: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    // a late failure of `promessa` is swallowed here, never left unhandled
    return await Promise.race([
      promessa.then(
        () => true,
        () => false,
      ),
      prazo,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready: started, not draining, and the database answers a `select 1` within
 * LIMITE_PRONTIDAO_BANCO_MS. The first failing condition names the reason.
 */
export async function verificarProntidao(
  estado: EstadoInstancia,
  handle: Pick<DbHandle, 'query'>,
  limiteMs: number = LIMITE_PRONTIDAO_BANCO_MS,
): Promise<Prontidao> {
  if (estado.fase === 'iniciando') return { pronto: false, motivo: MOTIVOS_NAO_PRONTO.iniciando };
  if (estado.fase === 'drenando') return { pronto: false, motivo: MOTIVOS_NAO_PRONTO.drenando };
  const ok = await dentroDoPrazo(
    Promise.resolve().then(() => handle.query('select 1')),
    limiteMs,
  );
  return ok ? { pronto: true } : { pronto: false, motivo: MOTIVOS_NAO_PRONTO.banco };
}
