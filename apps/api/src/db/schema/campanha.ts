import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { empresa } from './pessoa';
import { usuario } from './usuario';

/**
 * An employee of the staffing company (the people endomarketing campaigns reach): a candidate hired,
 * with the unit, the relatives' contacts and the birthday preference the campaign asks to update.
 */
export const funcionario = pgTable(
  'funcionario',
  {
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .primaryKey()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_empresa: integer('cd_empresa')
      .notNull()
      .references(() => empresa.cd_empresa),
    dt_admissao: date('dt_admissao'),
    id_ativo: char('id_ativo', { length: 1 }).notNull().default('S'),
    nr_telefone_mae: varchar('nr_telefone_mae', { length: 20 }),
    nr_telefone_pai: varchar('nr_telefone_pai', { length: 20 }),
    nm_conjuge: varchar('nm_conjuge', { length: 200 }),
    nr_telefone_conjuge: varchar('nr_telefone_conjuge', { length: 20 }),
    /** S celebrates birthdays, N does not, null not informed. */
    id_comemora_aniversario: char('id_comemora_aniversario', { length: 1 }),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funcionario_empresa_idx').on(t.cd_empresa, t.id_ativo)],
);

/** A campaign asking the people picked to update their data, with the filters it was picked with. */
export const campanha = pgTable('campanha', {
  id_campanha: bigint('id_campanha', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
  ds_filtros: jsonb('ds_filtros').notNull(),
  qt_pessoas: integer('qt_pessoas').notNull(),
  criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One person of a campaign and its e-mail: F queued, E sent, X failed for good. The campaign stays
 * active for the person until they update their data (dt_atualizacao).
 */
export const campanha_pessoa = pgTable(
  'campanha_pessoa',
  {
    id_campanha: bigint('id_campanha', { mode: 'number' })
      .notNull()
      .references(() => campanha.id_campanha, { onDelete: 'cascade' }),
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => funcionario.cd_pessoa, { onDelete: 'cascade' }),
    id_situacao: char('id_situacao', { length: 1 }).notNull().default('F'),
    nr_tentativas: integer('nr_tentativas').notNull().default(0),
    ds_erro: text('ds_erro'),
    dt_envio: timestamp('dt_envio', { withTimezone: true }),
    dt_atualizacao: timestamp('dt_atualizacao', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id_campanha, t.cd_pessoa] }),
    index('campanha_pessoa_ativa_idx').on(t.cd_pessoa).where(sql`${t.dt_atualizacao} IS NULL`),
    check('campanha_pessoa_situacao_ck', sql`${t.id_situacao} IN ('F', 'E', 'X')`),
  ],
);
