CREATE TABLE "motivo_call_center" (
	"id_motivo_call_center" smallint PRIMARY KEY NOT NULL,
	"nm_motivo" varchar(100) NOT NULL,
	"nr_ordem" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "cd_empresa" integer;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "dt_inicio_chat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "cd_pessoa_analista_atendimento" bigint;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "nm_analista_atendimento" varchar(200);--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "dt_inicio_atendimento_cc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "dt_fim_atendimento_cc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "id_motivo_call_center" smallint;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD COLUMN "id_chatbot_ativo" varchar(1) DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbot_mensagem" ADD COLUMN "ds_status" varchar(10);--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD CONSTRAINT "chatbot_conversa_cd_empresa_empresa_cd_empresa_fk" FOREIGN KEY ("cd_empresa") REFERENCES "public"."empresa"("cd_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD CONSTRAINT "chatbot_conversa_cd_pessoa_analista_atendimento_pessoa_cd_pessoa_fk" FOREIGN KEY ("cd_pessoa_analista_atendimento") REFERENCES "public"."pessoa"("cd_pessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD CONSTRAINT "chatbot_conversa_id_motivo_call_center_motivo_call_center_id_motivo_call_center_fk" FOREIGN KEY ("id_motivo_call_center") REFERENCES "public"."motivo_call_center"("id_motivo_call_center") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chatbot_conversa_fila_idx" ON "chatbot_conversa" USING btree ("cd_empresa","dt_inicio_chat") WHERE "chatbot_conversa"."dt_inicio_chat" IS NOT NULL AND "chatbot_conversa"."dt_fim_atendimento_cc" IS NULL;--> statement-breakpoint
CREATE INDEX "chatbot_conversa_atendente_idx" ON "chatbot_conversa" USING btree ("cd_pessoa_analista_atendimento","dt_fim_atendimento_cc");--> statement-breakpoint
ALTER TABLE "chatbot_conversa" ADD CONSTRAINT "chatbot_conversa_ativo_ck" CHECK ("chatbot_conversa"."id_chatbot_ativo" IN ('S', 'N'));--> statement-breakpoint
ALTER TABLE "chatbot_mensagem" ADD CONSTRAINT "chatbot_mensagem_status_ck" CHECK ("chatbot_mensagem"."ds_status" IN ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
-- The reasons an agent gives when ending a call-center attendance (reference data).
INSERT INTO "motivo_call_center" ("id_motivo_call_center", "nm_motivo", "nr_ordem") VALUES
  (1, 'Candidato desistiu da vaga', 1),
  (2, 'Sem interesse na vaga', 2),
  (3, 'Não atende aos requisitos da vaga', 3),
  (4, 'Salário abaixo do esperado', 4),
  (5, 'Distância ou local de trabalho', 5),
  (6, 'Já está trabalhando', 6),
  (7, 'Candidato agendado', 7),
  (8, 'Candidato relacionado à vaga', 8),
  (9, 'Sem resposta do candidato', 9),
  (10, 'Outro motivo', 10)
ON CONFLICT ("id_motivo_call_center") DO NOTHING;
--> statement-breakpoint
-- Conversations opened before the call center belong to the unit of the user who started them.
UPDATE "chatbot_conversa" cv SET "cd_empresa" = u."cd_unid"
  FROM "usuario" u WHERE u."cd_sip" = cv."cd_usuario" AND cv."cd_empresa" IS NULL;
