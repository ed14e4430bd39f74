import { MENSAGENS_ADMIN_ACESSO as MA } from '@backoffice/domain/administracao-acesso';
import { MENSAGENS_SENHA_USUARIO } from '@backoffice/domain/senha-usuario';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { RedefinirSenhaPage } from './redefinir-senha-page';
import { enderecoAtual, renderizar } from './test-utils';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function abrir(rota: string) {
  return renderizar(
    <Routes>
      <Route path="/redefinir-senha" element={<RedefinirSenhaPage />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { rota },
  );
}

describe('RedefinirSenhaPage', () => {
  it('checks the policy and the confirmation beside the fields before calling the server', async () => {
    abrir('/redefinir-senha?token=abc123');
    await waitFor(() => expect(enderecoAtual()).toBe('/redefinir-senha'));
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'curta');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar a nova senha' }));
    expect(await screen.findByText(MENSAGENS_SENHA_USUARIO.curta)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Nova senha/));
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'girassol na janela 42');
    await userEvent.type(screen.getByLabelText(/Confirme/), 'girassol na janela 43');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar a nova senha' }));
    expect(await screen.findByText(MENSAGENS_SENHA_USUARIO.confirmacao)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal: the field's beside it, an invalid link above", async () => {
    abrir('/redefinir-senha?token=abc123');
    fetchMock.mockResolvedValueOnce(
      json(400, { error: [`nova_senha: ${MENSAGENS_SENHA_USUARIO.igualLogin}`] }),
    );
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'girassol na janela 42');
    await userEvent.type(screen.getByLabelText(/Confirme/), 'girassol na janela 42');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar a nova senha' }));
    expect(await screen.findByText(MENSAGENS_SENHA_USUARIO.igualLogin)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/redefinir-senha');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123', nova_senha: 'girassol na janela 42' });

    fetchMock.mockResolvedValueOnce(json(400, { error: MA.linkInvalido }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar a nova senha' }));
    expect(await screen.findByText(MA.linkInvalido)).toBeInTheDocument();
    expect(enderecoAtual()).toBe('/redefinir-senha');
  });

  it('goes to the login with a message once the password is set', async () => {
    abrir('/redefinir-senha?token=abc123');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'girassol na janela 42');
    await userEvent.type(screen.getByLabelText(/Confirme/), 'girassol na janela 42');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar a nova senha' }));
    await waitFor(() => expect(enderecoAtual()).toBe('/login'));
    expect(await screen.findByTestId('aviso-login')).toHaveTextContent(MA.senhaDefinida);
  });

  it('without a token: the invalid link message and no form', () => {
    abrir('/redefinir-senha');
    expect(screen.getByRole('alert')).toHaveTextContent(MA.linkInvalido);
    expect(screen.queryByRole('button', { name: 'Salvar a nova senha' })).toBeNull();
  });
});
