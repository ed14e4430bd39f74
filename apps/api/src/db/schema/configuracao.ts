import { char, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Per page, whether it opens natively (N) or as the legacy site's frame (L). A page without a row is
 * native; the choice only matters while LEGACY_SITE_URL is set.
 */
export const pagina_legado = pgTable('pagina_legado', {
  cd_pagina: varchar('cd_pagina', { length: 80 }).primaryKey(),
  id_modo: char('id_modo', { length: 1 }).notNull().default('N'),
  alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  alterado_por: integer('alterado_por'),
});
