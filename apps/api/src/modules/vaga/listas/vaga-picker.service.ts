import { LIMITES_CONTROLES, normalizarBusca, padraoContem } from '@backoffice/domain/controles';
import type { VagaAtendimentoLinha, VagaRelacionarLinha } from '@backoffice/domain/pickers';
import { SITUACOES_ABERTAS_PRAZO } from '@backoffice/domain/vaga-situacao';
import type { DbHandle } from '../../../db/client';
import { emTexto } from '../../../db/pecas';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

export interface FiltroVagasRelacionar {
  tipo_vaga?: string;
  cd_empresa?: number;
  setor?: string;
  aberta?: 'S' | 'N';
  analyst?: number;
  text?: string;
}

/**
 * Vacancies a candidate can be related to, newest first: filtered by type, unit, sector, open
 * situation (1, 7, 11) and analyst; the text matches the vacancy or requisition number (digits) or the
 * position or client name (case and accents ignored).
 */
export function buscarVagasRelacionar(
  db: DbHandle,
  f: FiltroVagasRelacionar,
): Promise<VagaRelacionarLinha[]> {
  const texto = normalizarBusca(f.text ?? '');
  const numero = /^\d+$/.test(texto) ? texto : '';
  return db.query<VagaRelacionarLinha>(
    `SELECT v.nr_vaga AS "NR_VAGA", v.nr_requisicao AS "NR_REQUISICAO",
            coalesce(cc.nm_cargo_cliente, cg.nm_cargo, '') AS "NM_CARGO",
            cli.nm_pessoa AS "NM_PESSOA_CLIENTE", v.cd_pessoa_cliente AS "CD_PESSOA_CLIENTE",
            v.cd_empresa AS "CD_EMPRESA", v.cd_situacao_vaga AS "CD_SITUACAO_VAGA",
            s.nm_situacao_vaga AS "NM_SITUACAO_VAGA", an.nm_pessoa AS "NM_PESSOA_ANALISTA",
            to_char(v.dt_abertura, 'YYYY-MM-DD') AS "DT_ABERTURA"
       FROM vaga v
       JOIN ${emTexto(tabelasCandidato.pessoa('cli'))} ON cli.cd_pessoa = v.cd_pessoa_cliente
       JOIN ${emTexto(tabelasCatalogo.situacao_vaga('s'))} ON s.cd_situacao_vaga = v.cd_situacao_vaga
       LEFT JOIN ${emTexto(tabelasCliente.cargo_cliente('cc'))} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
       LEFT JOIN ${emTexto(tabelasCatalogo.cargo('cg'))} ON cg.cd_cargo = v.cd_cargo
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('an'))} ON an.cd_pessoa = v.cd_pessoa_analista
      WHERE ($1::text IS NULL OR v.id_tipo_vaga = $1)
        AND ($2::int IS NULL OR v.cd_empresa = $2)
        AND ($3::text IS NULL OR v.id_setor = $3)
        AND ($4::text IS NULL OR (v.cd_situacao_vaga = ANY($5::int[])) = ($4 = 'S'))
        AND ($6::bigint IS NULL OR v.cd_pessoa_analista = $6)
        AND ($7 = '%%'
             OR ($8 <> '' AND (v.nr_vaga::text LIKE $8 || '%' OR v.nr_requisicao::text LIKE $8 || '%'))
             OR ($8 = '' AND (f_unaccent(lower(coalesce(cc.nm_cargo_cliente, cg.nm_cargo, ''))) LIKE $7
                              OR f_unaccent(lower(cli.nm_pessoa)) LIKE $7)))
      ORDER BY v.dt_abertura DESC, v.nr_vaga DESC
      LIMIT $9`,
    [
      f.tipo_vaga ?? null,
      f.cd_empresa ?? null,
      f.setor ?? null,
      f.aberta ?? null,
      SITUACOES_ABERTAS_PRAZO,
      f.analyst ?? null,
      padraoContem(texto),
      numero,
      LIMITES_CONTROLES.maxResultadosPicker,
    ],
  );
}

/**
 * The appointment modal's vacancy picker (GET vaga/vagas-atendimento/{cd_sip}/{text}, spec 000 §7.6):
 * the open vacancies (1, 7, 11; a frozen one takes no appointment) of the user's unit or of which the
 * user is the analyst, the user's own first, then newest; the text matches the vacancy or requisition
 * number (digits) or the position or client name (case and accents ignored). An unknown user has none.
 */
export function buscarVagasAtendimento(
  db: DbHandle,
  cdSip: number,
  text: string,
): Promise<VagaAtendimentoLinha[]> {
  const texto = normalizarBusca(text);
  const numero = /^\d+$/.test(texto) ? texto : '';
  return db.query<VagaAtendimentoLinha>(
    `WITH u AS (SELECT user_sip, cd_unid FROM ${emTexto(tabelasUsuario.usuario('us'))} WHERE cd_sip = $1)
     SELECT v.nr_vaga AS "NR_VAGA", v.nr_requisicao AS "NR_REQUISICAO",
            coalesce(cc.nm_cargo_cliente, cg.nm_cargo, '') AS "NM_CARGO",
            cli.nm_pessoa AS "NM_PESSOA_CLIENTE", v.cd_pessoa_cliente AS "CD_PESSOA_CLIENTE",
            v.cd_empresa AS "CD_EMPRESA", v.cd_situacao_vaga AS "CD_SITUACAO_VAGA",
            s.nm_situacao_vaga AS "NM_SITUACAO_VAGA", an.nm_pessoa AS "NM_PESSOA_ANALISTA",
            v.cd_pessoa_analista AS "CD_PESSOA_ANALISTA",
            to_char(v.dt_abertura, 'YYYY-MM-DD') AS "DT_ABERTURA"
       FROM u
       JOIN vaga v ON v.cd_empresa = u.cd_unid OR v.cd_pessoa_analista = u.user_sip
       JOIN ${emTexto(tabelasCandidato.pessoa('cli'))} ON cli.cd_pessoa = v.cd_pessoa_cliente
       JOIN ${emTexto(tabelasCatalogo.situacao_vaga('s'))} ON s.cd_situacao_vaga = v.cd_situacao_vaga
       LEFT JOIN ${emTexto(tabelasCliente.cargo_cliente('cc'))} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
       LEFT JOIN ${emTexto(tabelasCatalogo.cargo('cg'))} ON cg.cd_cargo = v.cd_cargo
       LEFT JOIN ${emTexto(tabelasCandidato.pessoa('an'))} ON an.cd_pessoa = v.cd_pessoa_analista
      WHERE v.cd_situacao_vaga = ANY($2::int[])
        AND (($3 <> '' AND (v.nr_vaga::text LIKE $3 || '%' OR v.nr_requisicao::text LIKE $3 || '%'))
             OR ($3 = '' AND (f_unaccent(lower(coalesce(cc.nm_cargo_cliente, cg.nm_cargo, ''))) LIKE $4
                              OR f_unaccent(lower(cli.nm_pessoa)) LIKE $4)))
      ORDER BY (v.cd_pessoa_analista = u.user_sip) IS TRUE DESC, v.dt_abertura DESC, v.nr_vaga DESC
      LIMIT $5`,
    [cdSip, SITUACOES_ABERTAS_PRAZO, numero, padraoContem(texto), LIMITES_CONTROLES.maxResultadosPicker],
  );
}
