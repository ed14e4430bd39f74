import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuario } from './usuario';

/**
 * A help-desk ticket: who asked, the subject and problem, its situation (A open, E in progress,
 * G waiting for the requester, S solved), who is handling it and whether it is in development.
 */
export const help_desk = pgTable(
  'help_desk',
  {
    nr_help_desk: bigint('nr_help_desk', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    dt_abertura: timestamp('dt_abertura', { withTimezone: true }).notNull().defaultNow(),
    cd_usuario_solicitante: integer('cd_usuario_solicitante')
      .notNull()
      .references(() => usuario.cd_sip),
    ds_assunto: varchar('ds_assunto', { length: 200 }).notNull(),
    ds_problema: text('ds_problema').notNull(),
    id_situacao: char('id_situacao', { length: 1 }).notNull().default('A'),
    cd_usuario_executante: integer('cd_usuario_executante').references(() => usuario.cd_sip),
    nr_interacoes: integer('nr_interacoes').notNull().default(0),
    id_em_desenvolvimento: char('id_em_desenvolvimento', { length: 1 }).notNull().default('N'),
    dt_solucao: timestamp('dt_solucao', { withTimezone: true }),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    cd_usuario_alteracao: integer('cd_usuario_alteracao').references(() => usuario.cd_sip),
  },
  (t) => [
    index('help_desk_situacao_idx').on(t.id_situacao, t.nr_help_desk),
    check('help_desk_situacao_ck', sql`${t.id_situacao} IN ('A', 'E', 'G', 'S')`),
    check('help_desk_desenvolvimento_ck', sql`${t.id_em_desenvolvimento} IN ('S', 'N')`),
  ],
);

/** Hours a developer worked on a ticket on one day (the DayOne chart sums them per day). */
export const help_desk_hora = pgTable(
  'help_desk_hora',
  {
    id_help_desk_hora: bigint('id_help_desk_hora', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    nr_help_desk: bigint('nr_help_desk', { mode: 'number' })
      .notNull()
      .references(() => help_desk.nr_help_desk, { onDelete: 'cascade' }),
    cd_usuario: integer('cd_usuario')
      .notNull()
      .references(() => usuario.cd_sip),
    dt_solucao: date('dt_solucao').notNull(),
    nr_horas: numeric('nr_horas', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    index('help_desk_hora_dia_idx').on(t.dt_solucao, t.cd_usuario),
    check('help_desk_hora_horas_ck', sql`${t.nr_horas} > 0 AND ${t.nr_horas} <= 24`),
  ],
);

/** One message on a ticket: the requester's or the help desk's answer, newest last. */
export const help_desk_interacao = pgTable(
  'help_desk_interacao',
  {
    id_interacao: bigint('id_interacao', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nr_help_desk: bigint('nr_help_desk', { mode: 'number' })
      .notNull()
      .references(() => help_desk.nr_help_desk, { onDelete: 'cascade' }),
    cd_usuario: integer('cd_usuario')
      .notNull()
      .references(() => usuario.cd_sip),
    ds_interacao: text('ds_interacao').notNull(),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_desk_interacao_ticket_idx').on(t.nr_help_desk, t.id_interacao)],
);
