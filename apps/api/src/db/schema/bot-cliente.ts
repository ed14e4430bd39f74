import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { cliente } from './cliente';
import { usuario } from './usuario';

/**
 * Every Simples Nacional consultation of a client by the validation bot: when, what the source
 * answered (JSON text, with the source and the time of the answer, or the error), and who asked.
 */
export const cliente_valida_simples = pgTable(
  'cliente_valida_simples',
  {
    id_valida_simples: bigint('id_valida_simples', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa, { onDelete: 'cascade' }),
    dt_valida_simples: timestamp('dt_valida_simples', { withTimezone: true }).notNull().defaultNow(),
    ds_consulta: text('ds_consulta').notNull(),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
  },
  (t) => [index('cliente_valida_simples_cliente_idx').on(t.cd_pessoa_cliente, t.dt_valida_simples)],
);

/**
 * What the local Simples Nacional adapter answers (a stand-in for the Receita's open data): the
 * regime of each CNPJ it knows; a CNPJ missing here is answered as not found.
 */
export const simples_nacional_local = pgTable('simples_nacional_local', {
  nr_cnpj: varchar('nr_cnpj', { length: 14 }).primaryKey(),
  razao_social: varchar('razao_social', { length: 200 }).notNull(),
  opcao_pelo_simples: boolean('opcao_pelo_simples'),
  data_opcao_pelo_simples: date('data_opcao_pelo_simples'),
  data_exclusao_do_simples: date('data_exclusao_do_simples'),
  opcao_pelo_mei: boolean('opcao_pelo_mei'),
});
