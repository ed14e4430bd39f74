import { filtrosPadrao } from '@backoffice/domain/minhas-vagas';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { useResumoFiltrosVagas } from './filtros-vagas';

const padrao = filtrosPadrao('gerencial', { cd_unid: 1 }, '2026-11-28');

function Chips({ f }: { f: typeof padrao }) {
  const chips = useResumoFiltrosVagas(f);
  return (
    <ul>
      {chips.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  // no logged user: the unit and city options are not asked
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the applied filters as chips', () => {
  it('name the chosen analyst, as the picker showed it', () => {
    renderWithProviders(
      <Chips f={{ ...padrao, cd_pessoa_analista: 88, nm_pessoa_analista: 'Caio Souza' }} />,
    );
    expect(screen.getByText('Analista: Caio Souza')).toBeInTheDocument();
    expect(screen.queryByText(/código 88/)).not.toBeInTheDocument();
  });

  it('fall back to the code when the name is not known (filters kept before it was)', () => {
    renderWithProviders(<Chips f={{ ...padrao, cd_pessoa_analista: 88 }} />);
    expect(screen.getByText('Analista: código 88')).toBeInTheDocument();
  });
});
