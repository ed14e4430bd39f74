import type { HelpDeskLinha } from '@backoffice/domain/operacoes';
import { MENSAGENS_HELP_DESK as M } from '@backoffice/domain/operacoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { notify } from '../../lib/notify';
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
let interacoes: {
  ID_INTERACAO: number;
  NM_USUARIO: string;
  DT_INTERACAO: string;
  DS_INTERACAO: string;
  ID_SOLICITANTE: 'S' | 'N';
}[] = [];
let liberar: (() => void) | null = null;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  estado = 'N';
  interacoes = [
    {
      ID_INTERACAO: 1,
      NM_USUARIO: 'Rita',
      DT_INTERACAO: '2026-03-10T13:05:00Z',
      DS_INTERACAO: 'Continua sem abrir.',
      ID_SOLICITANTE: 'S',
    },
  ];
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
    if (u.includes('/solicitantes'))
      return json([
        { CD_USUARIO: 7, NM_USUARIO: 'Admin' },
        { CD_USUARIO: 8, NM_USUARIO: 'Rita Souza' },
      ]);
    if (u.includes('/interacoes')) {
      if ((init?.method ?? 'GET') === 'GET') return json(interacoes);
      const corpo = JSON.parse(String(init?.body));
      interacoes = [
        ...interacoes,
        {
          ID_INTERACAO: 2,
          NM_USUARIO: 'Admin',
          DT_INTERACAO: '2026-03-11T14:30:00Z',
          DS_INTERACAO: corpo.texto.trim(),
          ID_SOLICITANTE: 'N',
        },
      ];
      return json({ message: M.interacaoRegistrada, ID_INTERACAO: 2, NR_INTERACOES: 2 });
    }
    if (u.includes('/chamados')) {
      const corpo = JSON.parse(String(init?.body));
      if (corpo.assunto === 'Recusado')
        return json({ error: [`cd_usuario_solicitante: ${M.solicitanteNaoEncontrado}`] }, 400);
      return json({ message: M.chamadoAberto(3), NR_HELP_DESK: 3 });
    }
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
  vi.restoreAllMocks();
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

  it("'Novo' opens a ticket: the logged user as requester, errors beside the fields, then the list reloads", async () => {
    const user = userEvent.setup();
    const sucesso = vi.spyOn(notify, 'sucesso').mockImplementation(() => '');
    renderWithProviders(<HelpDeskPage />);
    await screen.findByRole('table', { name: 'Helps' });
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo help' });
    const solicitante = within(dialogo).getByRole('combobox', { name: 'Solicitante' });
    await waitFor(() => expect(solicitante).toHaveValue('Admin'));
    await user.click(within(dialogo).getByRole('button', { name: 'Abrir help' }));
    expect(await within(dialogo).findByText(M.assuntoObrigatorio)).toBeInTheDocument();
    expect(within(dialogo).getByText(M.descricaoObrigatoria)).toBeInTheDocument();
    expect(within(dialogo).getByRole('textbox', { name: 'Assunto' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/chamados'))).toBe(false);

    await user.type(within(dialogo).getByRole('textbox', { name: 'Assunto' }), '  Impressora ');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Problema' }), 'Não imprime.');
    await user.click(solicitante);
    await user.click(await screen.findByRole('option', { name: 'Rita Souza', hidden: true }));
    const listas = fetchMock.mock.calls.filter(([u]) => String(u).includes('/list/')).length;
    await user.click(within(dialogo).getByRole('button', { name: 'Abrir help' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo help' })).toBeNull());
    const chamada = fetchMock.mock.calls.find(([u]) => String(u).includes('/chamados'));
    expect(chamada?.[1]?.method).toBe('POST');
    // as typed: the server trims (the same schema)
    expect(JSON.parse(String(chamada?.[1]?.body))).toEqual({
      assunto: '  Impressora ',
      descricao: 'Não imprime.',
      cd_usuario_solicitante: '8',
    });
    expect(sucesso).toHaveBeenCalledWith(M.chamadoAberto(3));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/list/')).length).toBeGreaterThan(
        listas,
      ),
    );
  });

  it("puts the server's refusal beside the requester and keeps the form open", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpDeskPage />);
    await screen.findByRole('table', { name: 'Helps' });
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo help' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Assunto' }), 'Recusado');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Problema' }), 'x');
    await user.click(within(dialogo).getByRole('button', { name: 'Abrir help' }));
    expect(await within(dialogo).findByText(M.solicitanteNaoEncontrado)).toBeInTheDocument();
    expect(within(dialogo).getByRole('combobox', { name: 'Solicitante' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("opens a ticket's interactions (oldest first, author and date) and adds one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpDeskPage />);
    const tabela = await screen.findByRole('table', { name: 'Helps' });
    await user.click(await within(tabela).findByRole('button', { name: 'Interações do help 2 (1)' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Interações do help 2 - Assunto 2' });
    const lista = await within(dialogo).findByRole('list', { name: 'Interações' });
    expect(within(lista).getByText('Continua sem abrir.')).toBeInTheDocument();
    // 13:05 UTC is 10:05 in São Paulo
    expect(within(lista).getByText('10/03/2026 10:05')).toBeInTheDocument();
    expect(within(lista).getByText('Solicitante')).toBeInTheDocument();

    // blank: the schema's message beside the field, nothing sent
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialogo).findByText(M.interacaoObrigatoria)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);

    await user.type(within(dialogo).getByRole('textbox', { name: 'Nova interação' }), 'Refiz o acesso.');
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(2));
    const itens = within(lista).getAllByRole('listitem');
    expect(within(itens[1]!).getByText('Refiz o acesso.')).toBeInTheDocument();
    expect(within(itens[1]!).getByText('11/03/2026 11:30')).toBeInTheDocument();
    expect(within(dialogo).getByRole('textbox', { name: 'Nova interação' })).toHaveValue('');
    const post = fetchMock.mock.calls.find(
      ([u, i]) => String(u).includes('/interacoes') && i?.method === 'POST',
    );
    expect(String(post?.[0])).toContain('/api/helpdesk/chamados/2/interacoes');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ texto: 'Refiz o acesso.' });
  });
});
