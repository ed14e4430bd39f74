import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pecasDasTabelas } from '../../db/pecas';
import { chatbot_conversa, chatbot_mensagem, mensagem_saida, motivo_call_center } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasMensageria.mensagem_saida('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasMensageria = pecasDasTabelas({
  mensagem_saida,
  chatbot_conversa,
  chatbot_mensagem,
  motivo_call_center,
});

/** An e-mail another module sent itself (a campaign's), kept in the outbox in the caller's transaction. */
export interface EmailEnviado {
  adaptador: string;
  destino: string | null;
  assunto: string;
  texto: string;
  html: string | null;
  idExterno: string | null;
  cdPessoa: number;
}

export async function registrarEmailEnviado(tx: Executor, e: EmailEnviado): Promise<void> {
  await tx.execute(sql`
    INSERT INTO mensagem_saida (ds_canal, nm_adaptador, ds_destino, ds_assunto, ds_conteudo, ds_conteudo_html,
                                id_externo, cd_pessoa_candidato)
    VALUES ('email', ${e.adaptador}, ${e.destino}, ${e.assunto}, ${e.texto}, ${e.html}, ${e.idExterno}, ${e.cdPessoa})`);
}
