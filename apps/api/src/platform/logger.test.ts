import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../../test/factories';
import { CABECALHOS_CLIENTE, createTestApp, type TestApp } from '../../test/helpers';
import { createLogger } from './logger';

function coletor() {
  const linhas: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      linhas.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { linhas, stream };
}

describe('createLogger', () => {
  it('writes JSON lines and hides passwords and tokens', () => {
    const { linhas, stream } = coletor();
    const log = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream);
    log.info({ senha: 'abc', body: { usuario: 'ana', senha: 'segredo' }, token: 't0k3n' }, 'entrada');
    const l = JSON.parse(linhas[0]);
    expect(l.msg).toBe('entrada');
    expect(l.level).toBe(30);
    expect(l.senha).toBe('[oculto]');
    expect(l.body).toEqual({ usuario: 'ana', senha: '[oculto]' });
    expect(l.token).toBe('[oculto]');
  });
});

describe('request logs of the app', () => {
  const { linhas, stream } = coletor();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: stream });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carry the request id and never the password or the session cookie', async () => {
    const u = await criarUsuario(t.app.deps.db, { senha: 'senha-que-nao-pode-vazar' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CABECALHOS_CLIENTE, 'x-request-id': 'log-1' },
      payload: { usuario: u.nm_login, senha: u.senha },
    });
    expect(res.statusCode).toBe(200);
    const token = res.cookies.find((c) => c.name === 'sessao')?.value ?? '';
    await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `sessao=${token}` } });
    const tudo = linhas.join('\n');
    expect(linhas.length).toBeGreaterThan(2);
    expect(linhas.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'log-1').length).toBeGreaterThan(0);
    expect(tudo).toContain(u.nm_login);
    expect(tudo).not.toContain('senha-que-nao-pode-vazar');
    expect(tudo).not.toContain(token);
  });
});
