import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DelayedSelect, OPCOES_VISIVEIS } from './delayed-select';

interface Cliente {
  CD_PESSOA: number;
  NM_PESSOA: string;
}

function Campo({ search }: { search: (t: string) => Promise<Cliente[]> }) {
  const [v, setV] = useState<string | null>(null);
  return (
    <DelayedSelect<Cliente>
      label="Cliente"
      busca={(t) => ({ queryKey: ['teste-clientes', t], queryFn: () => search(t) })}
      toOption={(c) => ({ value: String(c.CD_PESSOA), label: c.NM_PESSOA })}
      value={v}
      onChange={setV}
    />
  );
}

function entrada(): HTMLElement {
  return screen.getAllByLabelText('Cliente').find((e) => e.tagName === 'INPUT')!;
}

/** Lets the answer travel through the query cache and React, a few ticks at a time. */
async function assentar() {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(5));
}

function digitar(campo: HTMLElement, texto: string) {
  fireEvent.change(campo, { target: { value: texto } });
}

describe('DelayedSelect', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches only from 3 characters, 500 ms after the last keystroke', async () => {
    const search = vi.fn(async (t: string) => [{ CD_PESSOA: 7, NM_PESSOA: `Empresa ${t}` }]);
    renderWithProviders(<Campo search={search} />);
    const campo = entrada();
    act(() => campo.focus());

    digitar(campo, 'ab');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Digite ao menos 3 caracteres para pesquisar')).toBeInTheDocument();

    digitar(campo, 'abc');
    await act(() => vi.advanceTimersByTimeAsync(300));
    digitar(campo, 'abcd');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe('abcd');
    await assentar();
    expect(screen.getByText('Empresa abcd')).toBeInTheDocument();
  });

  it('shows the best answers whole, with no scroll region inside the list', async () => {
    const search = vi.fn(async () =>
      Array.from({ length: 30 }, (_, i) => ({ CD_PESSOA: i + 1, NM_PESSOA: `Empresa ${i + 1}` })),
    );
    renderWithProviders(<Campo search={search} />);
    const campo = entrada();
    act(() => campo.focus());
    digitar(campo, 'empresa');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await assentar();
    const opcoes = screen.getAllByText(/^Empresa \d+$/);
    expect(opcoes).toHaveLength(OPCOES_VISIVEIS);
    expect(opcoes[0].closest('.mantine-ScrollArea-root')).toBeNull();
  });

  it('says when nothing was found', async () => {
    const search = vi.fn(async () => []);
    renderWithProviders(<Campo search={search} />);
    const campo = entrada();
    act(() => campo.focus());
    digitar(campo, 'xyz');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await assentar();
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
