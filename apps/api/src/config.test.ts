import { describe, expect, it } from 'vitest';
import { ConfigError, faltasDeProducao, loadConfig, ssoLigado } from './config';

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

  it('metrics and drain: a token of 16 characters or more, a port of their own apart from PORT', () => {
    const padrao = loadConfig({});
    expect(padrao.METRICS_TOKEN).toBeUndefined();
    expect(padrao.METRICS_PORT).toBeUndefined();
    expect(padrao.METRICS_HOST).toBe('127.0.0.1');
    expect(padrao.DRENAGEM_SEGUNDOS).toBe(25);
    const vazios = loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' });
    expect(vazios.METRICS_TOKEN).toBeUndefined();
    expect(vazios.METRICS_PORT).toBeUndefined();
    const c = loadConfig({ METRICS_TOKEN: 'a'.repeat(16), METRICS_PORT: '9100', DRENAGEM_SEGUNDOS: '40' });
    expect(c.METRICS_TOKEN).toBe('a'.repeat(16));
    expect(c.METRICS_PORT).toBe(9100);
    expect(c.DRENAGEM_SEGUNDOS).toBe(40);
    expect(() => loadConfig({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN: use ao menos 16 caracteres/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: use uma porta diferente de PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: /);
    expect(() => loadConfig({ DRENAGEM_SEGUNDOS: '-1' })).toThrow(/DRENAGEM_SEGUNDOS: /);
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

  it('read replicas: a list of PostgreSQL URLs, only with DATABASE_URL', () => {
    expect(loadConfig({}).DATABASE_REPLICA_URL).toEqual([]);
    expect(loadConfig({}).REPLICA_ATRASO_MAX_SEGUNDOS).toBe(5);
    const c = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      DATABASE_REPLICA_URL: 'postgres://u:p@r1:5432/app, postgresql://u:p@r2/app,',
      REPLICA_ATRASO_MAX_SEGUNDOS: '2.5',
    });
    expect(c.DATABASE_REPLICA_URL).toEqual(['postgres://u:p@r1:5432/app', 'postgresql://u:p@r2/app']);
    expect(c.REPLICA_ATRASO_MAX_SEGUNDOS).toBe(2.5);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://u:p@r1/app' })).toThrow(
      /DATABASE_REPLICA_URL: exige DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u:p@db/app', DATABASE_REPLICA_URL: 'mysql://r1/app' }),
    ).toThrow(/DATABASE_REPLICA_URL/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u:p@db/app', REPLICA_ATRASO_MAX_SEGUNDOS: '0' }),
    ).toThrow(ConfigError);
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

  it('login with the company account: the three OIDC variables or none; LOGIN_SENHA=N and user creation need them', () => {
    const oidc = {
      OIDC_ISSUER: 'https://login.empresa.com.br/realms/rh',
      OIDC_CLIENT_ID: 'backoffice',
      OIDC_CLIENT_SECRET: 'segredo',
    };
    const c = loadConfig(oidc);
    expect(c).toMatchObject({ ...oidc, LOGIN_SENHA: 'S' });
    expect(c.OIDC_CRIAR_USUARIOS).toBeUndefined();
    expect(ssoLigado(c)).toBe(true);
    expect(ssoLigado(loadConfig({}))).toBe(false);
    expect(
      loadConfig({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' }).OIDC_ISSUER,
    ).toBeUndefined();
    const tres = /OIDC_ISSUER \/ OIDC_CLIENT_ID \/ OIDC_CLIENT_SECRET: informe os três ou nenhum/;
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(tres);
    expect(() => loadConfig({ ...oidc, OIDC_CLIENT_SECRET: ' ' })).toThrow(tres);
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'login.empresa.com.br' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://login.empresa.com.br' })).toThrow(
      /OIDC_ISSUER: use https:\/\//,
    );
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:8080/realms/rh' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:8080/realms/rh',
    );
    expect(() => loadConfig({ LOGIN_SENHA: 'N' })).toThrow(
      /LOGIN_SENHA: N \(sem login com senha\) exige o login único/,
    );
    expect(() => loadConfig({ LOGIN_SENHA: 'nao' })).toThrow(/LOGIN_SENHA/);
    expect(() => loadConfig({ OIDC_CRIAR_USUARIOS: 'Analista de Seleção' })).toThrow(
      /OIDC_CRIAR_USUARIOS: exige/,
    );
    expect(() => loadConfig({ OIDC_UNIDADE: '12' })).toThrow(/OIDC_UNIDADE: exige/);
    expect(
      loadConfig({
        ...oidc,
        LOGIN_SENHA: 'N',
        OIDC_CRIAR_USUARIOS: ' Analista de Seleção ',
        OIDC_UNIDADE: '12',
      }),
    ).toMatchObject({ LOGIN_SENHA: 'N', OIDC_CRIAR_USUARIOS: 'Analista de Seleção', OIDC_UNIDADE: 12 });
    // production: the redirect URI needs the back-office's public address
    const producao = { ...oidc, NODE_ENV: 'production', PORTAL_PUBLIC_URL: 'https://vagas.empresa.com.br' };
    expect(faltasDeProducao(loadConfig(producao)).join('\n')).toMatch(
      /PUBLIC_URL: obrigatório em produção com OIDC_ISSUER/,
    );
    expect(faltasDeProducao(loadConfig({ ...producao, PUBLIC_URL: 'https://rh.empresa.com.br' }))).toEqual(
      [],
    );
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
