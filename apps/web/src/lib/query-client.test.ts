import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { notify } from './notify';
import { atrasoNovaTentativa, createQueryClient, deveTentarNovamente } from './query-client';

vi.mock('./notify', () => ({
  notify: { erro: vi.fn(), aviso: vi.fn(), sucesso: vi.fn(), info: vi.fn(), fechar: vi.fn() },
}));

afterEach(() => {
  vi.useRealTimers();
});

describe('query retries', () => {
  it('waits 500 ms times the attempt number', () => {
    expect([0, 1, 2].map(atrasoNovaTentativa)).toEqual([500, 1000, 1500]);
  });

  it('waits what the server asked for (Retry-After) when it asked', () => {
    const indisponivel = new ApiError(503, undefined, 'x', false, 5000);
    expect([0, 1, 2].map((n) => atrasoNovaTentativa(n, indisponivel))).toEqual([5000, 5000, 5000]);
    expect(atrasoNovaTentativa(0, new ApiError(500, undefined, 'x', false))).toBe(500);
  });

  it('retries 3 times, not on client errors', () => {
    const falha = new ApiError(500, undefined, 'x', false);
    expect([0, 1, 2, 3].map((n) => deveTentarNovamente(n, falha))).toEqual([true, true, true, false]);
    expect(deveTentarNovamente(0, new ApiError(404, undefined, 'x', false))).toBe(false);
    expect(deveTentarNovamente(0, new ApiError(429, undefined, 'x', false))).toBe(true);
  });

  it('runs the query 4 times at 500/1000/1500 ms, then toasts once', async () => {
    vi.useFakeTimers();
    const qc = createQueryClient();
    const chamadas: number[] = [];
    const inicio = Date.now();
    const fn = vi.fn(async () => {
      chamadas.push(Date.now() - inicio);
      throw new ApiError(503, { error: 'Serviço indisponível.' }, 'Serviço indisponível.', false);
    });
    const p = qc.fetchQuery({ queryKey: ['x'], queryFn: fn }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const erro = await p;
    expect(erro).toBeInstanceOf(ApiError);
    expect(chamadas).toEqual([0, 500, 1500, 3000]);
    expect(notify.erro).toHaveBeenCalledTimes(1);
    expect(notify.erro).toHaveBeenCalledWith('Serviço indisponível.');
  });
});
