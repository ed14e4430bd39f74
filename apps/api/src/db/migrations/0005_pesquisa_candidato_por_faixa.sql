-- Same result as before, computed with one grouped pass per child table over the range: a bulk
-- load recomputes thousands of candidates per call, and per-row lookups made that slow.
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
  LEFT JOIN (
    SELECT cc.cd_pessoa_candidato,
      string_agg(k.nm_cargo, ' ' ORDER BY cc.cd_cargo) AS nomes,
      array_agg(cc.cd_cargo * 100 + least(greatest(floor(cc.nr_experiencia)::integer, 0), 99)
        ORDER BY cc.cd_cargo) AS anos
    FROM candidato_cargo cc
    JOIN cargo k ON k.cd_cargo = cc.cd_cargo
    WHERE cc.cd_pessoa_candidato BETWEEN p_de AND p_ate
    GROUP BY cc.cd_pessoa_candidato
  ) cg ON cg.cd_pessoa_candidato = c.cd_pessoa
  LEFT JOIN (
    SELECT e.cd_pessoa_candidato,
      string_agg(e.nm_cargo, ' ' ORDER BY e.nr_sequencia) AS cargos,
      string_agg(e.ds_experiencia_profissional, ' ' ORDER BY e.nr_sequencia) AS experiencias,
      string_agg(e.nm_pessoa_empresa, ' ' ORDER BY e.nr_sequencia) AS empresas
    FROM candidato_emprego e
    WHERE e.cd_pessoa_candidato BETWEEN p_de AND p_ate
    GROUP BY e.cd_pessoa_candidato
  ) em ON em.cd_pessoa_candidato = c.cd_pessoa
  LEFT JOIN (
    SELECT f.cd_pessoa_candidato,
      string_agg(f.nm_curso, ' ' ORDER BY f.nr_sequencia) AS cursos,
      string_agg(f.nm_pessoa_estab_ensino, ' ' ORDER BY f.nr_sequencia) AS escolas
    FROM candidato_formacao f
    WHERE f.cd_pessoa_candidato BETWEEN p_de AND p_ate
    GROUP BY f.cd_pessoa_candidato
  ) fo ON fo.cd_pessoa_candidato = c.cd_pessoa
  WHERE c.cd_pessoa BETWEEN p_de AND p_ate
$$;
