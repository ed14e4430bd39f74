import { pecasDasTabelas } from '../../db/pecas';
import { sessao } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasAuth.sessao('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasAuth = pecasDasTabelas({ sessao });
