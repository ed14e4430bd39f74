import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { ControlesPage } from './controles-page';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ControlesPage', () => {
  it('shows every control and picker with a label', async () => {
    renderWithProviders(<ControlesPage />);
    expect(screen.getByRole('heading', { name: 'Controles' })).toBeInTheDocument();
    for (const rotulo of [
      /Observação/,
      'Quantidade de candidatos',
      'Data',
      'Hora',
      'Salário',
      'CPF',
      'CNPJ',
      'CEP',
      'Telefone',
      'Altura (m)',
      'Filtrar',
    ]) {
      expect(screen.getAllByLabelText(rotulo).length).toBeGreaterThan(0);
    }
    for (const rotulo of [
      'País',
      'Estado',
      'Cidade',
      'Bairros',
      'Cliente',
      'Candidato',
      'Analista',
      'Vaga',
      'Idioma',
    ]) {
      expect(screen.getAllByLabelText(rotulo).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('radiogroup', { name: 'Tipo de salário' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Percentual' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Insalubridade' })).toBeChecked();
    expect(screen.getByText('Exibindo 237 de 237')).toBeInTheDocument();
    const paginacao = screen.getByRole('navigation', { name: 'Paginação' });
    // 237 rows of 10: the first pages, then '…' and the last one
    const paginas = within(paginacao).getAllByRole('button', { name: /^Página \d+$/ });
    expect(paginas.map((b) => b.getAttribute('aria-label'))).toEqual(
      ['1', '2', '3', '4', '5', '24'].map((n) => `Página ${n}`),
    );
    expect(await screen.findAllByText('Selecione um cliente primeiro')).not.toHaveLength(0);
  });
});
