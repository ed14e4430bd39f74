import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabsProvider } from '../../../app/tabs-provider';
import { renderizar } from '../../../app/test-utils';
import { HistoricoPesquisasAba } from './historico-pesquisas-aba';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

describe('HistoricoPesquisasAba', () => {
  it('lists the searches with the capped total and channels, and opens the discarded of one', async () => {
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u === '/api/pesquisa-candidatos/pesquisas/7')
        return json(200, [
          {
            NR_SELECAO: 31,
            SOMA: 1001,
            CANDIDATOS_DESCARTADOS: 1,
            NM_USUARIO: 'Liz',
            CRIADO_EM: '2026-11-20T13:00:00.000Z',
            POSSUI_ENVIO_CANDIDATO: 'S',
            ENVIO_DE_CONTATO: [{ CD_TIPO_ENVIO: 1 }, { CD_TIPO_ENVIO: 10 }],
          },
          {
            NR_SELECAO: 30,
            SOMA: 12,
            CANDIDATOS_DESCARTADOS: 0,
            NM_USUARIO: 'Liz',
            CRIADO_EM: '2026-11-19T13:00:00.000Z',
            POSSUI_ENVIO_CANDIDATO: 'N',
            ENVIO_DE_CONTATO: [],
          },
        ]);
      if (u === '/api/pesquisa-candidatos/candidatos/descartados/7/31')
        return json(200, [
          {
            CD_PESSOA: 5,
            NM_PESSOA: 'Ana Souza',
            NM_BAIRRO: 'Centro',
            NM_CIDADE: 'Joinville',
            ALTERADO_EM: '2026-11-20T14:00:00.000Z',
            NM_USUARIO: 'Liz',
          },
        ]);
      return json(404, { error: 'não encontrado' });
    });
    renderizar(
      <TabsProvider acessoDaAba={() => 'permitida'}>
        <HistoricoPesquisasAba nrVaga={7} />
      </TabsProvider>,
    );
    const tabela = await screen.findByRole('table', { name: 'Histórico de pesquisas' });
    const linhas = within(tabela).getAllByRole('row');
    expect(within(linhas[1]).getByText('1000+')).toBeInTheDocument();
    expect(within(linhas[1]).getByText('E-mail')).toBeInTheDocument();
    expect(within(linhas[1]).getByText('Chatbot')).toBeInTheDocument();
    expect(within(linhas[2]).getByText('Nenhum')).toBeInTheDocument();
    expect(within(linhas[2]).getByRole('button', { name: 'Descartados' })).toBeDisabled();

    await userEvent.click(within(linhas[1]).getByRole('button', { name: 'Descartados' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Centro - Joinville')).toBeInTheDocument();
  });
});
