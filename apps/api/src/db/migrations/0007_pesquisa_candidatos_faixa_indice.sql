-- The search data as per-candidate functions: the candidate's own texts are parameters, so a bulk
-- load can compute the vector while inserting the row (no second write of every candidate), and
-- the range functions below still give one definition for every caller.
CREATE OR REPLACE FUNCTION vetor_pesquisa_candidato(
  p_cd_pessoa bigint,
  p_experiencia text,
  p_inf_experiencia text,
  p_responsabilidades text,
  p_hobbies text
)
  RETURNS tsvector
  LANGUAGE sql STABLE
AS $$
  SELECT setweight(to_tsvector('pt_unaccent', concat_ws(' ', cg.nomes, em.cargos)), 'A')
      || setweight(to_tsvector('pt_unaccent', concat_ws(' ', p_experiencia, em.experiencias)), 'B')
      || setweight(to_tsvector('pt_unaccent', coalesce(fo.cursos, '')), 'C')
      || setweight(to_tsvector('pt_unaccent', concat_ws(' ', em.empresas, fo.escolas, p_inf_experiencia,
           p_responsabilidades, p_hobbies)), 'D')
  FROM (
    SELECT string_agg(k.nm_cargo, ' ' ORDER BY cc.cd_cargo) AS nomes
    FROM candidato_cargo cc
    JOIN cargo k ON k.cd_cargo = cc.cd_cargo
    WHERE cc.cd_pessoa_candidato = p_cd_pessoa
  ) cg,
  (
    SELECT string_agg(e.nm_cargo, ' ' ORDER BY e.nr_sequencia) AS cargos,
      string_agg(e.ds_experiencia_profissional, ' ' ORDER BY e.nr_sequencia) AS experiencias,
      string_agg(e.nm_pessoa_empresa, ' ' ORDER BY e.nr_sequencia) AS empresas
    FROM candidato_emprego e
    WHERE e.cd_pessoa_candidato = p_cd_pessoa
  ) em,
  (
    SELECT string_agg(f.nm_curso, ' ' ORDER BY f.nr_sequencia) AS cursos,
      string_agg(f.nm_pessoa_estab_ensino, ' ' ORDER BY f.nr_sequencia) AS escolas
    FROM candidato_formacao f
    WHERE f.cd_pessoa_candidato = p_cd_pessoa
  ) fo
$$;
--> statement-breakpoint
-- Desired positions with years: cd_cargo * 100 + whole years capped to 0..99 (six months is 0).
CREATE OR REPLACE FUNCTION cargos_anos_candidato(p_cd_pessoa bigint)
  RETURNS integer[]
  LANGUAGE sql STABLE
AS $$
  SELECT coalesce(
    array_agg(cc.cd_cargo * 100 + least(greatest(floor(cc.nr_experiencia)::integer, 0), 99) ORDER BY cc.cd_cargo),
    '{}'::integer[])
  FROM candidato_cargo cc
  WHERE cc.cd_pessoa_candidato = p_cd_pessoa
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calcular_pesquisa_candidato(p_de bigint, p_ate bigint)
  RETURNS TABLE (cd_pessoa bigint, tsv_pesquisa tsvector, cargos_anos integer[])
  LANGUAGE sql STABLE
AS $$
  SELECT c.cd_pessoa,
    vetor_pesquisa_candidato(c.cd_pessoa, c.ds_experiencia_profissional, c.ds_inf_experiencia,
      c.ds_responsabilidades_sociais, c.ds_hobbies),
    cargos_anos_candidato(c.cd_pessoa)
  FROM candidato c
  WHERE c.cd_pessoa BETWEEN p_de AND p_ate
$$;
--> statement-breakpoint
-- The range is also stated on the updated table, so each call reads its rows through the primary key.
CREATE OR REPLACE FUNCTION atualizar_pesquisa_candidatos(p_de bigint, p_ate bigint)
  RETURNS integer
  LANGUAGE sql
AS $$
  WITH feitos AS (
    UPDATE candidato AS c
       SET tsv_pesquisa = x.tsv_pesquisa, cargos_anos = x.cargos_anos
      FROM calcular_pesquisa_candidato(p_de, p_ate) AS x
     WHERE c.cd_pessoa BETWEEN p_de AND p_ate AND c.cd_pessoa = x.cd_pessoa
    RETURNING 1
  )
  SELECT count(*)::integer FROM feitos;
$$;
