import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MENSAGEM_LOGIN_SENHA_DESLIGADO } from '@backoffice/domain/auth';
import type { LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { criarUsuario } from '../../../test/factories';
import { CABECALHOS_CLIENTE, cookieDaResposta, createTestApp, type TestApp } from '../../../test/helpers';
import type { App } from '../../app';
import { abrirEstado, selarEstado } from './oidc';

// A real OpenID provider (oidc-provider) on a free port of this machine: the app discovers it,
// the browser's trip through it is driven with fetch, and its login step is a route of the test
// that logs in the account named by `proximaConta` (no page, no consent: the grant is implicit).

const PUBLIC_URL = 'http://localhost:3999';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/retorno`;
const CLIENT_ID = 'backoffice';
const CLIENT_SECRET = 'segredo-do-cliente-de-teste-0123456789';

const CONTAS: Record<string, { email?: string; email_verified?: boolean; name?: string }> = {
  ana: { email: 'Ana.Souza@Empresa.com.br', email_verified: true, name: 'Ana Souza' },
  bruno: { email: 'bruno@empresa.com.br', email_verified: true, name: 'Bruno Lima' },
  desconhecida: { email: 'ninguem@empresa.com.br', email_verified: true, name: 'Ninguém' },
  nova: { email: 'Nova.Pessoa@empresa.com.br', email_verified: true, name: 'Nova Pessoa' },
  naoverificada: { email: 'ana.souza@empresa.com.br', email_verified: false },
  semEmail: { name: 'Sem E-mail' },
  dupla: { email: 'dupla@empresa.com.br', email_verified: true },
};
let proximaConta = 'ana';

const servidor = http.createServer();
await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
const ISSUER = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
const chave = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
const provedor = new Provider(ISSUER, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  jwks: { keys: [{ ...chave, kid: 'teste', alg: 'RS256', use: 'sig' }] as never },
  cookies: { keys: ['chave-dos-cookies-do-provedor-de-teste'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interacao) => `/interacao/${interacao.uid}` },
  async findAccount(_ctx, id) {
    const conta = CONTAS[id];
    if (!conta) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...conta }) };
  },
  // first-party client: every scope granted without a consent step
  async loadExistingGrant(ctx) {
    const { client, session } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const id = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    if (id) return ctx.oidc.provider.Grant.find(id);
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});
provedor.use(async (ctx, next) => {
  if (!ctx.path.startsWith('/interacao/')) return next();
  const destino = await provedor.interactionResult(ctx.req, ctx.res, { login: { accountId: proximaConta } });
  ctx.status = 303;
  ctx.redirect(destino);
});
servidor.on('request', provedor.callback());

/** The browser at the provider: follows its redirects with its cookies until it is sent back to the app. */
async function noProvedor(inicio: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(inicio);
  for (let i = 0; i < 10; i++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [par] = c.split(';');
      const [nome, ...valor] = (par ?? '').split('=');
      if (!nome) continue;
      if (/expires=Thu, 01 Jan 1970/i.test(c)) cookies.delete(nome.trim());
      else cookies.set(nome.trim(), valor.join('='));
    }
    const local = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !local) {
      throw new Error(`provedor respondeu ${res.status}: ${await res.text()}`);
    }
    url = new URL(local, url);
    if (url.href.startsWith(REDIRECT_URI)) return url;
  }
  throw new Error('redirecionamentos demais no provedor');
}

interface Volta {
  entrar: LightMyRequestResponse;
  retorno: LightMyRequestResponse;
}

/** The whole trip: entrar → provider (logs in `conta`) → retorno; `estado` replaces the cookie. */
async function loginSso(app: App, conta: string, opcoes: { estado?: string | null } = {}): Promise<Volta> {
  proximaConta = conta;
  const entrar = await app.inject({ method: 'GET', url: '/api/auth/oidc/entrar' });
  expect(entrar.statusCode).toBe(302);
  const estado = entrar.cookies.find((c) => c.name === 'oidc_estado');
  expect(estado?.httpOnly).toBe(true);
  expect(estado?.path).toBe('/api/auth/oidc');
  const volta = await noProvedor(entrar.headers.location as string);
  const valor = opcoes.estado === undefined ? estado?.value : opcoes.estado;
  const retorno = await app.inject({
    method: 'GET',
    url: volta.pathname + volta.search,
    ...(valor ? { cookies: { oidc_estado: valor } } : {}),
  });
  return { entrar, retorno };
}

function semSessao(res: LightMyRequestResponse): boolean {
  return !res.cookies.some((c) => c.name === 'sessao' && c.value);
}

async function contagens(t: TestApp) {
  const [r] = await t.app.deps.handle.query<Record<string, number>>(
    `select (select count(*) from usuario)::int as usuarios, (select count(*) from pessoa)::int as pessoas,
            (select count(*) from sessao)::int as sessoes, (select count(*) from auditoria_admin)::int as trilha,
            (select count(*) from usuario_perfil)::int as perfis`,
  );
  return r;
}

async function comEmail(t: TestApp, email: string, dados: Parameters<typeof criarUsuario>[1] = {}) {
  const u = await criarUsuario(t.app.deps.db, dados);
  await t.app.deps.handle.query('update usuario set ds_email = $1 where cd_sip = $2', [email, u.cd_sip]);
  return u;
}

const OIDC = {
  OIDC_ISSUER: ISSUER,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  PUBLIC_URL,
};
const t = await createTestApp(OIDC);
const tCria = await createTestApp({ ...OIDC, OIDC_CRIAR_USUARIOS: 'analista de seleção', LOGIN_SENHA: 'N' });
const tSem = await createTestApp();

afterAll(async () => {
  await Promise.all([t.close(), tCria.close(), tSem.close()]);
  await new Promise((ok) => servidor.close(ok));
});

beforeEach(() => {
  proximaConta = 'ana';
});

describe('login with the company account (OpenID Connect)', () => {
  it('tells the login page what it offers', async () => {
    const config = (x: TestApp) =>
      x.app.inject({ method: 'GET', url: '/api/auth/config' }).then((r) => r.json());
    expect(await config(t)).toEqual({ sso: true, senha: true });
    expect(await config(tCria)).toEqual({ sso: true, senha: false });
    expect(await config(tSem)).toEqual({ sso: false, senha: true });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/entrar' });
    expect(r.statusCode).toBe(302);
    const url = new URL(r.headers.location as string);
    expect(url.origin).toBe(ISSUER);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const selado = r.cookies.find((c) => c.name === 'oidc_estado')?.value;
    const estado = abrirEstado(selado, CLIENT_SECRET);
    expect(estado?.state).toBe(url.searchParams.get('state'));
    expect(estado?.nonce).toBe(url.searchParams.get('nonce'));
    // sealed: another secret, an altered value or an expired one open nothing
    expect(abrirEstado(selado, 'outro-segredo')).toBeNull();
    expect(abrirEstado(`${selado?.slice(0, -2)}AA`, CLIENT_SECRET)).toBeNull();
    expect(abrirEstado(selado, CLIENT_SECRET, Date.now() + 11 * 60_000)).toBeNull();
  });

  it('logs in the active user whose e-mail matches, ignoring case, with the session cookie of the password login', async () => {
    const u = await comEmail(t, 'ana.souza@empresa.com.br', { permissoes: [58] });
    const { retorno } = await loginSso(t.app, 'ana');
    expect(retorno.statusCode).toBe(302);
    expect(retorno.headers.location).toBe('/login?sso=1');
    const sessao = retorno.cookies.find((c) => c.name === 'sessao');
    expect(sessao).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // the state cookie is spent
    expect(retorno.cookies.find((c) => c.name === 'oidc_estado')?.value).toBe('');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieDaResposta(retorno) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ cd_sip: u.cd_sip, nm_login: u.nm_login, permissoes: [58] });
    const [l] = await t.app.deps.handle.query<{ recente: boolean }>(
      `select dt_ultimo_login > now() - interval '1 minute' as recente from usuario where cd_sip = $1`,
      [u.cd_sip],
    );
    expect(l?.recente).toBe(true);
  });

  it('keeps the temporary password rule: the user must still change it', async () => {
    const u = await comEmail(t, 'bruno@empresa.com.br');
    await t.app.deps.handle.query(`update usuario set id_trocar_senha = 'S' where cd_sip = $1`, [u.cd_sip]);
    const { retorno } = await loginSso(t.app, 'bruno');
    const cookie = cookieDaResposta(retorno);
    const me = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json()).toMatchObject({ cd_sip: u.cd_sip, trocar_senha: true });
    const outra = await t.app.inject({ method: 'GET', url: '/api/auth/sessoes', headers: { cookie } });
    expect(outra.statusCode).toBe(403);
  });

  it('refuses an e-mail no user has, writing nothing', async () => {
    const antes = await contagens(t);
    const { retorno } = await loginSso(t.app, 'desconhecida');
    expect(retorno.statusCode).toBe(302);
    const destino = new URL(retorno.headers.location as string, 'http://x');
    expect(destino.pathname).toBe('/login');
    expect(destino.searchParams.get('erro')).toBe('sso-desconhecido');
    expect(destino.searchParams.get('email')).toBe('ninguem@empresa.com.br');
    expect(semSessao(retorno)).toBe(true);
    expect(await contagens(t)).toEqual(antes);
  });

  it('refuses a deactivated user, an unverified e-mail, no e-mail and an e-mail two active users share', async () => {
    await comEmail(t, 'Nova.Pessoa@empresa.com.br', { id_ativo: 'N' });
    await comEmail(t, 'dupla@empresa.com.br');
    await comEmail(t, 'DUPLA@empresa.com.br');
    const casos: [string, string][] = [
      ['nova', 'sso-desativado'],
      ['naoverificada', 'sso-sem-email'],
      ['semEmail', 'sso-sem-email'],
      ['dupla', 'sso-ambiguo'],
    ];
    const antes = await contagens(t);
    for (const [conta, erro] of casos) {
      const { retorno } = await loginSso(t.app, conta);
      expect(new URL(retorno.headers.location as string, 'http://x').searchParams.get('erro'), conta).toBe(
        erro,
      );
      expect(semSessao(retorno)).toBe(true);
    }
    expect(await contagens(t)).toEqual(antes);
  });

  it('refuses a return whose state is not the one of this browser (missing, of another login, forged)', async () => {
    await comEmail(t, 'ana.souza@empresa.com.br');
    const outro = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/entrar' });
    const deOutroLogin = outro.cookies.find((c) => c.name === 'oidc_estado')?.value;
    const forjado = selarEstado({ state: 'x', nonce: 'y', verificador: 'z'.repeat(43) }, 'outro-segredo');
    const antes = await contagens(t);
    for (const estado of [null, deOutroLogin, forjado]) {
      const { retorno } = await loginSso(t.app, 'ana', { estado });
      expect(retorno.statusCode).toBe(302);
      expect(retorno.headers.location).toBe('/login?erro=sso-falha');
      expect(semSessao(retorno)).toBe(true);
    }
    // the provider's own refusal
    const negado = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/retorno?error=access_denied&state=abc',
      cookies: { oidc_estado: deOutroLogin ?? '' },
    });
    expect(negado.headers.location).toBe('/login?erro=sso-cancelado');
    expect(await contagens(t)).toEqual(antes);
  });

  it('with OIDC_CRIAR_USUARIOS creates the unknown e-mail as a user of that profile, once', async () => {
    const [perfil] = await tCria.app.deps.handle.query<{ id_perfil: number; codigos: number[] }>(
      `select id_perfil, codigos from perfil_acesso where nm_perfil = 'Analista de Seleção'`,
    );
    const { retorno } = await loginSso(tCria.app, 'nova');
    expect(retorno.headers.location).toBe('/login?sso=1');
    const me = await tCria.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieDaResposta(retorno) },
    });
    expect(me.statusCode).toBe(200);
    const usuario = me.json();
    expect(usuario).toMatchObject({ nm_login: 'nova.pessoa', nm_pessoa: 'Nova Pessoa', apelido: 'Nova' });
    expect([...usuario.permissoes].sort((a: number, b: number) => a - b)).toEqual(
      [...(perfil?.codigos ?? [])].sort((a, b) => a - b),
    );
    expect(usuario.trocar_senha).toBeUndefined();
    const [u] = await tCria.app.deps.handle.query<{ ds_email: string; cd_unid: number; perfis: number[] }>(
      `select u.ds_email, u.cd_unid, array(select id_perfil from usuario_perfil p where p.cd_sip = u.cd_sip) as perfis
         from usuario u where u.cd_sip = $1`,
      [usuario.cd_sip],
    );
    expect(u).toMatchObject({ ds_email: 'Nova.Pessoa@empresa.com.br', perfis: [perfil?.id_perfil] });
    const [primeira] = await tCria.app.deps.handle.query<{ cd: number }>(
      `select min(cd_empresa) as cd from empresa where id_ativo = 'S'`,
    );
    expect(u?.cd_unid).toBe(primeira?.cd);
    const trilha = await tCria.app.deps.handle.query<{ ds_acao: string; cd_sip_autor: number | null }>(
      `select ds_acao, cd_sip_autor from auditoria_admin where ds_entidade = 'usuario' and ds_chave = $1`,
      [String(usuario.user_sip)],
    );
    expect(trilha).toEqual([{ ds_acao: 'criar', cd_sip_autor: null }]);

    // the second login finds the same user
    const antes = await contagens(tCria);
    const segunda = await loginSso(tCria.app, 'nova');
    const me2 = await tCria.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieDaResposta(segunda.retorno) },
    });
    expect(me2.json().cd_sip).toBe(usuario.cd_sip);
    expect((await contagens(tCria)).usuarios).toBe(antes.usuarios);
  });

  it('with LOGIN_SENHA=N refuses the password login with 403 (the company account still logs in)', async () => {
    const u = await criarUsuario(tCria.app.deps.db);
    const r = await tCria.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CABECALHOS_CLIENTE },
      payload: { usuario: u.nm_login, senha: u.senha },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ error: MENSAGEM_LOGIN_SENHA_DESLIGADO });
    expect(semSessao(r)).toBe(true);
  });

  it('without OIDC the routes send the browser back to the login page', async () => {
    const entrar = await tSem.app.inject({ method: 'GET', url: '/api/auth/oidc/entrar' });
    expect(entrar.statusCode).toBe(302);
    expect(entrar.headers.location).toBe('/login?erro=sso-desligado');
    const retorno = await tSem.app.inject({ method: 'GET', url: '/api/auth/oidc/retorno?code=x&state=y' });
    expect(retorno.headers.location).toBe('/login?erro=sso-desligado');
  });
});
