import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabsProvider } from '../tabs-provider';
import { clienteDeTeste, enderecoAtual, renderizar } from '../test-utils';
import { type Aviso, TIPO_AVISO } from './aviso';
import { AvisosNovos, BotaoAvisos, ColunaAvisos, TEMPO_AVISO_NOVO_MS, useAvisosPainel } from './avisos';
import { CHAVE_AVISOS } from './use-avisos';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, corpo?: unknown) =>
  new Response(corpo === undefined ? null : JSON.stringify(corpo), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const avisos: Aviso[] = [
  {
    ID: 11,
    NR_VAGA: 500,
    DS_COMPLEMENTO_AVISO: 'Auxiliar de produção',
    DT_GERACAO: new Date().toISOString(),
    CD_TIPO_AVISO: TIPO_AVISO.VAGA_ATRIBUIDA,
    VIEWED: 'N',
  },
  {
    ID: 12,
    NR_VAGA: 501,
    DS_COMPLEMENTO_AVISO: null,
    DT_GERACAO: new Date().toISOString(),
    CD_TIPO_AVISO: TIPO_AVISO.VAGA_DESCONGELADA,
    VIEWED: 'N',
  },
];

function Avisos() {
  const painel = useAvisosPainel();
  return (
    <>
      <BotaoAvisos painel={painel} />
      <ColunaAvisos painel={painel} />
      <AvisosNovos painel={painel} />
    </>
  );
}

function montar() {
  return renderizar(
    <TabsProvider acessoDaAba={() => 'permitida'}>
      <Avisos />
    </TabsProvider>,
  );
}

describe('alerts', () => {
  it('start collapsed in the counter, which opens and closes their column', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/analista/avisos' ? json(200, avisos) : json(204),
    );
    montar();
    const botao = await screen.findByRole('button', { name: 'Mostrar 2 avisos' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Avisos' })).not.toBeInTheDocument();

    await userEvent.click(botao);
    expect(screen.getByText('Vaga atribuída a você')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recolher 2 avisos' })).toHaveAttribute(
      'aria-controls',
      'coluna-avisos',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recolher avisos' }));
    expect(screen.queryByText('Vaga atribuída a você')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar 2 avisos' })).toBeInTheDocument();
  });

  it('a new alert shows as a card at the bottom right, not in the drawer; it leaves by itself unless the pointer is on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockImplementation(async (url) =>
        String(url) === '/api/analista/avisos' ? json(200, [avisos[0]]) : json(204),
      );
      const queryClient = clienteDeTeste();
      renderizar(
        <TabsProvider acessoDaAba={() => 'permitida'}>
          <Avisos />
        </TabsProvider>,
        { queryClient },
      );
      await screen.findByRole('button', { name: 'Mostrar 1 aviso' });
      // the alert already there when the page opened shows no card
      expect(screen.queryByRole('region', { name: 'Avisos novos' })).not.toBeInTheDocument();

      act(() => queryClient.setQueryData(CHAVE_AVISOS, avisos));
      const novos = await screen.findByRole('region', { name: 'Avisos novos' });
      expect(novos).toHaveTextContent('A vaga 501 foi descongelada.');
      expect(novos).not.toHaveTextContent('Vaga atribuída a você');
      // the drawer stays closed: it opens only from the counter
      expect(screen.queryByRole('complementary', { name: 'Avisos' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mostrar 2 avisos' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      // while the pointer is on it, it stays
      fireEvent.mouseEnter(novos);
      act(() => vi.advanceTimersByTime(TEMPO_AVISO_NOVO_MS + 1000));
      expect(screen.getByRole('region', { name: 'Avisos novos' })).toHaveTextContent(
        'A vaga 501 foi descongelada.',
      );

      fireEvent.mouseLeave(novos);
      act(() => vi.advanceTimersByTime(TEMPO_AVISO_NOVO_MS + 100));
      expect(screen.queryByRole('region', { name: 'Avisos novos' })).not.toBeInTheDocument();
      // it is still an alert to see in the drawer
      expect(screen.getByRole('button', { name: 'Mostrar 2 avisos' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a new alert's card closes by its button without marking it seen", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/analista/avisos' ? json(200, [avisos[0]]) : json(204),
    );
    const queryClient = clienteDeTeste();
    renderizar(
      <TabsProvider acessoDaAba={() => 'permitida'}>
        <Avisos />
      </TabsProvider>,
      { queryClient },
    );
    await screen.findByRole('button', { name: 'Mostrar 1 aviso' });
    act(() => queryClient.setQueryData(CHAVE_AVISOS, avisos));
    const fechar = await screen.findByRole('button', { name: 'Fechar aviso “Vaga descongelada”' });
    await userEvent.click(fechar);
    expect(screen.queryByRole('region', { name: 'Avisos novos' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('confirma-visualizar-vaga'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar 2 avisos' }));
    expect(screen.getByRole('complementary', { name: 'Avisos' })).toHaveTextContent(
      'A vaga 501 foi descongelada.',
    );
  });

  it('lists the unviewed alerts and confirms one', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/analista/avisos' ? json(200, avisos) : json(204),
    );
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar 2 avisos' }));
    expect(screen.getByText('Vaga atribuída a você')).toBeInTheDocument();
    expect(screen.getByText('Auxiliar de produção')).toBeInTheDocument();
    expect(screen.getByText('A vaga 501 foi descongelada.')).toBeInTheDocument();
    expect(screen.getByText('Vaga descongelada')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Ciente' })[0]);
    await waitFor(() => expect(screen.queryByText('Vaga atribuída a você')).not.toBeInTheDocument());
    const confirmacao = fetchMock.mock.calls.find(([u]) => String(u).includes('confirma-visualizar-vaga'));
    expect(confirmacao?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(confirmacao?.[1]?.body))).toEqual({ id_alerta: 11 });
  });

  it("shows 'Falha ao confirmar visualização.' when confirming fails and keeps the alert", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/analista/avisos' ? json(200, [avisos[0]]) : json(500),
    );
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar 1 aviso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ciente' }));
    expect(await screen.findByText('Falha ao confirmar visualização.')).toBeInTheDocument();
    expect(screen.getByText('Vaga atribuída a você')).toBeInTheDocument();
  });

  it('the arrival-delay alert opens the attendance queue', async () => {
    fetchMock.mockResolvedValue(
      json(200, [
        {
          ID: 20,
          NR_VAGA: null,
          DS_COMPLEMENTO_AVISO: 'Maria aguarda há 20 minutos.',
          DT_GERACAO: null,
          CD_TIPO_AVISO: TIPO_AVISO.ATRASO_CHEGADA_CANDIDATO,
        },
      ]),
    );
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar 1 aviso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abrir fila de atendimento' }));
    expect(enderecoAtual()).toBe('/t/SelecaoEntrar?aba=filaAtendimento');
  });

  it('the call-center alert opens the call center', async () => {
    fetchMock.mockResolvedValue(
      json(200, [
        {
          ID: 21,
          NR_VAGA: null,
          DS_COMPLEMENTO_AVISO:
            'Ana Souza (vaga 12) respondeu ao chatbot e aguarda atendimento no call center.',
          DT_GERACAO: null,
          CD_TIPO_AVISO: TIPO_AVISO.CONVERSA_CALLCENTER,
        },
      ]),
    );
    montar();
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar 1 aviso' }));
    expect(screen.getByText('Nova conversa no call center')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir Callcenter' }));
    expect(enderecoAtual()).toBe('/t/CallCenterEntrar');
  });
});
