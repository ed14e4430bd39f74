import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { cliente } from './cliente';
import { flag } from './colunas';
import { empresa, pessoa } from './pessoa';
import { usuario } from './usuario';

/**
 * A referral (indicação, spec 002 §3.5): who referred the candidate (cd_pessoa_indica, any person)
 * to which client, with the referrer's data at the client. Owned by the candidate module.
 */
export const indicacao = pgTable(
  'indicacao',
  {
    id_indicacao: bigint('id_indicacao', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    dt_indicacao: date('dt_indicacao').notNull(),
    cd_pessoa_indica: bigint('cd_pessoa_indica', { mode: 'number' })
      .notNull()
      .references(() => pessoa.cd_pessoa),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa),
    /** The person the referral was made for (cd_pessoa of the form), when other than the candidate. */
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' }).references(() => pessoa.cd_pessoa),
    cd_empresa: integer('cd_empresa')
      .notNull()
      .default(1)
      .references(() => empresa.cd_empresa),
    cd_empresa_cliente: integer('cd_empresa_cliente')
      .notNull()
      .default(1)
      .references(() => empresa.cd_empresa),
    /** O operational, M production young apprentice (client 80011: effective operational), A administrative, T maintenance. */
    id_tipo_indicacao: flag('id_tipo_indicacao'),
    id_processo_pm: flag('id_processo_pm'),
    ds_matricula_indicador: varchar('ds_matricula_indicador', { length: 30 }),
    ds_area_secao_indicador: varchar('ds_area_secao_indicador', { length: 100 }),
    ds_turno_indicador: varchar('ds_turno_indicador', { length: 10 }),
    ds_cargo_indicador: varchar('ds_cargo_indicador', { length: 100 }),
    nm_superior_indicador: varchar('nm_superior_indicador', { length: 120 }),
    id_trabalhou_empresa_indicacao: flag('id_trabalhou_empresa_indicacao').notNull(),
    ds_observacao: varchar('ds_observacao', { length: 2000 }),
    id_grau_afinidade_indicador: flag('id_grau_afinidade_indicador'),
    nr_telefone_indicador: varchar('nr_telefone_indicador', { length: 20 }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por').references(() => usuario.cd_sip),
    alterado_em: timestamp('alterado_em', { withTimezone: true }),
    alterado_por: integer('alterado_por').references(() => usuario.cd_sip),
  },
  (t) => [
    index('indicacao_candidato_idx').on(t.cd_pessoa_candidato, t.dt_indicacao),
    check(
      'indicacao_tipo_ck',
      sql`${t.id_tipo_indicacao} IS NULL OR ${t.id_tipo_indicacao} IN ('O', 'M', 'A', 'T')`,
    ),
    check(
      'indicacao_turno_ck',
      sql`${t.ds_turno_indicador} IS NULL OR ${t.ds_turno_indicador} IN ('MANHA', 'TARDE', 'NOITE', 'COMERCIAL')`,
    ),
    check('indicacao_trabalhou_ck', sql`${t.id_trabalhou_empresa_indicacao} IN ('S', 'N')`),
    check(
      'indicacao_afinidade_ck',
      sql`${t.id_grau_afinidade_indicador} IS NULL OR ${t.id_grau_afinidade_indicador} IN ('I', 'A', 'V', 'P', 'C', 'O')`,
    ),
  ],
);
