import { pecasDasTabelas } from '../../db/pecas';
import {
  bairro,
  cargo,
  cidade,
  competencia,
  empresa,
  escolaridade,
  estado,
  estagio_vaga,
  idioma,
  motivo_cancelamento,
  pais,
  situacao_vaga,
  software,
  teste,
  teste_opcao,
  teste_pergunta,
  tipo_contratacao,
  tipo_deficiencia,
  turno,
} from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasCatalogo.situacao_vaga('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasCatalogo = pecasDasTabelas({
  situacao_vaga,
  motivo_cancelamento,
  estagio_vaga,
  tipo_contratacao,
  escolaridade,
  idioma,
  software,
  competencia,
  tipo_deficiencia,
  cargo,
  turno,
  pais,
  estado,
  cidade,
  bairro,
  empresa,
  teste,
  teste_pergunta,
  teste_opcao,
});
