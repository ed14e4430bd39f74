import { MENSAGENS_CONTA, MENSAGENS_SENHA_USUARIO } from '@backoffice/domain/senha-usuario';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../../../test/factories';
import {
  CABECALHOS_CLIENTE,
  cookieDaResposta,
  createTestApp,
  injectAs,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function entrar(usuario: string, senha: string, userAgent = 'Navegador de teste') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CABECALHOS_CLIENTE, 'user-agent': userAgent },
    payload: { usuario, senha },
  });
  return res;
}

async function hashDe(cdSip: number) {
  const [u] = await t.db.handle.query<{ ds_senha_hash: string }>(
    'select ds_senha_hash from usuario where cd_sip = $1',
    [cdSip],
  );
  return u!.ds_senha_hash;
}

const NOVA = 'girassol na janela 42';

describe('POST /api/auth/trocar-senha', () => {
  it('troca a senha, encerra as outras sessões e mantém a atual', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const notebook = cookieDaResposta(await entrar(u.nm_login, u.senha, 'Notebook'));
    const celular = cookieDaResposta(await entrar(u.nm_login, u.senha, 'Celular'));
    const res = await injectAs(t.app, notebook, {
      method: 'POST',
      url: '/api/auth/trocar-senha',
      payload: { senha_atual: u.senha, nova_senha: NOVA },
    });
    expect(res.statusCode).toBe(204);
    expect((await injectAs(t.app, notebook, { method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    expect((await injectAs(t.app, celular, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect((await entrar(u.nm_login, u.senha)).statusCode).toBe(401);
    expect((await entrar(u.nm_login, NOVA)).statusCode).toBe(200);
  });

  it('recusa, no campo, a senha atual errada e a nova que a política recusa, sem gravar nada', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const cookie = cookieDaResposta(await entrar(u.nm_login, u.senha));
    const antes = await hashDe(u.cd_sip);
    const casos: [Record<string, string>, string][] = [
      [
        { senha_atual: 'errada-errada', nova_senha: NOVA },
        `senha_atual: ${MENSAGENS_CONTA.senhaAtualErrada}`,
      ],
      [{ senha_atual: u.senha, nova_senha: 'curta' }, `nova_senha: ${MENSAGENS_SENHA_USUARIO.curta}`],
      [
        { senha_atual: u.senha, nova_senha: `${u.nm_login}2026` },
        `nova_senha: ${MENSAGENS_SENHA_USUARIO.igualLogin}`,
      ],
      [{ senha_atual: u.senha, nova_senha: 'senha12345' }, `nova_senha: ${MENSAGENS_SENHA_USUARIO.comum}`],
    ];
    for (const [payload, mensagem] of casos) {
      const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/auth/trocar-senha', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: [mensagem] });
    }
    const vazia = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/auth/trocar-senha',
      payload: { senha_atual: '', nova_senha: NOVA },
    });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.body).toContain(MENSAGENS_CONTA.senhaAtualObrigatoria);
    expect(await hashDe(u.cd_sip)).toBe(antes);
  });

  it('sem sessão responde 401', async () => {
    const res = await injectAs(t.app, undefined, {
      method: 'POST',
      url: '/api/auth/trocar-senha',
      payload: { senha_atual: 'x', nova_senha: NOVA },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessões do próprio usuário', () => {
  it('lista as sessões (a atual primeiro) e encerra outra, que recebe 401 no pedido seguinte', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const outro = await criarUsuario(t.app.deps.db);
    const notebook = cookieDaResposta(await entrar(u.nm_login, u.senha, 'Notebook'));
    const celular = cookieDaResposta(await entrar(u.nm_login, u.senha, 'Celular'));
    const alheio = cookieDaResposta(await entrar(outro.nm_login, outro.senha));

    const lista = await injectAs(t.app, notebook, { method: 'GET', url: '/api/auth/sessoes' });
    expect(lista.statusCode).toBe(200);
    const sessoes = lista.json();
    expect(sessoes).toHaveLength(2);
    expect(sessoes[0]).toMatchObject({ atual: true, ds_user_agent: 'Notebook', ds_ip: '127.0.0.1' });
    expect(sessoes[1]).toMatchObject({ atual: false, ds_user_agent: 'Celular' });
    expect(sessoes[1].id).toMatch(/^[0-9a-f]{16}$/);

    // another user's session cannot be ended by naming it
    const tentativa = await injectAs(t.app, alheio, {
      method: 'DELETE',
      url: `/api/auth/sessoes/${sessoes[1].id}`,
    });
    expect(tentativa.statusCode).toBe(404);
    expect(tentativa.json()).toEqual({ error: MENSAGENS_CONTA.sessaoNaoEncontrada });

    const fim = await injectAs(t.app, notebook, {
      method: 'DELETE',
      url: `/api/auth/sessoes/${sessoes[1].id}`,
    });
    expect(fim.statusCode).toBe(204);
    expect((await injectAs(t.app, celular, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect(
      (await injectAs(t.app, notebook, { method: 'GET', url: '/api/auth/sessoes' })).json(),
    ).toHaveLength(1);
  });

  it('encerrar a sessão atual é sair: o cookie é limpo', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const cookie = cookieDaResposta(await entrar(u.nm_login, u.senha));
    const [atual] = (await injectAs(t.app, cookie, { method: 'GET', url: '/api/auth/sessoes' })).json();
    const res = await injectAs(t.app, cookie, { method: 'DELETE', url: `/api/auth/sessoes/${atual.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sessao')?.value).toBe('');
    expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
  });

  it('recusa um identificador fora do formato com 400', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const cookie = cookieDaResposta(await entrar(u.nm_login, u.senha));
    const res = await injectAs(t.app, cookie, { method: 'DELETE', url: '/api/auth/sessoes/xyz' });
    expect(res.statusCode).toBe(400);
  });
});
