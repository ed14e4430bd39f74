ALTER TABLE "candidato" ADD COLUMN "idiomas_niveis" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "deficiencias" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
-- Every minimum level (2..4) of speaking, reading and writing a candidate's languages meet, one code
-- each: cd_idioma * 1000 + speaking * 100 + reading * 10 + writing. A search for a language at
-- minimum levels checks one code in the row (pesquisa.service.ts, codigoIdiomaNiveis, builds it)
-- instead of reading the language table for every candidate it walks.
CREATE OR REPLACE FUNCTION idiomas_niveis_candidato(p_cd_pessoa bigint)
  RETURNS integer[]
  LANGUAGE sql STABLE
AS $$
  SELECT coalesce(array_agg(x.codigo ORDER BY x.codigo), '{}'::integer[])
  FROM (
    SELECT i.cd_idioma * 1000 + f * 100 + l * 10 + e AS codigo
    FROM candidato_idioma i, generate_series(2, 4) AS f, generate_series(2, 4) AS l, generate_series(2, 4) AS e
    WHERE i.cd_pessoa_candidato = p_cd_pessoa AND f <= i.id_fala AND l <= i.id_leitura AND e <= i.id_escrita
  ) x
$$;
--> statement-breakpoint
-- The types of the candidate's active disabilities.
CREATE OR REPLACE FUNCTION deficiencias_candidato(p_cd_pessoa bigint)
  RETURNS integer[]
  LANGUAGE sql STABLE
AS $$
  SELECT coalesce(array_agg(DISTINCT d.cd_tipo_deficiencia::integer), '{}'::integer[])
  FROM candidato_deficiencia d
  WHERE d.cd_pessoa_candidato = p_cd_pessoa AND d.id_status = 'A'
$$;
--> statement-breakpoint
DROP FUNCTION calcular_pesquisa_candidato(bigint, bigint);
--> statement-breakpoint
CREATE FUNCTION calcular_pesquisa_candidato(p_de bigint, p_ate bigint)
  RETURNS TABLE (cd_pessoa bigint, tsv_pesquisa tsvector, cargos_anos integer[], idiomas_niveis integer[],
    deficiencias integer[])
  LANGUAGE sql STABLE
AS $$
  SELECT c.cd_pessoa,
    vetor_pesquisa_candidato(c.cd_pessoa, c.ds_experiencia_profissional, c.ds_inf_experiencia,
      c.ds_responsabilidades_sociais, c.ds_hobbies),
    cargos_anos_candidato(c.cd_pessoa),
    idiomas_niveis_candidato(c.cd_pessoa),
    deficiencias_candidato(c.cd_pessoa)
  FROM candidato c
  WHERE c.cd_pessoa BETWEEN p_de AND p_ate
$$;
--> statement-breakpoint
-- A range of candidates (bulk loads); answers how many rows it updated.
CREATE OR REPLACE FUNCTION atualizar_pesquisa_candidatos(p_de bigint, p_ate bigint)
  RETURNS integer
  LANGUAGE sql
AS $$
  WITH feitos AS (
    UPDATE candidato AS c
       SET tsv_pesquisa = x.tsv_pesquisa, cargos_anos = x.cargos_anos, idiomas_niveis = x.idiomas_niveis,
           deficiencias = x.deficiencias
      FROM calcular_pesquisa_candidato(p_de, p_ate) AS x
     WHERE c.cd_pessoa BETWEEN p_de AND p_ate AND c.cd_pessoa = x.cd_pessoa
    RETURNING 1
  )
  SELECT count(*)::integer FROM feitos;
$$;
--> statement-breakpoint
-- Call after any change to a candidate or its child rows, in the same transaction.
CREATE OR REPLACE FUNCTION atualizar_pesquisa_candidato(p_cd_pessoa bigint)
  RETURNS void
  LANGUAGE sql
AS $$
  SELECT atualizar_pesquisa_candidatos(p_cd_pessoa, p_cd_pessoa);
$$;
--> statement-breakpoint
-- the candidates already stored
UPDATE candidato AS c SET idiomas_niveis = idiomas_niveis_candidato(c.cd_pessoa)
 WHERE EXISTS (SELECT 1 FROM candidato_idioma i WHERE i.cd_pessoa_candidato = c.cd_pessoa);
--> statement-breakpoint
UPDATE candidato AS c SET deficiencias = deficiencias_candidato(c.cd_pessoa)
 WHERE EXISTS (SELECT 1 FROM candidato_deficiencia d WHERE d.cd_pessoa_candidato = c.cd_pessoa AND d.id_status = 'A');
