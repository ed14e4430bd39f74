-- Placements of the approvals made before placements existed (or brought from another system):
-- each approved candidate (situation A) with a start of work, or else the approval's date, gets
-- the placement an approval makes today (same statement as contratacoesDasAprovacoes in
-- modules/vaga/contratacao/contratacoes-existentes.ts). A temporary one ends at the law's longest
-- first term (the 180th day counting the first); one whose term already passed is finished (T).
-- A pair that already has a standing placement is left as it is.
INSERT INTO contratacao (nr_vaga, cd_pessoa_candidato, cd_pessoa_cliente, cd_empresa, cd_pessoa_analista,
                         cd_tipo_contratacao, dt_inicio, dt_fim, dt_fim_original, id_situacao, criado_em)
SELECT a.nr_vaga, a.cd_pessoa_candidato, a.cd_pessoa_cliente, a.cd_empresa, a.cd_pessoa_analista,
       a.cd_tipo_contratacao, a.inicio, a.fim, a.fim,
       CASE WHEN a.fim < (now() AT TIME ZONE 'America/Sao_Paulo')::date THEN 'T' ELSE 'A' END,
       coalesce(a.dt_aprovacao, now())
  FROM (SELECT vc.nr_vaga, vc.cd_pessoa_candidato, v.cd_pessoa_cliente, v.cd_empresa, v.cd_pessoa_analista,
               v.cd_tipo_contratacao, vc.dt_aprovacao,
               coalesce(vc.dt_inicio_trabalho, (vc.dt_aprovacao AT TIME ZONE 'America/Sao_Paulo')::date) AS inicio,
               CASE WHEN v.cd_tipo_contratacao = 2
                    THEN coalesce(vc.dt_inicio_trabalho, (vc.dt_aprovacao AT TIME ZONE 'America/Sao_Paulo')::date) + 179
               END AS fim
          FROM vaga_candidato vc
          JOIN vaga v ON v.nr_vaga = vc.nr_vaga
         WHERE vc.id_situacao = 'A' AND v.cd_pessoa_cliente IS NOT NULL AND v.cd_tipo_contratacao IS NOT NULL
           AND coalesce(vc.dt_inicio_trabalho, vc.dt_aprovacao::date) IS NOT NULL) a
ON CONFLICT (nr_vaga, cd_pessoa_candidato) WHERE id_situacao <> 'C' DO NOTHING;
