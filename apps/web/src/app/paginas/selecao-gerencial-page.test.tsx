import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { SelecaoGerencialPage } from './selecao-gerencial-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Seleção - Gerencial › Relatórios', () => {
  it("offers the clients' verdicts report beside the other reports", async () => {
    const pedidos: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: unknown) => {
        pedidos.push(String(url));
        const vazio = {
          encaminhados: 0,
          respondidos: 0,
          taxa_resposta: null,
          mediana_horas: null,
          aprovados: 0,
          aprovacoes_por_encaminhado: null,
        };
        const corpo = String(url).includes('/relatorios/parecer-cliente')
          ? { total: vazio, por_cliente: [], por_analista: [] }
          : [];
        return new Response(JSON.stringify(corpo), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const api = { abrir: vi.fn() } as unknown as TabsApi;
    renderWithProviders(
      <TabsContext.Provider value={api}>
        <SelecaoGerencialPage params={{ aba: 'relatorios' }} />
      </TabsContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Pareceres de clientes' }));
    // the report's screen loads on first use
    expect(
      await screen.findByRole('heading', { name: 'Pareceres de clientes' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'De' })).toBeInTheDocument();
    expect(pedidos.some((u) => u.includes('/api/relatorios/parecer-cliente'))).toBe(true);
  });
});
