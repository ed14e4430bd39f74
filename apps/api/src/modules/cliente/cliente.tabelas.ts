import { pecasDasTabelas } from '../../db/pecas';
import {
  cargo_cliente,
  centro_custo,
  cliente,
  cliente_contato,
  cliente_valida_simples,
  tipo_processo,
} from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasCliente.cliente('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasCliente = pecasDasTabelas({
  cliente,
  cliente_contato,
  cargo_cliente,
  centro_custo,
  tipo_processo,
  cliente_valida_simples,
});
