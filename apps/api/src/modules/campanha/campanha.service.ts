import type { FiltrosCampanha, FuncionarioAtivo } from '@backoffice/domain/campanhas';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';

/** Most cards one answer holds (the screen pages them 50 at a time). */
const MAX_FUNCIONARIOS = 5000;

/**
 * The active employees matching the campaign filters (spec 002 §3.8): unit (its grouping), sex (AM =
 * both), children, birthday, last update period, relatives informed, and a pending campaign.
 * ID_VISUALIZADO is 'N' while a campaign is active for the person (not yet updated).
 */
export async function funcionariosAtivos(db: DbHandle, f: FiltrosCampanha): Promise<FuncionarioAtivo[]> {
  const linhas = await db.query<FuncionarioAtivo>(
    `WITH base AS (
       SELECT fu.*, EXISTS (SELECT 1 FROM campanha_pessoa cp WHERE cp.cd_pessoa = fu.cd_pessoa AND cp.dt_atualizacao IS NULL) AS ativa
         FROM funcionario fu
        WHERE fu.id_ativo = 'S'
     )
     SELECT b.cd_pessoa::float8 AS "CD_PESSOA", p.nm_pessoa AS "NM_PESSOA", c.ds_foto_candidato AS "DS_FOTO_CANDIDATO",
            c.id_sexo AS "ID_SEXO", c.nm_pessoa_mae AS "NM_MAE", b.nr_telefone_mae AS "TEL_MAE",
            c.nm_pessoa_pai AS "NM_PAI", b.nr_telefone_pai AS "TEL_PAI", b.nm_conjuge AS "NM_CONJUGE",
            b.nr_telefone_conjuge AS "TEL_CONJUGE", c.id_tamanho_camisa AS "ID_TAMANHO_CAMISA",
            c.id_tamanho_calca AS "ID_TAMANHO_CALCA", c.nr_calcado::int AS "NR_CALCADO", c.nr_filho::int AS "NR_FILHO",
            b.id_comemora_aniversario AS "ID_COMEMORA_ANIVERSARIO",
            to_char(b.alterado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "ALTERADO_EM",
            CASE WHEN b.ativa THEN 'N' ELSE 'S' END AS "ID_VISUALIZADO"
       FROM base b
       JOIN ${emTexto(tabelasCandidato.candidato('c'))} ON c.cd_pessoa = b.cd_pessoa
       JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = b.cd_pessoa
       JOIN ${emTexto(tabelasCatalogo.empresa('e'))} ON e.cd_empresa = b.cd_empresa
      WHERE ($1::int IS NULL OR e.cd_empresa_agrupadora = $1 OR e.cd_empresa = $1)
        AND ($2::text IS NULL OR $2 = 'AM' OR c.id_sexo = $2)
        AND ($3::text IS NULL OR ($3 = 'S' AND c.nr_filho > 0) OR ($3 = 'N' AND c.nr_filho = 0) OR ($3 = 'NI' AND c.nr_filho IS NULL))
        AND ($4::text IS NULL OR ($4 = 'NI' AND b.id_comemora_aniversario IS NULL) OR b.id_comemora_aniversario = $4)
        AND ($5::date IS NULL OR b.alterado_em >= ($5::date)::timestamp AT TIME ZONE 'America/Sao_Paulo')
        AND ($6::date IS NULL OR b.alterado_em < ($6::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
        AND ($7::text IS NULL OR ($7 = 'S') = (coalesce(c.nm_pessoa_pai, '') <> ''))
        AND ($8::text IS NULL OR ($8 = 'S') = (coalesce(c.nm_pessoa_mae, '') <> ''))
        AND ($9::text IS NULL OR ($9 = 'S') = (coalesce(b.nm_conjuge, '') <> ''))
        AND ($10::text IS NULL OR ($10 = 'S') = b.ativa)
      ORDER BY p.nm_pessoa, b.cd_pessoa
      LIMIT ${MAX_FUNCIONARIOS}`,
    [
      f.cd_unidade ?? null,
      f.id_sexo ?? null,
      f.id_possui_filhos ?? null,
      f.id_comemora_aniversario ?? null,
      f.dt_ultima_atualizacao_de ?? null,
      f.dt_ultima_atualizacao_ate ?? null,
      f.id_parente_pai ?? null,
      f.id_parente_mae ?? null,
      f.id_parente_conjuge ?? null,
      f.id_campanha_pendente ?? null,
    ],
  );
  return linhas.map((l) => ({ ...l, CD_PESSOA: Number(l.CD_PESSOA) }));
}
