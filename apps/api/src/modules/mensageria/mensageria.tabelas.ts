import { STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { chatbot_conversa, chatbot_mensagem, mensagem_saida, motivo_call_center } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasMensageria.mensagem_saida('x')}`. Reads; what another module changes here in its own transaction goes through the
 * functions below, anything else through the module's entry.
 */
export const tabelasMensageria = pecasDasTabelas({
  mensagem_saida,
  chatbot_conversa,
  chatbot_mensagem,
  motivo_call_center,
});

/**
 * An e-mail another module sent itself (a campaign's, a staff user's reset link), kept in the outbox
 * in the caller's transaction. `cdPessoa`: the candidate it went to (null for a staff user);
 * `cdUsuario`: the staff user who had it sent.
 */
export interface EmailEnviado {
  adaptador: string;
  destino: string | null;
  assunto: string;
  texto: string;
  html: string | null;
  idExterno: string | null;
  cdPessoa: number | null;
  cdUsuario?: number | null;
}

export async function registrarEmailEnviado(tx: Executor, e: EmailEnviado): Promise<void> {
  await tx.execute(sql`
    INSERT INTO mensagem_saida (ds_canal, nm_adaptador, ds_destino, ds_assunto, ds_conteudo, ds_conteudo_html,
                                id_externo, cd_pessoa_candidato, cd_usuario)
    VALUES ('email', ${e.adaptador}, ${e.destino}, ${e.assunto}, ${e.texto}, ${e.html}, ${e.idExterno}, ${e.cdPessoa},
            ${e.cdUsuario ?? null})`);
}

/**
 * A message another module sent itself to someone who is not a candidate (a client's contact, a
 * staff user), by e-mail or WhatsApp, kept in the outbox in the caller's transaction with the
 * adapter's answer (`idExterno`, or `erro` when the provider refused it).
 */
export async function registrarMensagemEnviada(
  tx: Executor,
  m: {
    canal: 'email' | 'whatsapp';
    adaptador: string;
    destino: string;
    assunto: string | null;
    texto: string;
    idExterno: string | null;
    erro: string | null;
    cdUsuario: number | null;
  },
): Promise<number> {
  const [r] = await consultar<{ id: number }>(
    tx,
    sql`INSERT INTO mensagem_saida (ds_canal, nm_adaptador, ds_destino, ds_assunto, ds_conteudo, id_externo, ds_erro, cd_usuario)
        VALUES (${m.canal}, ${m.adaptador}, ${m.destino.slice(0, 200)}, ${m.assunto?.slice(0, 300) ?? null}, ${m.texto},
                ${m.idExterno}, ${m.erro}, ${m.cdUsuario})
        RETURNING id_mensagem_saida::float8 AS id`,
  );
  return r.id;
}

/**
 * Erases destination and content of the outbox's messages of the candidate `cdPessoa`, and of those
 * sent outside a search to the e-mail `email` or to a phone whose digits are in `telefones` (LGPD
 * erasure), in the caller's transaction: `destino` and `conteudo` take their place.
 */
export async function anonimizarMensagensDoTitular(
  tx: Executor,
  t: {
    cdPessoa: number;
    email: string | null;
    telefones: readonly string[];
    destino: string;
    conteudo: string;
  },
): Promise<void> {
  const paraOTitular: SQL[] = [];
  if (t.email) paraOTitular.push(sql`lower(ds_destino) = lower(${t.email})`);
  if (t.telefones.length)
    paraOTitular.push(
      sql`regexp_replace(ds_destino, '[^0-9]', '', 'g') = ANY(${sql.param(t.telefones)}::text[])`,
    );
  await tx.execute(sql`
    UPDATE mensagem_saida SET ds_destino = ${t.destino}, ds_assunto = NULL, ds_conteudo = ${t.conteudo},
           ds_conteudo_html = NULL, ds_erro = NULL, id_externo = NULL
     WHERE cd_pessoa_candidato = ${t.cdPessoa}
        ${paraOTitular.length ? sql`OR (cd_pessoa_candidato IS NULL AND (${sql.join(paraOTitular, sql` OR `)}))` : sql``}`);
}

/** Deletes the messages of the chatbot's conversations of the candidate `cdPessoa` and closes them without the phone (LGPD erasure), in the caller's transaction. */
export async function anonimizarConversasDoTitular(tx: Executor, cdPessoa: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM chatbot_mensagem
     WHERE id_chatbot_conversa IN (SELECT id_chatbot_conversa FROM chatbot_conversa WHERE cd_pessoa_candidato = ${cdPessoa})`);
  await tx.execute(sql`
    UPDATE chatbot_conversa SET nr_telefone = '', id_chatbot_ativo = 'N',
           id_status_type = CASE WHEN id_status_type IN (${STATUS_CONVERSA.aguardando.id}, ${STATUS_CONVERSA.respondida.id})
                                 THEN ${STATUS_CONVERSA.encerrada.id} ELSE id_status_type END,
           dt_fim_atendimento_cc = CASE WHEN dt_inicio_chat IS NOT NULL THEN coalesce(dt_fim_atendimento_cc, now())
                                        ELSE dt_fim_atendimento_cc END
     WHERE cd_pessoa_candidato = ${cdPessoa}`);
}
