import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { flag } from './colunas';
import { requisicao } from './vaga';

const obs = (nome: string) => varchar(nome, { length: 500 });

/**
 * Benefits of a requisition, shared by its vacancies (spec 000 §3.6). id_transporte N none,
 * C collective, E special; ds_obs_transporte holds the discount type (1–4).
 */
export const requisicao_beneficio = pgTable(
  'requisicao_beneficio',
  {
    nr_requisicao: bigint('nr_requisicao', { mode: 'number' })
      .primaryKey()
      .references(() => requisicao.nr_requisicao, { onDelete: 'cascade' }),
    id_transporte: flag('id_transporte').notNull().default('N'),
    ds_obs_transporte: varchar('ds_obs_transporte', { length: 1 }),
    ds_obs_outros_beneficios: obs('ds_obs_outros_beneficios'),
    id_alimentacao: flag('id_alimentacao').notNull().default('N'),
    ds_obs_alimentacao: obs('ds_obs_alimentacao'),
    id_plano_saude: flag('id_plano_saude').notNull().default('N'),
    ds_obs_plano_saude: obs('ds_obs_plano_saude'),
    id_plano_odontologico: flag('id_plano_odontologico').notNull().default('N'),
    ds_obs_plano_odontologico: obs('ds_obs_plano_odontologico'),
    id_previdencia_privada: flag('id_previdencia_privada').notNull().default('N'),
    ds_obs_previdencia_privada: obs('ds_obs_previdencia_privada'),
    id_auxilio_creche: flag('id_auxilio_creche').notNull().default('N'),
    ds_obs_auxilio_creche: obs('ds_obs_auxilio_creche'),
    id_bolsa_estudo: flag('id_bolsa_estudo').notNull().default('N'),
    ds_obs_bolsa_estudo: obs('ds_obs_bolsa_estudo'),
    id_farmacia: flag('id_farmacia').notNull().default('N'),
    ds_obs_farmacia: obs('ds_obs_farmacia'),
    id_vale_refeicao: flag('id_vale_refeicao').notNull().default('N'),
    ds_obs_vale_refeicao: obs('ds_obs_vale_refeicao'),
    id_cesta_basica: flag('id_cesta_basica').notNull().default('N'),
    ds_obs_cesta_basica: obs('ds_obs_cesta_basica'),
    id_seguro_vida: flag('id_seguro_vida').notNull().default('N'),
    ds_obs_seguro_vida: obs('ds_obs_seguro_vida'),
    id_possui_ppr: flag('id_possui_ppr').notNull().default('N'),
    ds_obs_possui_ppr: obs('ds_obs_possui_ppr'),
    alterado_em: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    alterado_por: integer('alterado_por'),
  },
  (t) => [check('requisicao_beneficio_transporte_ck', sql`${t.id_transporte} IN ('N', 'C', 'E')`)],
);
