import { LIMITES_CONTROLES, padraoContem } from '@backoffice/domain/controles';
import type { AnalistaLinha } from '@backoffice/domain/pickers';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';

/**
 * Active staff users whose name or nickname contains the text (case and accents ignored); those of
 * the asking user's unit come first, then by name.
 */
export function buscarAnalistas(db: DbHandle, cdSip: number, texto: string): Promise<AnalistaLinha[]> {
  return db.query<AnalistaLinha>(
    `SELECT u.user_sip AS "CD_PESSOA_ANALISTA", p.nm_pessoa AS "NM_PESSOA_ANALISTA",
            u.nr_telefone AS "NR_TELEFONE", u.cd_sip AS "CD_SIP", u.cd_unid AS "CD_UNID"
       FROM usuario u
       JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = u.user_sip
      WHERE u.id_ativo = 'S'
        AND (f_unaccent(lower(p.nm_pessoa)) LIKE $1 OR f_unaccent(lower(u.apelido)) LIKE $1)
      ORDER BY (u.cd_unid = (SELECT cd_unid FROM usuario WHERE cd_sip = $2)) IS TRUE DESC, p.nm_pessoa
      LIMIT $3`,
    [padraoContem(texto), cdSip, LIMITES_CONTROLES.maxResultadosPicker],
  );
}
