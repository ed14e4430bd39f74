import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * DDL a bulk load removed (indexes, foreign keys) and must put back. Written before the load drops
 * anything, so an interrupted load is repaired by the next one.
 */
export const carga_ddl_pendente = pgTable('carga_ddl_pendente', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  ds_ddl: text('ds_ddl').notNull(),
  criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});
