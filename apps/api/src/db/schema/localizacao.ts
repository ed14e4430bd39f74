import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';

/** Countries (cd_pais 1 is Brazil). */
export const pais = pgTable('pais', {
  cd_pais: integer('cd_pais').primaryKey(),
  nm_pais: varchar('nm_pais', { length: 80 }).notNull(),
  cd_iso: char('cd_iso', { length: 2 }),
  nm_nacionalidade: varchar('nm_nacionalidade', { length: 80 }),
});

/** Brazilian states (UF). */
export const estado = pgTable('estado', {
  cd_uf: char('cd_uf', { length: 2 }).primaryKey(),
  nm_uf: varchar('nm_uf', { length: 60 }).notNull(),
  cd_pais: integer('cd_pais')
    .notNull()
    .references(() => pais.cd_pais),
  /** IBGE state code (e.g. 42 for SC). */
  cd_ibge: smallint('cd_ibge'),
  nm_regiao: varchar('nm_regiao', { length: 20 }),
});

/** Municipalities; cd_cidade is the 7-digit IBGE code. */
export const cidade = pgTable(
  'cidade',
  {
    cd_cidade: integer('cd_cidade').primaryKey(),
    nm_cidade: varchar('nm_cidade', { length: 120 }).notNull(),
    cd_uf: char('cd_uf', { length: 2 })
      .notNull()
      .references(() => estado.cd_uf),
    cd_pais: integer('cd_pais')
      .notNull()
      .references(() => pais.cd_pais),
  },
  (t) => [
    index('cidade_uf_nome_idx').on(t.cd_uf, t.nm_cidade),
    // search-as-you-type ignoring case and accents: WHERE f_unaccent(lower(nm_cidade)) LIKE '%...%'
    index('cidade_nome_trgm_idx').using('gin', sql`f_unaccent(lower(${t.nm_cidade})) gin_trgm_ops`),
  ],
);

/** Neighbourhoods of a city (nm_cidade and cd_uf repeated because the API filters by them). */
export const bairro = pgTable(
  'bairro',
  {
    cd_bairro: integer('cd_bairro').primaryKey().generatedByDefaultAsIdentity(),
    nm_bairro: varchar('nm_bairro', { length: 120 }).notNull(),
    cd_cidade: integer('cd_cidade')
      .notNull()
      .references(() => cidade.cd_cidade),
    nm_cidade: varchar('nm_cidade', { length: 120 }).notNull(),
    cd_uf: char('cd_uf', { length: 2 }).notNull(),
  },
  (t) => [
    unique('bairro_cidade_nome_uq').on(t.cd_cidade, t.nm_bairro),
    index('bairro_uf_cidade_idx').on(t.cd_uf, t.nm_cidade),
  ],
);
