CREATE TABLE "lexema_pesquisa" (
	"lexema" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lexema_pesquisa_idx" ON "lexema_pesquisa" USING btree ("lexema" text_pattern_ops);--> statement-breakpoint
-- Records the lexemes of the vectors a statement wrote (in lexeme order, so concurrent writers
-- wait on each other's new lexemes in the same order and never deadlock).
CREATE OR REPLACE FUNCTION registrar_lexemas_pesquisa()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lexema_pesquisa (lexema)
    SELECT DISTINCT l.lexema
      FROM novos n CROSS JOIN LATERAL unnest(tsvector_to_array(n.tsv_pesquisa)) AS l(lexema)
     ORDER BY l.lexema
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO lexema_pesquisa (lexema)
    SELECT DISTINCT l.lexema
      FROM novos n
      JOIN antigos o ON o.cd_pessoa = n.cd_pessoa
      CROSS JOIN LATERAL unnest(tsvector_to_array(n.tsv_pesquisa)) AS l(lexema)
     WHERE n.tsv_pesquisa IS DISTINCT FROM o.tsv_pesquisa
     ORDER BY l.lexema
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidato_lexemas_insercao
  AFTER INSERT ON candidato
  REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION registrar_lexemas_pesquisa();
--> statement-breakpoint
CREATE TRIGGER candidato_lexemas_alteracao
  AFTER UPDATE ON candidato
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION registrar_lexemas_pesquisa();
--> statement-breakpoint
INSERT INTO lexema_pesquisa (lexema)
SELECT word FROM ts_stat('SELECT tsv_pesquisa FROM candidato') ORDER BY word
ON CONFLICT DO NOTHING;
