import { MENSAGENS } from '@backoffice/domain/mensagens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type DbHandle, openDb } from '../src/db/client';
import { criarUsuario, SENHA_TESTE } from './factories';
import { CABECALHOS_CLIENTE, createTestDb, type TestDb, testConfig } from './helpers';

// Two API instances on one database behind a proxy (TRUST_PROXY: the address is X-Forwarded-For's):
// the limits of login attempts (per address and login, and per address) and the failure counts are the
// database's, not an instance's.
let db: TestDb;
let segundoHandle: DbHandle;
let a: App;
let b: App;

const CONFIG = {
  TRUST_PROXY: 'true',
  LOGIN_RATE_LIMIT_PER_MINUTE: '3',
  LOGIN_RATE_LIMIT_PER_MINUTE_IP: '8',
  LOGIN_MAX_FAILURES: '3',
  LOGIN_LOCK_MINUTES: '15',
};

beforeAll(async () => {
  db = await createTestDb();
  segundoHandle = db.url ? await openDb({ databaseUrl: db.url, poolMax: 3 }) : db.handle;
  a = await buildApp({ config: testConfig(CONFIG), handle: db.handle });
  b = await buildApp({ config: testConfig(CONFIG), handle: segundoHandle });
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (segundoHandle !== db.handle) await segundoHandle.close();
  await db.drop();
});

function login(app: App, endereco: string, usuario: string, senha: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CABECALHOS_CLIENTE, 'x-forwarded-for': endereco },
    payload: { usuario, senha },
  });
}

describe('login abuse across two instances', () => {
  it("shares the limit of one login's attempts from one address, with a pt-BR 429", async () => {
    const ip = '203.0.113.9';
    expect((await login(a, ip, 'qualquer', 'x')).statusCode).toBe(401);
    expect((await login(b, ip, 'qualquer', 'x')).statusCode).toBe(401);
    expect((await login(a, ip, 'qualquer', 'x')).statusCode).toBe(401);
    const excedeu = await login(b, ip, 'qualquer', 'x');
    expect(excedeu.statusCode).toBe(429);
    expect(excedeu.json()).toEqual({ error: MENSAGENS.muitasRequisicoes });
    expect(Number(excedeu.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(excedeu.headers['retry-after'])).toBeLessThanOrEqual(60);
    // the same login written otherwise is the same login
    expect((await login(a, ip, ' QuálQuer ', 'x')).statusCode).toBe(429);
    // the other people of that office (the same address) still log in, on either instance
    const u = await criarUsuario(a.deps.db);
    expect((await login(b, ip, u.nm_login, SENHA_TESTE)).statusCode).toBe(200);
    // another address still may try that login
    expect((await login(b, '203.0.113.10', 'qualquer', 'x')).statusCode).toBe(401);
  });

  it('limits one address over every login too, refused before the password is checked', async () => {
    const ip = '192.0.2.50';
    for (let i = 1; i <= 8; i++)
      expect((await login(i % 2 ? a : b, ip, `pessoa${i}`, 'x')).statusCode).toBe(401);
    const u = await criarUsuario(a.deps.db);
    const excedeu = await login(a, ip, u.nm_login, SENHA_TESTE);
    expect(excedeu.statusCode).toBe(429);
    expect(excedeu.json()).toEqual({ error: MENSAGENS.muitasRequisicoes });
    expect((await login(b, '192.0.2.51', u.nm_login, SENHA_TESTE)).statusCode).toBe(200);
  });

  it('starts a new window once the last one ended, and deletes the windows that ended', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 3; i++) await login(a, ip, 'qualquer', 'x');
    expect((await login(b, ip, 'qualquer', 'x')).statusCode).toBe(429);
    await db.handle.query(
      `insert into limite_requisicao (ds_chave, nr_requisicoes, dt_fim_janela) values
         ('POST /api/auth/login|192.0.2.200', 9, now() - interval '1 hour'),
         ('POST /api/auth/login|192.0.2.201', 2, now() + interval '30 seconds')`,
    );
    // the window of the address ends
    await db.handle.query(
      `update limite_requisicao set dt_fim_janela = now() - interval '1 second' where ds_chave like $1`,
      [`%|${ip}%`],
    );
    expect((await login(b, ip, 'qualquer', 'x')).statusCode).toBe(401);
    const linhas = await db.handle.query<{ ds_chave: string; nr_requisicoes: number }>(
      'select ds_chave, nr_requisicoes from limite_requisicao order by ds_chave',
    );
    expect(linhas).toContainEqual({ ds_chave: `POST /api/auth/login|${ip}|qualquer`, nr_requisicoes: 1 });
    expect(linhas).toContainEqual({ ds_chave: 'POST /api/auth/login|192.0.2.201', nr_requisicoes: 2 });
    expect(linhas.map((l) => l.ds_chave)).not.toContain('POST /api/auth/login|192.0.2.200');
  });

  it('locks a login from the address of the wrong passwords only, whichever instance counted them', async () => {
    const u = await criarUsuario(a.deps.db);
    const atacante = '198.51.100.1';
    expect((await login(a, atacante, u.nm_login, 'x1')).statusCode).toBe(401);
    expect((await login(b, atacante, u.nm_login, 'x2')).statusCode).toBe(401);
    const bloqueou = await login(a, atacante, u.nm_login, 'x3');
    expect(bloqueou.statusCode).toBe(423);
    expect(bloqueou.json()).toEqual({ error: MENSAGENS.loginBloqueado(15) });
    // the user behind the same proxy, from their own address, logs in on either instance
    const doUsuario = await login(b, '198.51.100.2', u.nm_login, SENHA_TESTE);
    expect(doUsuario.statusCode).toBe(200);
    // the lock is the attacker's address's alone
    const linhas = await db.handle.query<{ ds_endereco: string; bloqueado: boolean }>(
      'select ds_endereco, dt_bloqueio_ate > now() as bloqueado from falha_login where cd_sip = $1',
      [u.cd_sip],
    );
    expect(linhas).toEqual([{ ds_endereco: atacante, bloqueado: true }]);
  });
});
