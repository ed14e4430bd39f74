import { TODOS_CONTRATOS } from '@backoffice/domain/contratos/todos';
import { afterAll, describe, expect, it } from 'vitest';
import { PREFIXO_DOCS } from '../src/platform/access';
import { createTestApp } from './helpers';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

type Esquema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<number, unknown>;
};

describe('contracts of the API', () => {
  it.each(TODOS_CONTRATOS.map((c) => [`${c.metodo} ${c.caminho}`, c] as const))(
    '%s is registered with the very schemas the web is typed with',
    (_nome, c) => {
      const rota = t.app.rotas.find((r) => r.method === c.metodo && r.url === `/api${c.caminho}`);
      expect(rota, `rota ${c.metodo} /api${c.caminho} não registrada`).toBeDefined();
      const esquema = (rota?.schema ?? {}) as Esquema;
      expect(esquema.params).toBe(c.params);
      expect(esquema.querystring).toBe(c.query);
      expect(esquema.body).toBe(c.corpo);
      expect(esquema.response?.[c.status]).toBe(c.resposta);
    },
  );

  it('has a contract for every route under /api but the browsable docs', () => {
    const contratos = new Set(TODOS_CONTRATOS.map((c) => `${c.metodo} /api${c.caminho}`));
    const semContrato = t.app.rotas
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith(PREFIXO_DOCS))
      .map((r) => `${r.method} ${r.url}`)
      .filter((chave) => !contratos.has(chave));
    expect(semContrato).toEqual([]);
  });

  it('declares each method and path once', () => {
    const chaves = TODOS_CONTRATOS.map((c) => `${c.metodo} ${c.caminho}`);
    expect(new Set(chaves).size).toBe(chaves.length);
  });
});
