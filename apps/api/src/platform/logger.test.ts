import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
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
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logDestination: stream,
        rotas: (app) => {
          const publica = { acesso: { publica: true as const } };
          // a note about an unknown user: the database refuses it (foreign key)
          app.post<{ Body: { texto: string } }>('/api/teste-log/nota', { config: publica }, async (r) => {
            await app.deps.db.execute(
              sql`INSERT INTO aviso (cd_sip, cd_tipo_aviso, ds_complemento_aviso) VALUES (2147480000, 1, ${r.body.texto})`,
            );
            return {};
          });
          // a statement that fails whatever its value: a real fault
          app.get<{ Querystring: { nome: string } }>(
            '/api/teste-log/falha',
            { config: publica },
            async (r) => {
              await app.deps.db.execute(
                sql`SELECT nao_existe FROM aviso WHERE ds_complemento_aviso = ${r.query.nome}`,
              );
              return {};
            },
          );
        },
      },
    );
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

  it('write a refused statement as its code, table and constraint, never its values or the body', async () => {
    const segredo = 'Maria da Silva, CPF 123.456.789-09';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teste-log/nota',
      headers: { ...CABECALHOS_CLIENTE, 'x-request-id': 'log-banco-1' },
      payload: { texto: segredo },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('log-banco-1');
    const doPedido = linhas.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'log-banco-1');
    const recusa = doPedido.find((l) => l.banco);
    expect(recusa.banco).toMatchObject({
      code: '23503',
      table: 'aviso',
      constraint: expect.stringContaining('cd_sip'),
    });
    expect(linhas.join('\n')).not.toContain('123.456.789-09');
    expect(linhas.join('\n')).not.toContain('2147480000');
  });

  it('write a 500 as the error code and where it was thrown, never the statement values or the query string', async () => {
    const segredo = 'Joana Pereira 47999998888';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/teste-log/falha?nome=${encodeURIComponent(segredo)}`,
      headers: { 'x-request-id': 'log-banco-2' },
    });
    expect(res.statusCode).toBe(500);
    const doPedido = linhas.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'log-banco-2');
    const erro = doPedido.find((l) => l.err);
    expect(erro.err.code).toBe('42703');
    expect(erro.err.stack).toContain('logger.test.ts');
    expect(doPedido.find((l) => l.req)?.req.url).toBe('/api/teste-log/falha');
    const tudo = linhas.join('\n');
    expect(tudo).not.toContain('47999998888');
    expect(tudo).not.toContain('Joana');
  });
});
