import type { LgpdAcessoLinha } from '@backoffice/domain/contratacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import type { ParametrosAba } from '../../lib/tab-url';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { AdminLgpdPage, filtroDosParametros } from './admin-lgpd-page';
import { nomeDaTela, rotuloDoRecurso } from './telas';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const LINHA: LgpdAcessoLinha = {
  ID_ACESSO: 31,
  CD_PESSOA_CANDIDATO: 4521,
  NM_CANDIDATO: 'Carla Sensível Souza',
  CD_USUARIO: 7,
  NM_USUARIO: 'Ana Analista',
  NM_LOGIN: 'ana.analista',
  DS_RECURSO: 'documento',
  DS_DETALHE: 'vaga 88',
  DS_TELA: 'DadosCandidato',
  DS_IP: '203.0.113.7',
  // 13:05 in Brasília
  CRIADO_EM: '2026-03-10T16:05:00Z',
};
const SEM_USUARIO: LgpdAcessoLinha = {
  ...LINHA,
  ID_ACESSO: 30,
  CD_USUARIO: null,
  NM_USUARIO: null,
  NM_LOGIN: null,
  DS_RECURSO: 'foto',
  DS_DETALHE: null,
  DS_TELA: '/api/candidato/foto/:id',
  DS_IP: null,
};

const fetchMock = vi.fn<typeof fetch>();
/** The query strings the screen asked the log with, in order. */
const pedidos: URLSearchParams[] = [];
let resposta: () => Response;

beforeEach(() => {
  pedidos.length = 0;
  resposta = () => json({ linhas: [LINHA, SEM_USUARIO], total: 2 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = new URL(String(url), 'http://localhost');
    if (u.pathname === '/api/lgpd/acessos') {
      pedidos.push(u.searchParams);
      return resposta();
    }
    return json({ message: 'inesperado' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const abrir = vi.fn();
function naAba(params: ParametrosAba = {}) {
  abrir.mockReset();
  const api: TabsApi = {
    abertas: [],
    ativa: null,
    abrir,
    focar: () => true,
    fechar: () => {},
    fecharPorChave: () => {},
    fecharTodas: () => {},
    definirTitulo: () => {},
    estaAberta: () => false,
    url: (chave, p) => `/t/${chave}?${new URLSearchParams(p as Record<string, string>).toString()}`,
  };
  return renderWithProviders(
    <TabsContext.Provider value={api}>
      <AdminLgpdPage params={params} />
    </TabsContext.Provider>,
  );
}

describe('Administração › Acessos a dados sensíveis', () => {
  it('lists each read with when, who, whose, what, the detail, the screen and the IP', async () => {
    naAba();
    const tabela = await screen.findByRole('table', { name: 'Acessos a dados sensíveis' });
    const linha = (await within(tabela).findByText('Ana Analista')).closest('tr')!;
    const celulas = within(linha);
    expect(celulas.getByText('10/03/2026 13:05')).toBeInTheDocument();
    expect(celulas.getByText('ana.analista')).toBeInTheDocument();
    expect(celulas.getByText('Carla Sensível Souza')).toBeInTheDocument();
    expect(celulas.getByText('Documento')).toBeInTheDocument();
    expect(celulas.getByText('vaga 88')).toBeInTheDocument();
    expect(celulas.getByText('Dados do candidato')).toBeInTheDocument();
    expect(celulas.getByText('203.0.113.7')).toBeInTheDocument();
    // a read without a user (a user since removed) and without the header: the route names the screen
    const outra = within(tabela).getByText('Foto').closest('tr')!;
    expect(within(outra).getByText('/api/candidato/foto/:id')).toBeInTheDocument();
    expect(pedidos[0].toString()).toBe('pagina=1');
  });

  it('opens the candidate’s record from the code', async () => {
    const user = userEvent.setup();
    naAba();
    const [link] = await screen.findAllByRole('link', {
      name: 'Dados do candidato Carla Sensível Souza, código 4521',
    });
    expect(link).toHaveAttribute('href', '/t/DadosCandidato?cdPessoaCandidato=4521');
    await user.click(link);
    expect(abrir).toHaveBeenCalledWith(
      'DadosCandidato',
      { cdPessoaCandidato: 4521 },
      { titulo: 'Carla Sensível Souza' },
    );
  });

  it('opens filtered by the link’s user and candidate, the pickers naming them from the rows', async () => {
    naAba({ cdUsuario: '7', cdPessoaCandidato: '4521', de: '2026-03-01', ate: 'ontem' });
    await screen.findByText('ana.analista');
    const q = pedidos[0];
    expect(q.get('cd_usuario')).toBe('7');
    expect(q.get('cd_pessoa_candidato')).toBe('4521');
    expect(q.get('de')).toBe('2026-03-01');
    // a parameter that is not a date is left out
    expect(q.has('ate')).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Usuário' })).toHaveValue('Ana Analista (ana.analista)'),
    );
    expect(screen.getByRole('combobox', { name: 'Candidato' })).toHaveValue('Carla Sensível Souza');
    expect(screen.getByRole('textbox', { name: 'De' })).toHaveValue('01/03/2026');
  });

  it('asks again by period typed dd/mm/aaaa, and Limpar filtros drops every filter', async () => {
    const user = userEvent.setup();
    naAba({ cdUsuario: '7' });
    await screen.findByText('ana.analista');
    await user.type(screen.getByRole('textbox', { name: 'Até' }), '15032026');
    await waitFor(() => expect(pedidos.at(-1)?.get('ate')).toBe('2026-03-15'));
    expect(pedidos.at(-1)?.get('cd_usuario')).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(pedidos.at(-1)?.toString()).toBe('pagina=1'));
    expect(screen.getByRole('combobox', { name: 'Usuário' })).toHaveValue('');
  });

  it('pages 50 at a time on the server', async () => {
    const user = userEvent.setup();
    resposta = () => json({ linhas: [LINHA], total: 120 });
    naAba();
    await screen.findByText('ana.analista');
    expect(screen.getByText('1–50 de 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(pedidos.at(-1)?.get('pagina')).toBe('3'));
  });

  it('says when nothing was read, with and without filters', async () => {
    resposta = () => json({ linhas: [], total: 0 });
    const { unmount } = naAba();
    expect(await screen.findByText('Nenhum acesso registrado.')).toBeInTheDocument();
    unmount();
    naAba({ cdPessoaCandidato: '4521' });
    expect(await screen.findByText('Nenhum acesso registrado com estes filtros.')).toBeInTheDocument();
  });

  it('tells a failed read apart from an empty log', async () => {
    resposta = () => json({ message: 'falhou' }, 500);
    naAba();
    expect(
      await screen.findByText('Não foi possível carregar os acessos a dados sensíveis.'),
    ).toBeInTheDocument();
  });
});

describe('the screen’s names and parameters', () => {
  it('names known tabs and resources, keeps what it does not know', () => {
    expect(nomeDaTela('Curriculo')).toBe('Currículo');
    expect(nomeDaTela('/api/candidato/foto/:id')).toBe('/api/candidato/foto/:id');
    expect(nomeDaTela(null)).toBe('-');
    expect(nomeDaTela('toString')).toBe('toString');
    expect(rotuloDoRecurso('laudo_pdf')).toBe('Laudo médico (PDF)');
    expect(rotuloDoRecurso('outro')).toBe('outro');
  });

  it('reads only codes and ISO dates from the tab’s parameters', () => {
    expect(filtroDosParametros({ cdUsuario: '12', cdPessoaCandidato: 'x', de: '2026-01-02' })).toEqual({
      cdUsuario: 12,
      cdPessoaCandidato: null,
      de: '2026-01-02',
      ate: null,
      pagina: 1,
    });
    expect(filtroDosParametros({ cdUsuario: '0' }).cdUsuario).toBeNull();
  });
});
