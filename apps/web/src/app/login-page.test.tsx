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

describe('LoginPage', () => {
  it('labels the fields and submits with Enter', async () => {
    fetchMock.mockResolvedValue(json(200, usuario));
    renderizar(<LoginPage />, { rota: '/login' });
    await userEvent.type(screen.getByLabelText(/Usuário/), 'admin');
    await userEvent.type(screen.getByLabelText(/Senha/), 'demo1234{Enter}');
    await waitFor(() => expect(enderecoAtual()).toBe('/'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ usuario: 'admin', senha: 'demo1234' });
    expect(JSON.parse(localStorage.getItem(CHAVE_USUARIO) ?? '{}').nm_login).toBe('admin');
  });

  it("shows the server's message for wrong credentials and lockout", async () => {
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
    renderizar(<LoginPage />, { rota: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe o usuário.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
