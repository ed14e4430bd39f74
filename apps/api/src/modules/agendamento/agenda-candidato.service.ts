import {
  type AgendaAnalistaBody,
  type AgendamentoLinha,
  atrasou,
  LIMITES_AGENDA,
  MENSAGENS_AGENDA,
} from '@backoffice/domain/agenda-candidato';
import {
  EVENTO_AGENDA,
  lerDataHora,
  TEXTO_NAO_COMPARECEU,
  TIPOS_AGENDAMENTO,
} from '@backoffice/domain/agendamento';
import type { UsuarioSessao } from '@backoffice/domain/auth';
import { padraoContem } from '@backoffice/domain/controles';
import { FUSO_NEGOCIO } from '@backoffice/domain/datas';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Db, type Executor, linhas } from '../../db/client';
import { iso, num } from '../../db/linha';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import { notaNoHistoricoDoCandidato, tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

const FUSO = FUSO_NEGOCIO;

/**
 * The columns of a scheduling row (spec 002 §3.4), over `agendamento a` and the candidate's person
 * `pc` (the name filter reads it). The other names come from scalar subqueries by each row's keys:
 * seven joined tables cost more to plan than to run.
 */
function consultaLinhas(onde: SQL, limite: number): SQL {
  const nomeUsuario = (cdSip: SQL) =>
    sql`(SELECT p.nm_pessoa FROM ${tabelasUsuario.usuario('u')} JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip WHERE u.cd_sip = ${cdSip})`;
  return sql`
    SELECT a.cd_pessoa_candidato, pc.nm_pessoa, a.criado_em, ${nomeUsuario(sql`a.criado_por`)} AS criado_por,
           a.id_tipo_agendamento, a.dt_atendimento, a.dt_chegada, a.dt_encerramento,
           ${nomeUsuario(sql`a.cd_usuario_atendimento`)} AS nm_usuario_atendimento, a.cd_usuario_atendimento,
           (SELECT pcl.nm_pessoa FROM ${tabelasCandidato.pessoa('pcl')} WHERE pcl.cd_pessoa = a.cd_pessoa_cliente) AS nm_cliente,
           (SELECT pcl.nm_apelido FROM ${tabelasCandidato.pessoa('pcl')} WHERE pcl.cd_pessoa = a.cd_pessoa_cliente) AS nm_apelido,
           a.cd_pessoa_cliente, a.tipo_processo,
           (SELECT c.id_possue_deficiencia FROM ${tabelasCandidato.candidato('c')} WHERE c.cd_pessoa = a.cd_pessoa_candidato) AS id_possue_deficiencia,
           a.id_compareceu, a.ds_descricao,
           to_char(a.criado_em AT TIME ZONE ${FUSO}, 'DD/MM/YYYY HH24:MI') AS criado_em_formatado,
           to_char(a.dt_chegada AT TIME ZONE ${FUSO}, 'DD/MM/YYYY HH24:MI') AS dt_chegada_prt
      FROM agendamento a
      JOIN ${tabelasCandidato.pessoa('pc')} ON pc.cd_pessoa = a.cd_pessoa_candidato
     WHERE ${onde}
     ORDER BY a.dt_atendimento DESC, a.id_agendamento DESC
     LIMIT ${limite}`;
}

function linha(r: Record<string, unknown>, agora: Date): AgendamentoLinha {
  const s = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const tipo = String(r.id_tipo_agendamento) as AgendamentoLinha['ID_TIPO_AGENDAMENTO'];
  const dtAtendimento = iso(r.dt_atendimento) as string;
  const dtChegada = iso(r.dt_chegada);
  const dtEncerramento = iso(r.dt_encerramento);
  return {
    CD_PESSOA: Number(r.cd_pessoa_candidato),
    NM_PESSOA: String(r.nm_pessoa),
    CRIADO_EM: iso(r.criado_em) as string,
    CRIADO_EM_FORMATADO: String(r.criado_em_formatado),
    CRIADO_POR: s(r.criado_por),
    ID_TIPO_AGENDAMENTO: tipo,
    DT_ATENDIMENTO: dtAtendimento,
    DT_CHEGADA: dtChegada,
    DT_CHEGADA_PRT: s(r.dt_chegada_prt),
    DT_ENCERRAMENTO: dtEncerramento,
    ID_ATRASOU: atrasou(dtAtendimento, dtChegada, dtEncerramento, agora),
    NM_USUARIO_ATENDIMENTO: s(r.nm_usuario_atendimento),
    CD_USUARIO_ATENDIMENTO: Number(r.cd_usuario_atendimento),
    NM_CLIENTE: s(r.nm_cliente),
    NM_APELIDO: s(r.nm_apelido),
    CD_PESSOA_CLIENTE: num(r.cd_pessoa_cliente),
    NM_PESSOA_CLIENTE: s(r.nm_cliente),
    TIPO_AGENDAMENTO: TIPOS_AGENDAMENTO[tipo] ?? tipo,
    TIPO_PROCESSO: s(r.tipo_processo),
    ID_POSSUE_DEFICIENCIA: r.id_possue_deficiencia === 'S' ? 'S' : 'N',
    ID_COMPARECEU: s(r.id_compareceu),
    DS_DESCRICAO: s(r.ds_descricao),
  };
}

/**
 * POST agendamento/agendamentos-analista: the appointments the analyst attends or holds (as the
 * attending user or as the appointment's analyst) whose service date falls in the period, with the
 * filters of type, situation and candidate; newest first.
 */
export async function listarAgendaAnalista(
  db: Executor,
  f: AgendaAnalistaBody,
  agora: Date = new Date(),
): Promise<AgendamentoLinha[]> {
  const c: SQL[] = [
    sql`(a.cd_pessoa_analista = ${f.cd_pessoa_analista}
         OR a.cd_usuario_atendimento = ANY(ARRAY(SELECT cd_sip FROM ${tabelasUsuario.usuario('usuario')} WHERE user_sip = ${f.cd_pessoa_analista})))`,
    sql`a.dt_atendimento >= (${f.inicio}::date)::timestamp AT TIME ZONE ${FUSO}`,
    sql`a.dt_atendimento < ((${f.termino}::date + 1)::timestamp AT TIME ZONE ${FUSO})`,
  ];
  if (f.tipo_agendamento !== 'todos') c.push(sql`a.id_tipo_agendamento = ${f.tipo_agendamento}`);
  if (f.situacao === 'A') c.push(sql`a.dt_encerramento IS NULL`);
  else if (f.situacao === 'E') c.push(sql`a.dt_encerramento IS NOT NULL`);
  if (f.candidato) {
    const t = f.candidato.trim();
    if (/^\d+$/.test(t)) c.push(sql`a.cd_pessoa_candidato = ${Number(t)}`);
    else c.push(sql`f_unaccent(lower(pc.nm_pessoa)) LIKE ${padraoContem(t)}`);
  }
  const rs = await consultar<Record<string, unknown>>(
    db,
    consultaLinhas(sql.join(c, sql` AND `), LIMITES_AGENDA.linhasMax),
  );
  return rs.map((r) => linha(r, agora));
}

/** GET agendamento/agendamentos-candidato/{candidate}: the candidate's appointments, newest first. */
export async function listarAgendaCandidato(
  db: Executor,
  cdPessoaCandidato: number,
  agora: Date = new Date(),
): Promise<AgendamentoLinha[]> {
  const [c] = await consultar<{ cd: number }>(
    db,
    sql`SELECT cd_pessoa AS cd FROM ${tabelasCandidato.candidato('candidato')} WHERE cd_pessoa = ${cdPessoaCandidato}`,
  );
  if (!c) throw notFound('Candidato não encontrado.');
  const rs = await consultar<Record<string, unknown>>(
    db,
    consultaLinhas(sql`a.cd_pessoa_candidato = ${cdPessoaCandidato}`, LIMITES_AGENDA.linhasMax),
  );
  return rs.map((r) => linha(r, agora));
}

/**
 * POST agendamento/candidato-nao-compareceu: the candidate did not attend the appointment (by
 * candidate and criado_em). Closes it as not attended (id_compareceu N), fills the description when
 * empty, notes it on the candidate's history and announces 'agenda', in one transaction. A closed
 * appointment is refused (409).
 */
export async function registrarNaoCompareceu(
  db: Db,
  realtime: Realtime,
  usuario: UsuarioSessao,
  b: { cd_pessoa_candidato: number; criado_em: string },
): Promise<{ message: string }> {
  const criado = lerDataHora(b.criado_em);
  if (!criado) throw badRequest('Data de criação inválida.');
  return db.transaction(async (tx) => {
    const [a] = linhas<{
      id_agendamento: number | string;
      encerrado: boolean;
      cd_usuario_atendimento: number;
    }>(
      await tx.execute(sql`
        SELECT id_agendamento, dt_encerramento IS NOT NULL AS encerrado, cd_usuario_atendimento FROM agendamento
         WHERE cd_pessoa_candidato = ${b.cd_pessoa_candidato}
           AND date_trunc('milliseconds', criado_em) = date_trunc('milliseconds', ${criado.instante}::timestamptz)
         ORDER BY id_agendamento LIMIT 1 FOR UPDATE`),
    );
    if (!a) throw notFound(MENSAGENS_AGENDA.naoEncontrado);
    if (a.encerrado) throw conflict(MENSAGENS_AGENDA.encerrado);
    await tx.execute(sql`
      UPDATE agendamento
         SET id_compareceu = 'N', dt_encerramento = date_trunc('milliseconds', now()),
             ds_descricao = coalesce(nullif(ds_descricao, ''), ${TEXTO_NAO_COMPARECEU})
       WHERE id_agendamento = ${Number(a.id_agendamento)}`);
    await notaNoHistoricoDoCandidato(tx, {
      cdPessoa: b.cd_pessoa_candidato,
      texto: TEXTO_NAO_COMPARECEU,
      tipo: 'NC',
      cdUsuario: usuario.cd_sip,
    });
    await realtime.publish(tx, {
      tipo: EVENTO_AGENDA,
      dados: {
        cd_pessoa_candidato: b.cd_pessoa_candidato,
        cd_usuario_atendimento: Number(a.cd_usuario_atendimento),
        criado_em: new Date(criado.instante).toISOString(),
      },
    });
    return { message: MENSAGENS_AGENDA.naoCompareceuSalvo };
  });
}
