import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  foreignKey,
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
import { candidato } from './candidato';
import {
  cargo,
  escolaridade,
  estagio_vaga,
  idioma,
  motivo_cancelamento,
  motivo_desistencia,
  motivo_reprovacao,
  situacao_vaga,
  tipo_contratacao,
  turno,
} from './catalogo';
import { cargo_cliente, centro_custo, cliente } from './cliente';
import { dinheiro, flag, percentual } from './colunas';
import { empresa, pessoa } from './pessoa';
import { usuario } from './usuario';

/** A client's order; groups vacancies that share benefits and web publishing. */
export const requisicao = pgTable(
  'requisicao',
  {
    nr_requisicao: bigint('nr_requisicao', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa),
    /** Unit that handles the requisition. */
    cd_empresa: integer('cd_empresa')
      .notNull()
      .references(() => empresa.cd_empresa),
    cd_empresa_cliente: integer('cd_empresa_cliente').references(() => empresa.cd_empresa),
    dt_requisicao: date('dt_requisicao').notNull(),
    qt_vagas: smallint('qt_vagas').notNull().default(1),
    nm_requisitante: varchar('nm_requisitante', { length: 200 }),
    ds_observacoes: text('ds_observacoes'),
    /** What the opening chose for all its vacancies (null on requisitions made before the native opening). */
    cd_tipo_contratacao: smallint('cd_tipo_contratacao').references(
      () => tipo_contratacao.cd_tipo_contratacao,
    ),
    ds_area: varchar('ds_area', { length: 200 }),
    nr_pedido_cliente: varchar('nr_pedido_cliente', { length: 60 }),
    id_recrutamento: flag('id_recrutamento').notNull().default('N'),
    id_tipo_vaga: flag('id_tipo_vaga'),
    /** A open, C cancelled (its vacancies cancelled with it). */
    id_situacao: flag('id_situacao').notNull().default('A'),
    cd_motivo_cancelamento: smallint('cd_motivo_cancelamento').references(
      () => motivo_cancelamento.cd_motivo_cancelamento,
    ),
    ds_motivo_cancelamento: varchar('ds_motivo_cancelamento', { length: 2000 }),
    dt_cancelamento: timestamp('dt_cancelamento', { withTimezone: true }),
    cd_usuario_cancelamento: integer('cd_usuario_cancelamento'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_por: integer('alterado_por'),
  },
  (t) => [
    index('requisicao_cliente_idx').on(t.cd_pessoa_cliente),
    index('requisicao_empresa_idx').on(t.cd_empresa, t.dt_requisicao),
  ],
);

/**
 * One vacancy. Columns follow spec 000 §3.3 (details), §3.4 (web publishing), §3.5 (billing),
 * §3.9 (search profile) and spec 001 §3 (opening). Days open count from dt_abertura, days parked
 * from dt_ultima_movimentacao.
 */
export const vaga = pgTable(
  'vaga',
  {
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    nr_requisicao: bigint('nr_requisicao', { mode: 'number' })
      .notNull()
      .references(() => requisicao.nr_requisicao),
    /** Unit of the vacancy. */
    cd_empresa: integer('cd_empresa')
      .notNull()
      .references(() => empresa.cd_empresa),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' })
      .notNull()
      .references(() => cliente.cd_pessoa),
    cd_empresa_cliente: integer('cd_empresa_cliente')
      .notNull()
      .references(() => empresa.cd_empresa),

    // situation
    cd_situacao_vaga: smallint('cd_situacao_vaga')
      .notNull()
      .default(1)
      .references(() => situacao_vaga.cd_situacao_vaga),
    /** Note written with the last situation change. */
    ds_situacao_vaga: varchar('ds_situacao_vaga', { length: 2000 }),
    cd_motivo_cancelamento: smallint('cd_motivo_cancelamento').references(
      () => motivo_cancelamento.cd_motivo_cancelamento,
    ),
    /** Cancellation justified (S/N). */
    id_cancelada_just: flag('id_cancelada_just').notNull().default('N'),
    ds_justificativa: varchar('ds_justificativa', { length: 2000 }),
    dt_situacao: timestamp('dt_situacao', { withTimezone: true }),
    dt_fechamento: timestamp('dt_fechamento', { withTimezone: true }),
    dt_cancelamento: timestamp('dt_cancelamento', { withTimezone: true }),

    // kind of vacancy
    cd_tipo_contratacao: smallint('cd_tipo_contratacao')
      .notNull()
      .references(() => tipo_contratacao.cd_tipo_contratacao),
    /** A administrative, G management, Q qualified, O operational. */
    id_tipo_vaga: flag('id_tipo_vaga').notNull().default('O'),
    /** Recruitment (S) or selection (N); applies to all vacancies of the requisition. */
    id_recrutamento: flag('id_recrutamento').notNull().default('N'),
    /** Sector: R recruitment, S selection (follows id_recrutamento). */
    id_setor: char('id_setor', { length: 1 }).generatedAlwaysAs(
      sql`CASE WHEN id_recrutamento = 'S' THEN 'R' ELSE 'S' END`,
    ),
    cd_qualificacao_cargo: smallint('cd_qualificacao_cargo'),

    // position, salary, schedule, cost centre
    cd_cargo: integer('cd_cargo').references(() => cargo.cd_cargo),
    cd_cargo_cliente: integer('cd_cargo_cliente').references(() => cargo_cliente.cd_cargo_cliente),
    vl_salario: dinheiro('vl_salario'),
    /** H horista, D diarista, M mensalista, S sem remuneração, C comissão. */
    id_salario: flag('id_salario').default('M'),
    cd_turno: integer('cd_turno').references(() => turno.cd_turno),
    cd_centro_custo: varchar('cd_centro_custo', { length: 30 }),
    ds_area: varchar('ds_area', { length: 200 }),
    nr_pedido_cliente: varchar('nr_pedido_cliente', { length: 60 }),
    nm_requisitante: varchar('nm_requisitante', { length: 200 }),
    ds_observacoes: text('ds_observacoes'),
    ds_informacoes_adicionais: varchar('ds_informacoes_adicionais', { length: 3000 }),
    ds_atividades_estagio: text('ds_atividades_estagio'),
    ds_historico: text('ds_historico'),

    // confidentiality
    id_vaga_sigilosa: flag('id_vaga_sigilosa').notNull().default('N'),
    id_vaga_confidencial: flag('id_vaga_confidencial').notNull().default('N'),
    id_vaga_pcd: flag('id_vaga_pcd').notNull().default('N'),

    // hazard pay (percent 10..40; only one of the two)
    id_insalubridade: flag('id_insalubridade').notNull().default('N'),
    id_periculosidade: flag('id_periculosidade').notNull().default('N'),
    vl_insalubridade: percentual('vl_insalubridade'),
    vl_periculosidade: percentual('vl_periculosidade'),

    // analyst and opening
    cd_pessoa_analista: bigint('cd_pessoa_analista', { mode: 'number' }).references(() => pessoa.cd_pessoa),
    cd_usuario_analista: integer('cd_usuario_analista').references(() => usuario.cd_sip),
    nr_telefone_analista: varchar('nr_telefone_analista', { length: 20 }),
    dt_abertura: date('dt_abertura').notNull(),
    dt_prorrogacao: date('dt_prorrogacao'),
    ds_motivo_prorrogacao: varchar('ds_motivo_prorrogacao', { length: 3900 }),
    /** Last candidate movement; days parked count from it. */
    dt_ultima_movimentacao: timestamp('dt_ultima_movimentacao', { withTimezone: true }),

    // web publishing (§3.4)
    id_libera_internet: flag('id_libera_internet').notNull().default('N'),
    id_divulga_redes_sociais: flag('id_divulga_redes_sociais').notNull().default('N'),
    /** C client city, L work location (cd_uf_atuacao / nm_cidade_atuacao). */
    id_local_trabalho: flag('id_local_trabalho').default('C'),
    qt_candidatos_vaga_web: smallint('qt_candidatos_vaga_web').default(100),
    ds_observacao_internet: varchar('ds_observacao_internet', { length: 2000 }),
    ds_requisitos_internet: varchar('ds_requisitos_internet', { length: 200 }),
    ds_atividades_internet: varchar('ds_atividades_internet', { length: 200 }),
    ds_local_atuacao_internet: varchar('ds_local_atuacao_internet', { length: 200 }),
    dt_libera_internet: timestamp('dt_libera_internet', { withTimezone: true }),
    dt_retira_internet: timestamp('dt_retira_internet', { withTimezone: true }),
    dt_email_divulgacao_internet: timestamp('dt_email_divulgacao_internet', { withTimezone: true }),
    id_envia_email_alteracoes: flag('id_envia_email_alteracoes').notNull().default('N'),
    cd_uf_atuacao: char('cd_uf_atuacao', { length: 2 }),
    nm_cidade_atuacao: varchar('nm_cidade_atuacao', { length: 120 }),

    // self-service publishing
    id_divulga_autoatendimento: flag('id_divulga_autoatendimento').notNull().default('N'),
    cd_unidade_autoatendimento: integer('cd_unidade_autoatendimento').references(() => empresa.cd_empresa),

    // billing (§3.5)
    pc_faturamento: percentual('pc_faturamento'),
    dt_faturamento: date('dt_faturamento'),
    ad_pc_faturamento: percentual('ad_pc_faturamento'),
    ad_dt_faturamento: date('ad_dt_faturamento'),
    pc_fat_encaminhamento: percentual('pc_fat_encaminhamento'),
    dt_fat_encaminhamento: date('dt_fat_encaminhamento'),
    pc_total_faturado: percentual('pc_total_faturado').notNull().default(0),
    id_adiantamento_faturado: flag('id_adiantamento_faturado').notNull().default('N'),
    id_encaminhamento_faturado: flag('id_encaminhamento_faturado').notNull().default('N'),
    id_fechamento_faturado: flag('id_fechamento_faturado').notNull().default('N'),

    // search profile (§3.9); null means 'indifferent'
    nr_anos_experiencia_de: numeric('nr_anos_experiencia_de', { precision: 4, scale: 1, mode: 'number' }),
    nr_anos_experiencia_ate: numeric('nr_anos_experiencia_ate', { precision: 4, scale: 1, mode: 'number' }),
    vl_pretensao_salarial_1: dinheiro('vl_pretensao_salarial_1'),
    vl_pretensao_salarial_2: dinheiro('vl_pretensao_salarial_2'),
    cd_grau_instrucao_de: smallint('cd_grau_instrucao_de').references(() => escolaridade.cd_escolaridade),
    cd_grau_instrucao_ate: smallint('cd_grau_instrucao_ate').references(() => escolaridade.cd_escolaridade),
    ds_palavras_chave_obrigatorio: varchar('ds_palavras_chave_obrigatorio', { length: 500 }),
    ds_palavras_chave_opcional: varchar('ds_palavras_chave_opcional', { length: 500 }),
    ds_palavras_chave_excluido: varchar('ds_palavras_chave_excluido', { length: 500 }),
    id_turno_normal: flag('id_turno_normal'),
    id_turno_matutino: flag('id_turno_matutino'),
    id_turno_vespertino: flag('id_turno_vespertino'),
    id_turno_noturno: flag('id_turno_noturno'),
    id_revezamento: flag('id_revezamento'),
    id_possue_deficiencia: flag('id_possue_deficiencia'),
    id_deficiencia_intelectual: flag('id_deficiencia_intelectual').notNull().default('N'),
    id_deficiencia_fisica: flag('id_deficiencia_fisica').notNull().default('N'),
    id_deficiencia_visual: flag('id_deficiencia_visual').notNull().default('N'),
    id_deficiencia_auditiva: flag('id_deficiencia_auditiva').notNull().default('N'),
    id_deficiencia_mental: flag('id_deficiencia_mental').notNull().default('N'),
    id_deficiencia_multipla: flag('id_deficiencia_multipla').notNull().default('N'),
    id_deficiencia_reabilitado: flag('id_deficiencia_reabilitado').notNull().default('N'),
    nr_idade_de: smallint('nr_idade_de'),
    nr_idade_ate: smallint('nr_idade_ate'),
    nr_peso_de: smallint('nr_peso_de'),
    nr_peso_ate: smallint('nr_peso_ate'),
    nr_altura_de: numeric('nr_altura_de', { precision: 3, scale: 2, mode: 'number' }),
    nr_altura_ate: numeric('nr_altura_ate', { precision: 3, scale: 2, mode: 'number' }),
    id_sexo: flag('id_sexo'),
    id_estado_civil: flag('id_estado_civil'),
    id_fumante: flag('id_fumante'),
    id_primeiro_emprego: flag('id_primeiro_emprego'),
    id_cursando: flag('id_cursando'),
    cd_habilitacao_cat: varchar('cd_habilitacao_cat', { length: 2 }),
    id_possui_veiculo: flag('id_possui_veiculo'),
    cd_pais_perfil: integer('cd_pais_perfil'),
    cd_uf_perfil: char('cd_uf_perfil', { length: 2 }),
    nm_cidades_perfil: text('nm_cidades_perfil').array(),
    nm_bairros_perfil: text('nm_bairros_perfil').array(),
    cd_idioma: smallint('cd_idioma').references(() => idioma.cd_idioma),
    id_leitura: smallint('id_leitura'),
    id_escrita: smallint('id_escrita'),
    id_fala: smallint('id_fala'),
    /** Candidates who worked for this client until dt_limite_restricao are excluded. */
    cd_pessoa_cliente_restricao: bigint('cd_pessoa_cliente_restricao', { mode: 'number' }).references(
      () => cliente.cd_pessoa,
    ),
    dt_limite_restricao: date('dt_limite_restricao'),

    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_por: integer('alterado_por'),
    /** The import that brought the vacancy in (importacao), and its number in the system it came from. */
    cd_importacao: integer('cd_importacao'),
    nr_vaga_origem: bigint('nr_vaga_origem', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('vaga_origem_idx').on(t.nr_vaga_origem),
    foreignKey({
      name: 'vaga_centro_custo_fk',
      columns: [t.cd_pessoa_cliente, t.cd_empresa_cliente, t.cd_centro_custo],
      foreignColumns: [
        centro_custo.cd_pessoa_cliente,
        centro_custo.cd_empresa_cliente,
        centro_custo.cd_centro_custo,
      ],
    }),
    index('vaga_requisicao_idx').on(t.nr_requisicao),
    index('vaga_analista_situacao_idx').on(t.cd_pessoa_analista, t.cd_situacao_vaga),
    index('vaga_usuario_analista_idx').on(t.cd_usuario_analista, t.cd_situacao_vaga),
    index('vaga_situacao_empresa_idx').on(t.cd_situacao_vaga, t.cd_empresa, t.dt_abertura),
    index('vaga_empresa_abertura_idx').on(t.cd_empresa, t.dt_abertura),
    index('vaga_cliente_idx').on(t.cd_pessoa_cliente, t.cd_empresa_cliente),
    // lists newest first (My openings with broad filters reads the newest 1,001 in index order)
    index('vaga_abertura_idx').on(t.dt_abertura, t.nr_vaga),
    // the overdue check: the analyst's open vacancies (1, 7, 11) by opening date
    index('vaga_prazo_analista_idx')
      .on(t.cd_pessoa_analista, t.dt_abertura)
      .where(sql`${t.cd_situacao_vaga} IN (1, 7, 11)`),
    // the recruitment movement report: the grouping's open recruitment vacancies, newest first
    // (read in opening order they were a few among all the others: 83,000 rows read for 1,000)
    index('vaga_recrutamento_aberta_idx')
      .on(t.cd_empresa, t.dt_abertura)
      .where(sql`${t.id_recrutamento} = 'S' AND ${t.cd_situacao_vaga} IN (1, 7, 11)`),
    check('vaga_tipo_ck', sql`${t.id_tipo_vaga} IN ('A', 'G', 'Q', 'O')`),
    check('vaga_salario_ck', sql`${t.id_salario} IN ('H', 'D', 'M', 'S', 'C')`),
    check('vaga_pc_total_ck', sql`${t.pc_total_faturado} BETWEEN 0 AND 150`),
  ],
);

/**
 * A candidate on a vacancy: stage 3 em análise, 4 currículo enviado, 5 encaminhado, 6+ aprovado;
 * id_situacao A approved, R rejected, null pending. criado_em is the date of the relation.
 */
export const vaga_candidato = pgTable(
  'vaga_candidato',
  {
    nr_vaga: bigint('nr_vaga', { mode: 'number' })
      .notNull()
      .references(() => vaga.nr_vaga, { onDelete: 'cascade' }),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    cd_estagio_vaga: smallint('cd_estagio_vaga')
      .notNull()
      .default(3)
      .references(() => estagio_vaga.cd_estagio_vaga),
    id_situacao: flag('id_situacao'),
    /** 1 recruitment, 99 call center, anything else selection. */
    cd_origem_relacionamento: smallint('cd_origem_relacionamento').notNull().default(2),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    dt_curriculo: timestamp('dt_curriculo', { withTimezone: true }),
    dt_encaminhamento: timestamp('dt_encaminhamento', { withTimezone: true }),
    dt_aprovacao: timestamp('dt_aprovacao', { withTimezone: true }),
    dt_reprovacao: timestamp('dt_reprovacao', { withTimezone: true }),
    dt_faturamento: date('dt_faturamento'),
    dt_inicio_trabalho: date('dt_inicio_trabalho'),
    /** Send the rejection e-mail (S/N). */
    id_envia_email_reprov: flag('id_envia_email_reprov').notNull().default('S'),
    /** Why the candidate was rejected (register 90); null on rejections that named none. */
    cd_motivo_reprovacao: smallint('cd_motivo_reprovacao').references(
      () => motivo_reprovacao.cd_motivo_reprovacao,
    ),
    /** Why the candidate gave up (register 91); null when the candidate did not give up. */
    cd_motivo_desistencia: smallint('cd_motivo_desistencia').references(
      () => motivo_desistencia.cd_motivo_desistencia,
    ),
    cd_usuario: integer('cd_usuario').references(() => usuario.cd_sip),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'vaga_candidato_pk', columns: [t.nr_vaga, t.cd_pessoa_candidato] }),
    index('vaga_candidato_candidato_idx').on(t.cd_pessoa_candidato),
    index('vaga_candidato_estagio_idx').on(t.nr_vaga, t.cd_estagio_vaga),
    // the quotas: where the candidates with a disability are pending
    index('vaga_candidato_pendente_idx')
      .on(t.cd_pessoa_candidato, t.nr_vaga)
      .where(sql`${t.id_situacao} IS NULL`),
    check('vaga_candidato_situacao_ck', sql`${t.id_situacao} IS NULL OR ${t.id_situacao} IN ('A', 'R')`),
  ],
);
