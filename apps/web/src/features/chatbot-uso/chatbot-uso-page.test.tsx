import { MENSAGENS_CHATBOT_USO as M } from '@backoffice/domain/operacoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { ChatbotUsoPage } from './chatbot-uso-page';

// recharts (under @mantine/charts) does not load in the test's VM context; the chart's data is
// checked through what the page writes beside it
vi.mock('@mantine/charts', () => ({
  BarChart: ({ data }: { data: unknown[] }) => <div data-testid="grafico" data-barras={data.length} />,
}));

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

let resposta: unknown = { GRAFICO: [], VALOR: 0 };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  entrarComo({ permissoes: [335], nm_pessoa: 'Ana' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.includes('lista-unidades'))
      return json([
        { CD_EMPRESA_AGRUPADORA: 1, NM_EMPRESA: 'Joinville', ID_UNIDADE_USUARIO: 'S' },
        { CD_EMPRESA_AGRUPADORA: 19, NM_EMPRESA: 'Curitiba', ID_UNIDADE_USUARIO: 'N' },
      ]);
    if (u.includes('uso-por-unidade')) return json(resposta);
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pedidoUso = () => {
  const c = fetchMock.mock.calls.find(([u]) => String(u).includes('uso-por-unidade'));
  return c ? JSON.parse(String(c[1]?.body)) : null;
};

describe('ChatbotUsoPage', () => {
  it('generates the chart and the cards for the unit and period', async () => {
    resposta = {
      GRAFICO: [
        { NM_ANALISTA: 'Carla', QTD: 3 },
        { NM_ANALISTA: 'Jonas', QTD: 1 },
      ],
      VALOR: 0.25,
    };
    const user = userEvent.setup();
    renderWithProviders(<ChatbotUsoPage />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveValue('1 - Joinville'),
    );
    // before the first Gerar, the screen says what to do
    expect(screen.getByText(M.antesDeGerar)).toBeInTheDocument();
    const inicio = screen.getByRole('textbox', { name: 'Data inicial' });
    await user.clear(inicio);
    await user.type(inicio, '01032026');
    const fim = screen.getByRole('textbox', { name: 'Data final' });
    await user.clear(fim);
    await user.type(fim, '10032026');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByTestId('cartao-Conversas')).toHaveTextContent('4');
    expect(screen.queryByText(M.antesDeGerar)).not.toBeInTheDocument();
    expect(screen.getByTestId('cartao-Analistas')).toHaveTextContent('2');
    expect(screen.getByTestId('cartao-Valor estimado (USD)')).toHaveTextContent('$0.25');
    const tabela = screen.getByRole('table', { name: 'Conversas por analista' });
    expect(within(tabela).getByText('Carla')).toBeInTheDocument();
    expect(pedidoUso()).toEqual({ dt_inicio: '2026-03-01', dt_fim: '2026-03-10', cd_empresa: 1 });
  });

  it('refuses a start after the end at Gerar, and says when nothing was sent', async () => {
    resposta = { GRAFICO: [], VALOR: 0 };
    const user = userEvent.setup();
    renderWithProviders(<ChatbotUsoPage />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveValue('1 - Joinville'),
    );
    const inicio = screen.getByRole('textbox', { name: 'Data inicial' });
    const fim = screen.getByRole('textbox', { name: 'Data final' });
    await user.clear(inicio);
    await user.type(inicio, '10032026');
    await user.clear(fim);
    await user.type(fim, '01032026');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.inicioMaiorQueFimGerar);
    expect(pedidoUso()).toBeNull();
    await user.clear(inicio);
    await user.type(inicio, '01022026');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText(M.vazio)).toBeInTheDocument();
  });
});
