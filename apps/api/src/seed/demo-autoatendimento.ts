import { dataUtc } from '@backoffice/domain/datas';
import type { DbHandle } from '../db/client';

/** Vacancies published to self-service per unit, and queue rows per unit and day. */
const VAGAS_POR_UNIDADE = 4;
const CANDIDATOS_POR_DIA = 12;
const DIAS = 4;

/**
 * The self-service queue of the demo: on every unit that has users, a few open vacancies published to
 * self-service and, for today and the three days before, walk-in candidates in every situation (today
 * mostly waiting, some already in attendance; earlier days forwarded, rejected, recycled, absent or
 * scheduled). Deterministic: it reads the generated data in key order. `hoje` is UTC midnight ms.
 */
export async function gerarAutoatendimentoDemo(handle: DbHandle, hoje: number): Promise<void> {
  const dia = dataUtc(hoje);
  await handle.query(
    `WITH unidades AS (SELECT DISTINCT cd_unid FROM usuario WHERE id_ativo = 'S'),
          escolhidas AS (
            SELECT v.nr_vaga, v.cd_empresa,
                   row_number() OVER (PARTITION BY v.cd_empresa ORDER BY v.nr_vaga) AS n
              FROM vaga v JOIN unidades u ON u.cd_unid = v.cd_empresa
             WHERE v.cd_situacao_vaga = 1)
     UPDATE vaga v SET id_divulga_autoatendimento = 'S', cd_unidade_autoatendimento = e.cd_empresa
       FROM escolhidas e
      WHERE e.nr_vaga = v.nr_vaga AND e.n <= $1`,
    [VAGAS_POR_UNIDADE],
  );
  await handle.query(
    `WITH vagas AS (
       SELECT nr_vaga, cd_unidade_autoatendimento AS cd_empresa,
              row_number() OVER (PARTITION BY cd_unidade_autoatendimento ORDER BY nr_vaga) - 1 AS n,
              count(*) OVER (PARTITION BY cd_unidade_autoatendimento) AS total,
              dense_rank() OVER (ORDER BY cd_unidade_autoatendimento) - 1 AS u
         FROM vaga WHERE id_divulga_autoatendimento = 'S' AND cd_situacao_vaga = 1),
     candidatos AS (
       SELECT cd_pessoa, row_number() OVER (ORDER BY cd_pessoa) - 1 AS n
         FROM candidato WHERE id_bloqueado = 'N' AND dt_inativo IS NULL
        ORDER BY cd_pessoa LIMIT 2000),
     linhas AS (
       SELECT u.u, u.cd_empresa, d AS dias_atras, i
         FROM (SELECT DISTINCT u, cd_empresa FROM vagas) u, generate_series(0, $2 - 1) d, generate_series(0, $3 - 1) i)
     INSERT INTO autoatendimento_fila (cd_pessoa_candidato, nr_vaga, data_agenda, cd_empresa, dt_historico,
                                      id_atendimento, cd_situacao_atual, ds_motivo, alterado_em)
     SELECT c.cd_pessoa, v.nr_vaga, $1::date - l.dias_atras, l.cd_empresa,
            (($1::date - l.dias_atras) + time '08:00' + l.i * interval '23 min') AT TIME ZONE 'America/Sao_Paulo',
            CASE WHEN l.dias_atras > 0 OR l.i % 4 = 1 THEN 'S' ELSE 'N' END,
            CASE WHEN l.dias_atras = 0 THEN (CASE WHEN l.i < 9 THEN 1 ELSE 2 + l.i % 5 END)
                 ELSE 2 + (l.i + l.dias_atras) % 5 END,
            CASE WHEN l.dias_atras > 0 AND 2 + (l.i + l.dias_atras) % 5 = 3
                 THEN 'Perfil não compatível com os requisitos da vaga.' END,
            (($1::date - l.dias_atras) + time '09:00' + l.i * interval '23 min') AT TIME ZONE 'America/Sao_Paulo'
       FROM linhas l
       JOIN vagas v ON v.u = l.u AND v.n = l.i % v.total
       JOIN candidatos c ON c.n = (l.u * $2 * $3 + l.dias_atras * $3 + l.i) % (SELECT count(*) FROM candidatos)
     ON CONFLICT DO NOTHING`,
    [dia, DIAS, CANDIDATOS_POR_DIA],
  );
}
