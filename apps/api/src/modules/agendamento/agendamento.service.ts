import {
  type AgendamentoBody,
  type AgendamentoResposta,
  EVENTO_AGENDA,
  errosAgendamento,
  exigeTipoProcesso,
  lerDataHora,
  MENSAGENS_AGENDAMENTO,
} from '@backoffice/domain/agendamento';
import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, linhas } from '../../db/client';
import { iso, num } from '../../db/linha';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCliente } from '../cliente/cliente.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';
import { daVaga, vagaComo } from '../vaga/vaga.tabelas';

export interface AgendamentoSalvo {
  message: string;
  id_agendamento: number;
  cd_pessoa_candidato: number;
  criado_em: string;
}

/** The references of an appointment exist and allow it; answers the process type to store. */
async function conferirReferencias(tx: Executor, a: AgendamentoBody): Promise<string | null> {
  const [r] = linhas<{
    candidato: boolean;
    usuario: boolean;
    cliente: boolean | null;
    situacao_vaga: number | null;
    vaga: boolean | null;
    tipo: boolean | null;
  }>(
    await tx.execute(sql`
      SELECT EXISTS (SELECT 1 FROM ${tabelasCandidato.candidato('candidato')} WHERE cd_pessoa = ${a.cd_pessoa_candidato!}) AS candidato,
             EXISTS (SELECT 1 FROM ${tabelasUsuario.usuario('usuario')} WHERE cd_sip = ${a.cd_usuario_atendimento!} AND id_ativo = 'S') AS usuario,
             CASE WHEN ${a.cd_pessoa_cliente ?? null}::bigint IS NULL THEN NULL
                  ELSE EXISTS (SELECT 1 FROM ${tabelasCliente.cliente('cliente')} WHERE cd_pessoa = ${a.cd_pessoa_cliente ?? null}::bigint) END AS cliente,
             ${daVaga('cd_situacao_vaga', sql`${a.nr_vaga ?? null}::bigint`)} AS situacao_vaga,
             CASE WHEN ${a.nr_vaga ?? null}::bigint IS NULL THEN NULL
                  ELSE EXISTS (SELECT 1 FROM ${vagaComo('vaga')} WHERE nr_vaga = ${a.nr_vaga ?? null}::bigint) END AS vaga,
             CASE WHEN ${a.tipo_processo ?? null}::text IS NULL THEN NULL
                  ELSE EXISTS (SELECT 1 FROM ${tabelasCliente.tipo_processo('tipo_processo')}
                                WHERE cd_pessoa_cliente = ${a.cd_pessoa_cliente ?? null}::bigint
                                  AND tipo = ${a.tipo_processo ?? null}::text AND id_ativo = 'S') END AS tipo`),
  );
  if (!r.candidato) throw notFound(MENSAGENS_AGENDAMENTO.candidatoNaoEncontrado);
  if (!r.usuario) throw badRequest(MENSAGENS_AGENDAMENTO.usuarioNaoEncontrado);
  if (r.cliente === false) throw badRequest(MENSAGENS_AGENDAMENTO.clienteNaoEncontrado);
  if (r.vaga === false) throw notFound(MENSAGENS_AGENDAMENTO.vagaNaoEncontrada);
  if (r.situacao_vaga !== null && vagaCongelada(Number(r.situacao_vaga)))
    throw conflict(MENSAGENS.vagaCongelada);
  // the exempt client's appointments carry no process type (spec 000 §5.3: the choice is ignored)
  if (!exigeTipoProcesso(a.cd_pessoa_cliente)) return null;
  if (r.tipo === false) throw badRequest(MENSAGENS_AGENDAMENTO.tipoProcessoInvalido);
  return a.tipo_processo ?? null;
}

const instante = (v: string | undefined) => (v ? (lerDataHora(v)?.instante ?? null) : null);

async function anunciar(tx: Executor, realtime: Realtime, a: AgendamentoBody, criadoEm: string) {
  await realtime.publish(tx, {
    tipo: EVENTO_AGENDA,
    dados: {
      cd_pessoa_candidato: a.cd_pessoa_candidato,
      cd_usuario_atendimento: a.cd_usuario_atendimento,
      dt_atendimento: instante(a.dt_atendimento),
      criado_em: criadoEm,
    },
  });
}

/**
 * Creates an appointment (spec 000 §5.3 rules and messages) and announces 'agenda' in the same
 * transaction. The unit is the one given, else the attending user's.
 */
export async function salvarAgendamento(
  db: Db,
  realtime: Realtime,
  usuario: UsuarioSessao,
  a: AgendamentoBody,
  hoje: string = dataNegocio(),
): Promise<AgendamentoSalvo> {
  const erros = errosAgendamento(a, hoje);
  if (erros.length) throw badRequest(erros);
  return db.transaction(async (tx) => {
    const tipoProcesso = await conferirReferencias(tx, a);
    const [r] = linhas<{ id_agendamento: number | string; criado_em: Date | string }>(
      await tx.execute(sql`
        INSERT INTO agendamento (cd_pessoa_candidato, cd_usuario_atendimento, cd_pessoa_analista, cd_pessoa_cliente,
                                 cd_empresa, id_tipo_agendamento, dt_atendimento, dt_chegada, dt_encerramento,
                                 tipo_processo, ds_descricao, id_compareceu, nr_vaga, criado_em, criado_por)
        VALUES (${a.cd_pessoa_candidato!}, ${a.cd_usuario_atendimento!}, ${a.cd_pessoa_analista ?? null},
                ${a.cd_pessoa_cliente ?? null}, coalesce(${a.cd_empresa ?? null}::int,
                (SELECT cd_unid FROM ${tabelasUsuario.usuario('usuario')} WHERE cd_sip = ${a.cd_usuario_atendimento!})),
                ${a.tipo_agendamento ?? 'E'}, ${instante(a.dt_atendimento)}::timestamptz,
                ${instante(a.data_chegada)}::timestamptz, ${instante(a.data_encerramento)}::timestamptz,
                ${tipoProcesso}, ${a.descricao?.trim() || null}, ${a.id_compareceu ?? null}, ${a.nr_vaga ?? null},
                date_trunc('milliseconds', now()), ${usuario.cd_sip})
        RETURNING id_agendamento, criado_em`),
    );
    const criadoEm = new Date(r.criado_em).toISOString();
    await anunciar(tx, realtime, a, criadoEm);
    return {
      message: MENSAGENS_AGENDAMENTO.salvo,
      id_agendamento: Number(r.id_agendamento),
      cd_pessoa_candidato: a.cd_pessoa_candidato!,
      criado_em: criadoEm,
    };
  });
}

/**
 * Updates an appointment found by candidate and criado_em. A closed one (with data_encerramento) is
 * refused; the 90-day window applies only when the service date changes. Without data_chegada (the
 * modals that hide it) the arrival registered in the attendance queue stays.
 */
export async function atualizarAgendamento(
  db: Db,
  realtime: Realtime,
  a: AgendamentoBody,
  hoje: string = dataNegocio(),
): Promise<AgendamentoSalvo> {
  const criado = lerDataHora(a.criado_em);
  if (!a.cd_pessoa_candidato) throw badRequest(MENSAGENS_AGENDAMENTO.candidato);
  if (!criado) throw badRequest(`criado_em: ${MENSAGENS_AGENDAMENTO.dataInvalida}`);
  return db.transaction(async (tx) => {
    const [atual] = linhas<{
      id_agendamento: number | string;
      dt_atendimento: Date | string;
      encerrado: boolean;
    }>(
      await tx.execute(sql`
        SELECT id_agendamento, dt_atendimento, dt_encerramento IS NOT NULL AS encerrado FROM agendamento
         WHERE cd_pessoa_candidato = ${a.cd_pessoa_candidato!}
           AND date_trunc('milliseconds', criado_em) = date_trunc('milliseconds', ${criado.instante}::timestamptz)
         ORDER BY id_agendamento LIMIT 1 FOR UPDATE`),
    );
    if (!atual) throw notFound(MENSAGENS_AGENDAMENTO.naoEncontrado);
    if (atual.encerrado) throw conflict(MENSAGENS_AGENDAMENTO.encerrado);
    const erros = errosAgendamento(a, hoje, new Date(atual.dt_atendimento).toISOString());
    if (erros.length) throw badRequest(erros);
    const tipoProcesso = await conferirReferencias(tx, a);
    await tx.execute(sql`
      UPDATE agendamento
         SET cd_usuario_atendimento = ${a.cd_usuario_atendimento!}, cd_pessoa_analista = ${a.cd_pessoa_analista ?? null},
             cd_pessoa_cliente = ${a.cd_pessoa_cliente ?? null}, cd_empresa = coalesce(${a.cd_empresa ?? null}::int, cd_empresa),
             id_tipo_agendamento = ${a.tipo_agendamento ?? 'E'}, dt_atendimento = ${instante(a.dt_atendimento)}::timestamptz,
             dt_chegada = CASE WHEN ${a.data_chegada === undefined}::boolean THEN dt_chegada
                               ELSE ${instante(a.data_chegada)}::timestamptz END,
             dt_encerramento = ${instante(a.data_encerramento)}::timestamptz, tipo_processo = ${tipoProcesso},
             ds_descricao = ${a.descricao?.trim() || null}, id_compareceu = ${a.id_compareceu ?? null},
             nr_vaga = ${a.nr_vaga ?? null}
       WHERE id_agendamento = ${Number(atual.id_agendamento)}`);
    const criadoEm = new Date(criado.instante).toISOString();
    await anunciar(tx, realtime, a, criadoEm);
    return {
      message: MENSAGENS_AGENDAMENTO.atualizado,
      id_agendamento: Number(atual.id_agendamento),
      cd_pessoa_candidato: a.cd_pessoa_candidato!,
      criado_em: criadoEm,
    };
  });
}

/** One appointment by candidate and criado_em (spec 000 §3.11), or null. */
export async function lerAgendamento(
  exec: Executor,
  cdPessoaCandidato: number,
  criadoEm: string,
): Promise<AgendamentoResposta | null> {
  const criado = lerDataHora(criadoEm);
  if (!criado) throw badRequest(`createdAt: ${MENSAGENS_AGENDAMENTO.dataInvalida}`);
  const [a] = linhas<Record<string, unknown>>(
    await exec.execute(sql`
      SELECT a.id_agendamento, a.cd_pessoa_candidato, pc.nm_pessoa AS nm_pessoa_candidato, a.cd_usuario_atendimento,
             pu.nm_pessoa AS nm_usuario_atendimento, a.cd_pessoa_analista, pa.nm_pessoa AS nm_pessoa_analista,
             a.cd_pessoa_cliente, pcl.nm_pessoa AS nm_pessoa_cliente, a.cd_empresa, a.id_tipo_agendamento,
             a.dt_atendimento, a.dt_encerramento, a.dt_chegada, a.tipo_processo, a.ds_descricao, a.id_compareceu,
             a.nr_vaga, a.criado_em
        FROM agendamento a
        JOIN ${tabelasCandidato.pessoa('pc')} ON pc.cd_pessoa = a.cd_pessoa_candidato
        LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = a.cd_usuario_atendimento
        LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
        LEFT JOIN ${tabelasCandidato.pessoa('pa')} ON pa.cd_pessoa = a.cd_pessoa_analista
        LEFT JOIN ${tabelasCandidato.pessoa('pcl')} ON pcl.cd_pessoa = a.cd_pessoa_cliente
       WHERE a.cd_pessoa_candidato = ${cdPessoaCandidato}
         AND date_trunc('milliseconds', a.criado_em) = date_trunc('milliseconds', ${criado.instante}::timestamptz)
       ORDER BY a.id_agendamento LIMIT 1`),
  );
  if (!a) return null;
  const s = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    ID_AGENDAMENTO: Number(a.id_agendamento),
    CD_PESSOA_CANDIDATO: Number(a.cd_pessoa_candidato),
    NM_PESSOA_CANDIDATO: String(a.nm_pessoa_candidato),
    CD_USUARIO_ATENDIMENTO: Number(a.cd_usuario_atendimento),
    NM_USUARIO_ATENDIMENTO: s(a.nm_usuario_atendimento),
    CD_PESSOA_ANALISTA: num(a.cd_pessoa_analista),
    NM_PESSOA_ANALISTA: s(a.nm_pessoa_analista),
    CD_PESSOA_CLIENTE: num(a.cd_pessoa_cliente),
    NM_PESSOA_CLIENTE: s(a.nm_pessoa_cliente),
    CD_EMPRESA: num(a.cd_empresa),
    TIPO_AGENDAMENTO: String(a.id_tipo_agendamento),
    DT_ATENDIMENTO: iso(a.dt_atendimento) as string,
    DATA_ENCERRAMENTO: iso(a.dt_encerramento),
    DATA_CHEGADA: iso(a.dt_chegada),
    TIPO_PROCESSO: s(a.tipo_processo),
    DESCRICAO: s(a.ds_descricao),
    ID_COMPARECEU: s(a.id_compareceu),
    NR_VAGA: num(a.nr_vaga),
    CRIADO_EM: iso(a.criado_em) as string,
  };
}
