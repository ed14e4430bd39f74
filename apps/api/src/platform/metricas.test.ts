import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_METRICAS } from '@backoffice/domain/saude';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { FILAS } from './jobs';
import { iniciarServidorMetricas, ROTA_DESCONHECIDA, tokenConfere } from './metricas';

const TOKEN = 'token-de-metricas-para-os-testes-0123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN },
    {
      rotas: (app) => {
        app.get('/teste-metricas/falha/:codigo', async () => {
          throw new Error('falha de teste');
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const raspar = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one series of the text format (`nome{rótulos} valor`), or undefined. */
function valor(texto: string, serie: string): number | undefined {
  const linha = texto.split('\n').find((l) => l.startsWith(`${serie} `));
  return linha === undefined ? undefined : Number(linha.slice(serie.length + 1));
}

describe('GET /metrics on the main port', () => {
  it('asks for the bearer token: 401 without it, 403 with a wrong one', async () => {
    const sem = await raspar();
    expect(sem.statusCode).toBe(401);
    expect(sem.headers['www-authenticate']).toBe('Bearer');
    expect(sem.json()).toEqual({ error: MENSAGENS_METRICAS.semToken });

    const basico = await raspar(`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`);
    expect(basico.statusCode).toBe(401);

    const errado = await raspar(`Bearer ${TOKEN}x`);
    expect(errado.statusCode).toBe(403);
    expect(errado.json()).toEqual({ error: MENSAGENS_METRICAS.tokenInvalido });
    expect(errado.body).not.toContain('http_requests_total');
  });

  it('serves the metrics with the right token', async () => {
    const res = await raspar(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(valor(res.body, 'websocket_connections')).toBe(0);
    expect(valor(res.body, 'app_draining')).toBe(0);
  });

  it('labels requests by route pattern, never by the address asked for', async () => {
    const id = 987_654_321;
    await t.app.inject({ method: 'GET', url: `/api/divulgacao/vagas/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: `/api/nao-existe-${id}` });
    await t.app.inject({ method: 'GET', url: `/outra/pagina-${id}?x=${id}` });

    const texto = (await raspar(`Bearer ${TOKEN}`)).body;
    expect(texto).not.toContain(String(id));
    const r = (rota: string, classe: string) =>
      `http_requests_total{method="GET",route="${rota}",status_class="${classe}"}`;
    expect(valor(texto, r('/api/health', '2xx'))).toBe(1);
    expect(valor(texto, r('/api/divulgacao/vagas/:nrVaga', '4xx'))).toBe(1);
    expect(valor(texto, r(ROTA_DESCONHECIDA, '4xx'))).toBe(2);
    expect(
      valor(
        texto,
        'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(texto).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_class="2xx"\} \d+$/m,
    );
    // the scrape itself is a request like any other
    expect(valor(texto, r('/metrics', '4xx'))).toBeGreaterThanOrEqual(1);
  });

  it('counts server errors by route pattern', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/teste-metricas/falha/123456' });
    expect(res.statusCode).toBe(500);
    const texto = (await raspar(`Bearer ${TOKEN}`)).body;
    expect(
      valor(texto, 'http_request_errors_total{method="GET",route="/teste-metricas/falha/:codigo"}'),
    ).toBe(1);
    expect(texto).not.toContain('123456');
  });

  it('shows the job queue by queue and state once pg-boss is installed', async () => {
    const boss = await t.app.deps.jobs.boss();
    await boss.send(FILAS.importacao.name, { cd_importacao: 1 });
    const texto = (await raspar(`Bearer ${TOKEN}`)).body;
    expect(valor(texto, `pgboss_jobs{queue="${FILAS.importacao.name}",state="created"}`)).toBe(1);
    expect(valor(texto, `pgboss_jobs{queue="${FILAS.campanhaEmail.name}",state="failed"}`)).toBe(0);
    await t.app.deps.jobs.parar();
  });

  it('shows the connection pool on PostgreSQL, and no pool on the embedded database', async () => {
    const texto = (await raspar(`Bearer ${TOKEN}`)).body;
    const pool = t.app.deps.handle.pool;
    if (pool) {
      expect(valor(texto, 'db_pool_max_connections')).toBe(pool.options.max);
      expect(valor(texto, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(valor(texto, 'db_pool_waiting_clients')).toBe(0);
      expect(valor(texto, 'db_pool_acquire_seconds_count')).toBeGreaterThanOrEqual(1);
    } else {
      expect(texto).not.toContain('db_pool_');
    }
    // no replica exists yet: no lag is made up
    expect(texto).not.toContain('replica');
  });
});

describe('GET /metrics without a token configured', () => {
  it('answers 404 on the main port, even with a bearer', async () => {
    const sem = await createTestApp();
    try {
      const res = await sem.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MENSAGENS.rotaNaoEncontrada });
    } finally {
      await sem.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on its own listener, without a token, and never on the main port', async () => {
    const outro = await createTestApp({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const servidor = await iniciarServidorMetricas(outro.app.metricas, '127.0.0.1', 0, outro.app.log);
    try {
      const principal = await outro.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(principal.statusCode).toBe(404);

      expect(servidor.endereco.address).toBe('127.0.0.1');
      const base = `http://127.0.0.1:${servidor.endereco.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('# TYPE http_requests_total counter');
      expect((await fetch(`${base}/outra`)).status).toBe(404);
    } finally {
      await servidor.fechar();
      await outro.close();
    }
  });
});

describe('tokenConfere', () => {
  it('accepts only the same token, whatever the lengths', () => {
    expect(tokenConfere(TOKEN, TOKEN)).toBe(true);
    expect(tokenConfere(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenConfere('', TOKEN)).toBe(false);
    expect(tokenConfere(TOKEN.toUpperCase(), TOKEN)).toBe(false);
  });
});
