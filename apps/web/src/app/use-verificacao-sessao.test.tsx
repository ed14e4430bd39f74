import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAVE_USUARIO, definirNavegacaoLogin, limparSessao } from '../lib/sessao';
import { entrarComo, USUARIO_TESTE } from '../lib/sessao-teste';
import { renderizar } from './test-utils';
import { INTERVALO_VERIFICACAO_SESSAO_MS, verificarSessao } from './use-verificacao-sessao';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('session check', () => {
  it('runs every 10 minutes', () => {
    expect(INTERVALO_VERIFICACAO_SESSAO_MS).toBe(600000);
  });

  it('on 401 clears the user and storage and keeps a toast that leads to /login', async () => {
    const irLogin = vi.fn();
    definirNavegacaoLogin(irLogin);
    renderizar(<div />);
    entrarComo();
    localStorage.setItem('selecaoEntrarPageTabs', '{}');
    fetchMock.mockResolvedValue(new Response('{"error":"x"}', { status: 401 }));
    const aoExpirar = vi.fn();
    await expect(verificarSessao(aoExpirar)).resolves.toBe(false);
    expect(localStorage.length).toBe(0);
    expect(aoExpirar).toHaveBeenCalled();
    expect(irLogin).not.toHaveBeenCalled();
    const toast = await screen.findByText(
      'Sua sessão expirou. Por favor, faça login novamente. Clique aqui para ser redirecionado',
    );
    await userEvent.click(toast);
    expect(irLogin).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('toast-sessao-expirada')).not.toBeInTheDocument());
  });

  it('refreshes the stored user while the session stands', async () => {
    const u = {
      user_sip: 1,
      cd_sip: 1,
      cd_unid: 1,
      cd_uf_unid: 'SC',
      apelido: 'a',
      grupos: [],
      cd_setor: null,
      permissoes: [1, 2],
      nm_login: 'a',
      nm_pessoa: 'A',
    };
    entrarComo({ cd_sip: 1, permissoes: [1] });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(u), { headers: { 'content-type': 'application/json' } }),
    );
    await expect(verificarSessao()).resolves.toBe(true);
    expect(JSON.parse(localStorage.getItem(CHAVE_USUARIO) ?? '{}').permissoes).toEqual([1, 2]);
  });

  it('a logout while the answer travels wins: nothing is stored again and no toast shows', async () => {
    renderizar(<div />);
    for (const status of [200, 401]) {
      entrarComo({ cd_sip: 1 });
      let responder: (r: Response) => void = () => {};
      fetchMock.mockReturnValue(new Promise<Response>((r) => (responder = r)));
      const verificacao = verificarSessao();
      limparSessao();
      responder(
        status === 200
          ? new Response(JSON.stringify(USUARIO_TESTE), { headers: { 'content-type': 'application/json' } })
          : new Response('{"error":"x"}', { status: 401 }),
      );
      await verificacao;
      expect(localStorage.length).toBe(0);
    }
    expect(screen.queryByTestId('toast-sessao-expirada')).not.toBeInTheDocument();
  });
});
