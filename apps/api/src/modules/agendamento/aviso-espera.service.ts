import { TIPO_AVISO_ATRASO_CHEGADA } from '@backoffice/domain/aviso';
import { esperaExcedida, textoAvisoEspera } from '@backoffice/domain/fila-atendimento';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { linhas } from '../../db/client';
import { iso } from '../../db/linha';
import { iniciarRodadas, type Rodadas } from '../../platform/poller';
import type { Realtime } from '../../platform/realtime';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { criarAviso } from '../usuario/usuario.entry';
import { noDiaNegocio } from './dia-negocio';

/**
 * The arrival-delay alert (code 90, spec 002 §2.1): every candidate of today who arrived and has
 * waited too long for the attendance (esperaExcedida) gets one alert, stored for the attending user
 * and sent live ('aviso'), in the caller's transaction. Each appointment is alerted once; rows
 * another instance is handling are skipped. `idAgendamento` narrows it to one appointment (the
 * arrival just registered). Answers how many alerts were sent.
 */
export async function avisarEsperas(
  tx: Executor,
  realtime: Realtime,
  agora: Date = new Date(),
  idAgendamento?: number,
): Promise<number> {
  const candidatos = linhas<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT a.id_agendamento, a.cd_usuario_atendimento, a.cd_empresa, p.nm_pessoa, a.dt_atendimento, a.dt_chegada
        FROM agendamento a
        JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = a.cd_pessoa_candidato
       WHERE a.dt_chegada IS NOT NULL AND a.dt_inicio_atendimento IS NULL AND a.dt_encerramento IS NULL
         AND a.dt_aviso_espera IS NULL
         AND ${noDiaNegocio(sql`a.dt_atendimento`, dataNegocio(agora))}
         AND (${idAgendamento ?? null}::bigint IS NULL OR a.id_agendamento = ${idAgendamento ?? null}::bigint)
       ORDER BY a.id_agendamento
       FOR UPDATE OF a SKIP LOCKED`),
  );
  let enviados = 0;
  for (const c of candidatos) {
    const tempos = {
      DT_ATENDIMENTO: iso(c.dt_atendimento) as string,
      DT_CHEGADA: iso(c.dt_chegada),
      DT_INICIO_ATENDIMENTO: null,
      DT_ENCERRAMENTO: null,
    };
    if (!esperaExcedida(tempos, agora)) continue;
    await tx.execute(sql`
      UPDATE agendamento SET dt_aviso_espera = ${agora.toISOString()}::timestamptz
       WHERE id_agendamento = ${Number(c.id_agendamento)}`);
    await criarAviso(tx, realtime, {
      cd_tipo_aviso: TIPO_AVISO_ATRASO_CHEGADA,
      cd_sip: Number(c.cd_usuario_atendimento),
      cd_empresa: c.cd_empresa === null ? null : Number(c.cd_empresa),
      ds_complemento_aviso: textoAvisoEspera(String(c.nm_pessoa), tempos),
    });
    enviados += 1;
  }
  return enviados;
}

/** The check on each instance every AGENDA_AVISO_POLL_SECONDS (0 = off); stopped with the app. */
export function iniciarVerificacaoEsperas(
  deps: { db: Db; realtime: Realtime; config: { AGENDA_AVISO_POLL_SECONDS: number } },
  log: FastifyBaseLogger,
  relogio: () => Date = () => new Date(),
): Rodadas {
  // a first look right away: candidates who waited while no instance was running
  return iniciarRodadas(
    deps.config.AGENDA_AVISO_POLL_SECONDS * 1000,
    async () => {
      await deps.db.transaction((tx) => avisarEsperas(tx, deps.realtime, relogio()));
    },
    log,
    'aviso de espera na fila de atendimento',
    { imediata: true },
  );
}
