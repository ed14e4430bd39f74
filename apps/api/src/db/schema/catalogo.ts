import { char, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { flag } from './colunas';

/** Vacancy situations (1 aberta … 13 congelada); names in domain CATALOGO_SITUACOES_VAGA. */
export const situacao_vaga = pgTable('situacao_vaga', {
  cd_situacao_vaga: smallint('cd_situacao_vaga').primaryKey(),
  nm_situacao_vaga: varchar('nm_situacao_vaga', { length: 60 }).notNull(),
  ds_situacao_vaga: varchar('ds_situacao_vaga', { length: 200 }),
});

/** Reasons for cancelling a vacancy. */
export const motivo_cancelamento = pgTable('motivo_cancelamento', {
  cd_motivo_cancelamento: smallint('cd_motivo_cancelamento').primaryKey(),
  ds_motivo_cancelamento: varchar('ds_motivo_cancelamento', { length: 200 }).notNull(),
  id_ativo: flag('id_ativo').notNull().default('S'),
});

/** Reasons for rejecting a candidate on a vacancy (register 90). */
export const motivo_reprovacao = pgTable('motivo_reprovacao', {
  cd_motivo_reprovacao: smallint('cd_motivo_reprovacao').primaryKey(),
  ds_motivo_reprovacao: varchar('ds_motivo_reprovacao', { length: 200 }).notNull(),
  id_ativo: flag('id_ativo').notNull().default('S'),
});

/** Reasons a candidate gives up a vacancy (register 91). */
export const motivo_desistencia = pgTable('motivo_desistencia', {
  cd_motivo_desistencia: smallint('cd_motivo_desistencia').primaryKey(),
  ds_motivo_desistencia: varchar('ds_motivo_desistencia', { length: 200 }).notNull(),
  id_ativo: flag('id_ativo').notNull().default('S'),
});

/** Areas (departments) a vacancy is for (register 92); vaga.ds_area keeps the chosen name. */
export const area = pgTable('area', {
  cd_area: smallint('cd_area').primaryKey(),
  nm_area: varchar('nm_area', { length: 200 }).notNull(),
  id_ativo: flag('id_ativo').notNull().default('S'),
});

/** Stage of a candidate on a vacancy (3 em análise … 7 admitido). */
export const estagio_vaga = pgTable('estagio_vaga', {
  cd_estagio_vaga: smallint('cd_estagio_vaga').primaryKey(),
  nm_estagio_vaga: varchar('nm_estagio_vaga', { length: 60 }).notNull(),
});

/** Hiring types; id_tipo_contratacao is the report sigla (TE, TR, others Efetivo). */
export const tipo_contratacao = pgTable('tipo_contratacao', {
  cd_tipo_contratacao: smallint('cd_tipo_contratacao').primaryKey(),
  nm_tipo_contratacao: varchar('nm_tipo_contratacao', { length: 60 }).notNull(),
  id_tipo_contratacao: varchar('id_tipo_contratacao', { length: 2 }).notNull(),
});

/** Education levels (grau de instrução), ordered by code. */
export const escolaridade = pgTable('escolaridade', {
  cd_escolaridade: smallint('cd_escolaridade').primaryKey(),
  nm_escolaridade: varchar('nm_escolaridade', { length: 80 }).notNull(),
});

/** Languages. */
export const idioma = pgTable('idioma', {
  cd_idioma: smallint('cd_idioma').primaryKey(),
  nm_idioma: varchar('nm_idioma', { length: 60 }).notNull(),
});

/** Disability types (1, 2, 3, 4, 6, 7). */
export const tipo_deficiencia = pgTable('tipo_deficiencia', {
  cd_tipo_deficiencia: smallint('cd_tipo_deficiencia').primaryKey(),
  nm_tipo_deficiencia: varchar('nm_tipo_deficiencia', { length: 40 }).notNull(),
});

/** Internal position catalogue (SIP cargo). */
export const cargo = pgTable('cargo', {
  cd_cargo: integer('cd_cargo').primaryKey().generatedByDefaultAsIdentity(),
  nm_cargo: varchar('nm_cargo', { length: 120 }).notNull(),
  /** Usual vacancy type of the position (A, G, Q, O). */
  id_tipo_vaga: char('id_tipo_vaga', { length: 1 }),
  id_ativo: flag('id_ativo').notNull().default('S'),
});

/** Work shifts offered for a hiring type; cd_turno_datasul is the payroll system's code. */
export const turno = pgTable(
  'turno',
  {
    cd_turno: integer('cd_turno').primaryKey().generatedByDefaultAsIdentity(),
    nm_turno: varchar('nm_turno', { length: 200 }).notNull(),
    cd_turno_datasul: varchar('cd_turno_datasul', { length: 20 }),
    cd_tipo_contratacao: smallint('cd_tipo_contratacao')
      .notNull()
      .references(() => tipo_contratacao.cd_tipo_contratacao),
    id_ativo: flag('id_ativo').notNull().default('S'),
  },
  (t) => [index('turno_tipo_contratacao_idx').on(t.cd_tipo_contratacao)],
);

/** Software the candidates know (the editor's 'Softwares' list; cd_conhecimento). */
export const software = pgTable('software', {
  cd_conhecimento: smallint('cd_conhecimento').primaryKey(),
  nm_conhecimento: varchar('nm_conhecimento', { length: 80 }).notNull(),
});

/** Behavioural and technical competencies graded in the resume (cd_competencia). */
export const competencia = pgTable('competencia', {
  cd_competencia: smallint('cd_competencia').primaryKey(),
  nm_competencia: varchar('nm_competencia', { length: 80 }).notNull(),
});
