import { bigint, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { flag } from './colunas';
import { empresa } from './pessoa';
import { usuario } from './usuario';
import { vaga } from './vaga';

/**
 * Alerts shown to analysts (cd_tipo_aviso 3 vacancy assigned, 16 unfrozen, 20 new vacancy in
 * recruitment, 90 candidate waiting in the attendance queue). Addressed to one user (cd_sip) or, when cd_sip is null, to a unit (cd_empresa).
 */
export const aviso = pgTable(
  'aviso',
  {
    id_aviso: bigint('id_aviso', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_sip: integer('cd_sip').references(() => usuario.cd_sip, { onDelete: 'cascade' }),
    cd_empresa: integer('cd_empresa').references(() => empresa.cd_empresa),
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    cd_tipo_aviso: smallint('cd_tipo_aviso').notNull(),
    ds_complemento_aviso: varchar('ds_complemento_aviso', { length: 500 }),
    dt_geracao: timestamp('dt_geracao', { withTimezone: true }).notNull().defaultNow(),
    id_visualizado: flag('id_visualizado').notNull().default('N'),
    dt_visualizado: timestamp('dt_visualizado', { withTimezone: true }),
  },
  (t) => [
    index('aviso_usuario_idx').on(t.cd_sip, t.id_visualizado, t.dt_geracao),
    index('aviso_empresa_idx').on(t.cd_empresa, t.id_visualizado, t.dt_geracao),
  ],
);
