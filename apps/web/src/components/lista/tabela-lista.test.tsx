import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderizar } from '../testing/render';
import { type ColunaLista, compararValores, TabelaLista } from './tabela-lista';

interface Pessoa {
  cd: number;
  nome: string;
  cidade: string | null;
}

const colunas: ColunaLista<Pessoa>[] = [
  { id: 'cd', titulo: 'Código', celula: (p) => p.cd, ordenar: (p) => p.cd },
  { id: 'nome', titulo: 'Nome', celula: (p) => p.nome, ordenar: (p) => p.nome },
  { id: 'cidade', titulo: 'Cidade', celula: (p) => p.cidade ?? '—' },
];

const pessoas = (n: number): Pessoa[] =>
  Array.from({ length: n }, (_, i) => ({
    cd: i + 1,
    nome: `${['Óscar', 'ana', 'Bruno', 'Álvaro', 'carla'][i % 5]} ${i + 1}`,
    cidade: i % 2 ? 'Joinville' : 'São José',
  }));

const nomes = () =>
  within(screen.getByRole('table', { name: 'Pessoas' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('TabelaLista', () => {
  it('sorts by a header button in Portuguese order, ascending, descending, then none', async () => {
    renderizar(<TabelaLista rotulo="Pessoas" colunas={colunas} linhas={pessoas(5)} chave={(p) => p.cd} />);
    const cabecalho = screen.getByRole('columnheader', { name: /Nome/ });
    expect(cabecalho).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Cidade' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(cabecalho).getByRole('button'));
    expect(cabecalho).toHaveAttribute('aria-sort', 'ascending');
    expect(nomes()).toEqual(['Álvaro 4', 'ana 2', 'Bruno 3', 'carla 5', 'Óscar 1']);

    await userEvent.click(within(cabecalho).getByRole('button'));
    expect(cabecalho).toHaveAttribute('aria-sort', 'descending');
    expect(nomes()[0]).toBe('Óscar 1');

    await userEvent.click(within(cabecalho).getByRole('button'));
    expect(cabecalho).toHaveAttribute('aria-sort', 'none');
    expect(nomes()).toEqual(['Óscar 1', 'ana 2', 'Bruno 3', 'Álvaro 4', 'carla 5']);
  });

  it('sorts from the keyboard', async () => {
    renderizar(<TabelaLista rotulo="Pessoas" colunas={colunas} linhas={pessoas(5)} chave={(p) => p.cd} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ordenar por Código' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Código/ })).toHaveAttribute('aria-sort', 'descending');
    expect(nomes()[0]).toBe('carla 5');
  });

  it('pages 50 rows by default with the 10/20/50/100 choices, and filters with the count', async () => {
    renderizar(
      <TabelaLista rotulo="Pessoas" colunas={colunas} linhas={pessoas(120)} chave={(p) => p.cd} filtro />,
    );
    expect(nomes()).toHaveLength(50);
    expect(screen.getByText('1–50 de 120')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Exibindo 120 de 120');

    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(nomes()).toHaveLength(20);
    expect(nomes()[0]).toBe('Óscar 101');

    // filtering goes back to the first page; accents and case do not matter
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar' }), 'alvaro');
    expect(screen.getByRole('status')).toHaveTextContent('Exibindo 24 de 120');
    expect(nomes()[0]).toBe('Álvaro 4');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Registros por página' }), '10');
    expect(nomes()).toHaveLength(10);
  });

  it('shows the loading and the empty states, and the row actions', async () => {
    const { rerender } = renderizar(
      <TabelaLista rotulo="Pessoas" colunas={colunas} linhas={undefined} chave={(p) => p.cd} />,
    );
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pessoas' })).toHaveAttribute('aria-busy', 'true');

    rerender(<TabelaLista rotulo="Pessoas" colunas={colunas} linhas={[]} chave={(p) => p.cd} />);
    expect(screen.getByText('Não há dados para exibir...')).toBeInTheDocument();

    rerender(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={pessoas(2)}
        chave={(p) => p.cd}
        acoes={(p) => <button type="button">Abrir {p.nome}</button>}
        propsLinha={(p) => ({ 'data-testid': `pessoa-${p.cd}` })}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('pessoa-2')).getByRole('button', { name: 'Abrir ana 2' }),
    ).toBeInTheDocument();
  });

  it('compares empty values last, numbers as numbers and dates as dates', () => {
    expect([3, null, 10, 2].sort(compararValores)).toEqual([2, 3, 10, null]);
    expect(compararValores('item 2', 'item 10')).toBeLessThan(0);
    expect(compararValores(new Date('2026-01-02'), new Date('2026-01-01'))).toBeGreaterThan(0);
  });
});
