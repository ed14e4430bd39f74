import { MENSAGENS } from '@backoffice/domain/mensagens';
import { PERFIS_DEMO, type PerfilDemo } from '@backoffice/domain/perfis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { criarUsuario, SENHA_TESTE } from '../../../test/factories';
import {
  CABECALHOS_CLIENTE,
  cookieDaResposta,
  createTestApp,
  injectAs,
  loginComUsuario,
  type TestApp,
} from '../../../test/helpers';
import { argon2 } from '../../platform/password';

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

/** The failure count of the login from an address (app.inject's default is 127.0.0.1). */
async function falhas(cd_sip: number, endereco = '127.0.0.1') {
  const [f] = await t.db.handle.query<{ nr_falhas: number; bloqueado: boolean }>(
    `select nr_falhas, coalesce(dt_bloqueio_ate > now(), false) as bloqueado
       from falha_login where cd_sip = $1 and ds_endereco = $2`,
    [cd_sip, endereco],
  );
  return f ?? { nr_falhas: 0, bloqueado: false };
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

  it('checks a password hash for an unknown user as for a wrong password, at the same cost', async () => {
    const u = await criarUsuario(t.app.deps.db);
    // the argon2id parameters of a hash: $argon2id$v=19$m=…,t=…,p=…$salt$hash
    const custo = (hash: unknown) => String(hash).split('$').slice(1, 4).join('$');
    const conferido = async (login: string) => {
      const espiao = vi.spyOn(argon2, 'conferir');
      try {
        expect((await entrar(login, 'tentativa-errada')).statusCode).toBe(401);
        expect(espiao).toHaveBeenCalledTimes(1);
        return espiao.mock.calls[0]![0];
      } finally {
        espiao.mockRestore();
      }
    };
    const desconhecido = await conferido('login-que-nao-existe');
    const errada = await conferido(u.nm_login);
    expect(custo(desconhecido)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(custo(desconhecido)).toBe(custo(errada));
    expect(desconhecido).not.toBe(errada);
    // reset the failures this test caused
    await t.db.handle.query('delete from falha_login where cd_sip = $1', [u.cd_sip]);
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
    expect(await falhas(u.cd_sip)).toEqual({ nr_falhas: 2, bloqueado: false });
    const terceira = await entrar(u.nm_login, 'errada-3');
    expect(terceira.statusCode).toBe(423);
    expect(terceira.json()).toEqual({ error: MENSAGENS.loginBloqueado(10) });
    expect((await falhas(u.cd_sip)).bloqueado).toBe(true);

    const certaDuranteBloqueio = await entrar(u.nm_login, SENHA_TESTE);
    expect(certaDuranteBloqueio.statusCode).toBe(423);
    expect(certaDuranteBloqueio.json().error).toMatch(/Tente novamente em \d+ minutos?\./);
    expect(certaDuranteBloqueio.cookies).toHaveLength(0);

    // 90 seconds left → 'em 2 minutos'
    await t.db.handle.query(
      `update falha_login set dt_bloqueio_ate = now() + interval '90 seconds' where cd_sip = $1`,
      [u.cd_sip],
    );
    expect((await entrar(u.nm_login, SENHA_TESTE)).json()).toEqual({ error: MENSAGENS.loginBloqueado(2) });

    // the lock time passes
    await t.db.handle.query(
      `update falha_login set dt_bloqueio_ate = now() - interval '1 second' where cd_sip = $1`,
      [u.cd_sip],
    );
    const depois = await entrar(u.nm_login, SENHA_TESTE);
    expect(depois.statusCode).toBe(200);
    expect(await falhas(u.cd_sip)).toEqual({ nr_falhas: 0, bloqueado: false });
  });

  it('resets the failure count on success, so failures must be consecutive', async () => {
    const u = await criarUsuario(t.app.deps.db);
    await entrar(u.nm_login, 'errada-1');
    await entrar(u.nm_login, 'errada-2');
    expect((await entrar(u.nm_login, SENHA_TESTE)).statusCode).toBe(200);
    expect((await falhas(u.cd_sip)).nr_falhas).toBe(0);
    expect((await entrar(u.nm_login, 'errada-3')).statusCode).toBe(401);
    expect((await entrar(u.nm_login, 'errada-4')).statusCode).toBe(401);
    expect((await falhas(u.cd_sip)).bloqueado).toBe(false);
  });

  it('locks the login only for the address the wrong passwords came from', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const atacante = { remoteAddress: '203.0.113.7' };
    const usuario = { remoteAddress: '198.51.100.20' };
    const de = (origem: { remoteAddress: string }, senha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...origem,
        headers: { ...CABECALHOS_CLIENTE },
        payload: { usuario: u.nm_login, senha },
      });
    expect((await de(atacante, 'x1')).statusCode).toBe(401);
    expect((await de(atacante, 'x2')).statusCode).toBe(401);
    expect((await de(atacante, 'x3')).statusCode).toBe(423);
    // the attacker stays locked out, even with the right password
    const certaDoAtacante = await de(atacante, SENHA_TESTE);
    expect(certaDoAtacante.statusCode).toBe(423);
    expect(certaDoAtacante.json()).toEqual({ error: MENSAGENS.loginBloqueado(10) });
    // the user, at their own address, logs in; a wrong password there counts on its own
    expect((await de(usuario, 'engano')).statusCode).toBe(401);
    expect(await falhas(u.cd_sip, '198.51.100.20')).toEqual({ nr_falhas: 1, bloqueado: false });
    const certaDoUsuario = await de(usuario, SENHA_TESTE);
    expect(certaDoUsuario.statusCode).toBe(200);
    expect(certaDoUsuario.cookies.find((c) => c.name === 'sessao')?.value).toBeTruthy();
    expect(await falhas(u.cd_sip, '198.51.100.20')).toEqual({ nr_falhas: 0, bloqueado: false });
    expect((await de(atacante, SENHA_TESTE)).statusCode).toBe(423);
  });

  it('counts an IPv6 client by its /64, and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const tentar = (remoteAddress: string, senha: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { ...CABECALHOS_CLIENTE, ...headers },
        payload: { usuario: u.nm_login, senha },
      });
    // three addresses of one /64 are one client
    expect((await tentar('2001:db8:1:2::a', 'x1')).statusCode).toBe(401);
    expect((await tentar('2001:db8:1:2::b', 'x2')).statusCode).toBe(401);
    expect((await tentar('2001:db8:1:2:ffff::c', 'x3')).statusCode).toBe(423);
    expect((await tentar('2001:db8:1:3::a', SENHA_TESTE)).statusCode).toBe(200);
    // a forged X-Forwarded-For does not make a new address
    const v = await criarUsuario(t.app.deps.db);
    for (const [i, xff] of ['10.0.0.1', '10.0.0.2', '10.0.0.3'].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.50',
        headers: { ...CABECALHOS_CLIENTE, 'x-forwarded-for': xff },
        payload: { usuario: v.nm_login, senha: `errada-${i}` },
      });
      expect(res.statusCode).toBe(i < 2 ? 401 : 423);
    }
  });

  it('forgets old failure counts: their rows are deleted at the next failure', async () => {
    const u = await criarUsuario(t.app.deps.db);
    const outro = await criarUsuario(t.app.deps.db);
    // counts of 20 and 9 minutes ago (LOGIN_LOCK_MINUTES is 10), one with a lock already over
    await t.db.handle.query(
      `insert into falha_login (cd_sip, ds_endereco, nr_falhas, dt_bloqueio_ate, dt_ultima_falha) values
         ($1, '127.0.0.1', 2, null, now() - interval '20 minutes'),
         ($2, '192.0.2.1', 0, now() - interval '10 minutes', now() - interval '20 minutes'),
         ($2, '192.0.2.2', 1, null, now() - interval '9 minutes')`,
      [u.cd_sip, outro.cd_sip],
    );
    // the old count of 2 is not added to: this is the first failure again
    expect((await entrar(u.nm_login, 'errada')).statusCode).toBe(401);
    expect(await falhas(u.cd_sip)).toEqual({ nr_falhas: 1, bloqueado: false });
    const restantes = await t.db.handle.query<{ ds_endereco: string }>(
      'select ds_endereco from falha_login where cd_sip = $1',
      [outro.cd_sip],
    );
    expect(restantes.map((r) => r.ds_endereco)).toEqual(['192.0.2.2']);
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
