import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { consultar } from '../../db/client';
import type { JobBoardAdapter, PedidoJobBoard, RespostaJobBoard } from '../../platform/adapters/job-board';
import type { AppDeps } from '../../platform/deps';
import { buscarVagaPublicada, jobPosting } from './divulgacao-publica.service';

/** Attempts before a failing request is given up (the card shows the error). */
export const MAX_TENTATIVAS_DIVULGACAO = 5;
/** How long a worker holds the rows it took; a crashed worker's rows come back after it. */
const LEASE = sql.raw(`interval '2 minutes'`);
/** Rows taken per round. */
const LOTE = 10;
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
  item: ItemFila,
  pedido: PedidoJobBoard | null,
  r: RespostaJobBoard,
): Promise<void> {
  const enviado = pedido ? { acao: pedido.acao, id_externo: pedido.id_externo, vaga: pedido.vaga } : null;
  await deps.db.transaction(async (tx) => {
    if (r.tipo === 'pendente') {
      await tx.execute(sql`
        UPDATE fila_divulgacao
           SET dt_disponivel = ${momento(r.tentar_em)}, nr_tentativas = greatest(nr_tentativas - 1, 0),
               ds_payload = ${json(enviado)}, ds_resposta = ${json(r.resposta)}
         WHERE id_fila = ${item.id_fila} AND dt_concluido IS NULL`);
      return;
    }
    if (r.tipo === 'erro' && !r.definitivo && item.nr_tentativas < MAX_TENTATIVAS_DIVULGACAO) {
      await tx.execute(sql`
        UPDATE fila_divulgacao
           SET dt_disponivel = ${momento(espera(item.nr_tentativas))}, ds_erro = ${r.mensagem.slice(0, 1000)},
               ds_payload = ${json(enviado)}, ds_resposta = ${json(r.resposta)}
         WHERE id_fila = ${item.id_fila} AND dt_concluido IS NULL`);
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
        await tx.execute(sql`
          INSERT INTO fila_divulgacao (nr_requisicao, cd_integracao, nr_vaga, id_acao, ds_payload)
          VALUES (${item.nr_requisicao}, ${item.cd_integracao}, ${item.nr_vaga}, 'R', ${json({ id_externo: r.id_externo })})`);
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
  });
}

/**
 * One round of the publishing queue: takes the due rows no other worker holds (FOR UPDATE SKIP
 * LOCKED) and leases them, hands each to the adapter, then records the answer: published (with its
 * date), still pending (asked again later), retried with a growing wait, or given up. Answers how
 * many rows it took.
 */
export async function processarFilaDivulgacao(
  deps: AppDeps,
  adapter: JobBoardAdapter,
  lote = LOTE,
): Promise<number> {
  const itens = await deps.db.transaction(async (tx) => {
    const linhas = await consultar<ItemFila>(
      tx,
      sql`SELECT f.id_fila, f.nr_requisicao, f.cd_integracao, f.nr_vaga, f.id_acao, f.dt_criacao, f.nr_tentativas,
                 f.ds_payload, i.nm_integracao
            FROM fila_divulgacao f
            JOIN integracao_divulgacao i ON i.cd_integracao = f.cd_integracao
           WHERE f.dt_concluido IS NULL AND f.dt_disponivel <= now()
           ORDER BY f.dt_disponivel, f.id_fila
           LIMIT ${lote}
             FOR UPDATE OF f SKIP LOCKED`,
    );
    if (linhas.length === 0) return [];
    const ids = sql.join(
      linhas.map((l) => sql`${Number(l.id_fila)}`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE fila_divulgacao SET dt_disponivel = now() + ${LEASE}, nr_tentativas = nr_tentativas + 1
       WHERE id_fila IN (${ids})`);
    return linhas.map((l) => ({ ...l, nr_tentativas: Number(l.nr_tentativas) + 1 }));
  });
  for (const item of itens) {
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
    await concluir(deps, item, typeof pedido === 'string' ? null : pedido, r);
  }
  return itens.length;
}

/** The in-process worker: a round every JOB_BOARD_POLL_SECONDS on each instance (0 = off). */
export function iniciarTrabalhadorDivulgacao(
  deps: AppDeps,
  adapter: JobBoardAdapter,
  log: FastifyBaseLogger,
): { parar(): Promise<void> } {
  const intervaloMs = deps.config.JOB_BOARD_POLL_SECONDS * 1000;
  if (intervaloMs <= 0) return { parar: async () => {} };
  let emCurso: Promise<void> | null = null;
  let parado = false;
  const rodada = () => {
    if (emCurso || parado) return;
    emCurso = (async () => {
      try {
        while (!parado && (await processarFilaDivulgacao(deps, adapter)) > 0) {
          // keep going while there is due work
        }
      } catch (err) {
        if (!parado) log.error({ err }, 'fila de divulgação');
      } finally {
        emCurso = null;
      }
    })();
  };
  const timer = setInterval(rodada, intervaloMs);
  timer.unref();
  return {
    async parar() {
      parado = true;
      clearInterval(timer);
      await emCurso;
    },
  };
}
