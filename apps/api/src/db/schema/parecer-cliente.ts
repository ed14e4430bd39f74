import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { motivo_reprovacao } from './catalogo';
import { cliente, cliente_contato } from './cliente';
import { flag } from './colunas';
import { usuario } from './usuario';
import { vaga } from './vaga';

/**
 * A link sent to a client contact for its verdict on candidates forwarded to one vacancy. Only the
 * SHA-256 of the link's random token is kept; the link expires (expira_em) and can be revoked.
 * lembrete_em / alerta_comercial_em: when the 48-hour reminder and the 96-hour alert went out.
 */
export const parecer_cliente_link = pgTable(
  'parecer_cliente_link',
  {
    id_link: bigint('id_link', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    ds_token_hash: varchar('ds_token_hash', { length: 64 }).notNull(),
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa, { onDelete: 'cascade' }),
    cd_pessoa_contato: bigint('cd_pessoa_contato', { mode: 'number' })
      .notNull()
      .references(() => cliente_contato.cd_pessoa, { onDelete: 'cascade' }),
    /** The user who sent it. */
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    /** The resume settings chosen when sending (what the client's page shows). */
    ds_configuracao: jsonb('ds_configuracao').notNull().default(sql`'{}'::jsonb`),
    /** Channels it went through: 'email', 'whatsapp' (comma-separated). */
    ds_canais: varchar('ds_canais', { length: 40 }).notNull().default('email'),
    /** The bulk action that sent it, when one did. */
    id_acao_lote: bigint('id_acao_lote', { mode: 'number' }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogado_em: timestamp('revogado_em', { withTimezone: true }),
    cd_usuario_revogou: integer('cd_usuario_revogou').references(() => usuario.cd_sip),
    lembrete_em: timestamp('lembrete_em', { withTimezone: true }),
    alerta_comercial_em: timestamp('alerta_comercial_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('parecer_cliente_link_token_uk').on(t.ds_token_hash),
    index('parecer_cliente_link_vaga_idx').on(t.nr_vaga),
    index('parecer_cliente_link_cliente_idx').on(t.cd_pessoa_cliente, t.criado_em),
  ],
);

/**
 * A candidate forwarded through a link, and the client's verdict: A approve, R reject (with a reason
 * and text), E asks for an interview (proposed times). tratado_em: when the analyst acted on it.
 */
export const parecer_cliente_candidato = pgTable(
  'parecer_cliente_candidato',
  {
    id_link: bigint('id_link', { mode: 'number' })
      .notNull()
      .references(() => parecer_cliente_link.id_link, { onDelete: 'cascade' }),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    id_parecer: flag('id_parecer'),
    cd_motivo_reprovacao: smallint('cd_motivo_reprovacao').references(
      () => motivo_reprovacao.cd_motivo_reprovacao,
    ),
    ds_parecer: varchar('ds_parecer', { length: 1000 }),
    /** Proposed interview times (ISO 8601 strings). */
    ds_horarios: jsonb('ds_horarios'),
    respondido_em: timestamp('respondido_em', { withTimezone: true }),
    tratado_em: timestamp('tratado_em', { withTimezone: true }),
    cd_usuario_tratou: integer('cd_usuario_tratou').references(() => usuario.cd_sip),
  },
  (t) => [
    primaryKey({ name: 'parecer_cliente_candidato_pk', columns: [t.id_link, t.cd_pessoa_candidato] }),
    index('parecer_cliente_candidato_vaga_idx').on(t.nr_vaga, t.cd_pessoa_candidato),
    check(
      'parecer_cliente_candidato_parecer_ck',
      sql`${t.id_parecer} IS NULL OR ${t.id_parecer} IN ('A', 'R', 'E')`,
    ),
  ],
);

/** Each opening of a link's page (cd_pessoa_candidato null) and each resume viewed on it. Append-only. */
export const parecer_cliente_visualizacao = pgTable(
  'parecer_cliente_visualizacao',
  {
    id_visualizacao: bigint('id_visualizacao', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    id_link: bigint('id_link', { mode: 'number' })
      .notNull()
      .references(() => parecer_cliente_link.id_link, { onDelete: 'cascade' }),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' }),
    visto_em: timestamp('visto_em', { withTimezone: true }).notNull().defaultNow(),
    ds_ip: varchar('ds_ip', { length: 64 }),
    ds_agente: varchar('ds_agente', { length: 300 }),
  },
  (t) => [index('parecer_cliente_visualizacao_link_idx').on(t.id_link, t.visto_em)],
);

/**
 * A bulk action on a vacancy's candidates (mover, reprovar, mensagem, grupo, encaminhar): one
 * transaction, recorded with what it asked; it can be undone (desfeito_em) within the undo window.
 */
export const acao_lote = pgTable(
  'acao_lote',
  {
    id_acao_lote: bigint('id_acao_lote', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    cd_usuario: integer('cd_usuario')
      .notNull()
      .references(() => usuario.cd_sip),
    id_tipo: varchar('id_tipo', { length: 20 }).notNull(),
    ds_parametros: jsonb('ds_parametros').notNull().default(sql`'{}'::jsonb`),
    qt_aplicados: integer('qt_aplicados').notNull().default(0),
    qt_recusados: integer('qt_recusados').notNull().default(0),
    ds_resumo: varchar('ds_resumo', { length: 500 }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    desfeito_em: timestamp('desfeito_em', { withTimezone: true }),
    cd_usuario_desfez: integer('cd_usuario_desfez').references(() => usuario.cd_sip),
  },
  (t) => [index('acao_lote_vaga_idx').on(t.nr_vaga, t.criado_em)],
);

/**
 * Each candidate a bulk action touched or refused: ds_antes keeps the row as it was (to undo),
 * id_resultado A applied / R refused (ds_motivo says why), ds_envios the messages it sent.
 */
export const acao_lote_candidato = pgTable(
  'acao_lote_candidato',
  {
    id_acao_lote: bigint('id_acao_lote', { mode: 'number' })
      .notNull()
      .references(() => acao_lote.id_acao_lote, { onDelete: 'cascade' }),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' }).notNull(),
    id_resultado: flag('id_resultado').notNull(),
    ds_motivo: varchar('ds_motivo', { length: 300 }),
    ds_antes: jsonb('ds_antes'),
    ds_envios: jsonb('ds_envios'),
  },
  (t) => [
    primaryKey({ name: 'acao_lote_candidato_pk', columns: [t.id_acao_lote, t.cd_pessoa_candidato] }),
    check('acao_lote_candidato_resultado_ck', sql`${t.id_resultado} IN ('A', 'R')`),
  ],
);
