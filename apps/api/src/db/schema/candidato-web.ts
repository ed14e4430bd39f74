import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { flag } from './colunas';
import { requisicao, vaga } from './vaga';

/**
 * A candidate who applied online to a requisition (candidato web). id_tipo WEB for the site,
 * ELASTIC when the row came from a talent-pool search; id_desvincular_web S once discarded.
 */
export const candidato_web = pgTable(
  'candidato_web',
  {
    id_candidato_web: bigint('id_candidato_web', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    nr_requisicao: bigint('nr_requisicao', { mode: 'number' })
      .notNull()
      .references(() => requisicao.nr_requisicao, { onDelete: 'cascade' }),
    /** The vacancy the application came through, when known. */
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).references(() => vaga.nr_vaga, { onDelete: 'set null' }),
    id_tipo: varchar('id_tipo', { length: 10 }).notNull().default('WEB'),
    id_visto: flag('id_visto').notNull().default('N'),
    id_desvincular_web: flag('id_desvincular_web').notNull().default('N'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('candidato_web_candidato_requisicao_uq').on(t.cd_pessoa_candidato, t.nr_requisicao),
    index('candidato_web_requisicao_idx').on(t.nr_requisicao, t.id_desvincular_web),
    check('candidato_web_tipo_ck', sql`${t.id_tipo} IN ('WEB', 'ELASTIC')`),
  ],
);
