import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api as apiHttp } from '../lib/api-client';
import { type TabsApi, useTabs } from '../lib/tabs';
import type { AcessoAba } from './tab-registry';
import { TabWorkspace } from './tab-workspace';
import { CHAVE_ABAS, TabsProvider } from './tabs-provider';
import { enderecoAtual, navegar, renderizar } from './test-utils';

let api: TabsApi;
function Captura() {
  api = useTabs();
  return null;
}

const acesso = (chave: string): AcessoAba =>
  chave === 'BotValidaCliente'
    ? 'proibida'
    : ['DadosCandidato', 'ramais', 'Vaga'].includes(chave)
      ? 'permitida'
      : 'desconhecida';

function montar(rota = '/') {
  return renderizar(
    <TabsProvider acessoDaAba={acesso}>
      <Captura />
      <TabWorkspace acessoDaAba={acesso} />
    </TabsProvider>,
    { rota },
  );
}

describe('tab workspace', () => {
  it('opens a tab with parameters at its own address and keeps it in storage', async () => {
    montar();
    await act(async () => api.abrir('DadosCandidato', { cdPessoaCandidato: 123 }));
    expect(enderecoAtual()).toBe('/t/DadosCandidato?cdPessoaCandidato=123');
    expect(api.ativa).toBe('DadosCandidato?cdPessoaCandidato=123');
    expect(await screen.findByRole('link', { name: 'Candidato 123' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const guardado = JSON.parse(localStorage.getItem(CHAVE_ABAS) ?? '{}');
    expect(guardado.abertas).toEqual([
      {
        id: 'DadosCandidato?cdPessoaCandidato=123',
        chave: 'DadosCandidato',
        params: { cdPessoaCandidato: '123' },
      },
    ]);
  });

  it("the API calls name the active tab's key in x-tela", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      montar();
      await act(async () => api.abrir('DadosCandidato', { cdPessoaCandidato: 5 }));
      await apiHttp.get('candidato/foto/5');
      const headers = (fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>;
      expect(headers['x-tela']).toBe('DadosCandidato');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('focuses a tab already open instead of opening it twice, and takes a title', async () => {
    montar();
    await act(async () => api.abrir('Vaga', { nrVaga: 7 }));
    await act(async () => api.abrir('ramais'));
    await act(async () => api.abrir('Vaga', { nrVaga: 7 }, { titulo: 'Vaga 7 - Auxiliar' }));
    expect(api.abertas.map((a) => a.id)).toEqual(['Vaga?nrVaga=7', 'ramais']);
    expect(api.ativa).toBe('Vaga?nrVaga=7');
    expect(screen.getByRole('link', { name: 'Vaga 7 - Auxiliar' })).toBeInTheDocument();
  });

  it('an inner tab (aba) has its own address but stays the same workspace tab', async () => {
    montar();
    await act(async () => api.abrir('Vaga', { nrVaga: 7 }));
    await act(async () => api.abrir('ramais'));
    await act(async () => api.abrir('Vaga', { nrVaga: 7, aba: 'historico' }));
    expect(enderecoAtual()).toBe('/t/Vaga?aba=historico&nrVaga=7');
    expect(api.abertas.map((a) => a.id)).toEqual(['Vaga?nrVaga=7', 'ramais']);
    expect(api.abertas[0].params).toEqual({ aba: 'historico', nrVaga: '7' });
    // focusing it again returns to the inner tab it was left on
    await act(async () => api.focar('ramais'));
    await act(async () => api.focar('Vaga?nrVaga=7'));
    expect(enderecoAtual()).toBe('/t/Vaga?aba=historico&nrVaga=7');
  });

  it('an address naming another inner tab of an open tab moves that tab there', async () => {
    montar('/t/Vaga?nrVaga=3&aba=a');
    await act(async () => navegar('/t/Vaga?nrVaga=3&aba=b'));
    expect(api.abertas).toHaveLength(1);
    expect(api.abertas[0].params.aba).toBe('b');
    const guardado = JSON.parse(localStorage.getItem(CHAVE_ABAS) ?? '{}');
    expect(guardado.abertas[0].params).toEqual({ aba: 'b', nrVaga: '3' });
  });

  it('closing the active tab shows its neighbour; closing the last goes to the start page', async () => {
    montar();
    await act(async () => api.abrir('ramais'));
    await act(async () => api.abrir('Vaga', { nrVaga: 1 }));
    await act(async () => api.fechar());
    expect(enderecoAtual()).toBe('/t/ramais');
    await act(async () => api.fechar('ramais'));
    expect(enderecoAtual()).toBe('/');
    expect(api.abertas).toEqual([]);
    expect(screen.getByText(/Escolha uma opção no menu/)).toBeInTheDocument();
  });

  it('a reload at / restores the open tabs and returns to the active one', async () => {
    localStorage.setItem(
      CHAVE_ABAS,
      JSON.stringify({
        abertas: [
          { id: 'ramais', chave: 'ramais', params: {} },
          { id: 'x', chave: 'Vaga', params: { nrVaga: '5' }, titulo: 'Vaga 5' },
        ],
        ativa: 'Vaga?nrVaga=5',
      }),
    );
    montar('/');
    expect(await screen.findByRole('link', { name: 'Vaga 5' })).toHaveAttribute('aria-current', 'page');
    expect(enderecoAtual()).toBe('/t/Vaga?nrVaga=5');
    expect(api.abertas.map((a) => a.id)).toEqual(['ramais', 'Vaga?nrVaga=5']);
  });

  it('a pasted link opens its tab', async () => {
    montar('/t/DadosCandidato?cdPessoaCandidato=42');
    expect(await screen.findByRole('link', { name: 'Candidato 42' })).toBeInTheDocument();
    expect(api.ativa).toBe('DadosCandidato?cdPessoaCandidato=42');
    // the candidate's editor (a page loaded on demand, slower on a busy machine) asks the server
    // (none in this test) and says it could not load
    expect(
      await screen.findByText('Erro ao buscar dados do candidato.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('an unknown tab says the page was not found, a forbidden one says no permission', async () => {
    montar('/t/NaoExiste');
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    await act(async () => api.abrir('BotValidaCliente'));
    expect(screen.getByRole('heading', { name: 'Sem permissão' })).toBeInTheDocument();
    expect(api.abertas).toEqual([]);
  });
});
