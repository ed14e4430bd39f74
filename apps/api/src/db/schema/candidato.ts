import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cargo, competencia, escolaridade, idioma, software, tipo_deficiencia } from './catalogo';
import { dinheiro, flag, tsvector } from './colunas';
import { pais } from './localizacao';
import { empresa, pessoa } from './pessoa';

/**
 * A job seeker (extends pessoa 1:1; name, nickname, CPF and e-mail live in pessoa).
 *
 * The residence address is cd_uf / nm_cidade / nm_bairro / cd_pais (the save form's
 * cd_uf_reside, nm_cidade_reside, cd_pais_reside); the place of birth is cd_pais_origem /
 * cd_uf_origem / nm_cidade_origem (the form's cd_pais, cd_uf, nm_cidade_origem). The search indexes
 * need the residence under the short names.
 *
 * tsv_pesquisa, cargos_anos, idiomas_niveis and deficiencias are derived: call atualizar_pesquisa_candidato(cd_pessoa) in the
 * same transaction after changing the candidate or any of its child rows.
 */
export const candidato = pgTable(
  'candidato',
  {
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .primaryKey()
      .references(() => pessoa.cd_pessoa, { onDelete: 'cascade' }),
    /** Unit where the record was created. */
    cd_empresa: integer('cd_empresa').references(() => empresa.cd_empresa),

    // personal data
    dt_nascimento: date('dt_nascimento'),
    id_sexo: flag('id_sexo'),
    id_estado_civil: flag('id_estado_civil'),
    nm_pessoa_mae: varchar('nm_pessoa_mae', { length: 200 }),
    nm_pessoa_pai: varchar('nm_pessoa_pai', { length: 200 }),
    cd_pais_origem: integer('cd_pais_origem').references(() => pais.cd_pais),
    cd_uf_origem: char('cd_uf_origem', { length: 2 }),
    nm_cidade_origem: varchar('nm_cidade_origem', { length: 120 }),
    nr_ano_chegada_brasil: smallint('nr_ano_chegada_brasil'),
    id_primeiro_emprego: flag('id_primeiro_emprego').notNull().default('N'),
    id_possue_deficiencia: flag('id_possue_deficiencia').notNull().default('N'),
    /** Metres, e.g. 1.75. */
    nr_altura: numeric('nr_altura', { precision: 3, scale: 2, mode: 'number' }),
    /** Kilograms. */
    nr_peso: smallint('nr_peso'),
    id_fumante: flag('id_fumante'),
    id_cutis: flag('id_cutis'),
    id_cabelo: flag('id_cabelo'),
    id_olho: flag('id_olho'),
    nr_calcado: smallint('nr_calcado'),
    id_tamanho_calca: varchar('id_tamanho_calca', { length: 3 }),
    id_tamanho_camisa: varchar('id_tamanho_camisa', { length: 3 }),
    /** Experience in promotional events, and its kinds. */
    id_experiencia: flag('id_experiencia'),
    id_abordagem: flag('id_abordagem'),
    id_demonstracao: flag('id_demonstracao'),
    id_reposicao: flag('id_reposicao'),
    ds_inf_experiencia: varchar('ds_inf_experiencia', { length: 200 }),
    possui_filhos: flag('possui_filhos'),
    nr_filho: smallint('nr_filho'),
    possui_veiculo: flag('possui_veiculo'),
    cd_habilitacao_cat: varchar('cd_habilitacao_cat', { length: 2 }),
    ds_www: varchar('ds_www', { length: 200 }),
    check_responsabilidades_sociais: flag('check_responsabilidades_sociais'),
    ds_responsabilidades_sociais: varchar('ds_responsabilidades_sociais', { length: 2000 }),
    check_hobbies: flag('check_hobbies'),
    ds_hobbies: varchar('ds_hobbies', { length: 2000 }),
    pretensao_salarial: dinheiro('pretensao_salarial'),
    ds_experiencia_profissional: text('ds_experiencia_profissional'),
    ds_laudo: text('ds_laudo'),
    /** Storage key of the profile photo. */
    ds_foto_candidato: varchar('ds_foto_candidato', { length: 300 }),
    /** Image-use consent: 0 pending, 1 released, 2 denied. */
    id_uso_imagem: flag('id_uso_imagem').notNull().default('0'),
    /** Highest education level reached (derived from the education records). */
    cd_escolaridade: smallint('cd_escolaridade').references(() => escolaridade.cd_escolaridade),
    /** Currently studying (an education record with situation A). */
    id_cursando: flag('id_cursando').notNull().default('N'),

    // residence address
    cd_cep: varchar('cd_cep', { length: 9 }),
    /** Street name (the legacy calls the street 'nm_cep'). */
    nm_cep: varchar('nm_cep', { length: 200 }),
    nr_endereco: varchar('nr_endereco', { length: 20 }),
    ds_complemento: varchar('ds_complemento', { length: 120 }),
    ds_referencia: varchar('ds_referencia', { length: 200 }),
    nm_bairro: varchar('nm_bairro', { length: 120 }),
    cd_cidade: integer('cd_cidade'),
    nm_cidade: varchar('nm_cidade', { length: 120 }),
    cd_uf: char('cd_uf', { length: 2 }),
    cd_pais: integer('cd_pais').default(1),

    // phones
    nr_telefone_cel: varchar('nr_telefone_cel', { length: 20 }),
    nr_telefone_rec: varchar('nr_telefone_rec', { length: 20 }),
    nr_telefone_res: varchar('nr_telefone_res', { length: 20 }),
    ds_observacao_cel: varchar('ds_observacao_cel', { length: 100 }),
    ds_observacao_rec: varchar('ds_observacao_rec', { length: 100 }),
    ds_observacao_res: varchar('ds_observacao_res', { length: 100 }),
    id_possui_whatsapp_cel: flag('id_possui_whatsapp_cel').notNull().default('N'),
    id_possui_whatsapp_rec: flag('id_possui_whatsapp_rec').notNull().default('N'),
    /** The candidate asked not to receive messages about vacancies (closing messages, campaigns): S. */
    id_recusa_mensagens: flag('id_recusa_mensagens').notNull().default('N'),

    // documents
    nr_documento_pis: varchar('nr_documento_pis', { length: 11 }),
    nr_documento_nit: varchar('nr_documento_nit', { length: 11 }),
    nr_documento_ctps: varchar('nr_documento_ctps', { length: 20 }),
    nr_serie_ctps: varchar('nr_serie_ctps', { length: 10 }),
    dt_emissao_ctps: date('dt_emissao_ctps'),
    cd_estado_emite_ctps: char('cd_estado_emite_ctps', { length: 2 }),
    nm_cidade_emite_ctps: varchar('nm_cidade_emite_ctps', { length: 120 }),
    nr_documento_rg: varchar('nr_documento_rg', { length: 14 }),
    orgao_emissor_rg: varchar('orgao_emissor_rg', { length: 20 }),
    dt_emissao_rg: date('dt_emissao_rg'),
    cd_estado_emite_rg: char('cd_estado_emite_rg', { length: 2 }),
    nm_cidade_emite_rg: varchar('nm_cidade_emite_rg', { length: 120 }),

    // shifts the candidate accepts
    id_turno_normal: flag('id_turno_normal').notNull().default('N'),
    id_turno_matutino: flag('id_turno_matutino').notNull().default('N'),
    id_turno_vespertino: flag('id_turno_vespertino').notNull().default('N'),
    id_turno_noturno: flag('id_turno_noturno').notNull().default('N'),
    id_revezamento: flag('id_revezamento').notNull().default('N'),

    // web access (the password is stored as a hash)
    nm_senha_web: text('nm_senha_web'),
    ds_lembrete_senha_web: varchar('ds_lembrete_senha_web', { length: 100 }),

    // status
    /** Score stored at twice the displayed value (0..10 shown as 0..5 stars). */
    nr_nota_candidato: smallint('nr_nota_candidato'),
    /** HOT candidate. */
    id_destaque: flag('id_destaque').notNull().default('N'),
    id_bloqueado: flag('id_bloqueado').notNull().default('N'),
    /** Inactive until this date. */
    dt_inativo: date('dt_inativo'),
    /** e-Social: V, L, E, I, N, R. */
    id_situacao_esocial: flag('id_situacao_esocial').notNull().default('N'),

    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_por: integer('alterado_por'),

    // search data, kept by atualizar_pesquisa_candidato
    tsv_pesquisa: tsvector('tsv_pesquisa'),
    /** Desired positions with years of experience: cd_cargo * 100 + years (0..99). */
    cargos_anos: integer('cargos_anos').array().notNull().default(sql`'{}'::int[]`),
    /**
     * Languages with every minimum level the candidate meets (2..4 for speaking, reading and
     * writing): cd_idioma * 1000 + speaking * 100 + reading * 10 + writing (migration 0012).
     */
    idiomas_niveis: integer('idiomas_niveis').array().notNull().default(sql`'{}'::int[]`),
    /** Active disability types (cd_tipo_deficiencia). */
    deficiencias: integer('deficiencias').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    // the vector and the week of the last update (semana_pesquisa, migration 0015): a keyword searched
    // in a recent window reads, in one scan, only the postings of the window's weeks
    index('candidato_tsv_idx')
      .using('gin', t.tsv_pesquisa, sql`semana_pesquisa(${t.alterado_em})`)
      .with({ fastupdate: false }),
    // each lexeme of the vector keyed by the city (lexemas_cidade, migration 0011): a keyword searched in
    // a city reads the postings of that city only, instead of meeting the city's rows in a second index
    index('candidato_cidade_lexema_idx')
      .using('gin', sql`lexemas_cidade(${t.nm_cidade}, ${t.tsv_pesquisa})`)
      .with({ fastupdate: false }),
    index('candidato_cargos_anos_idx').using('gin', t.cargos_anos),
    index('candidato_uf_alterado_idx').on(t.cd_uf, t.alterado_em),
    index('candidato_uf_cidade_bairro_alterado_idx').on(t.cd_uf, t.nm_cidade, t.nm_bairro, t.alterado_em),
    index('candidato_cidade_alterado_idx').on(t.nm_cidade, t.alterado_em),
    index('candidato_alterado_idx').on(t.alterado_em),
    index('candidato_pcd_alterado_idx').on(t.alterado_em).where(sql`${t.id_possue_deficiencia} = 'S'`),
    // the quotas: which candidates have a disability, from the index alone
    index('candidato_pcd_idx').on(t.cd_pessoa).where(sql`${t.id_possue_deficiencia} = 'S'`),
    // the local CEP lookup finds a street by its CEP
    index('candidato_cep_idx').on(t.cd_cep),
    // PIS and NIT belong to one person each
    uniqueIndex('candidato_pis_uq').on(t.nr_documento_pis).where(sql`${t.nr_documento_pis} IS NOT NULL`),
    uniqueIndex('candidato_nit_uq').on(t.nr_documento_nit).where(sql`${t.nr_documento_nit} IS NOT NULL`),
  ],
);

/**
 * Every lexeme ever stored in a candidate's search vector: filled by triggers on candidato (migration
 * 0010) and never pruned, so it always holds at least the lexemes present. A prefix keyword (log*)
 * is turned into the few lexemes it stands for, and the text index is entered through them instead
 * of gathering every posting under the prefix.
 */
export const lexema_pesquisa = pgTable('lexema_pesquisa', { lexema: text('lexema').notNull() }, (t) => [
  // byte order: a prefix is a range of this index
  uniqueIndex('lexema_pesquisa_idx').on(t.lexema.op('text_pattern_ops')),
]);

/**
 * The candidate search's row (search by name, CPF or code, migration 0017): per candidate, what the
 * search filters on (the name as searched, f_unaccent(lower(pessoa.nm_pessoa)), the place, the
 * blocked flag) and what its list shows, so one index answers a name fragment within a city and the
 * 200 rows are read from this narrow table alone. Kept by triggers: inserts into candidato (one
 * statement for a whole load), changes of the copied columns of candidato and pessoa; a deleted
 * candidate takes its row along.
 */
export const candidato_busca = pgTable(
  'candidato_busca',
  {
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .primaryKey()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    /** f_unaccent(lower(nm_pessoa)): compared with LIKE, its trigrams indexed. */
    nm_busca: text('nm_busca').notNull(),
    cd_uf: char('cd_uf', { length: 2 }),
    nm_cidade: varchar('nm_cidade', { length: 120 }),
    id_bloqueado: flag('id_bloqueado').notNull().default('N'),
    // copies of pessoa and candidato shown in the list
    nm_pessoa: varchar('nm_pessoa', { length: 200 }).notNull(),
    nr_documento_cpf: varchar('nr_documento_cpf', { length: 11 }),
    id_destaque: flag('id_destaque').notNull().default('N'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull(),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull(),
    alterado_por: integer('alterado_por'),
  },
  (t) => [
    // a name fragment, alone or within a city: the city's key and the fragment's trigrams meet in one scan
    index('candidato_busca_nome_idx')
      .using('gin', t.nm_cidade, sql`${t.nm_busca} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('candidato_busca_local_idx').on(t.cd_uf, t.nm_cidade),
    // one candidate per CPF: the copy of pessoa's CPF each candidate has here is unique
    uniqueIndex('candidato_busca_cpf_uq')
      .on(t.nr_documento_cpf)
      .where(sql`${t.nr_documento_cpf} IS NOT NULL`),
    // 'Apenas bloqueados': a few candidates, wherever they are
    index('candidato_busca_bloqueado_idx').on(t.cd_uf, t.nm_cidade).where(sql`${t.id_bloqueado} = 'S'`),
  ],
);

/** Desired positions with years of experience (0.6 means six months). */
export const candidato_cargo = pgTable(
  'candidato_cargo',
  {
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_cargo: integer('cd_cargo')
      .notNull()
      .references(() => cargo.cd_cargo),
    nr_experiencia: numeric('nr_experiencia', { precision: 4, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    primaryKey({ columns: [t.cd_pessoa_candidato, t.cd_cargo] }),
    index('candidato_cargo_cargo_idx').on(t.cd_cargo),
  ],
);

/** Previous jobs; nr_sequencia identifies the row (the API deletes by it). */
export const candidato_emprego = pgTable(
  'candidato_emprego',
  {
    nr_sequencia: bigint('nr_sequencia', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    nm_pessoa_empresa: varchar('nm_pessoa_empresa', { length: 200 }).notNull(),
    nm_cargo: varchar('nm_cargo', { length: 120 }).notNull(),
    vl_ultimo_salario: dinheiro('vl_ultimo_salario'),
    dt_inicio: date('dt_inicio').notNull(),
    dt_fim: date('dt_fim'),
    ds_motivo_saida: varchar('ds_motivo_saida', { length: 500 }),
    ds_experiencia_profissional: varchar('ds_experiencia_profissional', { length: 4000 }),
  },
  (t) => [index('candidato_emprego_candidato_idx').on(t.cd_pessoa_candidato, t.dt_inicio)],
);

/** Education and courses; nr_sequencia identifies the row. */
export const candidato_formacao = pgTable(
  'candidato_formacao',
  {
    nr_sequencia: bigint('nr_sequencia', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    /** 1 Fundamental … 8 Pós Doutorado, 9 Curso Extracurricular. */
    cd_nivel: smallint('cd_nivel').notNull(),
    /** C Concluído, T Trancado, A Cursando, D Desistente. */
    id_situacao: flag('id_situacao').notNull(),
    nm_curso: varchar('nm_curso', { length: 80 }),
    nm_pessoa_estab_ensino: varchar('nm_pessoa_estab_ensino', { length: 80 }),
    /** Month/year of conclusion, stored as the first day of the month. */
    dt_conclusao_curso: date('dt_conclusao_curso'),
    nr_carga_horaria: smallint('nr_carga_horaria'),
    ds_serie: varchar('ds_serie', { length: 15 }),
    ds_observacoes: varchar('ds_observacoes', { length: 2000 }),
  },
  (t) => [
    index('candidato_formacao_candidato_idx').on(t.cd_pessoa_candidato),
    check('candidato_formacao_nivel_ck', sql`${t.cd_nivel} BETWEEN 1 AND 9`),
    check('candidato_formacao_situacao_ck', sql`${t.id_situacao} IN ('C', 'T', 'A', 'D')`),
  ],
);

/** Languages with reading, writing and speaking levels 1..4. */
export const candidato_idioma = pgTable(
  'candidato_idioma',
  {
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_idioma: smallint('cd_idioma')
      .notNull()
      .references(() => idioma.cd_idioma),
    id_leitura: smallint('id_leitura').notNull().default(2),
    id_escrita: smallint('id_escrita').notNull().default(2),
    id_fala: smallint('id_fala').notNull().default(2),
  },
  (t) => [
    primaryKey({ columns: [t.cd_pessoa_candidato, t.cd_idioma] }),
    // the language filter: cd_idioma = ? AND each level >= ?, answered from the index alone
    index('candidato_idioma_filtro_idx').on(
      t.cd_idioma,
      t.id_fala,
      t.id_leitura,
      t.id_escrita,
      t.cd_pessoa_candidato,
    ),
    check(
      'candidato_idioma_niveis_ck',
      sql`${t.id_leitura} BETWEEN 1 AND 4 AND ${t.id_escrita} BETWEEN 1 AND 4 AND ${t.id_fala} BETWEEN 1 AND 4`,
    ),
  ],
);

/** Disability (PCD) records with the medical report; id_status I means inactive. */
export const candidato_deficiencia = pgTable(
  'candidato_deficiencia',
  {
    id_cid_candidato: bigint('id_cid_candidato', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_tipo_deficiencia: smallint('cd_tipo_deficiencia')
      .notNull()
      .references(() => tipo_deficiencia.cd_tipo_deficiencia),
    cd_cid: varchar('cd_cid', { length: 50 }),
    ds_observacao: varchar('ds_observacao', { length: 150 }),
    /** Date of the medical report. */
    dt_validade: date('dt_validade'),
    /** Storage key of the report file. */
    ds_caminho_laudo: varchar('ds_caminho_laudo', { length: 300 }),
    id_status: flag('id_status').notNull().default('A'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por'),
  },
  (t) => [
    index('candidato_deficiencia_candidato_idx').on(t.cd_pessoa_candidato),
    check('candidato_deficiencia_tipo_ck', sql`${t.cd_tipo_deficiencia} IN (1, 2, 3, 4, 6, 7)`),
  ],
);

/**
 * Who created (I) or changed (A) a candidate, and when (spec 002 §2.4, §3.4 'Changed-candidate row').
 * Written by triggers on candidato in the writer's transaction, from criado_por / alterado_por (the
 * user's cd_sip) whenever a write sets them: every candidate write leaves its row here.
 */
export const candidato_operacao = pgTable(
  'candidato_operacao',
  {
    id_operacao: bigint('id_operacao', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cd_pessoa: bigint('cd_pessoa', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    /** The user (cd_sip) who wrote. */
    cd_usuario: integer('cd_usuario').notNull(),
    /** I created, A changed. */
    id_tipo_operacao: char('id_tipo_operacao', { length: 1 }).notNull(),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Relatório - Candidato reads each chosen analyst's operations newest first in the report's order
    // (time, then id) and stops at its limit: a backward scan per analyst, merged
    index('candidato_operacao_usuario_idx').on(t.cd_usuario, t.id_tipo_operacao, t.criado_em, t.id_operacao),
    index('candidato_operacao_pessoa_idx').on(t.cd_pessoa),
    check('candidato_operacao_tipo_ck', sql`${t.id_tipo_operacao} IN ('I', 'A')`),
  ],
);

/** Software the candidate knows, with the level (1 basic, 2 intermediate, 3 advanced). */
export const candidato_software = pgTable(
  'candidato_software',
  {
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_conhecimento: smallint('cd_conhecimento')
      .notNull()
      .references(() => software.cd_conhecimento),
    id_conhecimento: smallint('id_conhecimento').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.cd_pessoa_candidato, t.cd_conhecimento] }),
    check('candidato_software_nivel_ck', sql`${t.id_conhecimento} BETWEEN 1 AND 3`),
  ],
);

/** Competencies with a grade 1..5; id_mostra_curriculo shows it on the printed resume. */
export const candidato_competencia = pgTable(
  'candidato_competencia',
  {
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_competencia: smallint('cd_competencia')
      .notNull()
      .references(() => competencia.cd_competencia),
    nr_nota: smallint('nr_nota').notNull().default(1),
    id_mostra_curriculo: flag('id_mostra_curriculo').notNull().default('N'),
  },
  (t) => [
    primaryKey({ columns: [t.cd_pessoa_candidato, t.cd_competencia] }),
    check('candidato_competencia_nota_ck', sql`${t.nr_nota} BETWEEN 1 AND 5`),
  ],
);

/** Recruiters' opinions on a candidate (parecer), 50 to 3800 characters. */
export const candidato_parecer = pgTable(
  'candidato_parecer',
  {
    id_parecer: bigint('id_parecer', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    ds_observacoes: varchar('ds_observacoes', { length: 3800 }).notNull(),
    cd_usuario: integer('cd_usuario'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidato_parecer_candidato_idx').on(t.cd_pessoa_candidato, t.criado_em)],
);
