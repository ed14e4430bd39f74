import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { consultar, type Executor } from '../../../db/client';
import type { JobBoardAdapter, PedidoJobBoard, RespostaJobBoard } from '../../../platform/adapters/job-board';
import type { AppDeps } from '../../../platform/deps';
import { dbDaTransacao, FILAS } from '../../../platform/jobs';
import { iniciarRodadas, type Rodadas } from '../../../platform/poller';
import { buscarVagaPublicada, jobPosting } from './divulgacao-publica.service';

/** Attempts before a failing request is given up (the card shows the error). */
export const MAX_TENTATIVAS_DIVULGACAO = 5;
/** How long a worker holds the request it took (pg-boss expires its job after as long). */
const LEASE = sql.raw(`interval '${FILAS.divulgacao.expireInSeconds} seconds'`);
/** Jobs taken per round. */
const LOTE = 10;
const FILA = FILAS.divulgacao.name;

/** A job of the publishing queue: the status row it works. */
export interface TrabalhoDivulgacao {
  id_fila: number;
}

/**
 * Queues a request to a job board in the caller's transaction: its status row (fila_divulgacao,
 * what the card and the history show) and the pg-boss job that carries it, due at once. `boss` must
 * have been started before the transaction (deps.jobs.boss()).
 */
export async function enfileirarDivulgacao(
  boss: PgBoss,
  tx: Executor,
  pedido: {
    nr_requisicao: number;
    cd_integracao: number;
    nr_vaga: number | null;
    id_acao: 'P' | 'R';
    ds_payload?: unknown;
  },
): Promise<number> {
  const [l] = await consultar<{ id_fila: number }>(
    tx,
    sql`INSERT INTO fila_divulgacao (nr_requisicao, cd_integracao, nr_vaga, id_acao, ds_payload)
        VALUES (${pedido.nr_requisicao}, ${pedido.cd_integracao}, ${pedido.nr_vaga}, ${pedido.id_acao},
                ${pedido.ds_payload === undefined ? null : JSON.stringify(pedido.ds_payload)}::jsonb)
        RETURNING id_fila::float8 AS id_fila`,
  );
  await agendar(boss, tx, Number(l.id_fila));
  return Number(l.id_fila);
}

/** A job for the status row, due at `quando` (now when absent), in the transaction. */
async function agendar(boss: PgBoss, tx: Executor, idFila: number, quando?: Date): Promise<void> {
  const job: PgBoss.JobInsert<TrabalhoDivulgacao> = { name: FILA, data: { id_fila: idFila } };
  if (quando) job.startAfter = quando;
  await boss.insert([job], { db: dbDaTransacao(tx) });
}
/** Real-time event telling the social tabs a card changed (dados: { NR_REQUISICAO, CD_INTEGRACAO }). */
export const EVENTO_DIVULGACAO = 'vagaDivulgacao';

interface ItemFila {
  id_fila: number;
  nr_requisicao: number;
  cd_integracao: number;
  nr_vaga: number | null;
  id_acao: 'P' | 'R';
  dt_criacao: Date | string;
  nr_tentativas: number;
  ds_payload: unknown;
  nm_integracao: string;
}

const json = (v: unknown) => sql`${JSON.stringify(v ?? null)}::jsonb`;
const momento = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Waits 30 s, 2 min, 8 min, ... between attempts. */
function espera(tentativas: number): Date {
  return new Date(Date.now() + 30_000 * 4 ** Math.max(0, tentativas - 1));
}

function payloadDe(item: ItemFila): Record<string, unknown> {
  const p = typeof item.ds_payload === 'string' ? JSON.parse(item.ds_payload) : item.ds_payload;
  return (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
}

async function pedidoDe(deps: AppDeps, item: ItemFila): Promise<PedidoJobBoard | string> {
  const base = {
    id_fila: Number(item.id_fila),
    cd_integracao: Number(item.cd_integracao),
    nm_integracao: item.nm_integracao,
    nr_requisicao: Number(item.nr_requisicao),
    nr_vaga: item.nr_vaga === null ? null : Number(item.nr_vaga),
    solicitado_em: new Date(item.dt_criacao),
  };
  if (item.id_acao === 'R') {
    const id = payloadDe(item).id_externo;
    return { ...base, acao: 'remover', id_externo: typeof id === 'string' ? id : null, vaga: null };
  }
  const vaga = base.nr_vaga === null ? null : await buscarVagaPublicada(deps.db, base.nr_vaga);
  if (!vaga) return 'A vaga não está mais divulgada na internet.';
  return { ...base, acao: 'publicar', id_externo: null, vaga: jobPosting(vaga, deps.config) };
}

async function concluir(
  deps: AppDeps,
  boss: PgBoss,
  idJob: string,
  item: ItemFila,
  pedido: PedidoJobBoard | null,
  r: RespostaJobBoard,
): Promise<void> {
  const enviado = pedido ? { acao: pedido.acao, id_externo: pedido.id_externo, vaga: pedido.vaga } : null;
  await deps.db.transaction(async (tx) => {
    // the job ends with the answer it recorded: a crash before this commit leaves it to run again
    // (the third argument is the job's output: the connection goes in the fourth)
    await boss.complete(FILA, idJob, {}, { db: dbDaTransacao(tx) });
    await registrar(tx);
  });

  async function registrar(tx: Executor): Promise<void> {
    if (r.tipo === 'pendente') {
      await tx.execute(sql`
        UPDATE fila_divulgacao
           SET dt_disponivel = ${momento(r.tentar_em)}, nr_tentativas = greatest(nr_tentativas - 1, 0),
               ds_payload = ${json(enviado)}, ds_resposta = ${json(r.resposta)}
         WHERE id_fila = ${item.id_fila} AND dt_concluido IS NULL`);
      await agendar(boss, tx, Number(item.id_fila), r.tentar_em);
      return;
    }
    if (r.tipo === 'erro' && !r.definitivo && item.nr_tentativas < MAX_TENTATIVAS_DIVULGACAO) {
      const quando = espera(item.nr_tentativas);
      await tx.execute(sql`
        UPDATE fila_divulgacao
           SET dt_disponivel = ${momento(quando)}, ds_erro = ${r.mensagem.slice(0, 1000)},
               ds_payload = ${json(enviado)}, ds_resposta = ${json(r.resposta)}
         WHERE id_fila = ${item.id_fila} AND dt_concluido IS NULL`);
      await agendar(boss, tx, Number(item.id_fila), quando);
      return;
    }
    const ok = r.tipo === 'concluido';
    const fechado = await consultar<{ id_fila: number }>(
      tx,
      sql`UPDATE fila_divulgacao
             SET dt_concluido = now(), id_resultado = ${ok ? 'S' : 'E'}, ds_erro = ${ok ? null : r.mensagem.slice(0, 1000)},
                 ds_payload = ${json(enviado)}, ds_resposta = ${json(r.resposta)}
           WHERE id_fila = ${item.id_fila} AND dt_concluido IS NULL
       RETURNING id_fila`,
    );
    if (item.id_acao !== 'P') return;
    if (fechado.length === 0) {
      // Removed while the board was publishing it: take the posting down again.
      if (ok && r.id_externo) {
        await enfileirarDivulgacao(boss, tx, {
          nr_requisicao: Number(item.nr_requisicao),
          cd_integracao: Number(item.cd_integracao),
          nr_vaga: item.nr_vaga === null ? null : Number(item.nr_vaga),
          id_acao: 'R',
          ds_payload: { id_externo: r.id_externo },
        });
      }
      return;
    }
    await tx.execute(
      ok
        ? sql`UPDATE requisicao_divulgacao
                 SET id_situacao = 'P', dt_divulgacao = now(), ds_id_externo = ${r.id_externo}, ds_erro = NULL,
                     alterado_em = now()
               WHERE nr_requisicao = ${item.nr_requisicao} AND cd_integracao = ${item.cd_integracao}
                 AND id_divulgado = 'S'`
        : sql`UPDATE requisicao_divulgacao
                 SET id_situacao = 'E', ds_erro = ${r.tipo === 'erro' ? r.mensagem.slice(0, 500) : null}, alterado_em = now()
               WHERE nr_requisicao = ${item.nr_requisicao} AND cd_integracao = ${item.cd_integracao}
                 AND id_divulgado = 'S'`,
    );
    await deps.realtime.publish(tx, {
      tipo: EVENTO_DIVULGACAO,
      dados: { NR_REQUISICAO: Number(item.nr_requisicao), CD_INTEGRACAO: Number(item.cd_integracao) },
    });
  }
}

/**
 * Takes the request of a job: its status row, still open, with one more attempt and leased for as
 * long as the job may run. Null when the request was cancelled or already answered.
 */
async function tomar(deps: AppDeps, idFila: number): Promise<ItemFila | null> {
  const [l] = await consultar<ItemFila>(
    deps.db,
    sql`UPDATE fila_divulgacao f
           SET dt_disponivel = now() + ${LEASE}, nr_tentativas = f.nr_tentativas + 1
          FROM integracao_divulgacao i
         WHERE f.id_fila = ${idFila} AND f.dt_concluido IS NULL AND i.cd_integracao = f.cd_integracao
     RETURNING f.id_fila, f.nr_requisicao, f.cd_integracao, f.nr_vaga, f.id_acao, f.dt_criacao, f.nr_tentativas,
               f.ds_payload, i.nm_integracao`,
  );
  return l ? { ...l, nr_tentativas: Number(l.nr_tentativas) } : null;
}

/**
 * One round of the publishing queue: takes up to `lote` due jobs from pg-boss (queue
 * 'divulgacao-vaga'; SKIP LOCKED there: each job goes to one worker), hands each request to the
 * adapter, then records the answer and ends the job in one transaction: published (with its date),
 * still pending (a new job when the board says to ask again), retried with a growing wait (a new job
 * then), or given up. A job whose request was cancelled just ends. Answers how many requests it
 * handed to the adapter (or gave up).
 */
export async function processarFilaDivulgacao(
  deps: AppDeps,
  adapter: JobBoardAdapter,
  lote = LOTE,
): Promise<number> {
  const boss = await deps.jobs.boss();
  const jobs = await boss.fetch<TrabalhoDivulgacao>(FILA, { batchSize: lote });
  let n = 0;
  for (const job of jobs) {
    try {
      const item = await tomar(deps, Number(job.data.id_fila));
      if (!item) {
        await boss.complete(FILA, job.id);
        continue;
      }
      n++;
      const pedido = await pedidoDe(deps, item);
      let r: RespostaJobBoard;
      if (typeof pedido === 'string') r = { tipo: 'erro', mensagem: pedido, definitivo: true };
      else {
        try {
          r = await adapter.enviar(pedido);
        } catch (e) {
          r = { tipo: 'erro', mensagem: (e as Error).message, definitivo: false };
        }
      }
      await concluir(deps, boss, job.id, item, typeof pedido === 'string' ? null : pedido, r);
    } catch (e) {
      // pg-boss takes it again after its retry delay
      await boss.fail(FILA, job.id, { message: (e as Error).message });
    }
  }
  return n;
}

/**
 * Gives a job to every open request that has none (a request queued before the queue moved onto
 * pg-boss, or whose job was deleted by hand), due when its row says. Instances starting together take
 * turns on an advisory lock, so a request never gets two jobs. Answers how many it scheduled.
 */
export async function recuperarPedidosSemTrabalho(deps: AppDeps): Promise<number> {
  const boss = await deps.jobs.boss();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`fila:${FILA}`}))`);
    const orfaos = await consultar<{ id_fila: number; dt_disponivel: Date | string }>(
      tx,
      sql`SELECT f.id_fila::float8 AS id_fila, f.dt_disponivel
            FROM fila_divulgacao f
           WHERE f.dt_concluido IS NULL
             AND NOT EXISTS (SELECT 1 FROM pgboss.job j
                              WHERE j.name = ${FILA} AND j.state < 'completed'
                                AND (j.data->>'id_fila')::float8 = f.id_fila::float8)`,
    );
    for (const o of orfaos) {
      const quando = new Date(o.dt_disponivel);
      await agendar(boss, tx, Number(o.id_fila), quando.getTime() > Date.now() ? quando : undefined);
    }
    return orfaos.length;
  });
}

/**
 * The in-process worker: a round of the pg-boss queue every JOB_BOARD_POLL_SECONDS on each instance
 * (0 = off), rounds following each other while there is due work.
 */
export function iniciarTrabalhadorDivulgacao(
  deps: AppDeps,
  adapter: JobBoardAdapter,
  log: FastifyBaseLogger,
): Rodadas {
  let recuperado = false;
  return iniciarRodadas(
    deps.config.JOB_BOARD_POLL_SECONDS * 1000,
    async (parado) => {
      if (!recuperado) {
        const n = await recuperarPedidosSemTrabalho(deps);
        if (n > 0) log.info({ pedidos: n }, 'fila de divulgação: pedidos sem trabalho reagendados');
        recuperado = true;
      }
      while (!parado() && (await processarFilaDivulgacao(deps, adapter)) > 0) {
        // keep going while there is due work
      }
    },
    log,
    'fila de divulgação',
  );
}
