import type { FormatoExportacao } from '@backoffice/domain/gerencial';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TabelaListaProps } from '../lista/tabela-lista';
import { renderWithProviders as renderizar } from '../testing/render';
import { ListaVagas, type ListaVagasProps } from './lista-vagas';

interface Vaga {
  nr: number;
  cargo: string;
}

const tabela = (linhas: Vaga[] | undefined): TabelaListaProps<Vaga> => ({
  rotulo: 'Vagas',
  colunas: [{ id: 'cargo', titulo: 'Cargo', celula: (v) => v.cargo }],
  linhas,
  chave: (v) => v.nr,
  vazio: 'Nenhuma vaga encontrada.',
});

function Lista(props: Partial<ListaVagasProps<Vaga>>) {
  return (
    <ListaVagas<Vaga>
      titulo="Minhas Vagas"
      filtros={<input aria-label="Cargo" />}
      tituloErro="Erro ao carregar as vagas."
      chaveTabela="1"
      tabela={tabela([{ nr: 1, cargo: 'Soldador' }])}
      {...props}
    />
  );
}

/** A screen that keeps whether its filters are shown in the browser, as Minhas Vagas does. */
function ListaQueLembra() {
  const [abertos, setAbertos] = useState(() => localStorage.getItem('telaTeste') === 'aberto');
  return (
    <Lista
      filtrosAbertos={abertos}
      aoAlternarFiltros={(a) => {
        setAbertos(a);
        localStorage.setItem('telaTeste', a ? 'aberto' : 'fechado');
      }}
    />
  );
}

afterEach(() => localStorage.clear());

describe('ListaVagas', () => {
  it('starts with the applied filters on one line of chips; the button shows the fields instead', async () => {
    renderizar(<Lista filtrosAtivos={['Vagas: Minhas', 'Situações: Aberta, Cliente']} />);
    const botao = screen.getByRole('button', { name: 'Mostrar filtros' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Vagas: Minhas', 'Situações: Aberta, Cliente']);
    await userEvent.click(botao);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).toBeNull();
    cleanup();
    renderizar(<Lista filtrosAbertosInicial />);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the panel hidden by a screen that keeps it stays hidden when the screen opens again', async () => {
    localStorage.setItem('telaTeste', 'aberto');
    renderizar(<ListaQueLembra />);
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar filtros' }));
    expect(localStorage.getItem('telaTeste')).toBe('fechado');
    cleanup();
    renderizar(<ListaQueLembra />);
    expect(screen.getByRole('button', { name: 'Mostrar filtros' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    expect(localStorage.getItem('telaTeste')).toBe('aberto');
  });

  it('exports in the format chosen, both buttons disabled while one download is under way', async () => {
    let terminar = () => {};
    const exportar = vi.fn(
      (_: FormatoExportacao) =>
        new Promise<void>((r) => {
          terminar = r;
        }),
    );
    renderizar(<Lista exportar={exportar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    expect(exportar).toHaveBeenCalledWith('xlsx');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    terminar();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled());
  });

  it('a failed export gives the buttons back', async () => {
    const exportar = vi.fn(async () => {
      throw new Error('falhou');
    });
    renderizar(<Lista exportar={exportar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(exportar).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeEnabled());
  });

  it('has no export buttons nor header when the screen has none (a list in a drawer)', () => {
    renderizar(<Lista titulo={undefined} filtros={undefined} />);
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('table', { name: 'Vagas' })).toBeInTheDocument();
  });

  it('shows the empty text, the loading state, and the failure with its retry', async () => {
    renderizar(<Lista tabela={tabela([])} />);
    expect(screen.getByText('Nenhuma vaga encontrada.')).toBeInTheDocument();
    cleanup();
    renderizar(<Lista tabela={tabela(undefined)} />);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    cleanup();
    const tentar = vi.fn();
    renderizar(
      <Lista
        tabela={tabela([])}
        erro="Sem conexão com o servidor."
        tentarNovamente={tentar}
        aviso="Somente as 500 vagas mais recentes foram carregadas."
      />,
    );
    expect(screen.getByText('Erro ao carregar as vagas.')).toBeInTheDocument();
    expect(screen.getByText('Sem conexão com o servidor.')).toBeInTheDocument();
    expect(screen.getByText('Somente as 500 vagas mais recentes foram carregadas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(tentar).toHaveBeenCalledOnce();
  });
});
