-- Search data of a candidate (stored tsvector and cargos_anos), computed in one place.
-- Weights: A desired positions and job titles, B experience descriptions, C courses,
-- D free text (companies, schools, events, social activities, hobbies).
CREATE OR REPLACE FUNCTION calcular_pesquisa_candidato(p_de bigint, p_ate bigint)
  RETURNS TABLE (cd_pessoa bigint, tsv_pesquisa tsvector, cargos_anos integer[])
  LANGUAGE sql STABLE
AS $$
  SELECT c.cd_pessoa,
    setweight(to_tsvector('pt_unaccent', concat_ws(' ', cg.nomes, em.cargos)), 'A')
      || setweight(to_tsvector('pt_unaccent', concat_ws(' ', c.ds_experiencia_profissional, em.experiencias)), 'B')
      || setweight(to_tsvector('pt_unaccent', coalesce(fo.cursos, '')), 'C')
      || setweight(to_tsvector('pt_unaccent', concat_ws(' ', em.empresas, fo.escolas, c.ds_inf_experiencia,
           c.ds_responsabilidades_sociais, c.ds_hobbies)), 'D'),
    coalesce(cg.anos, '{}'::integer[])
  FROM candidato c
  LEFT JOIN LATERAL (
    SELECT string_agg(k.nm_cargo, ' ') AS nomes,
      array_agg(cc.cd_cargo * 100 + least(greatest(floor(cc.nr_experiencia)::integer, 0), 99)
        ORDER BY cc.cd_cargo) AS anos
    FROM candidato_cargo cc
    JOIN cargo k ON k.cd_cargo = cc.cd_cargo
    WHERE cc.cd_pessoa_candidato = c.cd_pessoa
  ) cg ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(e.nm_cargo, ' ') AS cargos,
      string_agg(e.ds_experiencia_profissional, ' ') AS experiencias,
      string_agg(e.nm_pessoa_empresa, ' ') AS empresas
    FROM candidato_emprego e
    WHERE e.cd_pessoa_candidato = c.cd_pessoa
  ) em ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(f.nm_curso, ' ') AS cursos,
      string_agg(f.nm_pessoa_estab_ensino, ' ') AS escolas
    FROM candidato_formacao f
    WHERE f.cd_pessoa_candidato = c.cd_pessoa
  ) fo ON true
  WHERE c.cd_pessoa BETWEEN p_de AND p_ate
$$;
--> statement-breakpoint
-- Call after any change to a candidate or its child rows, in the same transaction.
CREATE OR REPLACE FUNCTION atualizar_pesquisa_candidato(p_cd_pessoa bigint)
  RETURNS void
  LANGUAGE sql
AS $$
  UPDATE candidato AS c
     SET tsv_pesquisa = x.tsv_pesquisa, cargos_anos = x.cargos_anos
    FROM calcular_pesquisa_candidato(p_cd_pessoa, p_cd_pessoa) AS x
   WHERE c.cd_pessoa = x.cd_pessoa;
$$;
--> statement-breakpoint
-- The same for a range of candidates (bulk loads); answers how many rows it updated.
CREATE OR REPLACE FUNCTION atualizar_pesquisa_candidatos(p_de bigint, p_ate bigint)
  RETURNS integer
  LANGUAGE sql
AS $$
  WITH feitos AS (
    UPDATE candidato AS c
       SET tsv_pesquisa = x.tsv_pesquisa, cargos_anos = x.cargos_anos
      FROM calcular_pesquisa_candidato(p_de, p_ate) AS x
     WHERE c.cd_pessoa = x.cd_pessoa
    RETURNING 1
  )
  SELECT count(*)::integer FROM feitos;
$$;
