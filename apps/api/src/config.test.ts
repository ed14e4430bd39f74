import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SESSION_IDLE_MINUTES).toBe(120);
    expect(c.ALLOWED_ORIGINS).toEqual([]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['COOKIE_SECURE', 'talvez'],
    ['ALLOWED_ORIGINS', 'exemplo.com.br'],
    ['LOG_LEVEL', 'verbose'],
  ])('stops on a bad %s naming the variable', (variavel, valor) => {
    expect(() => loadConfig({ [variavel]: valor })).toThrow(ConfigError);
    expect(() => loadConfig({ [variavel]: valor })).toThrow(
      new RegExp(`^Configuração inválida:\\n  ${variavel}: `),
    );
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'http://db' });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT: /);
      expect((e as Error).message).toMatch(/DATABASE_URL: deve começar com postgres:\/\//);
    }
  });

  it('reads PostgreSQL URLs and allowed origins', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      ALLOWED_ORIGINS: 'https://a.exemplo.com.br, http://localhost:5173',
      PORT: '8080',
    });
    expect(c.DATABASE_URL).toBe('postgres://u:p@db:5432/app');
    expect(c.ALLOWED_ORIGINS).toEqual(['https://a.exemplo.com.br', 'http://localhost:5173']);
    expect(c.PORT).toBe(8080);
  });
});
