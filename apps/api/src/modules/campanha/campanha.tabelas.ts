import { pecasDasTabelas } from '../../db/pecas';
import { campanha, campanha_pessoa, funcionario } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasCampanha.funcionario('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasCampanha = pecasDasTabelas({ funcionario, campanha, campanha_pessoa });
