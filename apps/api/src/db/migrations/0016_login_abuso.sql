CREATE TABLE "falha_login" (
	"cd_sip" integer NOT NULL,
	"ds_endereco" varchar(64) NOT NULL,
	"nr_falhas" integer NOT NULL,
	"dt_bloqueio_ate" timestamp with time zone,
	"dt_ultima_falha" timestamp with time zone NOT NULL,
	CONSTRAINT "falha_login_cd_sip_ds_endereco_pk" PRIMARY KEY("cd_sip","ds_endereco")
);
--> statement-breakpoint
CREATE TABLE "limite_requisicao" (
	"ds_chave" varchar(300) PRIMARY KEY NOT NULL,
	"nr_requisicoes" integer NOT NULL,
	"dt_fim_janela" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "falha_login" ADD CONSTRAINT "falha_login_cd_sip_usuario_cd_sip_fk" FOREIGN KEY ("cd_sip") REFERENCES "public"."usuario"("cd_sip") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "falha_login_ultima_idx" ON "falha_login" USING btree ("dt_ultima_falha");--> statement-breakpoint
CREATE INDEX "limite_requisicao_fim_idx" ON "limite_requisicao" USING btree ("dt_fim_janela");--> statement-breakpoint
ALTER TABLE "usuario" DROP COLUMN "nr_falhas_login";--> statement-breakpoint
ALTER TABLE "usuario" DROP COLUMN "dt_bloqueio_login_ate";