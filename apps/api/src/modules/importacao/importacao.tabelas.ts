import { pecasDasTabelas } from '../../db/pecas';
import { importacao, importacao_linha, importacao_mapeamento } from '../../db/schema';

/** The tables of this module as other modules name them in raw SQL (rule `sql-ownership`); reads only. */
export const tabelasImportacao = pecasDasTabelas({ importacao, importacao_linha, importacao_mapeamento });
