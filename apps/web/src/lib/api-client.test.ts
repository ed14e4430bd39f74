import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, definirTelaAtual, mensagemDoErro, requisitar, urlDaApi } from './api-client';
import { notify } from './notify';
import { CHAVE_USUARIO, definirNavegacaoLogin } from './sessao';

vi.mock('./notify', () => ({
  notify: { erro: vi.fn(), aviso: vi.fn(), sucesso: vi.fn(), info: vi.fn(), fechar: vi.fn() },
}));

function resposta(status: number, corpo?: unknown): Response {
  return new Response(corpo === undefined ? null : JSON.stringify(corpo), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notify.erro).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mensagemDoErro', () => {
  it('joins a list of messages with spaces', () => {
    expect(mensagemDoErro({ error: ['CPF inválido.', 'Nome obrigatório.'] }, 'x')).toBe(
      'CPF inválido. Nome obrigatório.',
    );
  });
  it('uses a text error as it is', () => {
    expect(mensagemDoErro({ error: 'Vaga congelada.' }, 'x')).toBe('Vaga congelada.');
  });
  it('falls back when the answer has no error', () => {
    expect(mensagemDoErro({ status: 0 }, 'Erro ao buscar dados do candidato.')).toBe(
      'Erro ao buscar dados do candidato.',
    );
    expect(mensagemDoErro(undefined, 'F')).toBe('F');
    expect(mensagemDoErro({ error: [] }, 'F')).toBe('F');
    expect(mensagemDoErro({ error: '  ' }, 'F')).toBe('F');
  });
});

describe('requisitar', () => {
  it('sends JSON with the CSRF header and the same-origin cookie', async () => {
    fetchMock.mockResolvedValue(resposta(200, { ok: 1 }));
    const r = await api.post<{ ok: number }>('vaga/salvar', { nr_vaga: 1 });
    expect(r).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/vaga/salvar');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('POST');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"nr_vaga":1}');
  });

  it('names the tab on screen in x-tela (printable, bounded), and sends none without a tab', async () => {
    fetchMock.mockImplementation(async () => resposta(200, {}));
    const tela = async () => {
      await api.get('candidato/foto/1');
      return ((fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>)['x-tela'];
    };
    definirTelaAtual('DadosCandidato');
    expect(await tela()).toBe('DadosCandidato');
    definirTelaAtual(`Aba\u0007ção${'x'.repeat(200)}`);
    expect(await tela()).toBe(`Abao${'x'.repeat(116)}`);
    definirTelaAtual(null);
    expect(await tela()).toBeUndefined();
  });

  it('builds the query string and keeps /api paths', () => {
    expect(urlDaApi('/api/session')).toBe('/api/session');
    expect(urlDaApi('/x/y', { a: 1, b: undefined, c: [2, 3] })).toBe('/api/x/y?a=1&c=2&c=3');
  });

  it('toasts the server list joined with spaces', async () => {
    fetchMock.mockResolvedValue(resposta(400, { error: ['Campo A inválido.', 'Campo B inválido.'] }));
    const erro = (await requisitar('x', { fallback: 'Falhou.' }).catch((e) => e)) as ApiError;
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro.status).toBe(400);
    expect(notify.erro).toHaveBeenCalledWith('Campo A inválido. Campo B inválido.');
  });

  it("toasts the caller's fallback when the answer has no error", async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 500 }));
    await expect(requisitar('x', { fallback: 'Falha ao confirmar visualização.' })).rejects.toMatchObject({
      mensagem: 'Falha ao confirmar visualização.',
    });
    expect(notify.erro).toHaveBeenCalledWith('Falha ao confirmar visualização.');
  });

  it('does not toast when asked not to (queries toast once, after the retries)', async () => {
    fetchMock.mockResolvedValue(resposta(500, { error: 'Erro.' }));
    await expect(requisitar('x', { fallback: 'F', notificar: false })).rejects.toMatchObject({
      mensagem: 'Erro.',
      notificado: false,
    });
    expect(notify.erro).not.toHaveBeenCalled();
  });

  it("keeps the wait a 503's Retry-After asks for", async () => {
    const indisponivel = resposta(503, { error: 'O sistema está temporariamente indisponível.' });
    indisponivel.headers.set('retry-after', '5');
    fetchMock.mockResolvedValue(indisponivel);
    await expect(requisitar('x', { notificar: false })).rejects.toMatchObject({
      status: 503,
      esperaMs: 5000,
    });
    fetchMock.mockResolvedValue(resposta(500, { error: 'Erro.' }));
    await expect(requisitar('x', { notificar: false })).rejects.toMatchObject({ esperaMs: undefined });
  });

  it('on 401 clears the session and storage and goes to /login', async () => {
    const irLogin = vi.fn();
    definirNavegacaoLogin(irLogin);
    localStorage.setItem(CHAVE_USUARIO, '{"x":1}');
    localStorage.setItem('selecaoEntrarPageTabs', '{}');
    fetchMock.mockResolvedValue(
      resposta(401, { error: 'Sessão inválida ou expirada. Faça login novamente.' }),
    );
    await expect(api.get('vaga/1')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(irLogin).toHaveBeenCalledOnce();
    expect(notify.erro).not.toHaveBeenCalled();
  });

  it('a network failure toasts the fallback', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('x', { fallback: 'Não foi possível carregar suas vagas.' })).rejects.toMatchObject({
      status: 0,
    });
    expect(notify.erro).toHaveBeenCalledWith('Não foi possível carregar suas vagas.');
  });

  it('answers 204 with undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.post('auth/logout')).resolves.toBeUndefined();
  });
});
