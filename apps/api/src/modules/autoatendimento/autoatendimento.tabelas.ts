import { pecasDasTabelas } from '../../db/pecas';
import { autoatendimento_fila } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasAutoatendimento.autoatendimento_fila('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasAutoatendimento = pecasDasTabelas({ autoatendimento_fila });
