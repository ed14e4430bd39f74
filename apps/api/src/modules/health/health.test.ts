import { MOTIVOS_NAO_PRONTO } from '@backoffice/domain/saude';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { EstadoInstancia, verificarProntidao } from '../../platform/instancia';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', banco: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const { createTestApp: make } = await import('../../../test/helpers');
    const other = await make();
    await other.db.handle.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().banco).toBe('indisponivel');
    await other.app.close();
  });

  it('answers unknown paths with a pt-BR 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Recurso não encontrado.' });
  });
});

describe('GET /api/health/pronto', () => {
  it('answers ready once started, with the database answering, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/pronto' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pronto: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the reason when the database check fails', async () => {
    const { handle } = t.app.deps;
    const original = handle.query;
    handle.query = async () => {
      throw new Error('conexão recusada');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/pronto' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ pronto: false, motivo: MOTIVOS_NAO_PRONTO.banco });
    } finally {
      handle.query = original;
    }
    const depois = await t.app.inject({ method: 'GET', url: '/api/health/pronto' });
    expect(depois.json()).toEqual({ pronto: true });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.db.handle.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health/pronto' });
    expect(res.statusCode).toBe(503);
    expect(res.json().motivo).toBe(MOTIVOS_NAO_PRONTO.banco);
    await other.app.close();
  });

  it('answers 503 while draining, and liveness stays ok', async () => {
    const other = await createTestApp();
    other.app.deps.instancia.marcarDrenando();
    const res = await other.app.inject({ method: 'GET', url: '/api/health/pronto' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ pronto: false, motivo: MOTIVOS_NAO_PRONTO.drenando });
    const vivo = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(vivo.statusCode).toBe(200);
    await other.close();
  });
});

describe('verificarProntidao', () => {
  const banco = { query: async () => [] };

  it('says no while starting, yes once ready, no from the drain on', async () => {
    const estado = new EstadoInstancia();
    expect(await verificarProntidao(estado, banco)).toEqual({
      pronto: false,
      motivo: MOTIVOS_NAO_PRONTO.iniciando,
    });
    estado.marcarPronta();
    expect(await verificarProntidao(estado, banco)).toEqual({ pronto: true });
    estado.marcarDrenando();
    estado.marcarPronta();
    expect(await verificarProntidao(estado, banco)).toEqual({
      pronto: false,
      motivo: MOTIVOS_NAO_PRONTO.drenando,
    });
  });

  it('says no when the database does not answer within the bound', async () => {
    const estado = new EstadoInstancia();
    estado.marcarPronta();
    const parado = { query: () => new Promise<never[]>(() => {}) };
    expect(await verificarProntidao(estado, parado, 20)).toEqual({
      pronto: false,
      motivo: MOTIVOS_NAO_PRONTO.banco,
    });
  });
});
