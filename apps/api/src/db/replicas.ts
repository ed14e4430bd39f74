import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DbHandle } from './client';
import * as schema from './schema/index.js';

/**
 * Reads on PostgreSQL streaming replicas (docs/operacao.md, "Réplicas de leitura").
 *
 * A background check measures each replica every few seconds: its replay position (LSN) and how far
 * behind the primary it is. The read handle (`db`, `handle`) sends each statement to a replica that
 * is up, not behind by more than the bound and (read-your-writes) has already replayed the position
 * the caller must see; otherwise to the primary. A statement that fails on a replica because the
 * replica is gone is run again on the primary. Transactions always run on the primary.
 */

export type EstadoReplica = 'desconhecida' | 'disponivel' | 'atrasada' | 'fora';

export interface SituacaoReplica {
  /** host:port/database, without credentials (the metrics' label). */
  nome: string;
  estado: EstadoReplica;
  /** Estimated replay delay in seconds; undefined while down or not yet measured. */
  atrasoSegundos?: number;
  /** The replay position last read from it: where it is now, at least. */
  lsnReplay?: bigint;
}

/** A sample of the primary's WAL position. */
export interface AmostraPrimario {
  /** Epoch milliseconds. */
  em: number;
  lsn: bigint;
}

/** A WAL position as PostgreSQL prints it ('16/B374D848') as a number; undefined when malformed. */
export function lerLsn(texto: string | null | undefined): bigint | undefined {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(texto ?? '');
  if (!m) return undefined;
  return (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`);
}

/** The number of a WAL position as PostgreSQL prints it. */
export function lsnTexto(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/**
 * How many seconds a replica at `replay` is behind, from the primary's samples (oldest first): none
 * when it has replayed the newest sample; otherwise at least the age of the oldest sample it has
 * not replayed yet. Measured against the primary's progress, not against the last replayed
 * transaction's time: an idle primary writes nothing, and its replicas are not behind for that.
 */
export function atrasoEstimado(amostras: readonly AmostraPrimario[], replay: bigint, agora: number): number {
  const naoAplicada = amostras.find((a) => a.lsn > replay);
  if (!naoAplicada) return 0;
  return Math.max(0, (agora - naoAplicada.em) / 1000);
}

/** The state of a replica from its measured delay. */
export function estadoPeloAtraso(
  atrasoSegundos: number | undefined,
  atrasoMaxSegundos: number,
): EstadoReplica {
  if (atrasoSegundos === undefined) return 'desconhecida';
  return atrasoSegundos <= atrasoMaxSegundos ? 'disponivel' : 'atrasada';
}

/**
 * Which replica serves a read: one that is up and within the delay bound and, when the caller must
 * see a position (its own last write), has replayed it. Turns among the fit ones by `vez`.
 * Undefined: none fits, the read goes to the primary.
 */
export function escolherReplica(
  situacoes: readonly SituacaoReplica[],
  lsnMinimo: bigint | undefined,
  vez: number,
): number | undefined {
  const aptas: number[] = [];
  situacoes.forEach((s, i) => {
    if (s.estado !== 'disponivel') return;
    if (lsnMinimo !== undefined && (s.lsnReplay === undefined || s.lsnReplay < lsnMinimo)) return;
    aptas.push(i);
  });
  if (aptas.length === 0) return undefined;
  return aptas[vez % aptas.length];
}

/** Errors meaning the replica (not the statement) failed: the statement is run again on the primary. */
export function falhaDaReplica(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  const code = e?.code ?? '';
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EPIPE|EAI_AGAIN)$/.test(code))
    return true;
  // connection exceptions, shutdown, cannot connect now, conflict with recovery, read-only transaction
  if (/^08/.test(code) || ['57P01', '57P02', '57P03', '40001', '25006', '53300'].includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONN/i.test(
    e?.message ?? '',
  );
}

/** Where the reads of the current request may go (set per request; see platform/leitura.ts). */
export interface ContextoLeitura {
  /** Decided on the first read of the request (the cookies are parsed by then). */
  decidir: () => { primario: boolean; lsnMinimo?: bigint };
  /** The replica this request reads from (kept for its whole life), or null for the primary. */
  indice?: number | null;
}

export const contextoLeitura = new AsyncLocalStorage<ContextoLeitura>();

/** The replica a transaction of the read handle got its client from. */
const contextoTransacao = new AsyncLocalStorage<{ indice?: number }>();

/** Where the statements of the read handle went (tests and the metrics read it). */
export interface ContagemLeituras {
  replica: number;
  primario: number;
  /** Statements retried on the primary after a replica failed. */
  repetidas: number;
}

export interface OpcoesReplicas {
  urls: readonly string[];
  atrasoMaxSegundos: number;
  verificacaoSegundos: number;
  poolMax: number;
  /** statement_timeout of the replicas' connections, as the primary's (unset: none). */
  statementTimeoutMs?: number;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** host:port/database of a connection URL, without user or password. */
export function nomeDaReplica(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

const SQL_POSICAO_REPLICA = `select pg_is_in_recovery() as recuperando,
  (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_insert_lsn() end)::text as lsn`;

/** The replicas of the primary and the read handle over them. */
export class LeituraReplicada {
  readonly situacoes: SituacaoReplica[];
  readonly contagem: ContagemLeituras = { replica: 0, primario: 0, repetidas: 0 };
  /** Reads: drizzle over the chosen replica or the primary. */
  readonly db: Db;
  /** Reads with raw SQL (`query`); `listen` and the rest are the primary's. */
  readonly handle: DbHandle;
  private readonly pools: pg.Pool[];
  private readonly primario: pg.Pool;
  private amostras: AmostraPrimario[] = [];
  private vez = 0;
  private timer?: NodeJS.Timeout;
  private verificando?: Promise<void>;
  private avisadas = new Set<number>();

  constructor(
    handle: DbHandle,
    private readonly opts: OpcoesReplicas,
  ) {
    if (!handle.pool) throw new Error('réplicas de leitura exigem PostgreSQL');
    this.primario = handle.pool;
    this.situacoes = opts.urls.map((url) => ({ nome: nomeDaReplica(url), estado: 'desconhecida' }));
    this.pools = opts.urls.map((url) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: opts.poolMax,
        connectionTimeoutMillis: 3000,
        statement_timeout: opts.statementTimeoutMs || undefined,
      });
      pool.on('error', () => {
        // an idle client died; the pool replaces it, the check marks the replica
      });
      return pool;
    });
    const db = drizzle(new PoolDeLeitura(this) as unknown as pg.Pool, { schema }) as unknown as Db;
    // A read transaction is run again on the primary when its replica failed under it (nothing can
    // have been written there: a replica refuses writes).
    const transacao = db.transaction.bind(db);
    db.transaction = (async (
      fn: Parameters<Db['transaction']>[0],
      config?: Parameters<Db['transaction']>[1],
    ) => {
      const marca: { indice?: number } = {};
      try {
        return await contextoTransacao.run(marca, () => transacao(fn, config));
      } catch (err) {
        if (marca.indice === undefined || !falhaDaReplica(err)) throw err;
        this.replicaFalhou(marca.indice, err);
        return transacao(fn, config);
      }
    }) as Db['transaction'];
    this.db = db;
    this.handle = {
      ...handle,
      db: this.db,
      query: async (text, params) =>
        (await this.executar((p) => p.query(text, params as unknown[]))).rows as never[],
    };
  }

  /** Measures the replicas once, then every REPLICA_VERIFICACAO_SEGUNDOS. */
  async iniciar(): Promise<void> {
    await this.verificar();
    this.timer = setInterval(() => {
      void this.verificar();
    }, this.opts.verificacaoSegundos * 1000);
    this.timer.unref();
  }

  async fechar(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.verificando;
    await Promise.all(this.pools.map((p) => p.end().catch(() => {})));
  }

  /**
   * A client for a transaction of the read handle, where `escolher` says. The transaction is marked
   * with the replica it runs on, so that a replica dying in the middle has it run again on the
   * primary (see the constructor).
   */
  async conectar(): Promise<pg.PoolClient> {
    const { pool, indice } = this.escolher();
    const marca = contextoTransacao.getStore();
    if (indice === undefined) {
      this.contagem.primario++;
      return pool.connect();
    }
    try {
      const c = await pool.connect();
      // a replica dying between two statements of the transaction fails the next one, not the process
      if (c.listenerCount('error') === 0) c.on('error', () => {});
      if (marca) marca.indice = indice;
      this.contagem.replica++;
      return c;
    } catch (err) {
      if (!falhaDaReplica(err)) throw err;
      this.replicaFalhou(indice, err);
      this.contagem.primario++;
      return this.primario.connect();
    }
  }

  /** The primary's WAL insert position now (what a reader of this session's writes must wait for). */
  async posicaoDoPrimario(): Promise<string | undefined> {
    const r = await this.primario.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    return r.rows[0]?.lsn;
  }

  /** One measurement of every replica (a measurement still running is awaited instead). */
  verificar(): Promise<void> {
    if (!this.verificando)
      this.verificando = this.medir().finally(() => {
        this.verificando = undefined;
      });
    return this.verificando;
  }

  private async medir(): Promise<void> {
    const prazo = Math.max(1000, this.opts.verificacaoSegundos * 1000);
    const em = Date.now();
    const primario = await comPrazo(
      this.primario.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
      prazo,
    );
    const lsnPrimario = lerLsn(primario?.rows[0]?.lsn);
    if (lsnPrimario !== undefined) {
      this.amostras.push({ em, lsn: lsnPrimario });
      // kept long enough to measure any delay past the bound
      const guardar = Math.max(60, this.opts.atrasoMaxSegundos * 4) * 1000;
      this.amostras = this.amostras.filter((a) => a.em >= em - guardar);
    }
    await Promise.all(
      this.pools.map(async (pool, i) => {
        const s = this.situacoes[i];
        const r = await comPrazo(
          pool.query<{ recuperando: boolean; lsn: string | null }>(SQL_POSICAO_REPLICA),
          prazo,
        );
        const linha = r?.rows[0];
        const replay = lerLsn(linha?.lsn);
        if (!linha || replay === undefined) {
          if (s.estado !== 'fora') this.opts.log?.warn({ replica: s.nome }, 'réplica de leitura fora do ar');
          this.situacoes[i] = { nome: s.nome, estado: 'fora' };
          return;
        }
        if (!linha.recuperando && !this.avisadas.has(i)) {
          this.avisadas.add(i);
          this.opts.log?.warn(
            { replica: s.nome },
            'réplica de leitura não está em recuperação: tratada como o primário',
          );
        }
        const atraso =
          lsnPrimario === undefined ? undefined : atrasoEstimado(this.amostras, replay, Date.now());
        const estado = estadoPeloAtraso(atraso, this.opts.atrasoMaxSegundos);
        if (estado !== s.estado && s.estado !== 'desconhecida')
          this.opts.log?.info({ replica: s.nome, estado, atraso }, 'réplica de leitura mudou de estado');
        this.situacoes[i] = { nome: s.nome, estado, atrasoSegundos: atraso, lsnReplay: replay };
      }),
    );
  }

  /** The pool the current statement goes to: the request's replica, or the primary. */
  escolher(): { pool: pg.Pool; indice?: number } {
    const ctx = contextoLeitura.getStore();
    if (ctx && ctx.indice !== undefined) {
      // kept for the request while it stays fit (reads within one request see one snapshot's history)
      if (ctx.indice === null) return { pool: this.primario };
      if (this.situacoes[ctx.indice]?.estado === 'disponivel')
        return { pool: this.pools[ctx.indice], indice: ctx.indice };
    }
    const d = ctx?.decidir() ?? { primario: false };
    const indice = d.primario ? undefined : escolherReplica(this.situacoes, d.lsnMinimo, this.vez++);
    if (ctx) ctx.indice = indice ?? null;
    return indice === undefined ? { pool: this.primario } : { pool: this.pools[indice], indice };
  }

  /** Runs a statement where `escolher` says; a replica's failure sends it (and the request) to the primary. */
  async executar<R>(f: (pool: pg.Pool) => Promise<R>): Promise<R> {
    const { pool, indice } = this.escolher();
    if (indice === undefined) {
      this.contagem.primario++;
      return f(pool);
    }
    try {
      const r = await f(pool);
      this.contagem.replica++;
      return r;
    } catch (err) {
      if (!falhaDaReplica(err)) throw err;
      this.replicaFalhou(indice, err);
      this.contagem.primario++;
      return f(this.primario);
    }
  }

  /**
   * Marks a replica down (until the next check finds it well); the request goes on on the primary.
   * A write refused by a replica (a write through the read handle, a mistake) leaves it up.
   */
  replicaFalhou(indice: number, err: unknown): void {
    const s = this.situacoes[indice];
    const escrita = (err as { code?: string } | undefined)?.code === '25006';
    this.opts.log?.warn(
      { replica: s.nome, err },
      escrita
        ? 'escrita pelo acesso de leitura; repetida no primário'
        : 'leitura falhou na réplica; repetida no primário',
    );
    if (!escrita) this.situacoes[indice] = { nome: s.nome, estado: 'fora' };
    const ctx = contextoLeitura.getStore();
    if (ctx) ctx.indice = null;
    this.contagem.repetidas++;
  }
}

/**
 * What drizzle's node-postgres driver is given: `query` routed by LeituraReplicada; `connect` (for
 * transactions: drizzle calls it because the name contains 'Pool') hands out a client of the same
 * choice, the primary's when the replica cannot be reached.
 */
class PoolDeLeitura {
  constructor(private readonly leitura: LeituraReplicada) {}

  query(config: unknown, values?: unknown[]) {
    return this.leitura.executar((p) => p.query(config as pg.QueryConfig, values));
  }

  connect() {
    return this.leitura.conectar();
  }
}

/** Resolves to undefined when `p` fails or does not settle within `ms`. */
export async function comPrazo<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  try {
    return await Promise.race([p.catch(() => undefined), prazo]);
  } finally {
    clearTimeout(timer);
  }
}
