import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type ConversaCallcenterLinha,
  type ConversaChatbotResposta,
  type EncerrarAtendimentoBody,
  EVENTO_CALLCENTER,
  type EventoCallcenter,
  janelaConversa,
  MENSAGENS_CALLCENTER as M,
  MAX_FINALIZADOS_CALLCENTER,
  type MotivoCallcenter,
} from '@backoffice/domain/callcenter';
import { STATUS_CONVERSA } from '@backoffice/domain/mensageria';
import { FUSO_NEGOCIO } from '@backoffice/domain/vaga-prazo';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, linhas } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { unidadesComFlag, unidadeTemFlag } from '../catalogo/catalogo.tabelas';
import { vagaComo } from '../vaga/vaga.tabelas';
import { mensagensDaConversa } from './conversas-chatbot.service';

/** The call-center units: those whose id_callcenter is 'S' (Administração › Unidades). */
export function unidadesCallcenter(exec: Executor): Promise<number[]> {
  return unidadesComFlag(exec, 'id_callcenter');
}

type DepsCallcenter = Pick<AppDeps, 'db' | 'realtime'>;

/** The `{user}` of a path is the logged user's code (user_sip): anything else is refused. */
function exigirMesmoUsuario(usuario: UsuarioSessao, user: number) {
  if (user !== usuario.user_sip) throw forbidden(M.outroUsuario);
}

/** The units of a list's filter: every call-center unit (*), or one of them (else 400). */
async function unidadesDoFiltro(exec: Executor, filtro: '*' | number): Promise<readonly number[]> {
  if (filtro === '*') return unidadesCallcenter(exec);
  if (!(await unidadeTemFlag(exec, filtro, 'id_callcenter'))) throw badRequest(M.unidadeInvalida);
  return [filtro];
}

interface LinhaBanco {
  id: number | string;
  cd_pessoa: number | string;
  nm_candidato: string;
  nr_telefone: string;
  nm_cliente: string | null;
  cd_cliente: number | string | null;
  nm_analista: string | null;
  cd_analista: number | string | null;
  cd_atendente: number | string | null;
  nm_atendente: string | null;
  dt_inicio_atendimento: Date | string | null;
  dt_fim_atendimento: Date | string | null;
  dt_inicio_chat: Date | string | null;
  dt_ultima_resposta: Date | string | null;
  qtde_dias: number | string | null;
  nr_vaga: number | string | null;
  cd_empresa: number | null;
  status: number;
  id_motivo: number | null;
  nm_motivo: string | null;
  id_chatbot_ativo: 'S' | 'N';
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const num = (v: number | string | null) => (v === null ? null : Number(v));

function linhaDe(l: LinhaBanco): ConversaCallcenterLinha {
  const nrVaga = num(l.nr_vaga);
  return {
    ID_CHATBOT_CONVERSA: Number(l.id),
    CD_PESSOA_CANDIDATO: Number(l.cd_pessoa),
    NM_CANDIDATO: l.nm_candidato,
    NR_TELEFONE_CANDIDATO: l.nr_telefone,
    NM_PESSOA_CLIENTE: l.nm_cliente,
    CD_PESSOA_CLIENTE_VAGA: num(l.cd_cliente),
    NOME_ANALISTA: l.nm_analista,
    CD_PESSOA_ANALISTA: num(l.cd_analista),
    CD_PESSOA_ANALISTA_ATENDIMENTO: num(l.cd_atendente),
    NM_ANALISTA_ATENDIMENTO: l.nm_atendente,
    DT_INICIO_ATENDIMENTO_CC: iso(l.dt_inicio_atendimento),
    DT_FIM_ATENDIMENTO_CC: iso(l.dt_fim_atendimento),
    DT_INICIO_CHAT: iso(l.dt_inicio_chat),
    DT_ULTIMA_RESPOSTA: iso(l.dt_ultima_resposta),
    QTDE_DIAS: num(l.qtde_dias),
    VAGA_SELECIONADA: nrVaga === null ? null : JSON.stringify({ NR_VAGA: nrVaga }),
    NR_VAGA: nrVaga,
    CD_EMPRESA: l.cd_empresa === null ? null : Number(l.cd_empresa),
    ID_STATUS_TYPE: Number(l.status),
    ID_MOTIVO_CALL_CENTER: l.id_motivo === null ? null : Number(l.id_motivo),
    NM_MOTIVO: l.nm_motivo,
    ID_CHATBOT_ATIVO: l.id_chatbot_ativo,
  };
}

/** The rows of the call center, with the vacancy's client and analyst; `onde` picks them. */
async function linhasCallcenter(exec: Executor, onde: SQL, fim: SQL): Promise<ConversaCallcenterLinha[]> {
  const r = linhas<LinhaBanco>(
    await exec.execute(sql`
      SELECT cv.id_chatbot_conversa AS id, cv.cd_pessoa_candidato AS cd_pessoa, p.nm_pessoa AS nm_candidato,
             cv.nr_telefone, cli.nm_pessoa AS nm_cliente, v.cd_pessoa_cliente AS cd_cliente,
             an.nm_pessoa AS nm_analista, v.cd_pessoa_analista AS cd_analista,
             cv.cd_pessoa_analista_atendimento AS cd_atendente, cv.nm_analista_atendimento AS nm_atendente,
             cv.dt_inicio_atendimento_cc AS dt_inicio_atendimento, cv.dt_fim_atendimento_cc AS dt_fim_atendimento,
             cv.dt_inicio_chat, cv.dt_ultima_resposta,
             CASE WHEN cv.dt_fim_atendimento_cc IS NULL THEN NULL
                  ELSE (now() AT TIME ZONE ${FUSO_NEGOCIO})::date
                       - (cv.dt_fim_atendimento_cc AT TIME ZONE ${FUSO_NEGOCIO})::date END AS qtde_dias,
             cv.nr_vaga, cv.cd_empresa, cv.id_status_type AS status, cv.id_motivo_call_center AS id_motivo,
             mo.nm_motivo, cv.id_chatbot_ativo
        FROM chatbot_conversa cv
        JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cv.cd_pessoa_candidato
        LEFT JOIN ${vagaComo('v')} ON v.nr_vaga = cv.nr_vaga
        LEFT JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
        LEFT JOIN ${tabelasCandidato.pessoa('an')} ON an.cd_pessoa = v.cd_pessoa_analista
        LEFT JOIN motivo_call_center mo ON mo.id_motivo_call_center = cv.id_motivo_call_center
       WHERE ${onde}
       ${fim}`),
  );
  return r.map(linhaDe);
}

/**
 * GET callcenter/candidatos/{user}/{filter|*}: the conversations in the queue of the unit (or of
 * every call-center unit): waiting for an agent first, then those in attendance, oldest first.
 */
export async function candidatosCallcenter(
  deps: DepsCallcenter,
  usuario: UsuarioSessao,
  p: { user: number; filter: '*' | number },
): Promise<ConversaCallcenterLinha[]> {
  exigirMesmoUsuario(usuario, p.user);
  const unidades = await unidadesDoFiltro(deps.db, p.filter);
  return linhasCallcenter(
    deps.db,
    sql`cv.dt_inicio_chat IS NOT NULL AND cv.dt_fim_atendimento_cc IS NULL
        AND cv.cd_empresa = ANY(${sql.param([...unidades])}::int[])`,
    sql`ORDER BY (cv.cd_pessoa_analista_atendimento IS NOT NULL), cv.dt_inicio_chat, cv.id_chatbot_conversa`,
  );
}

/** GET callcenter/meus-atendimentos/{user}/{filter}: the user's finished attendances, newest first. */
export async function meusAtendimentos(
  deps: DepsCallcenter,
  usuario: UsuarioSessao,
  p: { user: number; filter: '*' | number },
): Promise<ConversaCallcenterLinha[]> {
  exigirMesmoUsuario(usuario, p.user);
  const unidades = await unidadesDoFiltro(deps.db, p.filter);
  return linhasCallcenter(
    deps.db,
    sql`cv.cd_pessoa_analista_atendimento = ${usuario.user_sip} AND cv.dt_fim_atendimento_cc IS NOT NULL
        AND cv.cd_empresa = ANY(${sql.param([...unidades])}::int[])`,
    sql`ORDER BY cv.dt_fim_atendimento_cc DESC, cv.id_chatbot_conversa DESC LIMIT ${MAX_FINALIZADOS_CALLCENTER}`,
  );
}

interface EstadoConversa {
  id: number | string;
  cd_pessoa: number | string;
  nr_telefone: string;
  cd_empresa: number | null;
  status: number;
  dt_inicio_chat: Date | string | null;
  dt_fim: Date | string | null;
  cd_atendente: number | string | null;
  nm_atendente: string | null;
}

async function estadoConversa(exec: Executor, id: number, bloquear: boolean): Promise<EstadoConversa> {
  const [cv] = linhas<EstadoConversa>(
    await exec.execute(sql`
      SELECT id_chatbot_conversa AS id, cd_pessoa_candidato AS cd_pessoa, nr_telefone, cd_empresa,
             id_status_type AS status, dt_inicio_chat, dt_fim_atendimento_cc AS dt_fim,
             cd_pessoa_analista_atendimento AS cd_atendente, nm_analista_atendimento AS nm_atendente
        FROM chatbot_conversa WHERE id_chatbot_conversa = ${id}
        ${bloquear ? sql`FOR UPDATE` : sql``}`),
  );
  if (!cv) throw notFound(M.conversaNaoEncontrada);
  return cv;
}

/** Announces a change of the queue to every connected screen (they reload their lists). */
export async function anunciarCallcenter(
  realtime: AppDeps['realtime'],
  exec: Executor,
  evento: EventoCallcenter,
): Promise<void> {
  await realtime.publish(exec, { tipo: EVENTO_CALLCENTER, dados: evento });
}

/**
 * PUT callcenter/iniciar-atendimento/{conversa}/{user}/{unit}: the agent takes the conversation. One
 * conditional update decides: of two agents at once exactly one gets it (the other's update finds
 * an attendant and changes nothing) and the other is told who has it.
 */
export async function iniciarAtendimento(
  deps: DepsCallcenter,
  usuario: UsuarioSessao,
  p: { conversa: number; user: number; unit: number },
): Promise<{ message: string }> {
  exigirMesmoUsuario(usuario, p.user);
  if (!(await unidadeTemFlag(deps.db, p.unit, 'id_callcenter'))) throw badRequest(M.unidadeInvalida);
  return deps.db.transaction(async (tx) => {
    const tomadas = linhas<{ cd_empresa: number | null }>(
      await tx.execute(sql`
        UPDATE chatbot_conversa
           SET cd_pessoa_analista_atendimento = ${usuario.user_sip},
               nm_analista_atendimento = ${usuario.nm_pessoa},
               dt_inicio_atendimento_cc = now(),
               id_chatbot_ativo = 'N'
         WHERE id_chatbot_conversa = ${p.conversa}
           AND cd_empresa = ${p.unit}
           AND dt_inicio_chat IS NOT NULL AND dt_fim_atendimento_cc IS NULL
           AND cd_pessoa_analista_atendimento IS NULL
        RETURNING cd_empresa`),
    );
    if (tomadas.length) {
      await anunciarCallcenter(deps.realtime, tx, {
        acao: 'iniciado',
        id_chatbot_conversa: p.conversa,
        cd_empresa: tomadas[0].cd_empresa,
        cd_pessoa_analista_atendimento: usuario.user_sip,
        nm_analista_atendimento: usuario.nm_pessoa,
      });
      return { message: M.iniciado };
    }
    const cv = await estadoConversa(tx, p.conversa, false);
    if (cv.cd_empresa !== null && Number(cv.cd_empresa) !== p.unit) throw badRequest(M.conversaOutraUnidade);
    if (!cv.dt_inicio_chat || cv.dt_fim) throw conflict(M.foraDaFila);
    if (Number(cv.cd_atendente) === usuario.user_sip) return { message: M.iniciado };
    throw conflict(M.jaAtendidaPor(cv.nm_atendente ?? 'outro atendente'));
  });
}

/** GET callcenter/motivos-desistencia: the termination reasons, in their order. */
export async function motivosDesistencia(db: Db): Promise<MotivoCallcenter[]> {
  const r = linhas<{ id: number; nm: string }>(
    await db.execute(sql`
      SELECT id_motivo_call_center AS id, nm_motivo AS nm FROM motivo_call_center ORDER BY nr_ordem, id_motivo_call_center`),
  );
  return r.map((m) => ({ ID_MOTIVO_CALL_CENTER: Number(m.id), NM_MOTIVO: m.nm }));
}

/**
 * PUT callcenter/encerrar-atendimento: the attendant ends the attendance with a reason. Handed back
 * ('S'), the chatbot answers the candidate again (a new reply puts the conversation back in the
 * queue); otherwise the conversation is closed.
 */
export async function encerrarAtendimento(
  deps: DepsCallcenter,
  usuario: UsuarioSessao,
  b: EncerrarAtendimentoBody,
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const cv = await estadoConversa(tx, b.id_chatbot_conversa, true);
    if (Number(cv.cd_pessoa) !== b.cd_pessoa_candidato) throw badRequest(M.candidatoDiferente);
    if (cv.dt_fim) throw conflict(M.jaEncerrado);
    if (cv.cd_atendente === null) throw conflict(M.naoIniciado);
    const atendente = Number(cv.cd_atendente);
    if (atendente !== usuario.user_sip || b.cd_pessoa_analista_atendimento !== atendente)
      throw forbidden(M.somenteAtendente);
    const motivo = linhas(
      await tx.execute(
        sql`SELECT 1 FROM motivo_call_center WHERE id_motivo_call_center = ${b.id_motivo_call_center}`,
      ),
    );
    if (!motivo.length) throw badRequest(M.motivoInexistente);
    const devolver = b.id_devolver_chatbot === 'S';
    await tx.execute(sql`
      UPDATE chatbot_conversa
         SET dt_fim_atendimento_cc = now(),
             id_motivo_call_center = ${b.id_motivo_call_center},
             id_chatbot_ativo = ${devolver ? 'S' : 'N'},
             id_status_type = ${devolver ? sql`id_status_type` : sql`${STATUS_CONVERSA.encerrada.id}::smallint`}
       WHERE id_chatbot_conversa = ${b.id_chatbot_conversa}`);
    await anunciarCallcenter(deps.realtime, tx, {
      acao: devolver ? 'devolvido' : 'encerrado',
      id_chatbot_conversa: b.id_chatbot_conversa,
      cd_empresa: cv.cd_empresa,
      cd_pessoa_analista_atendimento: atendente,
    });
    return { message: M.encerrado };
  });
}

/** PUT callcenter/retomar-atendimento/{conversa}: the attendant reopens a finished attendance. */
export async function retomarAtendimento(
  deps: DepsCallcenter,
  usuario: UsuarioSessao,
  conversa: number,
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const cv = await estadoConversa(tx, conversa, true);
    if (!cv.dt_fim) throw conflict(M.naoEncerrado);
    if (Number(cv.cd_atendente) !== usuario.user_sip) throw forbidden(M.somenteAtendente);
    await tx.execute(sql`
      UPDATE chatbot_conversa
         SET dt_fim_atendimento_cc = NULL, id_motivo_call_center = NULL, id_chatbot_ativo = 'N',
             id_status_type = CASE WHEN dt_ultima_resposta IS NULL THEN ${STATUS_CONVERSA.aguardando.id}::smallint
                                   ELSE ${STATUS_CONVERSA.respondida.id}::smallint END
       WHERE id_chatbot_conversa = ${conversa}`);
    await anunciarCallcenter(deps.realtime, tx, {
      acao: 'retomado',
      id_chatbot_conversa: conversa,
      cd_empresa: cv.cd_empresa,
      cd_pessoa_analista_atendimento: usuario.user_sip,
    });
    return { message: M.retomado };
  });
}

/** GET chatbot/conversa-chatbot/{id}: the conversation, its messages, its attendance and its window. */
export async function conversaChatbot(db: Db, id: number): Promise<ConversaChatbotResposta> {
  const [c] = linhas<{
    id: number | string;
    cd_pessoa: number | string;
    nm_pessoa: string;
    nr_telefone: string;
    status: number;
    inicio: Date | string;
    nr_vaga: number | string | null;
    cd_empresa: number | null;
    resposta: Date | string | null;
    cd_atendente: number | string | null;
    nm_atendente: string | null;
    dt_inicio_atendimento: Date | string | null;
    dt_fim_atendimento: Date | string | null;
    id_chatbot_ativo: 'S' | 'N';
  }>(
    await db.execute(sql`
      SELECT cv.id_chatbot_conversa AS id, cv.cd_pessoa_candidato AS cd_pessoa, p.nm_pessoa, cv.nr_telefone,
             cv.id_status_type AS status, cv.dt_inicio_conversa AS inicio, cv.nr_vaga, cv.cd_empresa,
             cv.dt_ultima_resposta AS resposta, cv.cd_pessoa_analista_atendimento AS cd_atendente,
             cv.nm_analista_atendimento AS nm_atendente, cv.dt_inicio_atendimento_cc AS dt_inicio_atendimento,
             cv.dt_fim_atendimento_cc AS dt_fim_atendimento, cv.id_chatbot_ativo
        FROM chatbot_conversa cv JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cv.cd_pessoa_candidato
       WHERE cv.id_chatbot_conversa = ${id}`),
  );
  if (!c) throw notFound(M.conversaNaoEncontrada);
  const status = Number(c.status);
  const descricao = Object.values(STATUS_CONVERSA).find((s) => s.id === status)?.ds ?? 'Desconhecido';
  return {
    ID_CHATBOT_CONVERSA: Number(c.id),
    CD_PESSOA_CANDIDATO: Number(c.cd_pessoa),
    NOME_CANDIDATO: c.nm_pessoa,
    NR_TELEFONE: c.nr_telefone,
    ID_STATUS_TYPE: status,
    DS_STATUS_CONVERSA: descricao,
    DT_INICIO_CONVERSA: new Date(c.inicio).toISOString(),
    NODES: await mensagensDaConversa(db, Number(c.id)),
    NR_VAGA: num(c.nr_vaga),
    CD_EMPRESA: c.cd_empresa === null ? null : Number(c.cd_empresa),
    DT_ULTIMA_RESPOSTA: iso(c.resposta),
    JANELA: janelaConversa(c.resposta),
    CD_PESSOA_ANALISTA_ATENDIMENTO: num(c.cd_atendente),
    NM_ANALISTA_ATENDIMENTO: c.nm_atendente,
    DT_INICIO_ATENDIMENTO_CC: iso(c.dt_inicio_atendimento),
    DT_FIM_ATENDIMENTO_CC: iso(c.dt_fim_atendimento),
    ID_CHATBOT_ATIVO: c.id_chatbot_ativo,
  };
}

/** Kinds of message that carry a file of the candidate. */
const TIPOS_MIDIA = ['image', 'document', 'audio', 'video', 'sticker'] as const;

/** GET chatbot/midia/{mensagem}: the file of a candidate's message, downloaded through the adapter. */
export async function midiaDaMensagem(
  deps: Pick<AppDeps, 'db' | 'mensageria'>,
  idMensagem: number,
): Promise<{ conteudo: Buffer; tipo: string; nome: string | null; anexo: boolean }> {
  const [m] = linhas<{ json_mensagem: Record<string, unknown> | string }>(
    await deps.db.execute(sql`
      SELECT json_mensagem FROM chatbot_mensagem WHERE id_chatbot_mensagem = ${idMensagem} AND id_tipo = 'RECEBIDO'`),
  );
  if (!m) throw notFound(M.midiaNaoEncontrada);
  const json = typeof m.json_mensagem === 'string' ? JSON.parse(m.json_mensagem) : m.json_mensagem;
  const tipoMensagem = TIPOS_MIDIA.find((t) => t === json.type);
  const midia = tipoMensagem
    ? (json[tipoMensagem] as { id?: unknown; mime_type?: unknown; filename?: unknown })
    : null;
  if (!midia || typeof midia.id !== 'string' || !midia.id) throw notFound(M.midiaNaoEncontrada);
  const baixar = deps.mensageria.whatsapp.baixarMidia;
  if (!baixar) throw conflict(M.midiaIndisponivel);
  const mime = typeof midia.mime_type === 'string' ? midia.mime_type : undefined;
  let r: { conteudo: Buffer; tipo: string };
  try {
    r = await baixar.call(deps.mensageria.whatsapp, midia.id, mime);
  } catch {
    throw conflict(M.midiaIndisponivel);
  }
  // Only a few kinds are shown in the page; anything else is downloaded as a file.
  const exibivel = /^(image\/(png|jpeg|webp|gif)|application\/pdf)$/.test(r.tipo);
  return {
    conteudo: r.conteudo,
    tipo: exibivel ? r.tipo : 'application/octet-stream',
    nome: typeof midia.filename === 'string' ? midia.filename : null,
    anexo: !exibivel,
  };
}
