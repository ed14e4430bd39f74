import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_METRICAS } from '@backoffice/domain/saude';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { DbHandle } from '../db/client';
import { comPrazo, type LeituraReplicada } from '../db/replicas';
import type { EstadoInstancia } from './instancia';
import { FILAS } from './jobs';
import type { Realtime } from './realtime';

/**
 * Prometheus metrics of the instance (docs/operacao.md, "Métricas"): Node's own (event-loop delay,
 * memory, GC), the HTTP requests by route pattern, the database pool, the pg-boss queues and the
 * WebSocket connections. Label values are always bounded: the route is Fastify's pattern
 * (`/api/vaga/:nrVaga`), never the address asked for.
 */

/** The `route` label of a request no route matched (404 of an unknown address). */
export const ROTA_DESCONHECIDA = 'desconhecida';

const METODOS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The states of a pg-boss job counted at scrape time: waiting (created, retry), running, failed. */
const ESTADOS_PGBOSS = ['created', 'retry', 'active', 'failed'] as const;

/** Longest wait of a scrape for a figure read from the database. */
const LIMITE_CONSULTA_MS = 2_000;

// Node's own metrics describe the process, not one app: collected once, in a registry of their own
// (tests build several apps in one process).
let registroDoProcesso: Registry | undefined;
function metricasDoProcesso(): Registry {
  if (!registroDoProcesso) {
    registroDoProcesso = new Registry();
    collectDefaultMetrics({ register: registroDoProcesso });
  }
  return registroDoProcesso;
}

/** The status class label: '2xx', '4xx', '5xx'... */
export function classeDoStatus(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** The route label of a request: the matched route's pattern, or one label for every unknown address. */
export function rotaDoPedido(request: FastifyRequest): string {
  return request.routeOptions?.url ?? ROTA_DESCONHECIDA;
}

export interface Metricas {
  /** Content type of the exposition format. */
  readonly tipo: string;
  /** The metrics in Prometheus's text format (reads the database figures now). */
  texto(): Promise<string>;
  /** Counts one answered request. */
  observar(metodo: string, rota: string, status: number, segundos: number): void;
}

interface OpcoesMetricas {
  handle: DbHandle;
  realtime: Pick<Realtime, 'conectados'>;
  instancia: EstadoInstancia;
  log: FastifyBaseLogger;
  /** The read replicas (DATABASE_REPLICA_URL), when any. */
  replicas?: LeituraReplicada;
}

// A pool is timed once, by the app built last on it (tests may build more than one on a handle).
const OBSERVADOR = Symbol('observadorDoPool');
type PoolObservado = pg.Pool & { [OBSERVADOR]?: { observar(segundos: number): void } };

/**
 * Times how long each query waits for a connection of the pool (`pool.connect`, which `pool.query`
 * and drizzle use): the wait shows a pool too small for the load before requests slow down.
 */
function cronometrarPool(pool: pg.Pool, observar: (segundos: number) => void): void {
  const p = pool as PoolObservado;
  if (p[OBSERVADOR]) {
    p[OBSERVADOR].observar = observar;
    return;
  }
  const alvo = { observar };
  p[OBSERVADOR] = alvo;
  // pg.Pool#connect has a callback overload and a promise one: both are kept, each timed
  type Retorno = (err: Error | undefined, client?: unknown, release?: unknown) => void;
  const original = pool.connect.bind(pool);
  const comRetorno = original as unknown as (cb: Retorno) => void;
  const comPromessa = original as unknown as () => Promise<unknown>;
  Reflect.set(pool, 'connect', (cb?: Retorno) => {
    const inicio = process.hrtime.bigint();
    const medir = () => alvo.observar(Number(process.hrtime.bigint() - inicio) / 1e9);
    if (typeof cb === 'function') {
      comRetorno((err, client, release) => {
        medir();
        cb(err, client, release);
      });
      return;
    }
    return comPromessa().then(
      (client: unknown) => {
        medir();
        return client;
      },
      (err: unknown) => {
        medir();
        throw err;
      },
    );
  });
}

/** Counts of pg-boss's jobs by queue and state; undefined before pg-boss installed its schema. */
async function contarTrabalhos(
  handle: DbHandle,
): Promise<{ name: string; state: string; n: number }[] | undefined> {
  const [existe] = await handle.query<{ ok: boolean }>("select to_regclass('pgboss.job') is not null as ok");
  if (!existe?.ok) return undefined;
  return handle.query<{ name: string; state: string; n: number }>(
    `select name, state::text as state, count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'active', 'failed') group by name, state`,
  );
}

/** The app's metrics (one registry per app, plus the process's own). */
export function criarMetricas({ handle, realtime, instancia, log, replicas }: OpcoesMetricas): Metricas {
  const processo = metricasDoProcesso();
  const registro = new Registry();
  const rotulos = ['method', 'route', 'status_class'] as const;

  const pedidos = new Counter({
    name: 'http_requests_total',
    help: 'Requisições HTTP respondidas, por método, padrão de rota e classe de status.',
    labelNames: rotulos,
    registers: [registro],
  });
  const duracao = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tempo de resposta das requisições HTTP (segundos), por método, padrão de rota e classe de status.',
    labelNames: rotulos,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registro],
  });
  const erros = new Counter({
    name: 'http_request_errors_total',
    help: 'Requisições HTTP respondidas com erro do servidor (5xx), por método e padrão de rota.',
    labelNames: ['method', 'route'] as const,
    registers: [registro],
  });

  new Gauge({
    name: 'websocket_connections',
    help: 'Conexões WebSocket (tempo real) abertas nesta instância.',
    registers: [registro],
    collect() {
      this.set(realtime.conectados());
    },
  });
  new Gauge({
    name: 'app_draining',
    help: '1 enquanto a instância drena para encerrar (prontidão falsa), 0 fora disso.',
    registers: [registro],
    collect() {
      this.set(instancia.drenando ? 1 : 0);
    },
  });

  const pool = handle.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Conexões do pool do PostgreSQL, por estado: total (abertas), idle (livres), in_use (emprestadas).',
      labelNames: ['state'] as const,
      registers: [registro],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'Tamanho máximo do pool do PostgreSQL (DB_POOL_MAX).',
      registers: [registro],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Consultas esperando uma conexão livre do pool do PostgreSQL.',
      registers: [registro],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    const espera = new Histogram({
      name: 'db_pool_acquire_seconds',
      help: 'Espera por uma conexão do pool do PostgreSQL (segundos).',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registro],
    });
    cronometrarPool(pool, (s) => espera.observe(s));
  }

  if (replicas) {
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'Atraso estimado de cada réplica de leitura em relação ao primário (segundos; ausente enquanto fora do ar).',
      labelNames: ['replica'] as const,
      registers: [registro],
      collect() {
        this.reset();
        for (const s of replicas.situacoes)
          if (s.atrasoSegundos !== undefined) this.set({ replica: s.nome }, s.atrasoSegundos);
      },
    });
    new Gauge({
      name: 'db_replica_up',
      help: '1 enquanto a réplica de leitura recebe leituras (no ar e dentro de REPLICA_ATRASO_MAX_SEGUNDOS), 0 fora disso.',
      labelNames: ['replica'] as const,
      registers: [registro],
      collect() {
        for (const s of replicas.situacoes) this.set({ replica: s.nome }, s.estado === 'disponivel' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'db_read_statements',
      help: 'Comandos do acesso de leitura desde o início, por destino: replica, primary, e retried (falharam numa réplica e foram repetidos no primário).',
      labelNames: ['target'] as const,
      registers: [registro],
      collect() {
        this.set({ target: 'replica' }, replicas.contagem.replica);
        this.set({ target: 'primary' }, replicas.contagem.primario);
        this.set({ target: 'retried' }, replicas.contagem.repetidas);
      },
    });
  }

  new Gauge({
    name: 'pgboss_jobs',
    help: 'Trabalhos da fila (pg-boss) por fila e estado: created e retry aguardam, active em execução, failed falharam (até o pg-boss arquivá-los).',
    labelNames: ['queue', 'state'] as const,
    registers: [registro],
    async collect() {
      const linhas = await comPrazo(contarTrabalhos(handle), LIMITE_CONSULTA_MS);
      this.reset();
      if (!linhas) return;
      for (const fila of Object.values(FILAS)) {
        for (const state of ESTADOS_PGBOSS) this.set({ queue: fila.name, state }, 0);
      }
      for (const l of linhas) this.set({ queue: l.name, state: l.state }, l.n);
    },
  });

  return {
    tipo: registro.contentType,
    async texto() {
      try {
        const [a, b] = await Promise.all([processo.metrics(), registro.metrics()]);
        return `${a}\n${b}`;
      } catch (err) {
        log.warn({ err }, 'métricas: falha ao coletar');
        throw err;
      }
    },
    observar(metodo, rota, status, segundos) {
      const method = METODOS.has(metodo) ? metodo : 'OUTRO';
      const rotulo = { method, route: rota, status_class: classeDoStatus(status) };
      pedidos.inc(rotulo);
      duracao.observe(rotulo, segundos);
      if (status >= 500) erros.inc({ method, route: rota });
    },
  };
}

/** Same token, compared in constant time (both sides hashed first, so their lengths match). */
export function tokenConfere(recebido: string, esperado: string): boolean {
  const a = createHash('sha256').update(recebido).digest();
  const b = createHash('sha256').update(esperado).digest();
  return timingSafeEqual(a, b);
}

/** The bearer token of an Authorization header, or undefined. */
function tokenDoCabecalho(cabecalho: string | undefined): string | undefined {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(cabecalho ?? '');
  return m?.[1];
}

/**
 * Counts every answered request, and GET /metrics on the main port: served only with
 * METRICS_TOKEN as a bearer and without METRICS_PORT (otherwise 404, the answer of an unknown
 * address; the route exists so no other route, such as the web app's pages, answers it).
 */
export const metricasPlugin = fp<{ config: Config; metricas: Metricas }>(
  async (app: FastifyInstance, { config, metricas }) => {
    app.addHook('onResponse', async (request, reply) => {
      metricas.observar(request.method, rotaDoPedido(request), reply.statusCode, reply.elapsedTime / 1000);
    });

    const token = config.METRICS_PORT === undefined ? config.METRICS_TOKEN : undefined;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) return reply.code(404).send({ error: MENSAGENS.rotaNaoEncontrada });
      const recebido = tokenDoCabecalho(request.headers.authorization);
      if (!recebido) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: MENSAGENS_METRICAS.semToken });
      }
      if (!tokenConfere(recebido, token))
        return reply.code(403).send({ error: MENSAGENS_METRICAS.tokenInvalido });
      const texto = await metricas.texto();
      return reply.header('cache-control', 'no-store').type(metricas.tipo).send(texto);
    });
  },
  { name: 'metricas' },
);

export interface ServidorMetricas {
  endereco: AddressInfo;
  fechar(): Promise<void>;
}

/**
 * The listener of METRICS_PORT: GET /metrics without a token, bound to METRICS_HOST (127.0.0.1 by
 * default, an address only the scraper reaches); every other address answers 404.
 */
export async function iniciarServidorMetricas(
  metricas: Metricas,
  host: string,
  porta: number,
  log: FastifyBaseLogger,
): Promise<ServidorMetricas> {
  const servidor = http.createServer((req, res) => {
    const caminho = (req.url ?? '').split('?')[0];
    if (caminho !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('não encontrado\n');
      return;
    }
    metricas.texto().then(
      (texto) => {
        res.writeHead(200, { 'content-type': metricas.tipo, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : texto);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('falha ao coletar\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(porta, host, () => {
      servidor.off('error', reject);
      resolve();
    });
  });
  const endereco = servidor.address() as AddressInfo;
  log.info({ host: endereco.address, porta: endereco.port }, 'métricas em /metrics');
  return {
    endereco,
    fechar: () =>
      new Promise<void>((resolve) => {
        servidor.close(() => resolve());
        servidor.closeAllConnections();
      }),
  };
}
