import { pecasDasTabelas } from '../../db/pecas';
import { aviso, usuario } from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasUsuario.usuario('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasUsuario = pecasDasTabelas({ usuario, aviso });
