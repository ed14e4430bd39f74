import { MENSAGENS } from '@backoffice/domain/mensagens';
import { PERFIS_DEMO, type PerfilDemo } from '@backoffice/domain/perfis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario, SENHA_TESTE } from '../../../test/factories';
import {
  CABECALHOS_CLIENTE,
  cookieDaResposta,
  createTestApp,
  injectAs,
  loginComUsuario,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '10' });
});
afterAll(async () => {
  await t.close();
});

function entrar(usuario: string, senha: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CABECALHOS_CLIENTE, ...headers },
    payload: { usuario, senha },
  });
}

async function sessao(cookie?: string) {
  return injectAs(t.app, cookie, { method: 'GET', url: '/api/session' });
}

async function linhaUsuario(cd_sip: number) {
  const [u] = await t.db.handle.query<{ nr_falhas_login: number; bloqueado: boolean }>(
    `select nr_falhas_login, coalesce(dt_bloqueio_login_ate > now(), false) as bloqueado
       from usuario where cd_sip = $1`,
    [cd_sip],
  );
  return u;
}

describe('POST /api/auth/login', () => {
  it('answers the session user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const u = await criarUsuario(t.app.deps.db, {
      permissoes: [58, 206],
      grupos: [3],
      cd_setor: 7,
      cd_unid: 19,
      apelido: 'Ana',
      nm_pessoa: 'Ana Souza',
    });
    const res = await entrar(u.nm_login, SENHA_TESTE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_sip: u.user_sip,
      cd_sip: u.cd_sip,
      cd_unid: 19,
      cd_uf_unid: 'SC',
      apelido: 'Ana',
      grupos: [3],
      cd_setor: 7,
      permissoes: [58, 206],
      nm_login: u.nm_login,
      nm_pessoa: 'Ana Souza',
    });
    const c = res.cookies.find((x) => x.name === 'sessao');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c?.secure).toBeFalsy();
    expect(c?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the SHA-256 of the token is stored.
    const linhas = await t.db.handle.query<{ id_sessao: string }>(
      'select id_sessao from sessao where cd_sip = $1',
      [u.cd_sip],
    );
    expect(linhas).toHaveLength(1);
    expect(linhas[0].id_sessao).toMatch(/^[0-9a-f]{64}$/);
    expect(linhas[0].id_sessao).not.toContain(c?.value);
    const s = await sessao(cookieDaResposta(res));
    expect(s.statusCode).toBe(200);
    expect(s.json().cd_sip).toBe(u.cd_sip);
  });

  it('marks the cookie Secure when COOKIE_SECURE=true', async () => {
    const outro = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const u = await criarUsuario(outro.app.deps.db);
      const res = await outro.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...CABECALHOS_CLIENTE },
        payload: { usuario: u.nm_login, senha: u.senha },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((x) => x.name === 'sessao')?.secure).toBe(true);
    } finally {
      await outro.close();
    }
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const outro = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const u = await criarUsuario(outro.app.deps.db);
      const res = await outro.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...CABECALHOS_CLIENTE, 'x-forwarded-proto': 'https' },
        payload: { usuario: u.nm_login, senha: u.senha },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((x) => x.name === 'sessao')?.secure).toBe(true);
    } finally {
      await outro.close();
    }
  });

  it('gives the same 401 for a wrong password and for an unknown user', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const errada = await entrar(u.nm_login, 'outra-senha');
    const desconhecido = await entrar('ninguem-com-este-login', SENHA_TESTE);
    expect(errada.statusCode).toBe(401);
    expect(desconhecido.statusCode).toBe(401);
    expect(errada.json()).toEqual({ error: MENSAGENS.loginInvalido });
    expect(desconhecido.json()).toEqual(errada.json());
    expect(errada.cookies).toHaveLength(0);
  });

  it('spends on an unknown user about as long as on a wrong password (a password hash is checked)', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const medir = async (login: string) => {
      const tempos: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        await entrar(login, 'tentativa-errada');
        tempos.push(performance.now() - t0);
      }
      return tempos.sort((a, b) => a - b)[1];
    };
    await entrar('aquecimento', 'x');
    const desconhecido = await medir('login-que-nao-existe');
    const errada = await medir(u.nm_login);
    // argon2id dominates both; without the dummy check an unknown login answers many times faster.
    expect(desconhecido).toBeGreaterThan(errada / 3);
    // reset the failures this test caused
    await t.db.handle.query(
      'update usuario set nr_falhas_login = 0, dt_bloqueio_login_ate = null where cd_sip = $1',
      [u.cd_sip],
    );
  });

  it('refuses an inactive user with the same 401 even with the right password', async () => {
    const u = await criarUsuario(t.app.deps.db, { id_ativo: 'N' });
    const res = await entrar(u.nm_login, SENHA_TESTE);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MENSAGENS.loginInvalido });
  });

  it('locks the login after LOGIN_MAX_FAILURES wrong passwords, refuses the right one meanwhile, and unlocks after the lock time', async () => {
    const u = await criarUsuario(t.app.deps.db);
    expect((await entrar(u.nm_login, 'errada-1')).statusCode).toBe(401);
    expect((await entrar(u.nm_login, 'errada-2')).statusCode).toBe(401);
    expect(await linhaUsuario(u.cd_sip)).toEqual({ nr_falhas_login: 2, bloqueado: false });
    const terceira = await entrar(u.nm_login, 'errada-3');
    expect(terceira.statusCode).toBe(423);
    expect(terceira.json()).toEqual({ error: MENSAGENS.loginBloqueado(10) });
    expect((await linhaUsuario(u.cd_sip)).bloqueado).toBe(true);

    const certaDuranteBloqueio = await entrar(u.nm_login, SENHA_TESTE);
    expect(certaDuranteBloqueio.statusCode).toBe(423);
    expect(certaDuranteBloqueio.json().error).toMatch(/Tente novamente em \d+ minutos?\./);
    expect(certaDuranteBloqueio.cookies).toHaveLength(0);

    // 90 seconds left → 'em 2 minutos'
    await t.db.handle.query(
      `update usuario set dt_bloqueio_login_ate = now() + interval '90 seconds' where cd_sip = $1`,
      [u.cd_sip],
    );
    expect((await entrar(u.nm_login, SENHA_TESTE)).json()).toEqual({ error: MENSAGENS.loginBloqueado(2) });

    // the lock time passes
    await t.db.handle.query(
      `update usuario set dt_bloqueio_login_ate = now() - interval '1 second' where cd_sip = $1`,
      [u.cd_sip],
    );
    const depois = await entrar(u.nm_login, SENHA_TESTE);
    expect(depois.statusCode).toBe(200);
    expect(await linhaUsuario(u.cd_sip)).toEqual({ nr_falhas_login: 0, bloqueado: false });
  });

  it('resets the failure count on success, so failures must be consecutive', async () => {
    const u = await criarUsuario(t.app.deps.db);
    await entrar(u.nm_login, 'errada-1');
    await entrar(u.nm_login, 'errada-2');
    expect((await entrar(u.nm_login, SENHA_TESTE)).statusCode).toBe(200);
    expect((await linhaUsuario(u.cd_sip)).nr_falhas_login).toBe(0);
    expect((await entrar(u.nm_login, 'errada-3')).statusCode).toBe(401);
    expect((await entrar(u.nm_login, 'errada-4')).statusCode).toBe(401);
    expect((await linhaUsuario(u.cd_sip)).bloqueado).toBe(false);
  });

  it('answers 400 with pt-BR messages when a field is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CABECALHOS_CLIENTE },
      payload: { usuario: 'alguem' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([expect.stringMatching(/^senha: /)]);
  });

  it('replaces the session the browser already had', async () => {
    const { cookie, usuario } = await loginComUsuario(t.app);
    const res = await entrar(usuario.nm_login, SENHA_TESTE, { cookie });
    expect(res.statusCode).toBe(200);
    expect((await sessao(cookie)).statusCode).toBe(401);
    expect((await sessao(cookieDaResposta(res))).statusCode).toBe(200);
  });

  it('limits login attempts per address with a pt-BR 429', async () => {
    const outro = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const tentar = () =>
        outro.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...CABECALHOS_CLIENTE },
          payload: { usuario: 'qualquer', senha: 'qualquer' },
        });
      for (let i = 0; i < 3; i++) expect((await tentar()).statusCode).toBe(401);
      const excedeu = await tentar();
      expect(excedeu.statusCode).toBe(429);
      expect(excedeu.json()).toEqual({ error: MENSAGENS.muitasRequisicoes });
      expect(excedeu.headers['retry-after']).toBeDefined();
      // another address still may try
      const outroIp = await outro.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.2.3',
        headers: { ...CABECALHOS_CLIENTE },
        payload: { usuario: 'qualquer', senha: 'qualquer' },
      });
      expect(outroIp.statusCode).toBe(401);
    } finally {
      await outro.close();
    }
  });

  it('logs in as each demo role and answers its permission codes', async () => {
    for (const perfil of Object.keys(PERFIS_DEMO) as PerfilDemo[]) {
      const { cookie } = await loginComUsuario(t.app, perfil);
      const s = await sessao(cookie);
      expect(s.statusCode, perfil).toBe(200);
      expect(s.json().permissoes).toEqual([...PERFIS_DEMO[perfil].permissoes]);
    }
  });
});

describe('GET /api/session', () => {
  it('answers 401 without a cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MENSAGENS.naoAutenticado });
  });

  it('answers 401 and clears an unknown cookie', async () => {
    const res = await sessao('sessao=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(401);
    const c = res.cookies.find((x) => x.name === 'sessao');
    expect(c?.value).toBe('');
    expect(c?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('expires an idle session', async () => {
    const { cookie, usuario } = await loginComUsuario(t.app);
    expect((await sessao(cookie)).statusCode).toBe(200);
    await t.db.handle.query(`update sessao set expira_em = now() - interval '1 second' where cd_sip = $1`, [
      usuario.cd_sip,
    ]);
    expect((await sessao(cookie)).statusCode).toBe(401);
  });

  it('slides the expiry, writing the last access at most once a minute', async () => {
    const { cookie, usuario } = await loginComUsuario(t.app);
    const ler = async () =>
      (
        await t.db.handle.query<{ ultimo: string; minutos: number }>(
          `select ultimo_acesso_em::text as ultimo,
                  round(extract(epoch from (expira_em - now())) / 60)::int as minutos
             from sessao where cd_sip = $1`,
          [usuario.cd_sip],
        )
      )[0];
    const inicial = await ler();
    expect(inicial.minutos).toBe(120);
    await sessao(cookie);
    expect(await ler()).toEqual(inicial);

    // two minutes idle, five left
    await t.db.handle.query(
      `update sessao set ultimo_acesso_em = now() - interval '2 minutes', expira_em = now() + interval '5 minutes'
        where cd_sip = $1`,
      [usuario.cd_sip],
    );
    expect((await sessao(cookie)).statusCode).toBe(200);
    const renovada = await ler();
    expect(renovada.minutos).toBe(120);
    expect(renovada.ultimo).not.toBe(inicial.ultimo);
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const { cookie, usuario } = await loginComUsuario(t.app);
    await t.db.handle.query(`update usuario set id_ativo = 'N' where cd_sip = $1`, [usuario.cd_sip]);
    expect((await sessao(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const { cookie, usuario } = await loginComUsuario(t.app);
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const c = res.cookies.find((x) => x.name === 'sessao');
    expect(c?.value).toBe('');
    expect(c?.expires?.getTime()).toBeLessThan(Date.now());
    const linhas = await t.db.handle.query('select 1 from sessao where cd_sip = $1', [usuario.cd_sip]);
    expect(linhas).toHaveLength(0);
    expect((await sessao(cookie)).statusCode).toBe(401);
  });

  it('accepts an empty JSON body', async () => {
    const { cookie } = await loginComUsuario(t.app);
    const res = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
  });

  it('answers 401 without a session', async () => {
    const res = await injectAs(t.app, undefined, { method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});
