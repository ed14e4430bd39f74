CREATE TABLE "auditoria_admin" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_admin_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dt_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	"cd_sip_autor" integer,
	"ds_entidade" varchar(20) NOT NULL,
	"ds_chave" varchar(40) NOT NULL,
	"ds_acao" varchar(30) NOT NULL,
	"antes" jsonb,
	"depois" jsonb
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "dt_desativacao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "id_trocar_senha" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
CREATE INDEX "auditoria_admin_registro_idx" ON "auditoria_admin" USING btree ("ds_entidade","ds_chave","dt_alteracao");
--> statement-breakpoint
-- the audit trail is append-only: its rows are never changed nor removed
CREATE FUNCTION auditoria_admin_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria_admin é somente inserção' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER auditoria_admin_somente_insercao BEFORE UPDATE OR DELETE ON auditoria_admin
  FOR EACH ROW EXECUTE FUNCTION auditoria_admin_somente_insercao();
