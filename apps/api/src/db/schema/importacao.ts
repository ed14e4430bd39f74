import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuario } from './usuario';

/**
 * One import of a file of the company's data (candidatos, clientes with contatos, usuários, vagas
 * abertas): who sent it, the file's name and hash, the mapping and choices, its situation and the
 * counts by outcome. The file itself is kept in the upload folder until the import ends.
 */
export const importacao = pgTable(
  'importacao',
  {
    cd_importacao: integer('cd_importacao').primaryKey().generatedByDefaultAsIdentity(),
    /** candidatos, clientes, usuarios or vagas. */
    id_tipo: varchar('id_tipo', { length: 20 }).notNull(),
    nm_arquivo: varchar('nm_arquivo', { length: 255 }).notNull(),
    /** SHA-256 of the file, hexadecimal. */
    ds_hash: char('ds_hash', { length: 64 }).notNull(),
    nr_bytes: bigint('nr_bytes', { mode: 'number' }).notNull(),
    /** csv, xlsx or json. */
    id_formato: varchar('id_formato', { length: 5 }).notNull(),
    /** Where the file waits for the dry run and the import (removed when the import ends). */
    ds_caminho: text('ds_caminho'),
    /** The cli's imports have no user. */
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /** carregada, simulando, simulada, importando, concluida, cancelada, falhou. */
    id_situacao: varchar('id_situacao', { length: 12 }).notNull().default('carregada'),
    /** What a row already in the base does: A updates it, I skips it. */
    id_existentes: char('id_existentes', { length: 1 }).notNull().default('I'),
    /** The file's header and its first rows, shown beside the mapping. */
    js_cabecalho: jsonb('js_cabecalho').notNull(),
    js_amostra: jsonb('js_amostra').notNull(),
    /** Column of the file -> field of the record. */
    js_mapeamento: jsonb('js_mapeamento'),
    nr_linhas: integer('nr_linhas').notNull().default(0),
    nr_validas: integer('nr_validas').notNull().default(0),
    nr_avisos: integer('nr_avisos').notNull().default(0),
    nr_erros: integer('nr_erros').notNull().default(0),
    nr_inseridas: integer('nr_inseridas').notNull().default(0),
    nr_atualizadas: integer('nr_atualizadas').notNull().default(0),
    nr_ignoradas: integer('nr_ignoradas').notNull().default(0),
    /** Rows the current step (dry run or import) has gone through. */
    nr_processadas: integer('nr_processadas').notNull().default(0),
    /** The last file row the import wrote: a restarted job goes on after it. */
    nr_ultima_linha: integer('nr_ultima_linha').notNull().default(0),
    id_cancelar: char('id_cancelar', { length: 1 }).notNull().default('N'),
    dt_inicio: timestamp('dt_inicio', { withTimezone: true }),
    dt_fim: timestamp('dt_fim', { withTimezone: true }),
    ds_erro: text('ds_erro'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('importacao_tipo_idx').on(t.id_tipo, t.criado_em)],
);

/**
 * A row of an import's file as the dry run read it: its status (V valid, A valid with a warning,
 * E error), its messages, the natural key (CPF, CNPJ, login, vacancy number) and the values the
 * import writes; id_resultado is what the import did with it (I inserted, U updated, S skipped).
 */
export const importacao_linha = pgTable(
  'importacao_linha',
  {
    cd_importacao: integer('cd_importacao')
      .notNull()
      .references(() => importacao.cd_importacao, { onDelete: 'cascade' }),
    nr_linha: integer('nr_linha').notNull(),
    id_status: char('id_status', { length: 1 }).notNull(),
    ds_chave: varchar('ds_chave', { length: 60 }),
    ds_mensagens: text('ds_mensagens'),
    js_dados: jsonb('js_dados'),
    id_resultado: char('id_resultado', { length: 1 }),
    /** The record the row made or updated (cd_pessoa, cd_sip, nr_vaga). */
    cd_registro: bigint('cd_registro', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.cd_importacao, t.nr_linha] }),
    index('importacao_linha_status_idx').on(t.cd_importacao, t.id_status, t.nr_linha),
  ],
);

/** A mapping of columns saved by name for the next file of the same kind. */
export const importacao_mapeamento = pgTable(
  'importacao_mapeamento',
  {
    cd_mapeamento: integer('cd_mapeamento').primaryKey().generatedByDefaultAsIdentity(),
    id_tipo: varchar('id_tipo', { length: 20 }).notNull(),
    nm_mapeamento: varchar('nm_mapeamento', { length: 100 }).notNull(),
    js_colunas: jsonb('js_colunas').notNull(),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('importacao_mapeamento_nome_idx').on(t.id_tipo, sql`lower(${t.nm_mapeamento})`)],
);
