import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { cargo } from './catalogo';
import { empresa, pessoa } from './pessoa';
import { usuario } from './usuario';

/**
 * A candidate group (spec 001 §2.11, §3 'Candidate group'): a named pool a selector keeps for a unit
 * and a position. Its name is unique in its unit, case aside.
 */
export const tipo_grupo_candidato = pgTable(
  'tipo_grupo_candidato',
  {
    cd_tipo_grupo_candidato: integer('cd_tipo_grupo_candidato').primaryKey().generatedByDefaultAsIdentity(),
    nm_tipo_grupo_candidato: varchar('nm_tipo_grupo_candidato', { length: 100 }).notNull(),
    cd_empresa: integer('cd_empresa')
      .notNull()
      .references(() => empresa.cd_empresa),
    cd_cargo: integer('cd_cargo')
      .notNull()
      .references(() => cargo.cd_cargo),
    /** The selector who created it (user_sip). */
    cd_pessoa_selecionador: bigint('cd_pessoa_selecionador', { mode: 'number' })
      .notNull()
      .references(() => pessoa.cd_pessoa),
    ds_observacoes: varchar('ds_observacoes', { length: 1999 }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por').references(() => usuario.cd_sip),
  },
  (t) => [
    uniqueIndex('tipo_grupo_candidato_nome_uk').on(t.cd_empresa, sql`lower(${t.nm_tipo_grupo_candidato})`),
  ],
);

/** A candidate of a group, with the notes written when adding (spec 001 §3 'Group candidate'). */
export const grupo_candidato = pgTable(
  'grupo_candidato',
  {
    cd_tipo_grupo_candidato: integer('cd_tipo_grupo_candidato').notNull(),
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    ds_observacoes: varchar('ds_observacoes', { length: 1999 }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por').references(() => usuario.cd_sip),
  },
  (t) => [
    primaryKey({ name: 'grupo_candidato_pk', columns: [t.cd_tipo_grupo_candidato, t.cd_pessoa] }),
    foreignKey({
      name: 'grupo_candidato_grupo_fk',
      columns: [t.cd_tipo_grupo_candidato],
      foreignColumns: [tipo_grupo_candidato.cd_tipo_grupo_candidato],
    }).onDelete('cascade'),
    index('grupo_candidato_pessoa_idx').on(t.cd_pessoa),
  ],
);
