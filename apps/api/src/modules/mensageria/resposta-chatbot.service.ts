import { EVENTO_CHATBOT, MENSAGENS_CALLCENTER } from '@backoffice/domain/callcenter';
import { STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { linhas } from '../../db/client';
import type { CorpoWhatsapp } from '../../platform/adapters/mensageria';
import type { AppDeps } from '../../platform/deps';
import { FILAS } from '../../platform/jobs';

/** Who the chatbot's messages are signed by in the conversation. */
export const NOME_CHATBOT = 'Chatbot';

/** The job of the chatbot's hand-over message: the conversation and the reply that handed it over. */
export interface TrabalhoRespostaChatbot {
  id_chatbot_conversa: number;
  nr_telefone: string;
  id_mensagem_recebida: number;
}

type DepsResposta = Pick<AppDeps, 'db' | 'realtime' | 'jobs'> & { mensageria: AppDeps['mensageria'] };

/**
 * The chatbot's answer on handing the conversation to a person (inside the window just opened), run
 * by the queue. It keeps the conversation's order: it is not sent when anything was already sent after
 * the reply that handed it over (a person wrote first, or an earlier attempt sent it), nor when the
 * attendance has ended. A refusal of the provider is thrown, for the queue to retry.
 */
export async function respostaDoChatbot(
  deps: DepsResposta,
  t: TrabalhoRespostaChatbot,
): Promise<'enviada' | 'dispensada'> {
  const [situacao] = linhas<{ depois: boolean; na_fila: boolean }>(
    await deps.db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM chatbot_mensagem m
                      WHERE m.id_chatbot_conversa = cv.id_chatbot_conversa AND m.id_tipo = 'ENVIADO'
                        AND m.id_chatbot_mensagem > ${t.id_mensagem_recebida}) AS depois,
             (cv.dt_inicio_chat IS NOT NULL AND cv.dt_fim_atendimento_cc IS NULL
              AND cv.id_status_type <> ${STATUS_CONVERSA.encerrada.id}) AS na_fila
        FROM chatbot_conversa cv WHERE cv.id_chatbot_conversa = ${t.id_chatbot_conversa}`),
  );
  if (!situacao || situacao.depois || !situacao.na_fila) return 'dispensada';
  const corpo: CorpoWhatsapp = { type: 'text', text: { body: MENSAGENS_CALLCENTER.respostaTransferencia } };
  const { id: idExterno } = await deps.mensageria.whatsapp.enviar(t.nr_telefone, corpo);
  await deps.db.transaction(async (tx) => {
    const [m] = linhas<{ id: number | string }>(
      await tx.execute(sql`
        INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista)
        VALUES (${t.id_chatbot_conversa}, ${JSON.stringify(corpo)}::jsonb, 'ENVIADO', ${idExterno}, ${NOME_CHATBOT})
        ON CONFLICT (id_externo) DO NOTHING RETURNING id_chatbot_mensagem AS id`),
    );
    if (m)
      await deps.realtime.publish(tx, {
        tipo: EVENTO_CHATBOT,
        dados: {
          nr_telefone: t.nr_telefone,
          id_chatbot_conversa: t.id_chatbot_conversa,
          id_chatbot_mensagem: Number(m.id),
        },
      });
  });
  return 'enviada';
}

/** Runs the jobs in a batch one after the other; only a job whose send failed is failed (retried). */
async function executarRespostas(
  deps: DepsResposta,
  boss: PgBoss,
  jobs: readonly PgBoss.Job<TrabalhoRespostaChatbot>[],
) {
  for (const job of jobs) {
    try {
      await respostaDoChatbot(deps, job.data);
      await boss.complete(FILAS.chatbotResposta.name, job.id);
    } catch (e) {
      await boss.fail(FILAS.chatbotResposta.name, job.id, { message: (e as Error).message });
    }
  }
}

/** Takes the hand-over messages waiting in the queue now (after a webhook), until none is left. */
export async function processarRespostasChatbot(deps: DepsResposta): Promise<void> {
  const boss = await deps.jobs.boss();
  for (;;) {
    const jobs = await boss.fetch<TrabalhoRespostaChatbot>(FILAS.chatbotResposta.name, { batchSize: 10 });
    if (!jobs?.length) return;
    await executarRespostas(deps, boss, jobs);
  }
}

/** The instance's workers of the hand-over messages: they send what a crash or a failure left queued. */
export async function iniciarTrabalhadoresChatbot(
  deps: DepsResposta,
  n: number,
  pollingIntervalSeconds = 2,
): Promise<string[]> {
  if (n <= 0) return [];
  const boss = await deps.jobs.boss();
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      await boss.work<TrabalhoRespostaChatbot>(
        FILAS.chatbotResposta.name,
        { batchSize: 10, pollingIntervalSeconds },
        (jobs) => executarRespostas(deps, boss, jobs),
      ),
    );
  return ids;
}
