ALTER TABLE "selecao_candidato" DROP CONSTRAINT "selecao_candidato_cd_pessoa_candidato_candidato_cd_pessoa_fk";
--> statement-breakpoint
-- A deleted candidate leaves no selection rows behind (what ON DELETE CASCADE did).
CREATE OR REPLACE FUNCTION excluir_selecoes_candidato()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM selecao_candidato s USING excluidos e WHERE s.cd_pessoa_candidato = e.cd_pessoa;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidato_selecoes_exclusao
  AFTER DELETE ON candidato
  REFERENCING OLD TABLE AS excluidos
  FOR EACH STATEMENT EXECUTE FUNCTION excluir_selecoes_candidato();
