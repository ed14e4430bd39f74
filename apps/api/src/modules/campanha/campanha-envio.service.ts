import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type EnviarCampanhaBody,
  MENSAGENS_CAMPANHA,
  type ProgressoCampanha,
} from '@backoffice/domain/campanhas';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { consultar } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { dbDaTransacao, FILAS } from '../../platform/jobs';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { registrarEmailEnviado } from '../mensageria/mensageria.tabelas';
import { renderizarEmailCampanha } from './email-campanha';

export interface TrabalhoEmailCampanha {
  id_campanha: number;
  cd_pessoa: number;
}

/**
 * Records a campaign for the people picked and queues one e-mail per person, in one transaction:
 * the campaign, its people (queued) and their jobs exist together or not at all. People unknown or
 * inactive are refused (400), people with an active campaign too (409), and nothing is written.
 */
export async function enviarCampanha(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  usuario: UsuarioSessao,
  b: { pessoas: number[]; filtros: EnviarCampanhaBody['filtros'] },
) {
  const pessoas = [...new Set(b.pessoas.map(Number))];
  const boss = await deps.jobs.boss();
  return deps.db.transaction(async (tx) => {
    const linhas = await consultar<{ cd: number; ativa: boolean }>(
      tx,
      sql`SELECT f.cd_pessoa::float8 AS cd,
                 EXISTS (SELECT 1 FROM campanha_pessoa cp WHERE cp.cd_pessoa = f.cd_pessoa AND cp.dt_atualizacao IS NULL) AS ativa
            FROM funcionario f
           WHERE f.id_ativo = 'S' AND f.cd_pessoa = ANY(${sql.param(pessoas)}::bigint[])
             FOR UPDATE OF f`,
    );
    if (linhas.length !== pessoas.length) throw badRequest('Funcionário não encontrado ou inativo.');
    if (linhas.some((l) => l.ativa)) throw conflict(MENSAGENS_CAMPANHA.campanhaAtiva);
    const [c] = await consultar<{ id: number }>(
      tx,
      sql`INSERT INTO campanha (cd_usuario, ds_filtros, qt_pessoas)
          VALUES (${usuario.cd_sip}, ${JSON.stringify(b.filtros ?? {})}::jsonb, ${pessoas.length})
          RETURNING id_campanha::float8 AS id`,
    );
    await tx.execute(sql`
      INSERT INTO campanha_pessoa (id_campanha, cd_pessoa)
      SELECT ${c.id}, unnest(${sql.param(pessoas)}::bigint[])`);
    const trabalhos: PgBoss.JobInsert<TrabalhoEmailCampanha>[] = pessoas.map((cd) => ({
      name: FILAS.campanhaEmail.name,
      data: { id_campanha: c.id, cd_pessoa: cd },
    }));
    await boss.insert(trabalhos, { db: dbDaTransacao(tx) });
    return { message: MENSAGENS_CAMPANHA.sucesso, ID_CAMPANHA: c.id, QT_PESSOAS: pessoas.length };
  });
}

/** A campaign's e-mails queued, sent and failed for good. */
export async function progressoCampanha(deps: Pick<AppDeps, 'db'>, id: number): Promise<ProgressoCampanha> {
  const [p] = await consultar<ProgressoCampanha & { existe: boolean }>(
    deps.db,
    sql`SELECT c.id_campanha::float8 AS "ID_CAMPANHA", c.qt_pessoas AS "QT_PESSOAS",
               count(*) FILTER (WHERE cp.id_situacao = 'F')::int AS "QT_FILA",
               count(*) FILTER (WHERE cp.id_situacao = 'E')::int AS "QT_ENVIADOS",
               count(*) FILTER (WHERE cp.id_situacao = 'X')::int AS "QT_FALHAS"
          FROM campanha c LEFT JOIN campanha_pessoa cp ON cp.id_campanha = c.id_campanha
         WHERE c.id_campanha = ${id}
         GROUP BY c.id_campanha, c.qt_pessoas`,
  );
  if (!p) throw notFound('Campanha não encontrada.');
  return { ...p, ID_CAMPANHA: Number(p.ID_CAMPANHA) };
}

/**
 * Sends one campaign e-mail (its HTML and text parts, email-campanha.ts) through the e-mail adapter. A person already sent is skipped, so a job
 * run again after a crash sends nothing twice; the send is kept in the outbox and marked in one
 * transaction. A failure is noted and thrown for pg-boss to retry; the last attempt marks it failed.
 */
export async function enviarEmailCampanha(
  deps: Pick<AppDeps, 'db' | 'mensageria'>,
  job: { data: TrabalhoEmailCampanha; retryCount: number; retryLimit: number },
): Promise<'enviado' | 'ja-enviado' | 'sem-email'> {
  const { id_campanha, cd_pessoa } = job.data;
  const [p] = await consultar<{ situacao: string; email: string | null; nome: string }>(
    deps.db,
    sql`SELECT cp.id_situacao AS situacao, pe.ds_email AS email, pe.nm_pessoa AS nome
          FROM campanha_pessoa cp JOIN ${tabelasCandidato.pessoa('pe')} ON pe.cd_pessoa = cp.cd_pessoa
         WHERE cp.id_campanha = ${id_campanha} AND cp.cd_pessoa = ${cd_pessoa}`,
  );
  if (p?.situacao !== 'F') return 'ja-enviado';
  if (!p.email) {
    await deps.db.execute(sql`
      UPDATE campanha_pessoa SET id_situacao = 'X', ds_erro = 'Pessoa sem e-mail cadastrado.', nr_tentativas = nr_tentativas + 1
       WHERE id_campanha = ${id_campanha} AND cd_pessoa = ${cd_pessoa} AND id_situacao = 'F'`);
    return 'sem-email';
  }
  const m = renderizarEmailCampanha(p.nome);
  let id: string;
  try {
    ({ id } = await deps.mensageria.email.enviar({
      para: p.email,
      assunto: m.assunto,
      texto: m.texto,
      html: m.html,
    }));
  } catch (e) {
    const ultima = job.retryCount >= job.retryLimit;
    await deps.db.execute(sql`
      UPDATE campanha_pessoa
         SET nr_tentativas = nr_tentativas + 1, ds_erro = ${(e as Error).message.slice(0, 1000)},
             id_situacao = ${ultima ? 'X' : 'F'}
       WHERE id_campanha = ${id_campanha} AND cd_pessoa = ${cd_pessoa} AND id_situacao = 'F'`);
    throw e;
  }
  await deps.db.transaction(async (tx) => {
    await registrarEmailEnviado(tx, {
      adaptador: deps.mensageria.email.nome,
      destino: p.email,
      assunto: m.assunto,
      texto: m.texto,
      html: m.html,
      idExterno: id,
      cdPessoa: cd_pessoa,
    });
    await tx.execute(sql`
      UPDATE campanha_pessoa SET id_situacao = 'E', dt_envio = now(), nr_tentativas = nr_tentativas + 1, ds_erro = NULL
       WHERE id_campanha = ${id_campanha} AND cd_pessoa = ${cd_pessoa}`);
  });
  return 'enviado';
}

/** Jobs a worker takes per round (pg-boss waits its polling interval between rounds). */
const LOTE_CAMPANHA = 100;

/**
 * Starts `n` workers of the campaign e-mails on this instance. Each takes a batch, sends its e-mails
 * one after the other and fails only the jobs whose send failed (pg-boss retries those); the rest of
 * the batch completes.
 */
export async function iniciarTrabalhadoresCampanha(
  deps: Pick<AppDeps, 'db' | 'mensageria' | 'jobs'>,
  n: number,
  pollingIntervalSeconds = 2,
): Promise<string[]> {
  if (n <= 0) return [];
  const boss = await deps.jobs.boss();
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await boss.work<TrabalhoEmailCampanha>(
        FILAS.campanhaEmail.name,
        { batchSize: LOTE_CAMPANHA, includeMetadata: true, pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await enviarEmailCampanha(deps, job);
            } catch (e) {
              await boss.fail(FILAS.campanhaEmail.name, job.id, { message: (e as Error).message });
            }
          }
        },
      ),
    );
  }
  return ids;
}
