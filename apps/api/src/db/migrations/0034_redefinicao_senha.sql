CREATE TABLE "redefinicao_senha_usuario" (
	"id_token" char(64) PRIMARY KEY NOT NULL,
	"cd_sip" integer NOT NULL,
	"cd_sip_autor" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "redefinicao_senha_usuario" ADD CONSTRAINT "redefinicao_senha_usuario_cd_sip_usuario_cd_sip_fk" FOREIGN KEY ("cd_sip") REFERENCES "public"."usuario"("cd_sip") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redefinicao_senha_usuario_sip_idx" ON "redefinicao_senha_usuario" USING btree ("cd_sip");