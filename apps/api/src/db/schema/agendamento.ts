import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { candidato } from './candidato';
import { cliente } from './cliente';
import { flag } from './colunas';
import { empresa, pessoa } from './pessoa';
import { usuario } from './usuario';
import { vaga } from './vaga';

/**
 * An appointment: E interview, T test, C call center. Editable while dt_encerramento is null. In the
 * attendance queue of its unit (cd_empresa) on its day: arrival, start and close of the attendance.
 * The API identifies one by candidate and criado_em as well as by id_agendamento.
 */
export const agendamento = pgTable(
  'agendamento',
  {
    id_agendamento: bigint('id_agendamento', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    cd_pessoa_candidato: bigint('cd_pessoa_candidato', { mode: 'number' })
      .notNull()
      .references(() => candidato.cd_pessoa, { onDelete: 'cascade' }),
    /** The user who attends (cd_sip). */
    cd_usuario_atendimento: integer('cd_usuario_atendimento')
      .notNull()
      .references(() => usuario.cd_sip),
    cd_pessoa_analista: bigint('cd_pessoa_analista', { mode: 'number' }).references(() => pessoa.cd_pessoa),
    cd_pessoa_cliente: bigint('cd_pessoa_cliente', { mode: 'number' }).references(() => cliente.cd_pessoa),
    /** Unit where the appointment takes place. */
    cd_empresa: integer('cd_empresa').references(() => empresa.cd_empresa),
    id_tipo_agendamento: flag('id_tipo_agendamento').notNull(),
    dt_atendimento: timestamp('dt_atendimento', { withTimezone: true }).notNull(),
    /** The candidate arrived (registered in the attendance queue). */
    dt_chegada: timestamp('dt_chegada', { withTimezone: true }),
    /** The attending user started the attendance. */
    dt_inicio_atendimento: timestamp('dt_inicio_atendimento', { withTimezone: true }),
    dt_encerramento: timestamp('dt_encerramento', { withTimezone: true }),
    /** The attending user was sent the arrival-delay alert (code 90): sent once per appointment. */
    dt_aviso_espera: timestamp('dt_aviso_espera', { withTimezone: true }),
    /** The client's process type code (tipo_processo.tipo). */
    tipo_processo: varchar('tipo_processo', { length: 20 }),
    ds_descricao: varchar('ds_descricao', { length: 2000 }),
    id_compareceu: flag('id_compareceu'),
    nr_vaga: bigint('nr_vaga', { mode: 'number' }).references(() => vaga.nr_vaga, { onDelete: 'set null' }),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criado_por: integer('criado_por').references(() => usuario.cd_sip),
  },
  (t) => [
    index('agendamento_candidato_idx').on(t.cd_pessoa_candidato, t.criado_em),
    index('agendamento_usuario_idx').on(t.cd_usuario_atendimento, t.dt_atendimento),
    index('agendamento_analista_idx').on(t.cd_pessoa_analista, t.dt_atendimento),
    index('agendamento_empresa_idx').on(t.cd_empresa, t.dt_atendimento),
    // the arrival-delay check reads only the candidates waiting without an alert
    index('agendamento_espera_idx')
      .on(t.dt_chegada)
      .where(
        sql`${t.dt_inicio_atendimento} IS NULL AND ${t.dt_encerramento} IS NULL AND ${t.dt_aviso_espera} IS NULL AND ${t.dt_chegada} IS NOT NULL`,
      ),
    check('agendamento_tipo_ck', sql`${t.id_tipo_agendamento} IN ('E', 'T', 'C')`),
  ],
);
