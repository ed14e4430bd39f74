import { describe, expect, it, vi } from 'vitest';
import { criarFilaConcorrente } from './jobs';

const erro = (code: string) => Object.assign(new Error(code), { code });
const fila = { name: 'teste' };

describe('criarFilaConcorrente', () => {
  it('tries again when another instance creating the same queue makes PostgreSQL refuse it', async () => {
    const createQueue = vi
      .fn()
      .mockRejectedValueOnce(erro('40P01'))
      .mockRejectedValueOnce(erro('23505'))
      .mockResolvedValueOnce(undefined);
    await criarFilaConcorrente({ createQueue }, fila);
    expect(createQueue).toHaveBeenCalledTimes(3);
  });

  it('gives up after five refusals, and at once on any other error', async () => {
    const sempre = vi.fn().mockRejectedValue(erro('40P01'));
    await expect(criarFilaConcorrente({ createQueue: sempre }, fila)).rejects.toThrow('40P01');
    expect(sempre).toHaveBeenCalledTimes(5);
    const outro = vi.fn().mockRejectedValue(erro('42P01'));
    await expect(criarFilaConcorrente({ createQueue: outro }, fila)).rejects.toThrow('42P01');
    expect(outro).toHaveBeenCalledTimes(1);
  });
});
