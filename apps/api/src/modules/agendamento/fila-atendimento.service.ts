import { EVENTO_AGENDA, lerDataHora, MENSAGENS_AGENDAMENTO } from '@backoffice/domain/agendamento';
import type { UsuarioSessao } from '@backoffice/domain/auth';
import { TIPOS_AGENDAMENTO } from '@backoffice/domain/catalogos';
import {
  aguardando,
  type CandidatoAguardandoLinha,
  type ChaveAgendamentoBody,
  type ChegadaBody,
  type EventoFilaAtendimento,
  type FilaAtendimentoLinha,
  idAtrasou,
  lerChegada,
  MENSAGENS_FILA_ATENDIMENTO as M,
} from '@backoffice/domain/fila-atendimento';
import { dataNegocio, FUSO_NEGOCIO } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { linhas } from '../../db/client';
import { iso, num } from '../../db/linha';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../cliente/cliente.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';
import { vagaComo } from '../vaga/vaga.tabelas';
import { avisarEsperas } from './aviso-espera.service';
import { noDiaNegocio } from './dia-negocio';

/** Most rows the queue answers (a unit's appointments of one day stay far below it). */
export const LIMITE_FILA = 1000;

const NOMES_TIPO = new Map(TIPOS_AGENDAMENTO.map((t) => [t.id as string, t.nome]));
const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * Today's appointments of the user's unit, by scheduled time (spec 002 §2.5 'Fila Atendimento',
 * §3.4 scheduling row), with the late flag worked out at `agora`.
 */
export async function listarFilaAtendimento(
  db: Executor,
  usuario: UsuarioSessao,
  agora: Date = new Date(),
): Promise<FilaAtendimentoLinha[]> {
  const r = linhas<Record<string, unknown>>(
    await db.execute(sql`
      SELECT a.id_agendamento, a.cd_pessoa_candidato, pc.nm_pessoa, a.criado_em,
             to_char(a.criado_em AT TIME ZONE ${FUSO_NEGOCIO}, 'DD/MM/YYYY HH24:MI') AS criado_em_formatado,
             pcr.nm_pessoa AS criado_por, a.id_tipo_agendamento, a.dt_atendimento, a.dt_chegada,
             to_char(a.dt_chegada AT TIME ZONE ${FUSO_NEGOCIO}, 'DD/MM/YYYY HH24:MI') AS dt_chegada_prt,
             a.dt_inicio_atendimento, a.dt_encerramento, a.id_compareceu, pu.nm_pessoa AS nm_usuario_atendimento,
             a.cd_usuario_atendimento, a.cd_pessoa_cliente, pcl.nm_pessoa AS nm_pessoa_cliente,
             pcl.nm_apelido, a.tipo_processo, c.id_possue_deficiencia, a.nr_vaga,
             coalesce(cc.nm_cargo_cliente, cg.nm_cargo) AS nm_cargo
        FROM agendamento a
        JOIN ${tabelasCandidato.pessoa('pc')} ON pc.cd_pessoa = a.cd_pessoa_candidato
        JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = a.cd_pessoa_candidato
        LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = a.cd_usuario_atendimento
        LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
        LEFT JOIN ${tabelasUsuario.usuario('ucr')} ON ucr.cd_sip = a.criado_por
        LEFT JOIN ${tabelasCandidato.pessoa('pcr')} ON pcr.cd_pessoa = ucr.user_sip
        LEFT JOIN ${tabelasCandidato.pessoa('pcl')} ON pcl.cd_pessoa = a.cd_pessoa_cliente
        LEFT JOIN ${vagaComo('v')} ON v.nr_vaga = a.nr_vaga
        LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
        LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
       WHERE a.cd_empresa = ${usuario.cd_unid} AND ${noDiaNegocio(sql`a.dt_atendimento`, dataNegocio(agora))}
       ORDER BY a.dt_atendimento, a.id_agendamento
       LIMIT ${LIMITE_FILA}`),
  );
  return r.map((l) => {
    const tempos = {
      DT_ATENDIMENTO: iso(l.dt_atendimento) as string,
      DT_CHEGADA: iso(l.dt_chegada),
      DT_INICIO_ATENDIMENTO: iso(l.dt_inicio_atendimento),
      DT_ENCERRAMENTO: iso(l.dt_encerramento),
    };
    const tipo = String(l.id_tipo_agendamento);
    const apelido = texto(l.nm_apelido);
    return {
      ID_AGENDAMENTO: Number(l.id_agendamento),
      CD_PESSOA: Number(l.cd_pessoa_candidato),
      NM_PESSOA: String(l.nm_pessoa),
      CRIADO_EM: iso(l.criado_em) as string,
      CRIADO_EM_FORMATADO: String(l.criado_em_formatado),
      CRIADO_POR: texto(l.criado_por),
      ID_TIPO_AGENDAMENTO: tipo,
      TIPO_AGENDAMENTO: NOMES_TIPO.get(tipo) ?? tipo,
      ...tempos,
      DT_CHEGADA_PRT: texto(l.dt_chegada_prt),
      ID_ATRASOU: idAtrasou(tempos, agora),
      ID_COMPARECEU: texto(l.id_compareceu),
      NM_USUARIO_ATENDIMENTO: texto(l.nm_usuario_atendimento),
      CD_USUARIO_ATENDIMENTO: Number(l.cd_usuario_atendimento),
      CD_PESSOA_CLIENTE: num(l.cd_pessoa_cliente),
      NM_PESSOA_CLIENTE: texto(l.nm_pessoa_cliente),
      NM_CLIENTE: apelido ?? texto(l.nm_pessoa_cliente),
      NM_APELIDO: apelido,
      TIPO_PROCESSO: texto(l.tipo_processo),
      ID_POSSUE_DEFICIENCIA: l.id_possue_deficiencia === 'S' ? 'S' : 'N',
      NR_VAGA: num(l.nr_vaga),
      NM_CARGO: texto(l.nm_cargo),
    };
  });
}

/**
 * The candidates waiting for the logged user today (spec 002 §3.4 'Waiting candidate'): arrived,
 * attendance neither started nor closed, in the order they arrived.
 */
export async function listarCandidatosAguardando(
  db: Executor,
  usuario: UsuarioSessao,
  agora: Date = new Date(),
): Promise<CandidatoAguardandoLinha[]> {
  const r = linhas<Record<string, unknown>>(
    await db.execute(sql`
      SELECT p.nm_pessoa, a.cd_pessoa_candidato, a.dt_atendimento, a.dt_chegada
        FROM agendamento a
        JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = a.cd_pessoa_candidato
       WHERE a.cd_usuario_atendimento = ${usuario.cd_sip}
         AND a.dt_chegada IS NOT NULL AND a.dt_inicio_atendimento IS NULL AND a.dt_encerramento IS NULL
         AND ${noDiaNegocio(sql`a.dt_atendimento`, dataNegocio(agora))}
       ORDER BY a.dt_chegada, a.id_agendamento
       LIMIT ${LIMITE_FILA}`),
  );
  return r.map((l) => ({
    NM_PESSOA: String(l.nm_pessoa),
    CD_PESSOA: Number(l.cd_pessoa_candidato),
    DT_ATENDIMENTO: iso(l.dt_atendimento) as string,
    DT_CHEGADA: iso(l.dt_chegada) as string,
  }));
}

interface Travado {
  id: number;
  cd_empresa: number | null;
  cd_usuario_atendimento: number;
  DT_ATENDIMENTO: string;
  DT_CHEGADA: string | null;
  DT_INICIO_ATENDIMENTO: string | null;
  DT_ENCERRAMENTO: string | null;
}

/**
 * Locks the appointment of the key for a change in the queue: it must be of the user's unit (else
 * not found, as another unit's queue is not the user's to see), still open and of today.
 */
async function travar(
  tx: Executor,
  usuario: UsuarioSessao,
  chave: ChaveAgendamentoBody,
  agora: Date,
): Promise<Travado> {
  const criado = lerDataHora(chave.criado_em);
  if (!criado) throw badRequest(`criado_em: ${MENSAGENS_AGENDAMENTO.dataInvalida}`);
  const [a] = linhas<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT id_agendamento, cd_empresa, cd_usuario_atendimento, dt_atendimento, dt_chegada,
             dt_inicio_atendimento, dt_encerramento
        FROM agendamento
       WHERE cd_pessoa_candidato = ${chave.cd_pessoa_candidato}
         AND date_trunc('milliseconds', criado_em) = date_trunc('milliseconds', ${criado.instante}::timestamptz)
       ORDER BY id_agendamento LIMIT 1 FOR UPDATE`),
  );
  if (!a || num(a.cd_empresa) !== usuario.cd_unid) throw notFound(M.naoEncontrado);
  const t: Travado = {
    id: Number(a.id_agendamento),
    cd_empresa: num(a.cd_empresa),
    cd_usuario_atendimento: Number(a.cd_usuario_atendimento),
    DT_ATENDIMENTO: iso(a.dt_atendimento) as string,
    DT_CHEGADA: iso(a.dt_chegada),
    DT_INICIO_ATENDIMENTO: iso(a.dt_inicio_atendimento),
    DT_ENCERRAMENTO: iso(a.dt_encerramento),
  };
  if (t.DT_ENCERRAMENTO) throw conflict(M.encerrado);
  if (dataNegocio(new Date(t.DT_ATENDIMENTO)) !== dataNegocio(agora)) throw conflict(M.somenteHoje);
  return t;
}

async function anunciar(
  tx: Executor,
  realtime: Realtime,
  usuario: UsuarioSessao,
  t: Travado,
  chave: ChaveAgendamentoBody,
  acao: EventoFilaAtendimento['acao'],
) {
  const dados: EventoFilaAtendimento = {
    acao,
    cd_empresa: t.cd_empresa,
    cd_pessoa_candidato: chave.cd_pessoa_candidato,
    criado_em: chave.criado_em,
    cd_usuario: usuario.cd_sip,
  };
  await realtime.publish(tx, {
    tipo: EVENTO_AGENDA,
    dados,
    para: t.cd_empresa === null ? undefined : { cd_unid: [t.cd_empresa] },
  });
}

export interface ContextoFila {
  db: Db;
  realtime: Realtime;
  usuario: UsuarioSessao;
  agora?: Date;
}

/**
 * Registers the candidate's arrival (now, or the time given, today and not ahead of the clock),
 * marks the candidate as attending, tells the unit's queue, and alerts the attending user at once
 * when the candidate has already waited too long (a late registration).
 */
export async function registrarChegada(ctx: ContextoFila, corpo: ChegadaBody): Promise<string> {
  const agora = ctx.agora ?? new Date();
  const chegada = lerChegada(corpo.data_chegada, agora);
  if ('erro' in chegada) throw badRequest(chegada.erro);
  return ctx.db.transaction(async (tx) => {
    const t = await travar(tx, ctx.usuario, corpo, agora);
    if (t.DT_CHEGADA) throw conflict(M.chegadaJaRegistrada);
    await tx.execute(sql`
      UPDATE agendamento SET dt_chegada = ${chegada.instante}::timestamptz, id_compareceu = 'S'
       WHERE id_agendamento = ${t.id}`);
    await anunciar(tx, ctx.realtime, ctx.usuario, t, corpo, 'chegada');
    await avisarEsperas(tx, ctx.realtime, agora, t.id);
    return M.chegadaRegistrada;
  });
}

/**
 * Starts the attendance of an arrived candidate: the user who starts it becomes the attending user
 * (a colleague of the unit may take over a waiting candidate).
 */
export async function iniciarAtendimento(ctx: ContextoFila, chave: ChaveAgendamentoBody): Promise<string> {
  const agora = ctx.agora ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const t = await travar(tx, ctx.usuario, chave, agora);
    if (!t.DT_CHEGADA) throw conflict(M.semChegada);
    if (!aguardando(t)) throw conflict(M.jaIniciado);
    await tx.execute(sql`
      UPDATE agendamento
         SET dt_inicio_atendimento = ${agora.toISOString()}::timestamptz, cd_usuario_atendimento = ${ctx.usuario.cd_sip}
       WHERE id_agendamento = ${t.id}`);
    await anunciar(tx, ctx.realtime, ctx.usuario, t, chave, 'inicio');
    return M.atendimentoIniciado;
  });
}

/** Closes an attendance in progress; only the user attending may close it. */
export async function encerrarAtendimento(ctx: ContextoFila, chave: ChaveAgendamentoBody): Promise<string> {
  const agora = ctx.agora ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const t = await travar(tx, ctx.usuario, chave, agora);
    if (!t.DT_INICIO_ATENDIMENTO) throw conflict(M.naoIniciado);
    if (t.cd_usuario_atendimento !== ctx.usuario.cd_sip) throw forbidden(M.outroAtendente);
    await tx.execute(sql`
      UPDATE agendamento SET dt_encerramento = ${agora.toISOString()}::timestamptz, id_compareceu = 'S'
       WHERE id_agendamento = ${t.id}`);
    await anunciar(tx, ctx.realtime, ctx.usuario, t, chave, 'encerramento');
    return M.atendimentoEncerrado;
  });
}
