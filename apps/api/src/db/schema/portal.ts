import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { flag } from './colunas';
import { vaga } from './vaga';

/**
 * A candidate's session in the portal (apart from the back-office's sessao): keyed by the SHA-256
 * of the random token held in the candidate's cookie.
 */
export const sessao_candidato = pgTable(
  'sessao_candidato',
  {
    id_sessao: varchar('id_sessao', { length: 64 }).primaryKey(),
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    ultimo_acesso_em: timestamp('ultimo_acesso_em', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessao_candidato_pessoa_idx').on(t.cd_pessoa),
    index('sessao_candidato_expira_idx').on(t.expira_em),
  ],
);

/** Consent to the processing of the candidate's data, with the version of the notice accepted. */
export const consentimento_candidato = pgTable(
  'consentimento_candidato',
  {
    id_consentimento: bigint('id_consentimento', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).references(() => vaga.nr_vaga, { onDelete: 'set null' }),
    ds_versao_aviso: varchar('ds_versao_aviso', { length: 20 }).notNull(),
    /** CANDIDATURA (applying through the portal). */
    ds_finalidade: varchar('ds_finalidade', { length: 40 }).notNull(),
    ds_ip: varchar('ds_ip', { length: 64 }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consentimento_candidato_pessoa_idx').on(t.cd_pessoa)],
);

/** A password-reset link sent by e-mail: the SHA-256 of its token, valid until expira_em, used once. */
export const redefinicao_senha_candidato = pgTable(
  'redefinicao_senha_candidato',
  {
    id_token: varchar('id_token', { length: 64 }).primaryKey(),
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('redefinicao_senha_candidato_pessoa_idx').on(t.cd_pessoa)],
);

/**
 * A candidate's request under the LGPD (erasure): P pending, A anonymised, N refused; the decision
 * is kept with who took it. cd_pessoa stays (the record is anonymised, not deleted).
 */
export const pedido_lgpd = pgTable(
  'pedido_lgpd',
  {
    id_pedido: bigint('id_pedido', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    id_tipo: flag('id_tipo').notNull().default('E'),
    id_situacao: flag('id_situacao').notNull().default('P'),
    ds_motivo: varchar('ds_motivo', { length: 2000 }),
    ds_decisao: varchar('ds_decisao', { length: 2000 }),
    cd_usuario_decisao: integer('cd_usuario_decisao'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    decidido_em: timestamp('decidido_em', { withTimezone: true }),
  },
  (t) => [
    index('pedido_lgpd_situacao_idx').on(t.id_situacao, t.criado_em),
    check('pedido_lgpd_situacao_ck', sql`${t.id_situacao} IN ('P', 'A', 'N')`),
  ],
);
