import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ListFilter, useListFilter } from './list-filter';

const LINHAS = [
  { NM_CIDADE: 'São José', NM_UF: 'SC' },
  { NM_CIDADE: 'Joinville', NM_UF: 'SC' },
  { NM_CIDADE: 'Jaraguá do Sul', NM_UF: 'SC' },
  { NM_CIDADE: 'Curitiba', NM_UF: 'PR' },
];

function Lista() {
  const { text, setText, filtered } = useListFilter(LINHAS);
  return (
    <>
      <ListFilter value={text} onChange={setText} shown={filtered.length} total={LINHAS.length} />
      <ul>
        {filtered.map((l) => (
          <li key={l.NM_CIDADE}>{l.NM_CIDADE}</li>
        ))}
      </ul>
    </>
  );
}

describe('ListFilter', () => {
  it('matches any field ignoring case and accents, and counts what is shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Lista />);
    expect(screen.getByText('Exibindo 4 de 4')).toBeInTheDocument();
    const filtro = screen.getByLabelText('Filtrar');
    await user.type(filtro, 'SAO JOSE');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['São José']);
    expect(screen.getByText('Exibindo 1 de 4')).toBeInTheDocument();
    await user.clear(filtro);
    await user.type(filtro, 'jaragua');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Jaraguá do Sul']);
    await user.clear(filtro);
    await user.type(filtro, 'pr');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Curitiba']);
    await user.clear(filtro);
    await user.type(filtro, 'nada disso');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Exibindo 0 de 4')).toBeInTheDocument();
  });
});
