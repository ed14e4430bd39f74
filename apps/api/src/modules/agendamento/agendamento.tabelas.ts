import { pecasDasTabelas } from '../../db/pecas';
import { agendamento } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasAgendamento.agendamento('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasAgendamento = pecasDasTabelas({ agendamento });
