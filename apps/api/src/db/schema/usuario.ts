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
import { empresa, pessoa } from './pessoa';

/**
 * A staff member who logs in. user_sip is the user's person code (cd_pessoa, also the analyst
 * code); cd_sip is the user's number in the legacy system (cd_usuario in payloads).
 */
export const usuario = pgTable(
  'usuario',
  {
    cd_sip: integer('cd_sip').primaryKey().generatedByDefaultAsIdentity(),
    user_sip: bigint('user_sip', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => pessoa.cd_pessoa),
    nm_login: varchar('nm_login', { length: 60 }).notNull().unique(),
    ds_senha_hash: text('ds_senha_hash').notNull(),
    apelido: varchar('apelido', { length: 60 }).notNull(),
    cd_unid: integer('cd_unid')
      .notNull()
      .references(() => empresa.cd_empresa),
    cd_uf_unid: char('cd_uf_unid', { length: 2 }).notNull(),
    cd_setor: integer('cd_setor'),
    grupos: integer('grupos').array().notNull().default(sql`'{}'::int[]`),
    /**
     * The codes the user holds (what access checks read): those of their profiles (usuario_perfil) plus
     * their extra codes, recomputed whenever either changes.
     */
    permissoes: integer('permissoes').array().notNull().default(sql`'{}'::int[]`),
    /** The codes given to the user beyond their profiles (Administração › Usuários). */
    permissoes_extras: integer('permissoes_extras').array().notNull().default(sql`'{}'::int[]`),
    /** Units besides their own whose analyst pickers offer the user (Administração › Usuários). */
    cd_unidades_analista: integer('cd_unidades_analista').array().notNull().default(sql`'{}'::int[]`),
    /** 'S': may justify a vacancy's cancellation (spec 000 §6). */
    id_justifica_cancelamento: char('id_justifica_cancelamento', { length: 1 }).notNull().default('N'),
    /** 'S': sees Help Desk. */
    id_help_desk: char('id_help_desk', { length: 1 }).notNull().default('N'),
    nr_telefone: varchar('nr_telefone', { length: 20 }),
    ds_email: varchar('ds_email', { length: 200 }),
    /** The user's telephone extension (the Ramais list). */
    nr_ramal: varchar('nr_ramal', { length: 10 }),
    id_ativo: char('id_ativo', { length: 1 }).notNull().default('S'),
    /** When and by whom the access was turned off (Administração); null while active. */
    dt_desativacao: timestamp('dt_desativacao', { withTimezone: true }),
    /** 'S': the password is temporary (set by an administrator) and must be changed before anything else. */
    id_trocar_senha: char('id_trocar_senha', { length: 1 }).notNull().default('N'),
    dt_ultimo_login: timestamp('dt_ultimo_login', { withTimezone: true }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usuario_unid_idx').on(t.cd_unid)],
);

/** A named set of permission codes given to users (Administração › Perfis). */
export const perfilAcesso = pgTable(
  'perfil_acesso',
  {
    id_perfil: integer('id_perfil').primaryKey().generatedByDefaultAsIdentity(),
    nm_perfil: varchar('nm_perfil', { length: 60 }).notNull(),
    codigos: integer('codigos').array().notNull().default(sql`'{}'::int[]`),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('perfil_acesso_nome_idx').on(sql`lower(${t.nm_perfil})`)],
);

/** The profiles of a user. */
export const usuarioPerfil = pgTable(
  'usuario_perfil',
  {
    cd_sip: integer('cd_sip')
      .notNull()
      .references(() => usuario.cd_sip, { onDelete: 'cascade' }),
    id_perfil: integer('id_perfil')
      .notNull()
      .references(() => perfilAcesso.id_perfil),
  },
  (t) => [
    primaryKey({ columns: [t.cd_sip, t.id_perfil] }),
    index('usuario_perfil_perfil_idx').on(t.id_perfil),
  ],
);

/** Server-side session; the cookie carries a random token whose SHA-256 is the key. */
export const sessao = pgTable(
  'sessao',
  {
    id_sessao: char('id_sessao', { length: 64 }).primaryKey(),
    cd_sip: integer('cd_sip')
      .notNull()
      .references(() => usuario.cd_sip, { onDelete: 'cascade' }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    ultimo_acesso_em: timestamp('ultimo_acesso_em', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    ds_ip: varchar('ds_ip', { length: 64 }),
    ds_user_agent: varchar('ds_user_agent', { length: 300 }),
  },
  (t) => [index('sessao_usuario_idx').on(t.cd_sip), index('sessao_expira_idx').on(t.expira_em)],
);

/**
 * Consecutive wrong passwords of a login from one address (IPv6: its /64), and the lock they caused:
 * a lock holds only for that address, so nobody can lock a user out from elsewhere. A row whose
 * last failure is older than LOGIN_LOCK_MINUTES is forgotten (deleted at the next failure of anyone).
 */
export const falhaLogin = pgTable(
  'falha_login',
  {
    cd_sip: integer('cd_sip')
      .notNull()
      .references(() => usuario.cd_sip, { onDelete: 'cascade' }),
    ds_endereco: varchar('ds_endereco', { length: 64 }).notNull(),
    nr_falhas: integer('nr_falhas').notNull(),
    dt_bloqueio_ate: timestamp('dt_bloqueio_ate', { withTimezone: true }),
    dt_ultima_falha: timestamp('dt_ultima_falha', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cd_sip, t.ds_endereco] }),
    index('falha_login_ultima_idx').on(t.dt_ultima_falha),
  ],
);

/**
 * A one-time link to choose a new password, sent by an administrator to a staff user's e-mail: the
 * SHA-256 of its token, valid until expira_em, used once (usado_em). A new link voids the older ones.
 */
export const redefinicaoSenhaUsuario = pgTable(
  'redefinicao_senha_usuario',
  {
    id_token: char('id_token', { length: 64 }).primaryKey(),
    cd_sip: integer('cd_sip')
      .notNull()
      .references(() => usuario.cd_sip, { onDelete: 'cascade' }),
    /** The administrator who sent it. */
    cd_sip_autor: integer('cd_sip_autor'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('redefinicao_senha_usuario_sip_idx').on(t.cd_sip)],
);

/**
 * Requests counted by a rate limit (key: route and address) in the current window, shared by every
 * instance. A row whose window has ended is deleted when another window starts.
 */
export const limiteRequisicao = pgTable(
  'limite_requisicao',
  {
    ds_chave: varchar('ds_chave', { length: 300 }).primaryKey(),
    nr_requisicoes: integer('nr_requisicoes').notNull(),
    dt_fim_janela: timestamp('dt_fim_janela', { withTimezone: true }).notNull(),
  },
  (t) => [index('limite_requisicao_fim_idx').on(t.dt_fim_janela)],
);

/**
 * Every administrative change (Administração): who, when, which record, the values before and after.
 * Append-only: a trigger refuses UPDATE and DELETE.
 */
export const auditoriaAdmin = pgTable(
  'auditoria_admin',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dt_alteracao: timestamp('dt_alteracao', { withTimezone: true }).notNull().defaultNow(),
    /** The administrator (cd_sip); null for the first administrator's command. */
    cd_sip_autor: integer('cd_sip_autor'),
    /** 'usuario', 'unidade' or 'perfil'. */
    ds_entidade: varchar('ds_entidade', { length: 20 }).notNull(),
    /** The record's key as text (user_sip, cd_unidade, profile id). */
    ds_chave: varchar('ds_chave', { length: 40 }).notNull(),
    /** What was done: 'criar', 'alterar', 'desativar', 'reativar', 'redefinir-senha'... */
    ds_acao: varchar('ds_acao', { length: 30 }).notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
  },
  (t) => [index('auditoria_admin_registro_idx').on(t.ds_entidade, t.ds_chave, t.dt_alteracao)],
);
