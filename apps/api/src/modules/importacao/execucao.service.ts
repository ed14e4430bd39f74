import {
  type ImportacaoResumo,
  MENSAGENS_IMPORTACAO as M,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { consultar, type Executor } from '../../db/client';
import type { LinhaParaGravar, RegistroImportacao } from '../../db/gravador-importacao';
import type { AppDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { dbDaTransacao, FILAS } from '../../platform/jobs';
import { gravadorDo } from './gravadores';
import {
  liberarArquivo,
  linhaDaImportacao,
  pastaImportacoes,
  resumoDaImportacao,
} from './importacao.service';

/**
 * Rows written per transaction: 2,000 on PostgreSQL; 250 on the embedded database, whose one
 * connection every request waits for while a batch is written (2,000 rows held it for seconds).
 */
function loteImportacao(handle: AppDeps['handle']): number {
  return handle.pglite ? 250 : 2_000;
}

/** How long one job works before it hands on to the next (so a dead worker's job expires soon). */
const FATIA_MS = 20_000;

export interface TrabalhoImportacao {
  cd_importacao: number;
}

/** Queues the next slice of an import, in the caller's transaction when given. */
async function enfileirar(deps: Pick<AppDeps, 'jobs'>, cd: number, tx?: Executor): Promise<void> {
  const boss = await deps.jobs.boss();
  const job: PgBoss.JobInsert<TrabalhoImportacao> = {
    name: FILAS.importacao.name,
    data: { cd_importacao: cd },
  };
  if (tx) await boss.insert([job], { db: dbDaTransacao(tx) });
  else await boss.insert([job]);
}

/**
 * Starts (or resumes, after a cancel or a stop) writing the valid rows of a dry-run import: a job
 * of the queue does it in slices; each batch is one transaction that also records the last row
 * written, so a restart goes on after it without a duplicate or a lost row.
 */
export async function iniciarImportacao(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  cd: number,
  opcoes: { fila?: boolean } = {},
): Promise<ImportacaoResumo> {
  const l = await linhaDaImportacao(deps.db, cd);
  if (l.id_situacao === 'importando' || l.id_situacao === 'simulando') throw conflict(M.emAndamento);
  if (l.id_situacao === 'concluida') throw conflict(M.jaImportada);
  // a stopped import (cancelled, or refused by the database) goes on from where it stopped
  if (!['simulada', 'cancelada', 'falhou'].includes(l.id_situacao)) throw conflict(M.naoSimulada);
  if (l.nr_validas + l.nr_avisos === 0) throw conflict(M.nadaParaImportar);
  // the queue is started before the transaction: its start runs statements of its own, which on the
  // embedded database's one connection would wait for the transaction forever
  if (opcoes.fila !== false) await deps.jobs.boss();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE importacao
         SET id_situacao = 'importando', id_cancelar = 'N', ds_erro = NULL, dt_fim = NULL,
             dt_inicio = CASE WHEN nr_ultima_linha = 0 THEN now() ELSE coalesce(dt_inicio, now()) END,
             nr_processadas = CASE WHEN nr_ultima_linha = 0 THEN 0 ELSE nr_processadas END,
             alterado_em = now()
       WHERE cd_importacao = ${cd}`);
    // the command line writes in its own process, without the queue
    if (opcoes.fila !== false) await enfileirar(deps, cd, tx);
  });
  return resumoDaImportacao(deps.db, cd);
}

type Fim = 'continua' | 'concluida' | 'cancelada' | 'parada';

/**
 * Writes batches of an import until it ends, is cancelled, or `prazoMs` has passed ('continua').
 * Each batch locks the import's row, so two workers never write the same rows.
 */
export async function processarImportacao(
  deps: Pick<AppDeps, 'db' | 'handle' | 'config' | 'mensageria'>,
  cd: number,
  opcoes: {
    prazoMs?: number;
    aoLote?: (r: ImportacaoResumo) => void | Promise<void>;
    /** Where what fails after the end (a new user's e-mail) is told; by default nowhere. */
    log?: RegistroImportacao;
  } = {},
): Promise<Fim> {
  const limite = Date.now() + (opcoes.prazoMs ?? Number.POSITIVE_INFINITY);
  while (true) {
    const fim = await deps.db.transaction(async (tx): Promise<Fim | null> => {
      const [imp] = await consultar<{
        id_situacao: string;
        id_cancelar: string;
        id_tipo: TipoImportacao;
        id_existentes: string;
        nr_ultima_linha: number;
        nm_arquivo: string;
        cd_usuario: number | null;
      }>(tx, sql`SELECT * FROM importacao WHERE cd_importacao = ${cd} FOR UPDATE`);
      if (imp?.id_situacao !== 'importando') return 'parada';
      if (imp.id_cancelar === 'S') {
        await tx.execute(sql`
          UPDATE importacao SET id_situacao = 'cancelada', id_cancelar = 'N', dt_fim = now(), alterado_em = now()
           WHERE cd_importacao = ${cd}`);
        return 'cancelada';
      }
      const linhas = await consultar<{
        nr_linha: number;
        ds_chave: string;
        js_dados: Record<string, unknown>;
      }>(
        tx,
        sql`SELECT nr_linha, ds_chave, js_dados FROM importacao_linha
             WHERE cd_importacao = ${cd} AND nr_linha > ${imp.nr_ultima_linha} AND id_status <> 'E'
             ORDER BY nr_linha LIMIT ${loteImportacao(deps.handle)}`,
      );
      if (!linhas.length) {
        await tx.execute(sql`
          UPDATE importacao SET id_situacao = 'concluida', dt_fim = now(), alterado_em = now()
           WHERE cd_importacao = ${cd}`);
        return 'concluida';
      }
      const lote: LinhaParaGravar[] = linhas.map((x) => ({
        nr_linha: x.nr_linha,
        chave: x.ds_chave,
        dados: x.js_dados,
      }));
      const resultados = await gravadorDo(imp.id_tipo).gravar(tx, {
        linhas: lote,
        atualizar: imp.id_existentes === 'A',
        cdImportacao: cd,
        nomeArquivo: imp.nm_arquivo,
        cdUsuario: imp.cd_usuario,
      });
      const n = { I: 0, U: 0, S: 0 };
      for (const r of resultados) n[r.resultado]++;
      await tx.execute(sql`
        UPDATE importacao_linha l SET id_resultado = r.resultado, cd_registro = r.cd_registro
          FROM jsonb_to_recordset(${JSON.stringify(resultados)}::jsonb)
               AS r(nr_linha int, resultado char(1), cd_registro bigint)
         WHERE l.cd_importacao = ${cd} AND l.nr_linha = r.nr_linha`);
      await tx.execute(sql`
        UPDATE importacao
           SET nr_ultima_linha = ${linhas[linhas.length - 1].nr_linha}, nr_processadas = nr_processadas + ${linhas.length},
               nr_inseridas = nr_inseridas + ${n.I}, nr_atualizadas = nr_atualizadas + ${n.U},
               nr_ignoradas = nr_ignoradas + ${n.S}, alterado_em = now()
         WHERE cd_importacao = ${cd}`);
      return null;
    });
    if (fim === 'concluida') {
      await liberarArquivo(deps.db, cd, pastaImportacoes(deps));
      const [imp] = await consultar<{ id_tipo: TipoImportacao; cd_usuario: number | null }>(
        deps.db,
        sql`SELECT id_tipo, cd_usuario FROM importacao WHERE cd_importacao = ${cd}`,
      );
      const log = opcoes.log ?? { warn: () => {} };
      try {
        await gravadorDo(imp.id_tipo).aoConcluir?.({
          deps,
          cdImportacao: cd,
          cdUsuario: imp.cd_usuario === null ? null : Number(imp.cd_usuario),
          log,
        });
      } catch (e) {
        // the rows are written and the import has ended: what follows it does not undo it
        log.warn({ err: e, cd_importacao: cd }, 'importação: conclusão');
      }
    }
    if (fim) return fim;
    if (opcoes.aoLote) await opcoes.aoLote(await resumoDaImportacao(deps.db, cd));
    if (Date.now() >= limite) return 'continua';
  }
}

/**
 * Workers of the import queue on this instance. A job writes for a slice of time and, when rows are
 * left, queues the next slice before it completes; a worker that dies leaves its job to expire and
 * be retried, and the import's row says where to go on.
 */
export async function iniciarTrabalhadoresImportacao(
  deps: Pick<AppDeps, 'db' | 'handle' | 'config' | 'jobs' | 'mensageria'>,
  log: FastifyBaseLogger,
  pollingIntervalSeconds = 2,
): Promise<string[]> {
  const n = deps.config.IMPORTACAO_TRABALHADORES;
  if (n <= 0) return [];
  const boss = await deps.jobs.boss();
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      await boss.work<TrabalhoImportacao>(
        FILAS.importacao.name,
        { batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          const cd = job.data.cd_importacao;
          let fim: Fim;
          try {
            fim = await processarImportacao(deps, cd, { prazoMs: FATIA_MS, log });
          } catch (e) {
            // a batch the database refuses would be refused again: the import stops with the row where
            // it stopped (it can be started again once the cause is fixed); the log has the details
            log.error({ err: e, cd_importacao: cd }, 'importação');
            const [{ nr_ultima_linha }] = await consultar<{ nr_ultima_linha: number }>(
              deps.db,
              sql`SELECT nr_ultima_linha FROM importacao WHERE cd_importacao = ${cd}`,
            );
            await deps.db.execute(sql`
          UPDATE importacao SET id_situacao = 'falhou', dt_fim = now(), alterado_em = now(),
                 ds_erro = ${M.importacaoInterrompida(nr_ultima_linha)}
           WHERE cd_importacao = ${cd}`);
            return;
          }
          if (fim === 'continua') await enfileirar(deps, cd);
        },
      ),
    );
  return ids;
}
