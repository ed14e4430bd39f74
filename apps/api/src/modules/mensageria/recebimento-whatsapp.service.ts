import { TIPO_AVISO_CALLCENTER, textoAvisoCallcenter } from '@backoffice/domain/aviso';
import { EVENTO_CALLCENTER, EVENTO_CHATBOT } from '@backoffice/domain/callcenter';
import { numeroWhatsapp } from '@backoffice/domain/formatacao';
import { STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { sql } from 'drizzle-orm';
import { linhas } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { dbDaTransacao, FILAS } from '../../platform/jobs';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { avisarUsuariosDaUnidade } from '../usuario/usuario.entry';
import { processarRespostasChatbot, type TrabalhoRespostaChatbot } from './resposta-chatbot.service';
import type { MensagemRecebida, StatusRecebido } from './webhook-whatsapp';

interface ConversaRecebida {
  id: number | string;
  status: number;
  id_chatbot_ativo: 'S' | 'N';
  dt_inicio_chat: Date | string | null;
  dt_fim: Date | string | null;
  cd_empresa: number | null;
  nr_vaga: number | string | null;
  nm_pessoa: string;
}

/**
 * The candidates' replies and the delivery statuses (POST chatbot/webhook, already authenticated).
 * Each reply goes into the most recent conversation with that phone, once (by the channel's message
 * id); the conversation becomes 'Candidato respondeu' and the users are told in real time. While the
 * chatbot holds the conversation (id_chatbot_ativo 'S') a reply hands it to a person: it enters the
 * call-center queue of its unit, the unit's agents are alerted and the chatbot tells the candidate an
 * agent will carry on: that message is a job of the durable queue written in the same transaction, so
 * the answer to the channel never waits for the provider and a crash loses nothing (see
 * respostaDoChatbot). Once a person has written, the chatbot says nothing more. Messages of unknown
 * phones are ignored.
 */
export async function receberMensagens(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'jobs'> & { mensageria: AppDeps['mensageria'] },
  mensagens: readonly MensagemRecebida[],
  status: readonly StatusRecebido[] = [],
): Promise<{ guardadas: number }> {
  let guardadas = 0;
  let transferidas = 0;
  // started before the transaction (on the embedded database it shares the one connection)
  const boss = mensagens.length ? await deps.jobs.boss() : null;
  await deps.db.transaction(async (tx) => {
    for (const m of mensagens) {
      const telefone = numeroWhatsapp(m.from);
      if (!telefone) continue;
      const [cv] = linhas<ConversaRecebida>(
        await tx.execute(sql`
          SELECT cv.id_chatbot_conversa AS id, cv.id_status_type AS status, cv.id_chatbot_ativo, cv.dt_inicio_chat,
                 cv.dt_fim_atendimento_cc AS dt_fim, cv.cd_empresa, cv.nr_vaga, p.nm_pessoa
            FROM chatbot_conversa cv JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cv.cd_pessoa_candidato
           WHERE cv.nr_telefone = ${telefone}
           ORDER BY cv.dt_inicio_conversa DESC, cv.id_chatbot_conversa DESC LIMIT 1
           FOR UPDATE OF cv`),
      );
      if (!cv) continue;
      const id = Number(cv.id);
      const quando =
        m.timestamp && /^\d+$/.test(m.timestamp) ? new Date(Number(m.timestamp) * 1000) : new Date();
      const [inserida] = linhas<{ id: number | string }>(
        await tx.execute(sql`
          INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, data_mensagem)
          VALUES (${id}, ${JSON.stringify(m)}::jsonb, 'RECEBIDO', ${m.id}, ${quando.toISOString()}::timestamptz)
          ON CONFLICT (id_externo) DO NOTHING RETURNING id_chatbot_mensagem AS id`),
      );
      if (!inserida) continue;
      guardadas++;
      await tx.execute(sql`
        UPDATE chatbot_conversa
           SET id_status_type = ${STATUS_CONVERSA.respondida.id},
               dt_ultima_resposta = greatest(coalesce(dt_ultima_resposta, ${quando.toISOString()}::timestamptz), ${quando.toISOString()}::timestamptz)
         WHERE id_chatbot_conversa = ${id} AND id_status_type <> ${STATUS_CONVERSA.encerrada.id}`);
      const aberta = Number(cv.status) !== STATUS_CONVERSA.encerrada.id;
      const naFila = cv.dt_inicio_chat !== null && cv.dt_fim === null;
      if (aberta && cv.id_chatbot_ativo === 'S' && !naFila) {
        // The chatbot cannot carry on a free conversation: a person takes it from the queue.
        await tx.execute(sql`
          UPDATE chatbot_conversa
             SET dt_inicio_chat = now(), cd_pessoa_analista_atendimento = NULL, nm_analista_atendimento = NULL,
                 dt_inicio_atendimento_cc = NULL, dt_fim_atendimento_cc = NULL, id_motivo_call_center = NULL
           WHERE id_chatbot_conversa = ${id}`);
        const trabalho: TrabalhoRespostaChatbot = {
          id_chatbot_conversa: id,
          nr_telefone: telefone,
          id_mensagem_recebida: Number(inserida.id),
        };
        await boss?.insert([{ name: FILAS.chatbotResposta.name, data: trabalho }], { db: dbDaTransacao(tx) });
        transferidas++;
        await deps.realtime.publish(tx, {
          tipo: EVENTO_CALLCENTER,
          dados: { acao: 'entrada', id_chatbot_conversa: id, cd_empresa: cv.cd_empresa },
        });
        // the unit's agents are alerted by a stored alert: one who logs in later still sees it
        if (cv.cd_empresa !== null)
          await avisarUsuariosDaUnidade(tx, deps.realtime, {
            cd_empresa: Number(cv.cd_empresa),
            permissoes: PERMISSOES.callcenter,
            cd_tipo_aviso: TIPO_AVISO_CALLCENTER,
            ds_complemento_aviso: textoAvisoCallcenter(
              cv.nm_pessoa,
              cv.nr_vaga === null ? null : Number(cv.nr_vaga),
            ),
          });
      }
      await deps.realtime.publish(tx, {
        tipo: EVENTO_CHATBOT,
        dados: {
          nr_telefone: telefone,
          id_chatbot_conversa: id,
          id_chatbot_mensagem: Number(inserida.id),
          id_tipo: 'RECEBIDO',
        },
      });
    }
    for (const st of status) {
      const [alterada] = linhas<{ id: number | string; nr_telefone: string }>(
        await tx.execute(sql`
          UPDATE chatbot_mensagem m SET ds_status = ${st.status}
            FROM chatbot_conversa cv
           WHERE m.id_externo = ${st.id} AND m.id_tipo = 'ENVIADO' AND cv.id_chatbot_conversa = m.id_chatbot_conversa
             AND coalesce(array_position(ARRAY['sent','delivered','read','failed']::text[], m.ds_status::text), 0)
                 < array_position(ARRAY['sent','delivered','read','failed']::text[], ${st.status}::text)
          RETURNING cv.id_chatbot_conversa AS id, cv.nr_telefone`),
      );
      if (alterada)
        await deps.realtime.publish(tx, {
          tipo: EVENTO_CHATBOT,
          dados: { nr_telefone: alterada.nr_telefone, id_chatbot_conversa: Number(alterada.id) },
        });
    }
  });
  // sent right after the commit, without holding the answer; the queue's workers retry a failure
  if (transferidas) deps.jobs.emSegundoPlano(() => processarRespostasChatbot(deps));
  return { guardadas };
}
