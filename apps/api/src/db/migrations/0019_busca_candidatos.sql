CREATE TABLE "candidato_busca" (
	"cd_pessoa" bigint PRIMARY KEY NOT NULL,
	"nm_busca" text NOT NULL,
	"cd_uf" char(2),
	"nm_cidade" varchar(120),
	"id_bloqueado" char(1) DEFAULT 'N' NOT NULL,
	"nm_pessoa" varchar(200) NOT NULL,
	"nr_documento_cpf" varchar(11),
	"id_destaque" char(1) DEFAULT 'N' NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"alterado_em" timestamp with time zone NOT NULL,
	"alterado_por" integer
);
--> statement-breakpoint
DROP INDEX "pessoa_nome_trgm_idx";--> statement-breakpoint
ALTER TABLE "candidato_busca" ADD CONSTRAINT "candidato_busca_cd_pessoa_candidato_cd_pessoa_fk" FOREIGN KEY ("cd_pessoa") REFERENCES "public"."candidato"("cd_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_busca_nome_idx" ON "candidato_busca" USING gin ("nm_cidade","nm_busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "candidato_busca_local_idx" ON "candidato_busca" USING btree ("cd_uf","nm_cidade");--> statement-breakpoint
CREATE INDEX "candidato_busca_bloqueado_idx" ON "candidato_busca" USING btree ("cd_uf","nm_cidade") WHERE "candidato_busca"."id_bloqueado" = 'S';--> statement-breakpoint
CREATE INDEX "pessoa_nome_busca_idx" ON "pessoa" USING gin (f_unaccent(lower("nm_pessoa")) gin_trgm_ops);--> statement-breakpoint
-- hand-written
-- Room in each page for the new version of a changed row, so a change of the copied columns
-- (the last update, mostly) stays on its page and touches no index.
ALTER TABLE candidato_busca SET (fillfactor = 85);
--> statement-breakpoint
-- New candidates: one statement for all the rows a statement inserted (a load inserts thousands).
CREATE OR REPLACE FUNCTION inserir_candidato_busca()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO candidato_busca (cd_pessoa, nm_busca, cd_uf, nm_cidade, id_bloqueado, nm_pessoa, nr_documento_cpf,
                               id_destaque, criado_em, alterado_em, alterado_por)
  SELECT n.cd_pessoa, f_unaccent(lower(p.nm_pessoa)), n.cd_uf, n.nm_cidade, n.id_bloqueado, p.nm_pessoa,
         p.nr_documento_cpf, n.id_destaque, n.criado_em, n.alterado_em, n.alterado_por
    FROM novos n
    JOIN pessoa p ON p.cd_pessoa = n.cd_pessoa
  ON CONFLICT (cd_pessoa) DO UPDATE
    SET nm_busca = excluded.nm_busca, cd_uf = excluded.cd_uf, nm_cidade = excluded.nm_cidade,
        id_bloqueado = excluded.id_bloqueado, nm_pessoa = excluded.nm_pessoa,
        nr_documento_cpf = excluded.nr_documento_cpf, id_destaque = excluded.id_destaque,
        criado_em = excluded.criado_em, alterado_em = excluded.alterado_em, alterado_por = excluded.alterado_por;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidato_busca_insercao
  AFTER INSERT ON candidato
  REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION inserir_candidato_busca();
--> statement-breakpoint
-- A change of a copied column of candidato (the search-data updates touch none of them).
CREATE OR REPLACE FUNCTION alterar_candidato_busca()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE candidato_busca
     SET cd_uf = NEW.cd_uf, nm_cidade = NEW.nm_cidade, id_bloqueado = NEW.id_bloqueado,
         id_destaque = NEW.id_destaque, criado_em = NEW.criado_em, alterado_em = NEW.alterado_em,
         alterado_por = NEW.alterado_por
   WHERE cd_pessoa = NEW.cd_pessoa;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidato_busca_alteracao
  AFTER UPDATE OF cd_uf, nm_cidade, id_bloqueado, id_destaque, criado_em, alterado_em, alterado_por ON candidato
  FOR EACH ROW
  WHEN ((OLD.cd_uf, OLD.nm_cidade, OLD.id_bloqueado, OLD.id_destaque, OLD.criado_em, OLD.alterado_em, OLD.alterado_por)
        IS DISTINCT FROM
        (NEW.cd_uf, NEW.nm_cidade, NEW.id_bloqueado, NEW.id_destaque, NEW.criado_em, NEW.alterado_em, NEW.alterado_por))
  EXECUTE FUNCTION alterar_candidato_busca();
--> statement-breakpoint
-- A new name or CPF of the person (nothing to do for a person who is not a candidate).
CREATE OR REPLACE FUNCTION alterar_pessoa_candidato_busca()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE candidato_busca
     SET nm_busca = f_unaccent(lower(NEW.nm_pessoa)), nm_pessoa = NEW.nm_pessoa,
         nr_documento_cpf = NEW.nr_documento_cpf
   WHERE cd_pessoa = NEW.cd_pessoa;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pessoa_candidato_busca_alteracao
  AFTER UPDATE OF nm_pessoa, nr_documento_cpf ON pessoa
  FOR EACH ROW
  WHEN ((OLD.nm_pessoa, OLD.nr_documento_cpf) IS DISTINCT FROM (NEW.nm_pessoa, NEW.nr_documento_cpf))
  EXECUTE FUNCTION alterar_pessoa_candidato_busca();
--> statement-breakpoint
-- The candidates already there; the name index is built once over them, not row by row.
DROP INDEX "candidato_busca_nome_idx";
--> statement-breakpoint
INSERT INTO candidato_busca (cd_pessoa, nm_busca, cd_uf, nm_cidade, id_bloqueado, nm_pessoa, nr_documento_cpf,
                             id_destaque, criado_em, alterado_em, alterado_por)
SELECT c.cd_pessoa, f_unaccent(lower(p.nm_pessoa)), c.cd_uf, c.nm_cidade, c.id_bloqueado, p.nm_pessoa,
       p.nr_documento_cpf, c.id_destaque, c.criado_em, c.alterado_em, c.alterado_por
  FROM candidato c
  JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa;
--> statement-breakpoint
CREATE INDEX "candidato_busca_nome_idx" ON "candidato_busca" USING gin ("nm_cidade","nm_busca" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- the planner weighs a name fragment against the other filters by these statistics
ANALYZE candidato_busca;
--> statement-breakpoint
ANALYZE pessoa;
