ALTER TABLE "selecao_candidato" DROP CONSTRAINT "selecao_candidato_nr_selecao_selecao_nr_selecao_fk";
--> statement-breakpoint
-- A deleted selection (by itself or with its vacancy) leaves no rows behind (what ON DELETE CASCADE did).
CREATE OR REPLACE FUNCTION excluir_linhas_selecao()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM selecao_candidato s USING excluidas e WHERE s.nr_selecao = e.nr_selecao;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER selecao_linhas_exclusao
  AFTER DELETE ON selecao
  REFERENCING OLD TABLE AS excluidas
  FOR EACH STATEMENT EXECUTE FUNCTION excluir_linhas_selecao();
