import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { cidade } from './localizacao';

/** One row per person or company (candidate, staff member, client, client contact). */
export const pessoa = pgTable(
  'pessoa',
  {
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** F física (person), J jurídica (company). */
    id_tipo_pessoa: char('id_tipo_pessoa', { length: 1 }).notNull().default('F'),
    nm_pessoa: varchar('nm_pessoa', { length: 200 }).notNull(),
    nm_apelido: varchar('nm_apelido', { length: 120 }),
    nr_documento_cpf: varchar('nr_documento_cpf', { length: 11 }),
    nr_documento_cnpj: varchar('nr_documento_cnpj', { length: 14 }),
    ds_email: varchar('ds_email', { length: 200 }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_por: integer('alterado_por'),
    /** The import that brought the record in (importacao), null for one made here. */
    cd_importacao: integer('cd_importacao'),
  },
  (t) => [
    index('pessoa_cpf_idx').on(t.nr_documento_cpf),
    index('pessoa_cnpj_idx').on(t.nr_documento_cnpj),
    // any part of the name, case and accents ignored: WHERE f_unaccent(lower(nm_pessoa)) LIKE '%...%'
    // (the candidate search and the person pickers)
    index('pessoa_nome_busca_idx').using('gin', sql`f_unaccent(lower(${t.nm_pessoa})) gin_trgm_ops`),
  ],
);

/** A branch (unit) of the staffing company; cd_empresa_agrupadora groups units. */
export const empresa = pgTable('empresa', {
  cd_empresa: integer('cd_empresa').primaryKey(),
  nm_empresa: varchar('nm_empresa', { length: 120 }).notNull(),
  nm_empresa_menu: varchar('nm_empresa_menu', { length: 120 }),
  cd_empresa_agrupadora: integer('cd_empresa_agrupadora').notNull(),
  cd_uf: char('cd_uf', { length: 2 }).notNull(),
  nm_cidade: varchar('nm_cidade', { length: 120 }).notNull(),
  cd_cidade: integer('cd_cidade').references(() => cidade.cd_cidade),
  id_ativo: char('id_ativo', { length: 1 }).notNull().default('S'),
  id_autoatendimento: char('id_autoatendimento', { length: 1 }).notNull().default('N'),
  /** 'S': a call-center unit (its users see Call Center; spec 002 §6). */
  id_callcenter: char('id_callcenter', { length: 1 }).notNull().default('N'),
  /** 'S': the unit's analysts must cancel or extend overdue vacancies (spec 001 §5). */
  id_prazo_vaga: char('id_prazo_vaga', { length: 1 }).notNull().default('N'),
  /** Days a vacancy of the unit may stay open before it is overdue (90; 120 for unit 330). */
  nr_dias_prazo_vaga: smallint('nr_dias_prazo_vaga').notNull().default(90),
  /** 'S': the unit's users may print resume layout 2. */
  id_layout_curriculo_2: char('id_layout_curriculo_2', { length: 1 }).notNull().default('N'),
  /** 'S': the unit's users may start chatbot conversations (spec 001 §5, §9). */
  id_chatbot: char('id_chatbot', { length: 1 }).notNull().default('N'),
  criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Phones of a person or company (clients and client contacts); cd_tipo_telefone '11'/'2' main, '5' mobile. */
export const pessoa_telefone = pgTable(
  'pessoa_telefone',
  {
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => pessoa.cd_pessoa, { onDelete: 'cascade' }),
    nr_sequencia: smallint('nr_sequencia').notNull(),
    cd_tipo_telefone: varchar('cd_tipo_telefone', { length: 2 }).notNull(),
    nr_telefone: varchar('nr_telefone', { length: 20 }).notNull(),
    nr_ramal: varchar('nr_ramal', { length: 10 }),
  },
  (t) => [primaryKey({ columns: [t.cd_pessoa, t.nr_sequencia] })],
);
