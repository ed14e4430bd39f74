import type { HelpDeskLinha } from '@backoffice/domain/operacoes';
import { MENSAGENS_HELP_DESK as M } from '@backoffice/domain/operacoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { CHAVE_USUARIO } from '../../lib/sessao';
import { HelpDeskPage } from './help-desk-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const LONGO = `${'Tela branca ao trocar de unidade no relatório de vagas, '.repeat(2)}fim do texto completo.`;

function help(nr: number, extra: Partial<HelpDeskLinha> = {}): HelpDeskLinha {
  return {
    NR_HELP_DESK: nr,
    DT_ABERTURA: '2026-03-10T12:00:00Z',
    NM_USUARIO_SOLICITANTE: 'Rita',
    ASSUNTO: `Assunto ${nr}`,
    DS_PROBLEMA: 'Curto.',
    DS_SOLUCAO: 'Aberto',
    CLASSE_SOLUCAO: 'danger',
    NR_DIAS: 2,
    NR_INTERACOES: 1,
    NM_USUARIO_EXECUTANTE_ATUAL: 'Ana Dev',
    ID_EM_DESENVOLVIMENTO: 'N',
    ...extra,
  };
}

let estado: 'S' | 'N' = 'N';
let liberar: (() => void) | null = null;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  estado = 'N';
  localStorage.setItem(
    CHAVE_USUARIO,
    JSON.stringify({
      user_sip: 70,
      cd_sip: 7,
      cd_unid: 1,
      cd_uf_unid: 'SC',
      apelido: 'admin',
      grupos: [],
      cd_setor: null,
      permissoes: [],
      nm_login: 'admin',
      nm_pessoa: 'Admin',
    }),
  );
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const u = String(url);
    if (u.includes('/list/'))
      return json([
        help(2, { DS_PROBLEMA: LONGO, ID_EM_DESENVOLVIMENTO: estado }),
        help(1, { ASSUNTO: 'Impressora' }),
      ]);
    if (u.includes('/status')) {
      const corpo = JSON.parse(String(init?.body));
      await new Promise<void>((r) => {
        liberar = r;
      });
      estado = corpo.id_em_desenvolvimento;
      return json({ message: M.statusAtualizado, ID_EM_DESENVOLVIMENTO: estado });
    }
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('HelpDeskPage', () => {
  it('cuts the problem at 84 characters and shows it whole in the popup', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpDeskPage />);
    const tabela = await screen.findByRole('table', { name: 'Helps' });
    const botao = await within(tabela).findByRole('button', { name: 'Ver o problema completo do help 2' });
    expect(botao.textContent).toBe(`${LONGO.slice(0, 84)}...`);
    expect(within(tabela).getByText('Curto.')).toBeInTheDocument();
    await user.click(botao);
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText(LONGO)).toBeInTheDocument();
    // the footer's button (the header's close button has the same name)
    const fechar = within(popup).getAllByRole('button', { name: 'Fechar' });
    await user.click(fechar[fechar.length - 1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("disables the switch with 'Atualizando...' while saving, then reloads the list", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpDeskPage />);
    const interruptor = await screen.findByRole('switch', { name: 'Help 2 em desenvolvimento' });
    expect(interruptor).not.toBeChecked();
    await user.click(interruptor);
    await waitFor(() => expect(interruptor).toBeDisabled());
    expect(screen.getByText(M.atualizando)).toBeInTheDocument();
    const chamadas = fetchMock.mock.calls.filter(([u]) => String(u).includes('/list/')).length;
    liberar?.();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Help 2 em desenvolvimento' })).toBeChecked(),
    );
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/list/')).length).toBeGreaterThan(
      chamadas,
    );
    const corpo = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/status'))?.[1]?.body),
    );
    expect(corpo).toEqual({ nr_help_desk: 2, id_em_desenvolvimento: 'S', cd_usuario: 7 });
  });

  it('filters by free text and switches to the grid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpDeskPage />);
    await screen.findByRole('table', { name: 'Helps' });
    await user.type(screen.getByLabelText('Pesquisar'), 'impress');
    expect(screen.getByText('Exibindo 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByText('Grade'));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Help 1' })).toBeInTheDocument();
  });
});
