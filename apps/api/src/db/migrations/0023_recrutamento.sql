CREATE TABLE "candidato_operacao" (
	"id_operacao" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidato_operacao_id_operacao_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cd_pessoa" bigint NOT NULL,
	"cd_usuario" integer NOT NULL,
	"id_tipo_operacao" char(1) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidato_operacao_tipo_ck" CHECK ("candidato_operacao"."id_tipo_operacao" IN ('I', 'A'))
);
--> statement-breakpoint
ALTER TABLE "candidato_operacao" ADD CONSTRAINT "candidato_operacao_cd_pessoa_candidato_cd_pessoa_fk" FOREIGN KEY ("cd_pessoa") REFERENCES "public"."candidato"("cd_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_operacao_usuario_idx" ON "candidato_operacao" USING btree ("cd_usuario","id_tipo_operacao","criado_em");--> statement-breakpoint
CREATE INDEX "candidato_operacao_pessoa_idx" ON "candidato_operacao" USING btree ("cd_pessoa");
--> statement-breakpoint
-- Who created or changed a candidate (Relatório - Candidato): every write of candidato that names its
-- user (criado_por on insert; a new alterado_por or alterado_em on update) leaves a row, in the
-- writer's transaction. A bulk load names no user, so it costs only the WHEN test per row.
CREATE OR REPLACE FUNCTION registrar_operacao_candidato() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO candidato_operacao (cd_pessoa, cd_usuario, id_tipo_operacao, criado_em)
    VALUES (NEW.cd_pessoa, NEW.criado_por, 'I', NEW.criado_em);
  ELSE
    INSERT INTO candidato_operacao (cd_pessoa, cd_usuario, id_tipo_operacao, criado_em)
    VALUES (NEW.cd_pessoa, NEW.alterado_por, 'A', NEW.alterado_em);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidato_operacao_inclusao AFTER INSERT ON candidato FOR EACH ROW
  WHEN (NEW.criado_por IS NOT NULL) EXECUTE FUNCTION registrar_operacao_candidato();
--> statement-breakpoint
CREATE TRIGGER candidato_operacao_alteracao AFTER UPDATE ON candidato FOR EACH ROW
  WHEN (NEW.alterado_por IS NOT NULL
        AND (NEW.alterado_em, NEW.alterado_por) IS DISTINCT FROM (OLD.alterado_em, OLD.alterado_por))
  EXECUTE FUNCTION registrar_operacao_candidato();
