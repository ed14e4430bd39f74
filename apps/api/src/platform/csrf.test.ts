import { MENSAGENS } from '@backoffice/domain/mensagens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ ALLOWED_ORIGINS: 'https://parceiro.exemplo.com.br' });
  cookie = await login(t.app);
});
afterAll(async () => {
  await t.close();
});

const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });

describe('CSRF defence of state-changing requests', () => {
  it('refuses a POST without X-Requested-With, login included', async () => {
    const semCabecalho = await logout({});
    expect(semCabecalho.statusCode).toBe(403);
    expect(semCabecalho.json()).toEqual({ error: MENSAGENS.origemNaoPermitida });
    const loginSem = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'a', senha: 'b' },
    });
    expect(loginSem.statusCode).toBe(403);
    expect(loginSem.json()).toEqual({ error: MENSAGENS.origemNaoPermitida });
  });

  it('refuses a wrong X-Requested-With value', async () => {
    expect((await logout({ 'x-requested-with': 'fetch' })).statusCode).toBe(403);
  });

  it('refuses a foreign Origin even with the header', async () => {
    const res = await logout({
      'x-requested-with': 'XMLHttpRequest',
      origin: 'https://malicioso.exemplo.com',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAGENS.origemNaoPermitida });
  });

  it('refuses the opaque Origin null', async () => {
    expect((await logout({ 'x-requested-with': 'XMLHttpRequest', origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses an Origin on another port of the same host', async () => {
    const res = await logout({
      'x-requested-with': 'XMLHttpRequest',
      host: 'app.exemplo.com.br',
      origin: 'https://app.exemplo.com.br:8443',
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the Origin of the request host and of ALLOWED_ORIGINS', async () => {
    const mesmoHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        host: 'app.exemplo.com.br',
        origin: 'https://app.exemplo.com.br',
      },
      payload: { usuario: 'ninguem', senha: 'x' },
    });
    expect(mesmoHost.statusCode).toBe(401);
    const permitida = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://parceiro.exemplo.com.br' },
      payload: { usuario: 'ninguem', senha: 'x' },
    });
    expect(permitida.statusCode).toBe(401);
  });

  it('leaves reads alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie, origin: 'https://malicioso.exemplo.com' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the header without Origin', async () => {
    expect((await logout({ 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(204);
  });
});
