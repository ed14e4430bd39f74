import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { cliente } from './cliente';
import { flag } from './colunas';
import { mensagem_saida } from './mensageria';
import { empresa } from './pessoa';
import { usuario } from './usuario';
import { vaga } from './vaga';

/**
 * A placement: an approved candidate starting work for the client. id_situacao A active,
 * E ended early (dt_encerramento, ds_motivo_encerramento), C cancelled (the approval was undone),
 * T finished at its term. A temporary one (hiring type 2) has its end (dt_fim, first term in
 * dt_fim_original) and at most one extension. A replacement names the placement it replaces.
 * alerta_30_em / alerta_7_em: when the end-of-contract alerts went out.
 */
export const contratacao = pgTable(
  'contratacao',
  {
    id_contratacao: bigint('id_contratacao', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa),
    cd_empresa: integer('cd_empresa').references(() => empresa.cd_empresa),
    cd_pessoa_analista: bigint('cd_pessoa_analista', { mode: 'number' }),
    cd_tipo_contratacao: smallint('cd_tipo_contratacao').notNull(),
    /** Apprentice contract (CLT art. 428), counted in the client's apprentice range. */
    id_aprendiz: flag('id_aprendiz').notNull().default('N'),
    dt_inicio: date('dt_inicio').notNull(),
    dt_fim: date('dt_fim'),
    dt_fim_original: date('dt_fim_original'),
    qt_prorrogacoes: smallint('qt_prorrogacoes').notNull().default(0),
    dt_prorrogacao: timestamp('dt_prorrogacao', { withTimezone: true }),
    ds_motivo_prorrogacao: varchar('ds_motivo_prorrogacao', { length: 500 }),
    id_situacao: flag('id_situacao').notNull().default('A'),
    dt_encerramento: date('dt_encerramento'),
    ds_motivo_encerramento: varchar('ds_motivo_encerramento', { length: 500 }),
    id_contratacao_substituida: bigint('id_contratacao_substituida', { mode: 'number' }),
    ds_motivo_substituicao: varchar('ds_motivo_substituicao', { length: 500 }),
    alerta_30_em: timestamp('alerta_30_em', { withTimezone: true }),
    alerta_7_em: timestamp('alerta_7_em', { withTimezone: true }),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'contratacao_substituida_fk',
      columns: [t.id_contratacao_substituida],
      foreignColumns: [t.id_contratacao],
    }),
    uniqueIndex('contratacao_vaga_candidato_uk')
      .on(t.nr_vaga, t.cd_pessoa_candidato)
      .where(sql`${t.id_situacao} <> 'C'`),
    index('contratacao_cliente_idx').on(t.cd_pessoa_cliente, t.id_situacao),
    index('contratacao_candidato_idx').on(t.cd_pessoa_candidato),
    index('contratacao_empresa_fim_idx').on(t.cd_empresa, t.dt_fim),
    // the quotas: the active placements of the candidates with a disability, and the apprentices
    index('contratacao_ativa_candidato_idx')
      .on(t.cd_pessoa_candidato, t.cd_pessoa_cliente)
      .where(sql`${t.id_situacao} = 'A'`),
    index('contratacao_aprendiz_ativo_idx')
      .on(t.cd_pessoa_cliente)
      .where(sql`${t.id_situacao} = 'A' AND ${t.id_aprendiz} = 'S'`),
    check('contratacao_situacao_ck', sql`${t.id_situacao} IN ('A', 'E', 'C', 'T')`),
    check('contratacao_prorrogacoes_ck', sql`${t.qt_prorrogacoes} BETWEEN 0 AND 1`),
  ],
);

/**
 * Every read of a candidate's sensitive data (disability records and reports, the medical report
 * PDF, documents, photos, the full resume PDF): who, when, what, from which screen. Rows are never
 * updated (a trigger refuses it); those older than 12 months are deleted by the retention job.
 */
export const lgpd_acesso = pgTable(
  'lgpd_acesso',
  {
    id_acesso: bigint('id_acesso', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' }).notNull(),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    /** What was read: deficiencia, laudo, laudo_pdf, documento, foto, curriculo_pdf. */
    ds_recurso: varchar('ds_recurso', { length: 40 }).notNull(),
    ds_detalhe: varchar('ds_detalhe', { length: 200 }),
    /** The screen (or API route) it was read from. */
    ds_tela: varchar('ds_tela', { length: 120 }),
    ds_ip: varchar('ds_ip', { length: 64 }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lgpd_acesso_candidato_idx').on(t.cd_pessoa_candidato, t.criado_em),
    index('lgpd_acesso_usuario_idx').on(t.cd_usuario, t.criado_em),
    index('lgpd_acesso_criado_idx').on(t.criado_em),
  ],
);

/**
 * The closing message of a vacancy to a candidate still pending in it (situations 5, 6, 8, 9): one
 * row per vacancy and candidate, written before sending, so a restart never sends twice.
 * id_resultado E sent, O the candidate opted out, S no contact, F failed.
 */
export const mensagem_fechamento_vaga = pgTable(
  'mensagem_fechamento_vaga',
  {
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    id_resultado: flag('id_resultado'),
    ds_canais: varchar('ds_canais', { length: 40 }),
    id_mensagem_saida: bigint('id_mensagem_saida', { mode: 'number' }).references(
      () => mensagem_saida.id_mensagem_saida,
      { onDelete: 'set null' },
    ),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'mensagem_fechamento_vaga_pk', columns: [t.nr_vaga, t.cd_pessoa_candidato] }),
    check(
      'mensagem_fechamento_vaga_resultado_ck',
      sql`${t.id_resultado} IS NULL OR ${t.id_resultado} IN ('E', 'O', 'S', 'F')`,
    ),
  ],
);
