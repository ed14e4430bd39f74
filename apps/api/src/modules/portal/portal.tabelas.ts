import { pecasDasTabelas } from '../../db/pecas';
import {
  consentimento_candidato,
  pedido_lgpd,
  redefinicao_senha_candidato,
  sessao_candidato,
} from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasPortal.sessao_candidato('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasPortal = pecasDasTabelas({
  sessao_candidato,
  consentimento_candidato,
  redefinicao_senha_candidato,
  pedido_lgpd,
});
