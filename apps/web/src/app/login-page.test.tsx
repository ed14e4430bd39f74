import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAVE_USUARIO } from '../lib/sessao';
import { LoginPage } from './login-page';
import { enderecoAtual, renderizar } from './test-utils';

const usuario = {
  user_sip: 10,
  cd_sip: 1,
  cd_unid: 1,
  cd_uf_unid: 'SC',
  apelido: 'admin',
  grupos: [],
  cd_setor: null,
  permissoes: [58],
  nm_login: 'admin',
  nm_pessoa: 'Administrador',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

/** The answer of GET /api/auth/config; every other call gets `outras`. */
function servidor(config: { sso: boolean; senha: boolean }, outras?: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/auth/config') return json(200, config);
    if (!outras) throw new Error(`chamada inesperada: ${String(url)}`);
    return outras();
  });
}

/** The calls other than the page's config. */
const chamadas = () => fetchMock.mock.calls.filter(([url]) => url !== '/api/auth/config');

describe('LoginPage', () => {
  it('labels the fields and submits with Enter', async () => {
    servidor({ sso: false, senha: true }, () => json(200, usuario));
    renderizar(<LoginPage />, { rota: '/login' });
    await userEvent.type(screen.getByLabelText(/Usuário/), 'admin');
    await userEvent.type(screen.getByLabelText(/Senha/), 'demo1234{Enter}');
    await waitFor(() => expect(enderecoAtual()).toBe('/'));
    const [url, init] = chamadas()[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ usuario: 'admin', senha: 'demo1234' });
    expect(JSON.parse(localStorage.getItem(CHAVE_USUARIO) ?? '{}').nm_login).toBe('admin');
  });

  it("shows the server's message for wrong credentials and lockout", async () => {
    servidor({ sso: false, senha: true });
    fetchMock.mockResolvedValueOnce(json(200, { sso: false, senha: true }));
    fetchMock.mockResolvedValueOnce(json(401, { error: 'Usuário ou senha inválidos.' }));
    renderizar(<LoginPage />, { rota: '/login' });
    await userEvent.type(screen.getByLabelText(/Usuário/), 'admin');
    await userEvent.type(screen.getByLabelText(/Senha/), 'errada{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    expect(screen.getByLabelText(/Senha/)).toHaveValue('');

    fetchMock.mockResolvedValueOnce(
      json(429, { error: 'Muitas tentativas de login sem sucesso. Tente novamente em 15 minutos.' }),
    );
    await userEvent.type(screen.getByLabelText(/Senha/), 'outra{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Muitas tentativas de login sem sucesso.'),
    );
    expect(localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });

  it('asks for the user before calling the server', async () => {
    servidor({ sso: false, senha: true });
    renderizar(<LoginPage />, { rota: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe o usuário.');
    expect(chamadas()).toEqual([]);
  });

  it('offers the company account beside the password when the server has it', async () => {
    servidor({ sso: true, senha: true });
    renderizar(<LoginPage />, { rota: '/login' });
    const link = await screen.findByRole('link', { name: 'Entrar com a conta da empresa' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/entrar');
    expect(screen.getByLabelText(/Usuário/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('hides the password form when the password login is off', async () => {
    servidor({ sso: true, senha: false });
    renderizar(<LoginPage />, { rota: '/login' });
    await screen.findByRole('link', { name: 'Entrar com a conta da empresa' });
    expect(screen.queryByLabelText(/Usuário/)).toBeNull();
    expect(screen.queryByLabelText(/Senha/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
  });

  it('shows no company account button without it (the password form only)', async () => {
    servidor({ sso: false, senha: true });
    renderizar(<LoginPage />, { rota: '/login' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/config', expect.anything()));
    expect(screen.queryByRole('link', { name: /conta da empresa/ })).toBeNull();
    expect(screen.getByLabelText(/Usuário/)).toBeInTheDocument();
  });

  it('shows the refusal the company account login came back with', async () => {
    servidor({ sso: true, senha: true });
    renderizar(<LoginPage />, { rota: '/login?erro=sso-desconhecido&email=joana%40empresa.com.br' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nenhum usuário ativo com o e-mail joana@empresa.com.br — peça acesso ao administrador.',
    );
  });

  it('shows nothing for an unknown refusal code, and no text that is not an e-mail', async () => {
    servidor({ sso: true, senha: true });
    const { unmount } = renderizar(<LoginPage />, { rota: '/login?erro=qualquer' });
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderizar(<LoginPage />, { rota: '/login?erro=sso-desconhecido&email=ligue%200800%20agora' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nenhum usuário ativo com o e-mail da sua conta — peça acesso ao administrador.',
    );
  });

  it('back from the company account (?sso=1) keeps the session user and opens the back-office', async () => {
    servidor({ sso: true, senha: false }, () => json(200, usuario));
    renderizar(<LoginPage />, { rota: '/login?sso=1' });
    expect(screen.getByRole('status')).toHaveTextContent('Entrando…');
    await waitFor(() => expect(enderecoAtual()).toBe('/'));
    expect(chamadas()[0]?.[0]).toBe('/api/session');
    expect(JSON.parse(localStorage.getItem(CHAVE_USUARIO) ?? '{}').nm_login).toBe('admin');
  });

  it('back from the company account without a session: the message, and the page stays', async () => {
    servidor({ sso: true, senha: true }, () => json(401, { error: 'Sessão inválida ou expirada.' }));
    renderizar(<LoginPage />, { rota: '/login?sso=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível entrar com a conta da empresa. Tente novamente.',
    );
    await waitFor(() => expect(enderecoAtual()).toBe('/login'));
    expect(localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });
});
