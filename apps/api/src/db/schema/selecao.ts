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
} from 'drizzle-orm/pg-core';
import { flag } from './colunas';
import { usuario } from './usuario';
import { vaga } from './vaga';

/**
 * A talent-pool search that was run for a vacancy (nr_selecao): the filters as applied and the
 * total of matches counted up to the cap (1,001 means more than 1,000).
 */
export const selecao = pgTable(
  'selecao',
  {
    nr_selecao: bigint('nr_selecao', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    ds_filtros: jsonb('ds_filtros').notNull(),
    nr_total: integer('nr_total').notNull(),
    qt_resultados: smallint('qt_resultados').notNull(),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('selecao_vaga_idx').on(t.nr_vaga, t.criado_em)],
);

/**
 * A row of a selection: seen, discarded and what was sent to the candidate from it (S sent, N failed,
 * null not sent). nr_vaga repeats the selection's vacancy so the discards of a vacancy are one index
 * probe away (every search of the vacancy leaves them out).
 */
export const selecao_candidato = pgTable(
  'selecao_candidato',
  {
    // No foreign keys on the selection and the candidate: their checks ran once per row of every
    // answer (and locked every candidate shown). The rows are written in the statement that creates
    // the selection, from the ids the search read in the same transaction; statement triggers on
    // selecao and candidato delete them with their selection or candidate (migrations 0013 and 0014,
    // decision 0004).
    nr_selecao: bigint('nr_selecao', { mode: 'number' }).notNull(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' }).notNull(),
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).notNull(),
    /** Position in the answer (1 = most relevant). */
    nr_ordem: smallint('nr_ordem').notNull(),
    id_visto: flag('id_visto').notNull().default('N'),
    dt_visto: timestamp('dt_visto', { withTimezone: true }),
    id_descartado: flag('id_descartado').notNull().default('N'),
    dt_descarte: timestamp('dt_descarte', { withTimezone: true }),
    cd_usuario_descarte: integer('cd_usuario_descarte').references(() => usuario.cd_sip),
    id_envio_email: flag('id_envio_email'),
    id_envio_sms: flag('id_envio_sms'),
    id_envio_whatsapp: flag('id_envio_whatsapp'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'selecao_candidato_pk', columns: [t.nr_selecao, t.cd_pessoa_candidato] }),
    index('selecao_candidato_descartado_idx')
      .on(t.nr_vaga, t.cd_pessoa_candidato)
      .where(sql`${t.id_descartado} = 'S'`),
    index('selecao_candidato_candidato_idx').on(t.cd_pessoa_candidato),
    check('selecao_candidato_visto_ck', sql`${t.id_visto} IN ('S', 'N')`),
    check('selecao_candidato_descartado_ck', sql`${t.id_descartado} IN ('S', 'N')`),
    check(
      'selecao_candidato_envio_ck',
      sql`coalesce(${t.id_envio_email}, 'S') IN ('S', 'N') AND coalesce(${t.id_envio_sms}, 'S') IN ('S', 'N')
        AND coalesce(${t.id_envio_whatsapp}, 'S') IN ('S', 'N')`,
    ),
  ],
);

/**
 * The search panel's filters last saved for a vacancy (Gravar). The vacancy's profile columns hold
 * what other screens read; this keeps the panel's exact filters (position, result size, grouping...).
 */
export const vaga_perfil_pesquisa = pgTable('vaga_perfil_pesquisa', {
  nr_vaga: bigint('nr_vaga', { mode: 'number' })
    .primaryKey()
    .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
  ds_filtros: jsonb('ds_filtros').notNull(),
  alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  alterado_por: integer('alterado_por').references(() => usuario.cd_sip),
});
