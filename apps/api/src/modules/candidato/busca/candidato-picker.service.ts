import { LIMITES_CONTROLES, padraoContem } from '@backoffice/domain/controles';
import { somenteDigitos } from '@backoffice/domain/formatacao';
import type { CandidatoLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../../db/client';

/**
 * Candidates whose name contains the text (case and accents ignored), or whose CPF starts with the
 * digits typed; names that start with the text come first.
 */
export function buscarCandidatos(db: DbHandle, texto: string): Promise<CandidatoLinha[]> {
  const digitos = /^[\d.-]+$/.test(texto) ? somenteDigitos(texto) : '';
  return db.query<CandidatoLinha>(
    `SELECT c.cd_pessoa AS "CD_PESSOA", p.nm_pessoa AS "NM_PESSOA", c.nm_cidade AS "NM_CIDADE"
       FROM candidato c
       JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
      WHERE ($2 <> '' AND p.nr_documento_cpf LIKE $2 || '%')
         OR ($2 = '' AND f_unaccent(lower(p.nm_pessoa)) LIKE $1)
      ORDER BY (f_unaccent(lower(p.nm_pessoa)) LIKE substr($1, 2)) DESC, p.nm_pessoa
      LIMIT $3`,
    [padraoContem(texto), digitos, LIMITES_CONTROLES.maxResultadosPicker],
  );
}
