CREATE TABLE "autoatendimento_fila" (
	"cd_pessoa_candidato" bigint NOT NULL,
	"nr_vaga" bigint NOT NULL,
	"data_agenda" date NOT NULL,
	"cd_empresa" integer NOT NULL,
	"dt_historico" timestamp with time zone DEFAULT now() NOT NULL,
	"id_atendimento" char(1) DEFAULT 'N' NOT NULL,
	"cd_situacao_atual" smallint DEFAULT 1 NOT NULL,
	"nr_vaga_destino" bigint,
	"ds_motivo" varchar(2000),
	"alterado_por" integer,
	"alterado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoatendimento_fila_pk" PRIMARY KEY("cd_pessoa_candidato","nr_vaga","data_agenda"),
	CONSTRAINT "autoatendimento_fila_situacao_ck" CHECK ("autoatendimento_fila"."cd_situacao_atual" BETWEEN 1 AND 6),
	CONSTRAINT "autoatendimento_fila_atendimento_ck" CHECK ("autoatendimento_fila"."id_atendimento" IN ('S', 'N'))
);
--> statement-breakpoint
ALTER TABLE "autoatendimento_fila" ADD CONSTRAINT "autoatendimento_fila_cd_pessoa_candidato_candidato_cd_pessoa_fk" FOREIGN KEY ("cd_pessoa_candidato") REFERENCES "public"."candidato"("cd_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoatendimento_fila" ADD CONSTRAINT "autoatendimento_fila_nr_vaga_vaga_nr_vaga_fk" FOREIGN KEY ("nr_vaga") REFERENCES "public"."vaga"("nr_vaga") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoatendimento_fila" ADD CONSTRAINT "autoatendimento_fila_cd_empresa_empresa_cd_empresa_fk" FOREIGN KEY ("cd_empresa") REFERENCES "public"."empresa"("cd_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoatendimento_fila" ADD CONSTRAINT "autoatendimento_fila_nr_vaga_destino_vaga_nr_vaga_fk" FOREIGN KEY ("nr_vaga_destino") REFERENCES "public"."vaga"("nr_vaga") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoatendimento_fila" ADD CONSTRAINT "autoatendimento_fila_alterado_por_usuario_cd_sip_fk" FOREIGN KEY ("alterado_por") REFERENCES "public"."usuario"("cd_sip") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autoatendimento_fila_empresa_idx" ON "autoatendimento_fila" USING btree ("cd_empresa","data_agenda");