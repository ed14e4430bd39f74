import { pecasDasTabelas } from '../../db/pecas';
import { help_desk, help_desk_hora, help_desk_interacao } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasHelpdesk.help_desk('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasHelpdesk = pecasDasTabelas({ help_desk, help_desk_hora, help_desk_interacao });
