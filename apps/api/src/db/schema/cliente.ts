import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { cargo } from './catalogo';
import { flag } from './colunas';
import { cidade } from './localizacao';
import { empresa, pessoa } from './pessoa';

/** A client company (extends pessoa, which holds the name, nickname, CNPJ and e-mail). */
export const cliente = pgTable(
  'cliente',
  {
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .primaryKey()
      .references(() => pessoa.cd_pessoa, { onDelete: 'cascade' }),
    /** The unit that serves the client. */
    cd_empresa: integer('cd_empresa')
      .notNull()
      .references(() => empresa.cd_empresa),
    cd_tipo_logradouro: varchar('cd_tipo_logradouro', { length: 10 }),
    cd_cep: varchar('cd_cep', { length: 9 }),
    /** Street name (the legacy calls the street 'nm_cep'). */
    nm_cep: varchar('nm_cep', { length: 200 }),
    nr_endereco: varchar('nr_endereco', { length: 20 }),
    ds_complemento: varchar('ds_complemento', { length: 120 }),
    nm_bairro: varchar('nm_bairro', { length: 120 }),
    nm_regiao: varchar('nm_regiao', { length: 20 }),
    cd_cidade: integer('cd_cidade').references(() => cidade.cd_cidade),
    nm_cidade: varchar('nm_cidade', { length: 120 }),
    cd_uf: char('cd_uf', { length: 2 }),
    ds_email: varchar('ds_email', { length: 200 }),
    /** The staff member who handles the client commercially. */
    cd_pessoa_comercial: bigint('cd_pessoa_comercial', { mode: 'number' }).references(() => pessoa.cd_pessoa),
    id_ativo: flag('id_ativo').notNull().default('S'),
    /** Number of employees: the basis of the legal quotas (PCD, apprentices). */
    qt_funcionarios: integer('qt_funcionarios'),
    /** 'S': the client's new vacancies start confidential. */
    id_confidencial_padrao: flag('id_confidencial_padrao').notNull().default('N'),
    /** Simples Nacional regime as last checked by the validation bot. */
    id_optante_simples_nac: flag('id_optante_simples_nac'),
    dt_valida_simples: timestamp('dt_valida_simples', { withTimezone: true }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cliente_empresa_idx').on(t.cd_empresa)],
);

/** A person at a client company (also a pessoa; phones in pessoa_telefone). */
export const cliente_contato = pgTable(
  'cliente_contato',
  {
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .primaryKey()
      .references(() => pessoa.cd_pessoa, { onDelete: 'cascade' }),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa, { onDelete: 'cascade' }),
    nm_cargo: varchar('nm_cargo', { length: 120 }),
    id_sexo: flag('id_sexo'),
    dt_nascimento: date('dt_nascimento'),
    id_estado_civil: flag('id_estado_civil'),
    id_ativo: flag('id_ativo').notNull().default('S'),
  },
  (t) => [index('cliente_contato_cliente_idx').on(t.cd_pessoa_cliente)],
);

/**
 * The client's name for a position, per client and unit. ID_CARGO_EXIBIR_WEB: I shows the internal
 * position on the web, C the client's.
 */
export const cargo_cliente = pgTable(
  'cargo_cliente',
  {
    cd_cargo_cliente: integer('cd_cargo_cliente').primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa, { onDelete: 'cascade' }),
    cd_empresa_cliente: integer('cd_empresa_cliente')
      .notNull()
      .references(() => empresa.cd_empresa),
    nm_cargo_cliente: varchar('nm_cargo_cliente', { length: 120 }).notNull(),
    cd_cargo_interno: integer('cd_cargo_interno').references(() => cargo.cd_cargo),
    id_cargo_exibir_web: flag('id_cargo_exibir_web').notNull().default('I'),
    /** 'N': no longer offered for new vacancies; vacancies that have it keep it. */
    id_ativo: flag('id_ativo').notNull().default('S'),
  },
  (t) => [index('cargo_cliente_cliente_idx').on(t.cd_pessoa_cliente, t.cd_empresa_cliente)],
);

/** The client's cost centres, per client and unit; cd_centro_custo is the client's own code. */
export const centro_custo = pgTable(
  'centro_custo',
  {
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa, { onDelete: 'cascade' }),
    cd_empresa_cliente: integer('cd_empresa_cliente')
      .notNull()
      .references(() => empresa.cd_empresa),
    cd_centro_custo: varchar('cd_centro_custo', { length: 30 }).notNull(),
    nm_centro_custo: varchar('nm_centro_custo', { length: 120 }).notNull(),
    id_ativo: flag('id_ativo').notNull().default('S'),
  },
  (t) => [primaryKey({ columns: [t.cd_pessoa_cliente, t.cd_empresa_cliente, t.cd_centro_custo] })],
);

/** Selection process types a client uses for appointments (TIPO, DS_TIPO_ABREVIADO). */
export const tipo_processo = pgTable(
  'tipo_processo',
  {
    id_tipo_processo: integer('id_tipo_processo').primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    ds_tipo_abreviado: varchar('ds_tipo_abreviado', { length: 40 }).notNull(),
    ds_tipo_processo: varchar('ds_tipo_processo', { length: 200 }),
    id_ativo: flag('id_ativo').notNull().default('S'),
  },
  (t) => [unique('tipo_processo_cliente_tipo_uq').on(t.cd_pessoa_cliente, t.tipo)],
);
