import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { consultar, type DbHandle, type Executor } from '../db/client';

/**
 * The durable job queue of the product: pg-boss (in the database's `pgboss` schema) over the same
 * connection as everything else, the pool on PostgreSQL and the embedded PGlite alike (see
 * docs/decisions/0009-job-queue.md). Jobs can be inserted inside a write's own transaction, so a
 * job exists exactly when the rows it works on were committed.
 */

/** pg-boss's statements through our handle: several statements without parameters run as a script. */
export function dbDoHandle(handle: DbHandle): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0)
        return {
          rows: await handle.query(
            text,
            values.map((v) => v ?? null),
          ),
        };
      if (handle.pglite) {
        const rs = await handle.pglite.exec(text);
        return { rows: rs.at(-1)?.rows ?? [] };
      }
      if (handle.pool) {
        const r = (await handle.pool.query(text)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
        return { rows: Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows };
      }
      return { rows: await handle.query(text) };
    },
  };
}

/** A statement of pg-boss with its $n parameters as a drizzle query (to run in a transaction). */
export function comoSql(text: string, values: unknown[] = []): SQL {
  const partes = text.split(/\$(\d+)/);
  const pedacos: SQL[] = [sql.raw(partes[0])];
  for (let i = 1; i < partes.length; i += 2) {
    pedacos.push(sql`${sql.param(values[Number(partes[i]) - 1] ?? null)}`, sql.raw(partes[i + 1]));
  }
  return sql.join(pedacos, sql.raw(''));
}

/** pg-boss's statements inside a transaction of ours (one statement with parameters each). */
export function dbDaTransacao(tx: Executor): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await consultar(tx, comoSql(text, values)) }) };
}

export interface FilaTrabalhos {
  /** The started pg-boss (started on first use; the queues exist). */
  boss(): Promise<PgBoss>;
  /**
   * Runs work of the queue now, without making the caller wait (a request's answer does not wait for
   * it); stopping the queue waits for it. Its failures are logged: the queue's retries cover them.
   */
  emSegundoPlano(trabalho: () => Promise<unknown>): void;
  /** Resolves once the work started by emSegundoPlano has ended. */
  ociosa(): Promise<void>;
  parar(): Promise<void>;
}

/** The queues of the product and their retry rules. */
export const FILAS = {
  /** One e-mail of an endomarketing campaign: 3 retries, 30 s doubling. */
  campanhaEmail: {
    name: 'campanha-email',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  /**
   * The chatbot's message handing a conversation to the call center: 5 retries, 5 s doubling; a
   * send taking longer than a minute is given up and retried.
   */
  chatbotResposta: {
    name: 'chatbot-resposta',
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  /**
   * One request to a job board (publish or remove; data: the id_fila of its status row). The
   * request's own waits (the board's pending answer, 30 s × 4ⁿ after a failure) are new jobs due
   * then; pg-boss's retries cover a worker that died or threw: its job expires after 2 minutes (the
   * old lease) and is taken again.
   */
  divulgacao: {
    name: 'divulgacao-vaga',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  /**
   * One slice (about 20 s) of an import's writing (data: cd_importacao); a slice that ends with rows
   * left queues the next. A worker that died leaves its job to expire after 2 minutes and be taken
   * again: the import's row says where to go on.
   */
  importacao: {
    name: 'importacao',
    retryLimit: 50,
    retryDelay: 5,
    expireInSeconds: 120,
  },
} as const satisfies Record<string, PgBoss.Queue>;

/** PostgreSQL's codes of a race between instances creating the same queue at the same moment. */
const CORRIDA = new Set(['40P01', '23505', '40001']);

/**
 * Creates (or updates) a queue; instances started together on a new database race to create the
 * same queues, and PostgreSQL may refuse one of them (a deadlock, a duplicate): it tries again a few
 * times, a random moment later, before giving up.
 */
export async function criarFilaConcorrente(
  b: Pick<PgBoss, 'createQueue'>,
  fila: PgBoss.Queue,
): Promise<void> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      await b.createQueue(fila.name, fila);
      return;
    } catch (err) {
      const codigo = (err as { code?: string }).code;
      if (tentativa >= 5 || !codigo || !CORRIDA.has(codigo)) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * tentativa));
    }
  }
}

/** The queue on this database; pg-boss starts (and installs its schema) the first time it is asked for. */
export function criarFilaTrabalhos(handle: DbHandle, log: FastifyBaseLogger): FilaTrabalhos {
  let iniciado: Promise<PgBoss> | null = null;
  let boss: PgBoss | null = null;
  const emCurso = new Set<Promise<unknown>>();
  return {
    emSegundoPlano(trabalho) {
      const p = trabalho()
        .catch((err) => log.error({ err }, 'trabalho em segundo plano'))
        .finally(() => emCurso.delete(p));
      emCurso.add(p);
    },
    async ociosa() {
      while (emCurso.size) await Promise.all([...emCurso]);
    },
    boss() {
      iniciado ??= (async () => {
        const b = new PgBoss({ db: dbDoHandle(handle), schedule: false, supervise: true });
        b.on('error', (err) => log.error({ err }, 'fila de trabalhos'));
        await b.start();
        for (const fila of Object.values(FILAS)) await criarFilaConcorrente(b, fila);
        boss = b;
        return b;
      })();
      return iniciado;
    },
    async parar() {
      await this.ociosa();
      if (!iniciado) return;
      await iniciado.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}
