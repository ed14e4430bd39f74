import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { empresa, pessoa } from './pessoa';
import { selecao } from './selecao';
import { usuario } from './usuario';
import { vaga } from './vaga';

/**
 * Everything sent to candidates through an outside channel (e-mail, SMS, WhatsApp), with the adapter
 * that carried it and its answer: the audit of the real adapters and the outbox of the local ones.
 */
export const mensagem_saida = pgTable(
  'mensagem_saida',
  {
    id_mensagem_saida: bigint('id_mensagem_saida', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    ds_canal: varchar('ds_canal', { length: 10 }).notNull(),
    nm_adaptador: varchar('nm_adaptador', { length: 10 }).notNull(),
    ds_destino: varchar('ds_destino', { length: 200 }).notNull(),
    ds_assunto: varchar('ds_assunto', { length: 300 }),
    ds_conteudo: text('ds_conteudo').notNull(),
    /** The HTML part of an e-mail sent with one (the text part is ds_conteudo). */
    ds_conteudo_html: text('ds_conteudo_html'),
    id_externo: varchar('id_externo', { length: 200 }),
    ds_erro: text('ds_erro'),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' }).references(
      () => candidato.cd_pessoa,
      {
        onDelete: 'cascade',
      },
    ),
    nr_selecao: bigint('nr_selecao', { mode: 'number' }).references(() => selecao.nr_selecao, {
      onDelete: 'set null',
    }),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mensagem_saida_criado_idx').on(t.criado_em),
    index('mensagem_saida_selecao_idx').on(t.nr_selecao),
    check('mensagem_saida_canal_ck', sql`${t.ds_canal} IN ('email', 'sms', 'whatsapp')`),
  ],
);

/** Reasons an agent gives when ending a call-center attendance (spec 001 §3 'Termination reason'). */
export const motivo_call_center = pgTable('motivo_call_center', {
  id_motivo_call_center: smallint('id_motivo_call_center').primaryKey(),
  nm_motivo: varchar('nm_motivo', { length: 100 }).notNull(),
  nr_ordem: smallint('nr_ordem').notNull(),
});

/**
 * A WhatsApp conversation the chatbot opened with a candidate for a vacancy (spec 001 §3), and
 * its call-center attendance (spec 001 §2.17): it enters the queue of its unit (cd_empresa) when the
 * chatbot hands it to a person (dt_inicio_chat), one agent takes it (cd_pessoa_analista_atendimento,
 * a conditional update, so two agents at once cannot both get it) and ends it with a reason. The
 * chatbot answers the candidate only while id_chatbot_ativo is 'S'.
 */
export const chatbot_conversa = pgTable(
  'chatbot_conversa',
  {
    id_chatbot_conversa: bigint('id_chatbot_conversa', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    nr_telefone: varchar('nr_telefone', { length: 20 }).notNull(),
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).references(() => vaga.nr_vaga, { onDelete: 'set null' }),
    nr_selecao: bigint('nr_selecao', { mode: 'number' }).references(() => selecao.nr_selecao, {
      onDelete: 'set null',
    }),
    id_chatbot_fluxo: integer('id_chatbot_fluxo'),
    id_status_type: smallint('id_status_type').notNull(),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    dt_inicio_conversa: timestamp('dt_inicio_conversa', { withTimezone: true }).notNull().defaultNow(),
    dt_ultima_resposta: timestamp('dt_ultima_resposta', { withTimezone: true }),
    cd_empresa: integer('cd_empresa').references(() => empresa.cd_empresa),
    dt_inicio_chat: timestamp('dt_inicio_chat', { withTimezone: true }),
    cd_pessoa_analista_atendimento: bigint('cd_pessoa_analista_atendimento', { mode: 'number' }).references(
      () => pessoa.cd_pessoa,
    ),
    nm_analista_atendimento: varchar('nm_analista_atendimento', { length: 200 }),
    dt_inicio_atendimento_cc: timestamp('dt_inicio_atendimento_cc', { withTimezone: true }),
    dt_fim_atendimento_cc: timestamp('dt_fim_atendimento_cc', { withTimezone: true }),
    id_motivo_call_center: smallint('id_motivo_call_center').references(
      () => motivo_call_center.id_motivo_call_center,
    ),
    id_chatbot_ativo: varchar('id_chatbot_ativo', { length: 1 }).notNull().default('S'),
  },
  (t) => [
    index('chatbot_conversa_fila_idx')
      .on(t.cd_empresa, t.dt_inicio_chat)
      .where(sql`${t.dt_inicio_chat} IS NOT NULL AND ${t.dt_fim_atendimento_cc} IS NULL`),
    index('chatbot_conversa_atendente_idx').on(t.cd_pessoa_analista_atendimento, t.dt_fim_atendimento_cc),
    check('chatbot_conversa_ativo_ck', sql`${t.id_chatbot_ativo} IN ('S', 'N')`),
    index('chatbot_conversa_selecao_idx').on(t.nr_selecao),
    index('chatbot_conversa_telefone_idx').on(t.nr_telefone, t.dt_inicio_conversa),
    index('chatbot_conversa_candidato_idx').on(t.cd_pessoa_candidato, t.nr_vaga),
  ],
);

/** A message of a chatbot conversation: sent (ENVIADO) or the candidate's (RECEBIDO). */
export const chatbot_mensagem = pgTable(
  'chatbot_mensagem',
  {
    id_chatbot_mensagem: bigint('id_chatbot_mensagem', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    id_chatbot_conversa: bigint('id_chatbot_conversa', { mode: 'number' })
      .notNull()
      .references(() => chatbot_conversa.id_chatbot_conversa, { onDelete: 'cascade' }),
    json_mensagem: jsonb('json_mensagem').notNull(),
    id_tipo: varchar('id_tipo', { length: 8 }).notNull(),
    /** The channel's id of the message (wamid): a repeated notification is stored once. */
    id_externo: varchar('id_externo', { length: 200 }),
    nm_pessoa_analista: varchar('nm_pessoa_analista', { length: 200 }),
    /** Delivery status of a sent message, from the channel's webhook (sent, delivered, read, failed). */
    ds_status: varchar('ds_status', { length: 10 }),
    data_mensagem: timestamp('data_mensagem', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chatbot_mensagem_conversa_idx').on(t.id_chatbot_conversa, t.data_mensagem),
    uniqueIndex('chatbot_mensagem_externo_uq').on(t.id_externo),
    check('chatbot_mensagem_tipo_ck', sql`${t.id_tipo} IN ('ENVIADO', 'RECEBIDO')`),
    check('chatbot_mensagem_status_ck', sql`${t.ds_status} IN ('sent', 'delivered', 'read', 'failed')`),
  ],
);
