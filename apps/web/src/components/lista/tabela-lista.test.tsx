import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders as renderizar } from '../testing/render';
import { AcoesDaLinha, type ColunaLista, comoData, compararValores, TabelaLista } from './tabela-lista';

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
  it('tells the rows the filter shows, in their order across pages, when they change', async () => {
    const aoMudarVisiveis = vi.fn();
    renderizar(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={pessoas(30)}
        chave={(p) => p.cd}
        filtro
        paginacao={{ tamanho: 10 }}
        ordenacaoInicial={{ id: 'cd', desc: true }}
        aoMudarVisiveis={aoMudarVisiveis}
      />,
    );
    const ultimas = () => ((aoMudarVisiveis.mock.lastCall?.[0] ?? []) as Pessoa[]).map((p) => p.cd);
    expect(ultimas()).toHaveLength(30);
    expect(ultimas().slice(0, 2)).toEqual([30, 29]);
    const chamadas = aoMudarVisiveis.mock.calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar' }), 'carla');
    expect(ultimas()).toEqual([30, 25, 20, 15, 10, 5]);
    expect(aoMudarVisiveis.mock.calls.length).toBeGreaterThan(chamadas);
  });

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

  it('keeps its page when the list is refreshed, within the last page when rows leave', async () => {
    const { rerender } = renderizar(
      <TabelaLista rotulo="Pessoas" colunas={colunas} linhas={pessoas(120)} chave={(p) => p.cd} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(nomes()[0]).toBe('Óscar 51');

    // the same rows again, one of them changed (a new array, as a refetch answers)
    rerender(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={pessoas(120).map((p) => (p.cd === 52 ? { ...p, nome: 'ana mudada' } : p))}
        chave={(p) => p.cd}
      />,
    );
    expect(nomes()[0]).toBe('Óscar 51');
    expect(nomes()[1]).toBe('ana mudada');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    rerender(<TabelaLista rotulo="Pessoas" colunas={colunas} linhas={pessoas(60)} chave={(p) => p.cd} />);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
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

  it("tells 'nothing yet' (what to do next, its button) from 'no results for these filters' (Limpar filtros)", async () => {
    const adicionar = vi.fn();
    const limpar = vi.fn();
    const { rerender } = renderizar(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={[]}
        chave={(p) => p.cd}
        vazio="Nenhuma pessoa cadastrada ainda."
        dicaVazio="Cadastre a primeira para vê-la aqui."
        acaoVazio={{ rotulo: 'Cadastrar pessoa', aoClicar: adicionar }}
      />,
    );
    expect(screen.getByTestId('lista-vazia')).toHaveAttribute('data-tipo', 'vazio');
    expect(screen.getByText('Nenhuma pessoa cadastrada ainda.')).toBeInTheDocument();
    expect(screen.getByText('Cadastre a primeira para vê-la aqui.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar pessoa' }));
    expect(adicionar).toHaveBeenCalledOnce();

    // the screen's filters leave nothing: no results for them, and the way back
    rerender(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={[]}
        chave={(p) => p.cd}
        vazio="Nenhuma pessoa cadastrada ainda."
        vazioFiltrado={{ texto: 'Nenhuma pessoa com estes filtros.', limpar }}
      />,
    );
    expect(screen.getByTestId('lista-vazia')).toHaveAttribute('data-tipo', 'filtrado');
    expect(screen.queryByText('Nenhuma pessoa cadastrada ainda.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(limpar).toHaveBeenCalledOnce();

    // the text filter leaves nothing of the rows there are: its own way back
    rerender(
      <TabelaLista rotulo="Pessoas" colunas={colunas} linhas={pessoas(3)} chave={(p) => p.cd} filtro />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar' }), 'zzz');
    expect(await screen.findByText('Nenhum resultado para “zzz”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(nomes()).toHaveLength(3);
  });

  it('draws a text cell on one line, and a row with more than two actions as one menu button', () => {
    renderizar(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={[{ cd: 1, nome: 'Beatriz Santos Xavier de Albuquerque', cidade: 'Joinville' }]}
        chave={(p) => p.cd}
        acoes={() => (
          <AcoesDaLinha
            rotulo="Ações de Beatriz"
            acoes={['Abrir', 'Editar', 'Excluir'].map((r) => ({
              rotulo: r,
              icone: null,
              aoClicar: () => {},
            }))}
          />
        )}
      />,
    );
    const linha = screen.getAllByRole('row')[1];
    // the long name is one cut-able line (whole while its column has room); the short one never cut
    expect(within(linha).getByText('Beatriz Santos Xavier de Albuquerque')).toHaveAttribute(
      'data-texto-linha',
    );
    expect(within(linha).getByText('Joinville')).not.toHaveAttribute('data-texto-linha');
    expect(within(linha).getAllByRole('button')).toHaveLength(1);
    const menu = within(linha).getByRole('button', { name: 'Ações de Beatriz' });
    expect(menu).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('a row with up to two actions shows them as named icon buttons', () => {
    renderizar(
      <AcoesDaLinha
        rotulo="Ações"
        acoes={[
          { rotulo: 'Abrir', nome: 'Abrir Ana', icone: null, aoClicar: () => {} },
          { rotulo: 'Excluir', icone: null, aoClicar: () => {}, indisponivel: 'Ana tem vagas.' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Abrir Ana' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ações' })).not.toBeInTheDocument();
  });

  it('scrolls the rows under a fixed header when given a maximum height', () => {
    const { rerender } = renderizar(
      <TabelaLista rotulo="Pessoas" colunas={colunas} linhas={pessoas(3)} chave={(p) => p.cd} />,
    );
    const cabecalho = () => screen.getByRole('table', { name: 'Pessoas' }).querySelector('thead');
    expect(cabecalho()).not.toHaveAttribute('data-sticky');

    rerender(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={pessoas(3)}
        chave={(p) => p.cd}
        alturaMaxima={500}
        paginacao={false}
      />,
    );
    expect(cabecalho()).toHaveAttribute('data-sticky', 'true');
    const rolagem = screen.getByRole('table', { name: 'Pessoas' }).closest('[style*="--table-max-height"]');
    expect(rolagem?.getAttribute('style')).toContain('31.25rem');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('leaves the filter the room beside the tools', async () => {
    renderizar(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={pessoas(3)}
        chave={(p) => p.cd}
        filtro
        ferramentas={<button type="button">Atualizar</button>}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar' }), 'bruno');
    expect(screen.getByRole('status')).toHaveTextContent('Exibindo 1 de 3');
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
  });

  it('opens and closes the detail of a row from its button, some rows open at first', async () => {
    renderizar(
      <TabelaLista
        rotulo="Pessoas"
        colunas={colunas}
        linhas={pessoas(3)}
        chave={(p) => p.cd}
        detalhe={{
          conteudo: (p) => <p>Detalhe de {p.nome}</p>,
          rotulo: (p) => `Detalhes de ${p.nome}`,
          abertas: [2],
        }}
      />,
    );
    const tabela = screen.getByRole('table', { name: 'Pessoas' });
    expect(within(tabela).getByRole('columnheader', { name: 'Detalhes' })).toBeInTheDocument();
    const segunda = screen.getByRole('button', { name: 'Detalhes de ana 2' });
    expect(segunda).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Detalhe de ana 2')).toBeInTheDocument();
    const controlada = segunda.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(controlada)).toHaveTextContent('Detalhe de ana 2');
    // the detail spans the whole row
    expect(screen.getByText('Detalhe de ana 2').closest('td')).toHaveAttribute('colspan', '4');

    const primeira = screen.getByRole('button', { name: 'Detalhes de Óscar 1' });
    expect(primeira).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Detalhe de Óscar 1')).not.toBeInTheDocument();
    await userEvent.click(primeira);
    expect(primeira).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Detalhe de Óscar 1')).toBeInTheDocument();

    await userEvent.click(segunda);
    expect(screen.queryByText('Detalhe de ana 2')).not.toBeInTheDocument();
    // sorting keeps each detail under its own row
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    const linhas = within(tabela).getAllByRole('row');
    const indice = linhas.findIndex((r) => within(r).queryByText('Óscar 1'));
    expect(linhas[indice + 1]).toHaveTextContent('Detalhe de Óscar 1');
  });

  it('compares empty values last, numbers as numbers and dates as dates', () => {
    expect([3, null, 10, 2].sort(compararValores)).toEqual([2, 3, 10, null]);
    expect(compararValores('item 2', 'item 10')).toBeLessThan(0);
    expect(compararValores(new Date('2026-01-02'), new Date('2026-01-01'))).toBeGreaterThan(0);
    // ISO texts of the API read as dates; absent or unreadable ones sort last
    expect(
      ['2026-11-02T08:00:00.000Z', null, '2026-02-10', 'x'].map(comoData).sort(compararValores).map(String),
    ).toEqual([String(new Date('2026-02-10')), String(new Date('2026-11-02T08:00:00.000Z')), 'null', 'null']);
  });
});
