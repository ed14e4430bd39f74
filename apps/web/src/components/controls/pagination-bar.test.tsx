import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { PaginationBar, usePagination } from './pagination-bar';

const LINHAS = Array.from({ length: 1000 }, (_, i) => i + 1);

function Lista() {
  const p = usePagination(LINHAS);
  return (
    <>
      <PaginationBar
        total={p.total}
        page={p.page}
        pageSize={p.pageSize}
        onPageChange={p.setPage}
        onPageSizeChange={p.setPageSize}
      />
      <output data-testid="primeira">{p.pageRows[0]}</output>
      <output data-testid="quantas">{p.pageRows.length}</output>
    </>
  );
}

const numeros = () =>
  screen.getAllByRole('button', { name: /^Página \d+$/ }).map((b) => Number(b.textContent));

describe('PaginationBar', () => {
  it('shows the pages around the current one with the first and the last, 50 rows by default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Lista />);
    expect(numeros()).toEqual([1, 2, 3, 4, 5, 20]);
    expect(screen.getByTestId('quantas')).toHaveTextContent('50');
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(numeros()).toEqual([1, 4, 5, 6, 20]);
    expect(screen.getByTestId('primeira')).toHaveTextContent('201');

    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(numeros()).toEqual([1, 16, 17, 18, 19, 20]);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByText('951–1000 de 1000')).toBeInTheDocument();
  });

  it('offers 10/20/50/100 rows per page and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Lista />);
    const tamanho = screen.getByLabelText('Registros por página');
    expect(Array.from((tamanho as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await user.selectOptions(tamanho, '100');
    expect(screen.getByTestId('quantas')).toHaveTextContent('100');
    expect(screen.getByTestId('primeira')).toHaveTextContent('1');
    expect(numeros()).toEqual([1, 2, 3, 4, 5, 10]);
  });
});
