CREATE TABLE "candidato_busca" (
	"cd_pessoa" bigint PRIMARY KEY NOT NULL,
	"cd_uf" char(2),
	"nm_cidade" varchar(120),
	"id_bloqueado" char(1) DEFAULT 'N' NOT NULL,
	"nm_busca" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "pessoa_nome_trgm_idx";--> statement-breakpoint
ALTER TABLE "candidato_busca" ADD CONSTRAINT "candidato_busca_cd_pessoa_candidato_cd_pessoa_fk" FOREIGN KEY ("cd_pessoa") REFERENCES "public"."candidato"("cd_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_busca_nome_idx" ON "candidato_busca" USING gin ("nm_cidade","nm_busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "candidato_busca_local_idx" ON "candidato_busca" USING btree ("cd_uf","nm_cidade");--> statement-breakpoint
CREATE INDEX "candidato_busca_bloqueado_idx" ON "candidato_busca" USING btree ("cd_uf","nm_cidade") WHERE "candidato_busca"."id_bloqueado" = 'S';--> statement-breakpoint
CREATE INDEX "pessoa_nome_busca_idx" ON "pessoa" USING gin (f_unaccent(lower("nm_pessoa")) gin_trgm_ops);--> statement-breakpoint
-- hand-written
-- candidato_busca follows candidato and the person's name. New candidates: one statement for all
-- the rows a statement inserted (a load inserts thousands at a time).
CREATE OR REPLACE FUNCTION inserir_candidato_busca()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO candidato_busca (cd_pessoa, cd_uf, nm_cidade, id_bloqueado, nm_busca)
  SELECT n.cd_pessoa, n.cd_uf, n.nm_cidade, n.id_bloqueado, f_unaccent(lower(p.nm_pessoa))
    FROM novos n
    JOIN pessoa p ON p.cd_pessoa = n.cd_pessoa
  ON CONFLICT (cd_pessoa) DO UPDATE
    SET cd_uf = excluded.cd_uf, nm_cidade = excluded.nm_cidade, id_bloqueado = excluded.id_bloqueado,
        nm_busca = excluded.nm_busca;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidato_busca_insercao
  AFTER INSERT ON candidato
  REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION inserir_candidato_busca();
--> statement-breakpoint
-- A change of the place or the blocked flag (the search-data updates of candidato touch neither).
CREATE OR REPLACE FUNCTION alterar_local_candidato_busca()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE candidato_busca
     SET cd_uf = NEW.cd_uf, nm_cidade = NEW.nm_cidade, id_bloqueado = NEW.id_bloqueado
   WHERE cd_pessoa = NEW.cd_pessoa;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidato_busca_alteracao
  AFTER UPDATE OF cd_uf, nm_cidade, id_bloqueado ON candidato
  FOR EACH ROW
  WHEN (OLD.cd_uf IS DISTINCT FROM NEW.cd_uf OR OLD.nm_cidade IS DISTINCT FROM NEW.nm_cidade
        OR OLD.id_bloqueado IS DISTINCT FROM NEW.id_bloqueado)
  EXECUTE FUNCTION alterar_local_candidato_busca();
--> statement-breakpoint
-- A new name of the person (nothing to do for a person who is not a candidate).
CREATE OR REPLACE FUNCTION alterar_nome_candidato_busca()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE candidato_busca SET nm_busca = f_unaccent(lower(NEW.nm_pessoa)) WHERE cd_pessoa = NEW.cd_pessoa;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pessoa_nome_busca_alteracao
  AFTER UPDATE OF nm_pessoa ON pessoa
  FOR EACH ROW
  WHEN (OLD.nm_pessoa IS DISTINCT FROM NEW.nm_pessoa)
  EXECUTE FUNCTION alterar_nome_candidato_busca();
--> statement-breakpoint
-- The candidates already there; the name index is built once over them, not row by row.
DROP INDEX "candidato_busca_nome_idx";
--> statement-breakpoint
INSERT INTO candidato_busca (cd_pessoa, cd_uf, nm_cidade, id_bloqueado, nm_busca)
SELECT c.cd_pessoa, c.cd_uf, c.nm_cidade, c.id_bloqueado, f_unaccent(lower(p.nm_pessoa))
  FROM candidato c
  JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa;
--> statement-breakpoint
CREATE INDEX "candidato_busca_nome_idx" ON "candidato_busca" USING gin ("nm_cidade","nm_busca" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- the planner weighs a name fragment against the other filters by these statistics
ANALYZE candidato_busca;
--> statement-breakpoint
ANALYZE pessoa;
