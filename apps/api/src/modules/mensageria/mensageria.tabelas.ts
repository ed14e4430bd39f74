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
