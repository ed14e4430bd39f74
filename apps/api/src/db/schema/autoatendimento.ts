import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { flag } from './colunas';
import { empresa } from './pessoa';
import { usuario } from './usuario';
import { vaga } from './vaga';

/**
 * The self-service queue (spec 001 §2.8): a candidate who registered at a unit's kiosk for a vacancy
 * published to self-service, one row per candidate, vacancy and day. cd_situacao_atual follows
 * SITUACAO_AUTOATENDIMENTO (1 waiting, 2 forwarded, 3 rejected, 4 recycled, 5 did not attend,
 * 6 scheduled); nr_vaga_destino is where it was forwarded or recycled to.
 */
export const autoatendimento_fila = pgTable(
  'autoatendimento_fila',
  {
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    /** Day of the queue (business date). */
    data_agenda: date('data_agenda').notNull(),
    /** Self-service unit where the candidate registered. */
    cd_empresa: integer('cd_empresa')
      .notNull()
      .references(() => empresa.cd_empresa),
    /** When the candidate registered at the kiosk. */
    dt_historico: timestamp('dt_historico', { withTimezone: true }).notNull().defaultNow(),
    id_atendimento: flag('id_atendimento').notNull().default('N'),
    cd_situacao_atual: smallint('cd_situacao_atual').notNull().default(1),
    nr_vaga_destino: bigint('nr_vaga_destino', { mode: 'number' }).references(() => vaga.nr_vaga, {
      onDelete: 'set null',
    }),
    ds_motivo: varchar('ds_motivo', { length: 2000 }),
    alterado_por: integer('alterado_por').references(() => usuario.cd_sip),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'autoatendimento_fila_pk',
      columns: [t.cd_pessoa_candidato, t.nr_vaga, t.data_agenda],
    }),
    index('autoatendimento_fila_empresa_idx').on(t.cd_empresa, t.data_agenda),
    check('autoatendimento_fila_situacao_ck', sql`${t.cd_situacao_atual} BETWEEN 1 AND 6`),
    check('autoatendimento_fila_atendimento_ck', sql`${t.id_atendimento} IN ('S', 'N')`),
  ],
);
