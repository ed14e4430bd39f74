import type { CotasClienteResposta } from '@backoffice/domain/contratacao';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { CotasClienteCard } from './cotas-cliente-card';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const COTAS: CotasClienteResposta = {
  QT_FUNCIONARIOS: 250,
  PC_COTA_PCD: 3,
  QT_COTA_PCD: 8,
  QT_PCD_CONTRATADOS: 5,
  QT_APRENDIZ_MIN: 13,
  QT_APRENDIZ_MAX: 37,
  QT_APRENDIZES_CONTRATADOS: 13,
  ID_APRENDIZ_DISPENSADO: 'N',
  QT_FALTA_PCD: 3,
  QT_FALTA_APRENDIZ: 0,
  QT_PCD_EM_PROCESSO: 2,
};

let cotas: CotasClienteResposta | null;
let pedidos: string[];

beforeEach(() => {
  cotas = COTAS;
  pedidos = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string) => {
      pedidos.push(new URL(entrada, 'http://localhost').pathname);
      return cotas ? json(cotas) : json({ error: 'falhou' }, 500);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function montar() {
  entrarComo({ permissoes: [58] });
  renderWithProviders(<CotasClienteCard cdPessoa={77} />);
}

describe('Cotas legais', () => {
  it('shows the PCD quota and the apprentice range against the placements', async () => {
    montar();
    expect(await screen.findByTestId('cota-funcionarios')).toHaveTextContent('250');
    expect(pedidos).toContain('/api/clientes/77/cotas');
    expect(screen.getByTestId('cota-pcd')).toHaveTextContent('3% · 8');
    expect(screen.getByTestId('cota-pcd-contratados')).toHaveTextContent('5');
    expect(screen.getByTestId('cota-pcd-falta')).toHaveTextContent('3');
    expect(screen.getByTestId('cota-pcd-processo')).toHaveTextContent('2');
    expect(screen.getByTestId('cota-aprendiz-faixa')).toHaveTextContent('13–37');
    expect(screen.getByTestId('cota-aprendiz-contratados')).toHaveTextContent('13');
    const pcd = screen.getByRole('region', { name: 'Cota PCD' });
    expect(within(pcd).getByText('Faltam 3')).toBeInTheDocument();
    const aprendiz = screen.getByRole('region', { name: 'Cota de aprendizes' });
    expect(within(aprendiz).getByText('Cumprida')).toBeInTheDocument();
    expect(screen.queryByText(/Simples Nacional/)).not.toBeInTheDocument();
  });

  it('notes the apprentice quota waived for a Simples Nacional client', async () => {
    cotas = { ...COTAS, ID_APRENDIZ_DISPENSADO: 'S', QT_APRENDIZ_MIN: 0 };
    montar();
    expect(await screen.findByText('Cota de aprendizes dispensada (Simples Nacional).')).toBeInTheDocument();
    expect(screen.getByText('Dispensada')).toBeInTheDocument();
  });

  it('says when the quotas cannot be read', async () => {
    cotas = null;
    montar();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as cotas do cliente.',
    );
  });
});
