import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { CotasClientesCard } from './cotas-clientes-card';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const base = {
  QT_FUNCIONARIOS: 300,
  PC_COTA_PCD: 3,
  QT_COTA_PCD: 9,
  QT_PCD_CONTRATADOS: 2,
  QT_APRENDIZ_MIN: 15,
  QT_APRENDIZ_MAX: 45,
  QT_APRENDIZES_CONTRATADOS: 10,
  ID_APRENDIZ_DISPENSADO: 'N' as const,
  QT_FALTA_PCD: 7,
  QT_FALTA_APRENDIZ: 5,
  QT_PCD_EM_PROCESSO: 1,
};
const cliente = (cd: number, faltaPcd: number, faltaAprendiz: number) => ({
  ...base,
  CD_PESSOA_CLIENTE: cd,
  NM_CLIENTE: `Cliente ${cd}`,
  QT_FALTA_PCD: faltaPcd,
  QT_FALTA_APRENDIZ: faltaAprendiz,
});

let pedidos: URL[];
let corpo: unknown;

beforeEach(() => {
  pedidos = [];
  corpo = {
    clientes: [
      cliente(1, 1, 0),
      cliente(2, 4, 4),
      cliente(3, 0, 2),
      cliente(4, 9, 0),
      cliente(5, 3, 3),
      cliente(6, 2, 0),
    ],
    total: {
      QT_COTA_PCD: 40,
      QT_PCD_CONTRATADOS: 21,
      QT_APRENDIZ_MIN: 60,
      QT_APRENDIZ_MAX: 180,
      QT_APRENDIZES_CONTRATADOS: 51,
      QT_FALTA_PCD: 19,
      QT_FALTA_APRENDIZ: 9,
      QT_PCD_EM_PROCESSO: 4,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string) => {
      pedidos.push(new URL(entrada, 'http://localhost'));
      return json(corpo);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Cotas dos clientes (dashboard)', () => {
  it('shows the unit’s sums and the five clients with the largest gap, each opening the client', async () => {
    entrarComo({ permissoes: [58] });
    const abrir = vi.fn();
    renderWithProviders(
      <TabsContext.Provider value={{ abrir } as unknown as TabsApi}>
        <CotasClientesCard cdUnidade={3} />
      </TabsContext.Provider>,
    );
    expect(await screen.findByTestId('soma-falta-pcd')).toHaveTextContent('19');
    expect(Object.fromEntries(pedidos[0].searchParams)).toEqual({ cd_unidade: '3', com_falta: 'S' });
    expect(screen.getByTestId('soma-cota-pcd')).toHaveTextContent('40');
    expect(screen.getByTestId('soma-falta-aprendiz')).toHaveTextContent('9');
    const tabela = screen.getByRole('table', { name: 'Clientes com a maior falta' });
    const nomes = within(tabela)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(nomes).toEqual(['Cliente 4', 'Cliente 2', 'Cliente 5', 'Cliente 3', 'Cliente 6']);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(within(tabela).getByRole('button', { name: 'Cliente 4' }));
    expect(abrir).toHaveBeenCalledWith(
      'DadosCliente',
      { cdPessoa: 4, cdEmpresa: 3 },
      { titulo: 'Cliente - Cliente 4' },
    );
  });

  it('says when no client of the unit has a quota to meet', async () => {
    corpo = { ...(corpo as object), clientes: [] };
    entrarComo({ permissoes: [58] });
    renderWithProviders(
      <TabsContext.Provider value={{ abrir: vi.fn() } as unknown as TabsApi}>
        <CotasClientesCard cdUnidade={3} />
      </TabsContext.Provider>,
    );
    expect(await screen.findByText('Nenhum cliente da unidade com cota a cumprir.')).toBeInTheDocument();
  });
});
