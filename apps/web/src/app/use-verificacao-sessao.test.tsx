import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAVE_USUARIO, definirNavegacaoLogin } from '../lib/sessao';
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
    localStorage.setItem(CHAVE_USUARIO, '{}');
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
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(u), { headers: { 'content-type': 'application/json' } }),
    );
    await expect(verificarSessao()).resolves.toBe(true);
    expect(JSON.parse(localStorage.getItem(CHAVE_USUARIO) ?? '{}').permissoes).toEqual([1, 2]);
  });
});
