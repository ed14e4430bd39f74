import { pecasDasTabelas } from '../../db/pecas';
import { lexema_pesquisa, selecao, selecao_candidato } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasPesquisaCandidatos.selecao('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasPesquisaCandidatos = pecasDasTabelas({ selecao, selecao_candidato, lexema_pesquisa });
