import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato, candidato_deficiencia } from './candidato';
import { flag } from './colunas';
import { vaga } from './vaga';

/**
 * The catalogue of tests (reference data). id_tipo_teste: N numeric grade, C degree, E both;
 * id_especial names the three tests with their own forms (LS Learning Styles, LM Learning Means,
 * CONF the reliability evaluation).
 */
export const teste = pgTable(
  'teste',
  {
    cd_teste: smallint('cd_teste').primaryKey(),
    ds_teste: varchar('ds_teste', { length: 100 }).notNull(),
    id_tipo_teste: flag('id_tipo_teste').notNull(),
    id_especial: varchar('id_especial', { length: 4 }),
  },
  (t) => [
    uniqueIndex('teste_especial_uq').on(t.id_especial),
    check('teste_tipo_ck', sql`${t.id_tipo_teste} IN ('N', 'C', 'E')`),
    check('teste_especial_ck', sql`${t.id_especial} IN ('LS', 'LM', 'CONF')`),
  ],
);

/**
 * Question banks of the evaluations (reference data): id_tipo LS (true/false, ds_categoria the
 * style), LM (ds_categoria the group; its options in teste_opcao) or CONF (ds_categoria the
 * category of the reliability score, nm_teste_aplicado the instrument).
 */
export const teste_pergunta = pgTable(
  'teste_pergunta',
  {
    id: integer('id').primaryKey(),
    id_tipo: varchar('id_tipo', { length: 4 }).notNull(),
    ds_pergunta: varchar('ds_pergunta', { length: 400 }).notNull(),
    ds_categoria: varchar('ds_categoria', { length: 100 }).notNull(),
    nm_teste_aplicado: varchar('nm_teste_aplicado', { length: 100 }),
    nr_ordem: smallint('nr_ordem').notNull(),
  },
  (t) => [
    index('teste_pergunta_tipo_idx').on(t.id_tipo, t.nr_ordem),
    check('teste_pergunta_tipo_ck', sql`${t.id_tipo} IN ('LS', 'LM', 'CONF')`),
  ],
);

/** The answers offered by a Learning Means question; ds_categoria is the means the answer counts for. */
export const teste_opcao = pgTable(
  'teste_opcao',
  {
    id_resposta: integer('id_resposta').primaryKey(),
    id_pergunta: integer('id_pergunta')
      .notNull()
      .references(() => teste_pergunta.id, { onDelete: 'cascade' }),
    ds_resposta: varchar('ds_resposta', { length: 300 }).notNull(),
    ds_categoria: varchar('ds_categoria', { length: 100 }).notNull(),
    nr_ordem: smallint('nr_ordem').notNull(),
  },
  (t) => [index('teste_opcao_pergunta_idx').on(t.id_pergunta)],
);

/**
 * A test applied to a candidate. nr_nota 0–10 and cd_grau_teste (S, MS, M, MI, I) as the
 * catalogue's type asks; resultado holds what the server computed for LS, LM and CONF (scores per
 * style or means; the reliability totals, final score, rating and state).
 */
export const candidato_teste = pgTable(
  'candidato_teste',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_teste: smallint('cd_teste')
      .notNull()
      .references(() => teste.cd_teste),
    dt_teste: date('dt_teste').notNull(),
    nr_nota: numeric('nr_nota', { precision: 4, scale: 2, mode: 'number' }),
    cd_grau_teste: varchar('cd_grau_teste', { length: 2 }),
    id_gera_laudo: flag('id_gera_laudo').notNull().default('N'),
    resultado: jsonb('resultado'),
    criado_por: integer('criado_por'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_por: integer('alterado_por'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }),
  },
  (t) => [
    index('candidato_teste_candidato_idx').on(t.cd_pessoa_candidato, t.dt_teste),
    check('candidato_teste_nota_ck', sql`${t.nr_nota} IS NULL OR (${t.nr_nota} >= 0 AND ${t.nr_nota} <= 10)`),
    check(
      'candidato_teste_grau_ck',
      sql`${t.cd_grau_teste} IS NULL OR ${t.cd_grau_teste} IN ('S', 'MS', 'M', 'MI', 'I')`,
    ),
    check('candidato_teste_laudo_ck', sql`${t.id_gera_laudo} IN ('S', 'N')`),
  ],
);

/** The answers of an evaluation: V/F (LS), the option's id (LM), the value 0.25/1.25/2.5 (CONF). */
export const candidato_teste_resposta = pgTable(
  'candidato_teste_resposta',
  {
    id_teste: bigint('id_teste', { mode: 'number' })
      .notNull()
      .references(() => candidato_teste.id, { onDelete: 'cascade' }),
    id_pergunta: integer('id_pergunta')
      .notNull()
      .references(() => teste_pergunta.id),
    ds_resposta: varchar('ds_resposta', { length: 10 }),
    nr_nota: numeric('nr_nota', { precision: 4, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.id_teste, t.id_pergunta] })],
);

/**
 * Who read a candidate's medical report (the generated one, tipo 'M') or a disability's report
 * file (tipo 'A'), and when.
 */
export const laudo_leitura = pgTable(
  'laudo_leitura',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    id_tipo: flag('id_tipo').notNull(),
    id_cid_candidato: bigint('id_cid_candidato', { mode: 'number' }).references(
      () => candidato_deficiencia.id_cid_candidato,
      { onDelete: 'set null' },
    ),
    cd_usuario: integer('cd_usuario').notNull(),
    lido_em: timestamp('lido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('laudo_leitura_candidato_idx').on(t.cd_pessoa_candidato, t.lido_em),
    check('laudo_leitura_tipo_ck', sql`${t.id_tipo} IN ('M', 'A')`),
  ],
);

/**
 * A document of a candidate's vacancy sent for signature: TIPO_DOC R termination, P extension.
 * documento_id is the signature service's id; id_situacao (A signed, R rejected, P pending) is the
 * last state its webhook or a reading reported.
 */
export const candidato_documento = pgTable(
  'candidato_documento',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga),
    tipo_doc: flag('tipo_doc').notNull(),
    documento_id: varchar('documento_id', { length: 100 }).notNull(),
    nm_documento: varchar('nm_documento', { length: 200 }).notNull(),
    dt_admissao: date('dt_admissao'),
    dt_demissao: date('dt_demissao'),
    id_situacao: flag('id_situacao').notNull().default('P'),
    dt_situacao: timestamp('dt_situacao', { withTimezone: true }),
    criado_por: integer('criado_por'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidato_documento_candidato_idx').on(t.cd_pessoa_candidato, t.nr_vaga),
    uniqueIndex('candidato_documento_documento_uq').on(t.documento_id),
    check('candidato_documento_tipo_ck', sql`${t.tipo_doc} IN ('R', 'P')`),
    check('candidato_documento_situacao_ck', sql`${t.id_situacao} IN ('A', 'R', 'P')`),
  ],
);

/**
 * The local signature adapter's documents: what Autentique would keep (the signers with their
 * viewed/signed/rejected events and e-mail events), so the status panel works without it.
 */
export const assinatura_local = pgTable('assinatura_local', {
  documento_id: varchar('documento_id', { length: 100 }).primaryKey(),
  nm_documento: varchar('nm_documento', { length: 200 }).notNull(),
  signatarios: jsonb('signatarios').notNull(),
  criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});
