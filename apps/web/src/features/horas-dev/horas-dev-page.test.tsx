import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { HorasDevPage } from './horas-dev-page';

// recharts (under @mantine/charts) does not load in the test's VM context; the chart's data is
// checked through what the page writes beside it
vi.mock('@mantine/charts', () => ({
  BarChart: ({ data }: { data: unknown[] }) => <div data-testid="grafico" data-barras={data.length} />,
}));

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-01-05T15:00:00Z') });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    json([
      { CD_USUARIO: 1, USUARIO: 'Ana Dev', DT_SOLUCAO: '2025-12-22', TOTAL_HORAS_DIA: 4 },
      { CD_USUARIO: 2, USUARIO: 'Bruno Dev', DT_SOLUCAO: '2026-01-02', TOTAL_HORAS_DIA: 2.5 },
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const consultas = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams);

describe('HorasDevPage', () => {
  it('asks for the period from the 21st to the 20th and moves month by month across the year', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<HorasDevPage />);
    expect(screen.getByRole('textbox', { name: 'Data inicial' })).toHaveValue('21/12/2025');
    expect(screen.getByRole('textbox', { name: 'Data final' })).toHaveValue('20/01/2026');
    expect(screen.getByRole('textbox', { name: 'Data inicial' })).toHaveAttribute('readonly');
    await waitFor(() => expect(consultas()[0]?.get('data_inicial')).toBe('21/12/2025'));
    expect(consultas()[0]?.get('data_final')).toBe('20/01/2026');
    expect(await screen.findByTestId('total-horas')).toHaveTextContent('Total: 6,5 h');

    await user.click(screen.getByRole('button', { name: 'Período anterior' }));
    expect(screen.getByTestId('periodo-dev')).toHaveTextContent('nov/2025 - dez/2025');
    await waitFor(() => expect(consultas().at(-1)?.get('data_inicial')).toBe('21/11/2025'));
    await user.click(screen.getByRole('button', { name: 'Próximo período' }));
    await user.click(screen.getByRole('button', { name: 'Próximo período' }));
    expect(screen.getByRole('textbox', { name: 'Data inicial' })).toHaveValue('21/01/2026');
    expect(screen.getByRole('textbox', { name: 'Data final' })).toHaveValue('20/02/2026');
  });
});
