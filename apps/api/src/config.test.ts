import { describe, expect, it } from 'vitest';
import { ConfigError, faltasDeProducao, loadConfig } from './config';

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

  it('keeps files in DATA_DIR by default; s3 needs a bucket, and both keys or neither', () => {
    expect(loadConfig({}).ARMAZENAMENTO_ADAPTER).toBe('local');
    expect(() => loadConfig({ ARMAZENAMENTO_ADAPTER: 's3' })).toThrow(/S3_BUCKET: obrigatório/);
    expect(() => loadConfig({ ARMAZENAMENTO_ADAPTER: 's3', S3_BUCKET: 'Meu_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ ARMAZENAMENTO_ADAPTER: 's3', S3_BUCKET: 'arquivos', S3_ACCESS_KEY_ID: 'chave' }),
    ).toThrow(/S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ARMAZENAMENTO_ADAPTER: 'ftp' })).toThrow(/ARMAZENAMENTO_ADAPTER/);
    const c = loadConfig({
      ARMAZENAMENTO_ADAPTER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'arquivos',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c).toMatchObject({ S3_BUCKET: 'arquivos', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('a production start requires the portal public address (its links reach inboxes and search engines)', () => {
    const falta = /PORTAL_PUBLIC_URL: obrigatório em produção/;
    expect(faltasDeProducao(loadConfig({ NODE_ENV: 'production' })).join('\n')).toMatch(falta);
    expect(faltasDeProducao(loadConfig({ DATABASE_URL: 'postgres://u@db/app' })).join('\n')).toMatch(falta);
    expect(
      faltasDeProducao(
        loadConfig({ DATABASE_URL: 'postgres://u@db/app', PORTAL_PUBLIC_URL: 'https://vagas.x.com.br' }),
      ),
    ).toEqual([]);
    // the demo: the embedded database, or PostgreSQL with demo data
    expect(faltasDeProducao(loadConfig({}))).toEqual([]);
    expect(faltasDeProducao(loadConfig({ DATABASE_URL: 'postgres://u@db/app', DEMO_DATA: 'true' }))).toEqual(
      [],
    );
  });
});
