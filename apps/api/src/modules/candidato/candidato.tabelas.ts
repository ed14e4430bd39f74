import { pecasDasTabelas } from '../../db/pecas';
import {
  assinatura_local,
  candidato,
  candidato_busca,
  candidato_cargo,
  candidato_competencia,
  candidato_deficiencia,
  candidato_documento,
  candidato_emprego,
  candidato_formacao,
  candidato_historico,
  candidato_idioma,
  candidato_operacao,
  candidato_parecer,
  candidato_software,
  candidato_teste,
  candidato_teste_resposta,
  indicacao,
  laudo_leitura,
  pessoa,
  pessoa_telefone,
} from '../../db/schema';

/**
 * The tables of this module as other modules name them in raw SQL (rule `sql-ownership`):
 * sql`FROM ${tabelasCandidato.pessoa('x')}`. Reads only; changes go through the module's entry.
 */
export const tabelasCandidato = pecasDasTabelas({
  pessoa,
  pessoa_telefone,
  candidato,
  candidato_cargo,
  candidato_emprego,
  candidato_formacao,
  candidato_idioma,
  candidato_software,
  candidato_competencia,
  candidato_deficiencia,
  candidato_historico,
  candidato_parecer,
  candidato_busca,
  candidato_operacao,
  candidato_teste,
  candidato_teste_resposta,
  laudo_leitura,
  candidato_documento,
  indicacao,
  assinatura_local,
});
