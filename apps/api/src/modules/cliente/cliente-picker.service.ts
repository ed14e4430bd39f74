import { LIMITES_CONTROLES, padraoContem } from '@backoffice/domain/controles';
import { somenteDigitos } from '@backoffice/domain/formatacao';
import type { ClienteLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';

/**
 * Active clients whose name or nickname contains the text (case and accents ignored), or whose CNPJ
 * starts with the digits typed; names that start with the text come first. Names are cut to maxChars.
 */
export function buscarClientes(db: DbHandle, texto: string, maxChars: number): Promise<ClienteLinha[]> {
  const digitos = /^[\d./-]+$/.test(texto) ? somenteDigitos(texto) : '';
  return db.query<ClienteLinha>(
    `SELECT c.cd_pessoa AS "CD_PESSOA", left(p.nm_pessoa, $3) AS "NM_PESSOA", p.nm_apelido AS "NM_APELIDO",
            c.cd_empresa AS "CD_EMPRESA", p.nr_documento_cnpj AS "NR_DOCUMENTO_CNPJ"
       FROM cliente c
       JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = c.cd_pessoa
      WHERE c.id_ativo = 'S'
        AND (f_unaccent(lower(p.nm_pessoa)) LIKE $1
             OR f_unaccent(lower(coalesce(p.nm_apelido, ''))) LIKE $1
             OR ($2 <> '' AND p.nr_documento_cnpj LIKE $2 || '%'))
      ORDER BY (f_unaccent(lower(p.nm_pessoa)) LIKE substr($1, 2)) DESC, p.nm_pessoa
      LIMIT $4`,
    [padraoContem(texto), digitos, maxChars, LIMITES_CONTROLES.maxResultadosPicker],
  );
}
