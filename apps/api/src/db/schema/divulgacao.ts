import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { flag } from './colunas';
import { requisicao, vaga } from './vaga';

/**
 * Job boards and social networks a requisition can be published on (spec 000 §2.3, §3.2). The rows
 * are reference data written by the migration; id_prazo_24h marks the boards that take up to 24 h.
 */
export const integracao_divulgacao = pgTable('integracao_divulgacao', {
  cd_integracao: smallint('cd_integracao').primaryKey(),
  nm_integracao: varchar('nm_integracao', { length: 60 }).notNull(),
  /** Logo key the web maps to an image. */
  ds_logo: varchar('ds_logo', { length: 40 }).notNull(),
  id_prazo_24h: flag('id_prazo_24h').notNull().default('N'),
  id_ativo: flag('id_ativo').notNull().default('S'),
  nr_ordem: smallint('nr_ordem').notNull().default(0),
});

/**
 * A requisition on one integration. id_divulgado S from the publish request until removal;
 * id_situacao F in the queue, P effective (dt_divulgacao), E refused by the board (ds_erro).
 */
export const requisicao_divulgacao = pgTable(
  'requisicao_divulgacao',
  {
    nr_requisicao: bigint('nr_requisicao', { mode: 'number' })
      .notNull()
      .references(() => requisicao.nr_requisicao, { onDelete: 'cascade' }),
    cd_integracao: smallint('cd_integracao')
      .notNull()
      .references(() => integracao_divulgacao.cd_integracao),
    /** The vacancy whose tab asked for it (its data is what the board receives). */
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).references(() => vaga.nr_vaga, { onDelete: 'set null' }),
    id_divulgado: flag('id_divulgado').notNull().default('N'),
    id_situacao: char('id_situacao', { length: 1 }),
    dt_solicitacao: timestamp('dt_solicitacao', { withTimezone: true }),
    dt_divulgacao: timestamp('dt_divulgacao', { withTimezone: true }),
    dt_remocao: timestamp('dt_remocao', { withTimezone: true }),
    /** The board's id of the posting (to remove it later). */
    ds_id_externo: varchar('ds_id_externo', { length: 200 }),
    ds_erro: varchar('ds_erro', { length: 500 }),
    cd_usuario: integer('cd_usuario'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'requisicao_divulgacao_pk', columns: [t.nr_requisicao, t.cd_integracao] }),
    check(
      'requisicao_divulgacao_situacao_ck',
      sql`${t.id_situacao} IS NULL OR ${t.id_situacao} IN ('F', 'P', 'E')`,
    ),
  ],
);

/**
 * Work for the job-board adapter: publish (P) or remove (R) a requisition on an integration. Workers
 * of every API instance take due rows with FOR UPDATE SKIP LOCKED and push dt_disponivel forward
 * while they work on them (a lease), so one row is handled by one worker at a time.
 */
export const fila_divulgacao = pgTable(
  'fila_divulgacao',
  {
    id_fila: bigint('id_fila', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nr_requisicao: bigint('nr_requisicao', { mode: 'number' })
      .notNull()
      .references(() => requisicao.nr_requisicao, { onDelete: 'cascade' }),
    cd_integracao: smallint('cd_integracao')
      .notNull()
      .references(() => integracao_divulgacao.cd_integracao),
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).references(() => vaga.nr_vaga, { onDelete: 'set null' }),
    id_acao: char('id_acao', { length: 1 }).notNull(),
    dt_criacao: timestamp('dt_criacao', { withTimezone: true }).notNull().defaultNow(),
    /** When the row may be taken next (retry time, or the end of a worker's lease). */
    dt_disponivel: timestamp('dt_disponivel', { withTimezone: true }).notNull().defaultNow(),
    nr_tentativas: smallint('nr_tentativas').notNull().default(0),
    dt_concluido: timestamp('dt_concluido', { withTimezone: true }),
    /** S done, E given up after the retries, C cancelled (removed before it was published). */
    id_resultado: char('id_resultado', { length: 1 }),
    ds_erro: varchar('ds_erro', { length: 1000 }),
    /** What was sent to the board (the local adapter keeps it so it can be seen). */
    ds_payload: jsonb('ds_payload'),
    ds_resposta: jsonb('ds_resposta'),
  },
  (t) => [
    index('fila_divulgacao_pendente_idx').on(t.dt_disponivel).where(sql`${t.dt_concluido} IS NULL`),
    index('fila_divulgacao_requisicao_idx').on(t.nr_requisicao, t.cd_integracao),
    check('fila_divulgacao_acao_ck', sql`${t.id_acao} IN ('P', 'R')`),
  ],
);
