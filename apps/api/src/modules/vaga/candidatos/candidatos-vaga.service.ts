import type { UsuarioSessao } from '@backoffice/domain/auth';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { escaparHtml } from '@backoffice/domain/texto-html';
import {
  type AcaoCongelada,
  type CandidatoDescartadoLinha,
  type CandidatoRelacionadoLinha,
  type CandidatoWebLinha,
  type ContadoresCandidatos,
  errosAprovacao,
  MENSAGENS_VAGA_CANDIDATOS,
  type PodeRelacionarLinha,
  podeVoltarPendente,
} from '@backoffice/domain/vaga-candidatos';
import { EVENTO_VAGA, hojeNegocio } from '@backoffice/domain/vaga-edicao';
import { ESTAGIO_VAGA } from '@backoffice/domain/vaga-estagio';
import { SITUACAO_VAGA, vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { consultar } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { notaNoHistoricoDoCandidato, tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasPesquisaCandidatos } from '../../pesquisa-candidatos/pesquisa-candidatos.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import {
  cancelarContratacaoDaAprovacao,
  criarContratacaoDaAprovacao,
} from '../contratacao/contratacao.service';
import { relacionarNaVagaTravada } from './relacionar.service';

const M = MENSAGENS_VAGA_CANDIDATOS;

/** Who may use the candidate panel: the selection and the recruitment sectors. */
export const ACESSO_CANDIDATOS_VAGA = {
  permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])],
};

/** What the services of the panel need: the platform and the logged user. */
export interface ContextoCandidatos {
  deps: AppDeps;
  usuario: UsuarioSessao;
  /** Business date (tests fix it). */
  hoje?: string;
}

/** A timestamp column as ISO 8601 in UTC. */
export const isoTs = (col: string) =>
  sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The vacancy as the candidate actions check it. */
export interface VagaTravada {
  nr_vaga: number;
  nr_requisicao: number;
  cd_situacao_vaga: number;
  cd_tipo_contratacao: number;
  cd_pessoa_cliente: number;
  cd_pessoa_analista: number | null;
  id_recrutamento: 'S' | 'N';
}

/**
 * Reads the vacancy and locks its row for the transaction: actions on the candidates of one vacancy
 * run one at a time, so two approvals at the same moment see each other. 404 unknown; 409 frozen
 * (with the action's warning) when `acao` is given.
 */
export async function travarVagaCandidatos(
  tx: Executor,
  nrVaga: number,
  acao?: AcaoCongelada,
): Promise<VagaTravada> {
  const [v] = await consultar<Record<string, unknown>>(
    tx,
    sql`SELECT nr_vaga, nr_requisicao, cd_situacao_vaga, cd_tipo_contratacao, cd_pessoa_cliente,
               cd_pessoa_analista, id_recrutamento
          FROM vaga WHERE nr_vaga = ${nrVaga} FOR UPDATE`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  const vaga: VagaTravada = {
    nr_vaga: Number(v.nr_vaga),
    nr_requisicao: Number(v.nr_requisicao),
    cd_situacao_vaga: Number(v.cd_situacao_vaga),
    cd_tipo_contratacao: Number(v.cd_tipo_contratacao),
    cd_pessoa_cliente: Number(v.cd_pessoa_cliente),
    cd_pessoa_analista: v.cd_pessoa_analista == null ? null : Number(v.cd_pessoa_analista),
    id_recrutamento: v.id_recrutamento === 'S' ? 'S' : 'N',
  };
  if (acao && vagaCongelada(vaga.cd_situacao_vaga)) throw conflict(M.congelada[acao]);
  return vaga;
}

/** Announces a change of the vacancy's candidates (the panels of every user reload). */
export function anunciarCandidatos(deps: AppDeps, tx: Executor, nrVaga: number, acao: string): Promise<void> {
  return deps.realtime.publish(tx, { tipo: EVENTO_VAGA, dados: { NR_VAGA: nrVaga, ACAO: acao } });
}

/** A note on the candidate's timeline about this vacancy (a text, quoted as HTML). */
export async function notaCandidato(
  tx: Executor,
  usuario: UsuarioSessao,
  cdPessoa: number,
  nrVaga: number,
  texto: string,
  tipo: string,
): Promise<void> {
  await notaNoHistoricoDoCandidato(tx, {
    cdPessoa,
    texto: escaparHtml(texto),
    tipo,
    cdUsuario: usuario.cd_sip,
    nrVaga,
  });
}

async function notaVaga(tx: Executor, usuario: UsuarioSessao, nrVaga: number, texto: string, tipo: string) {
  await notaNoHistoricoDaVaga(tx, usuario.cd_sip, nrVaga, texto, tipo);
}

/** A note on the vacancy's history (a text, quoted as HTML); cdUsuario null when no staff user wrote it. */
export async function notaNoHistoricoDaVaga(
  tx: Executor,
  cdUsuario: number | null,
  nrVaga: number,
  texto: string,
  tipo: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO vaga_historico (nr_vaga, ds_historico, cd_usuario, id_tipo)
    VALUES (${nrVaga}, ${escaparHtml(texto)}, ${cdUsuario}, ${tipo})`);
}

// ---------------------------------------------------------------------------------------------
// Lists

const COLUNAS_RELACIONADO = sql`
  vc.cd_pessoa_candidato::float8 AS "CD_PESSOA", p.nm_pessoa AS "NM_PESSOA",
  vc.cd_estagio_vaga::int AS "CD_ESTAGIO_VAGA", ev.nm_estagio_vaga AS "NM_ESTAGIO_VAGA",
  vc.id_situacao AS "ID_SITUACAO", c.nr_nota_candidato::float8 AS "NOTA", c.id_sexo AS "ID_SEXO",
  c.id_possue_deficiencia AS "ID_POSSUE_DEFICIENCIA", c.id_destaque AS "ID_DESTAQUE",
  coalesce(pu.nm_pessoa, u.apelido) AS "ANALISTA_VAGA",
  ${isoTs('vc.alterado_em')} AS "DT", ${isoTs('vc.criado_em')} AS "CRIADO_EM",
  ${isoTs('vc.dt_curriculo')} AS "DT_CURRICULO", ${isoTs('vc.dt_encaminhamento')} AS "DT_ENCAMINHAMENTO",
  ${isoTs('vc.dt_aprovacao')} AS "DT_APROVACAO", ${isoTs('vc.dt_reprovacao')} AS "DT_REPROVACAO",
  (SELECT mr.ds_motivo_reprovacao FROM ${tabelasCatalogo.motivo_reprovacao('mr')}
    WHERE mr.cd_motivo_reprovacao = vc.cd_motivo_reprovacao) AS "NM_MOTIVO_REPROVACAO",
  to_char(vc.dt_faturamento, 'YYYY-MM-DD') AS "DT_FATURAMENTO",
  to_char(vc.dt_inicio_trabalho, 'YYYY-MM-DD') AS "DT_INICIO_TRABALHO",
  vc.cd_origem_relacionamento::int AS "CD_ORIGEM_RELACIONAMENTO",
  v.cd_situacao_vaga::int AS "CD_SITUACAO_ATUAL_VAGA", v.cd_tipo_contratacao::int AS "CD_TIPO_CONTRATACAO",
  vc.id_envia_email_reprov AS "ID_ENVIA_EMAIL_REPROV", vc.nr_vaga::float8 AS "NR_VAGA",
  CASE WHEN pcl.id_link IS NULL THEN NULL ELSE coalesce(pcl.id_parecer, 'P') END AS "PARECER_CLIENTE",
  ${isoTs('pcl.respondido_em')} AS "DT_PARECER_CLIENTE",
  CASE WHEN pcl.id_parecer IS NULL THEN NULL WHEN pcl.tratado_em IS NULL THEN 'N' ELSE 'S' END AS "PARECER_TRATADO"`;

const FROM_RELACIONADO = sql`
  FROM vaga_candidato vc
  JOIN vaga v ON v.nr_vaga = vc.nr_vaga
  JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = vc.cd_pessoa_candidato
  JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = vc.cd_pessoa_candidato
  LEFT JOIN ${tabelasCatalogo.estagio_vaga('ev')} ON ev.cd_estagio_vaga = vc.cd_estagio_vaga
  LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = vc.cd_usuario
  LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
  LEFT JOIN LATERAL (
    SELECT pc.id_link, pc.id_parecer, pc.respondido_em, pc.tratado_em
      FROM parecer_cliente_candidato pc
     WHERE pc.nr_vaga = vc.nr_vaga AND pc.cd_pessoa_candidato = vc.cd_pessoa_candidato
     ORDER BY pc.id_link DESC LIMIT 1) pcl ON true`;

async function exigirVaga(ex: Executor, nrVaga: number): Promise<void> {
  const r = await consultar(ex, sql`SELECT 1 FROM vaga WHERE nr_vaga = ${nrVaga}`);
  if (!r.length) throw notFound(M.conflito.vagaNaoEncontrada);
}

/** The related candidates of a vacancy: approved first, then by stage and the latest movement. */
export async function listarRelacionados(ex: Executor, nrVaga: number): Promise<CandidatoRelacionadoLinha[]> {
  await exigirVaga(ex, nrVaga);
  return consultar<CandidatoRelacionadoLinha>(
    ex,
    sql`SELECT ${COLUNAS_RELACIONADO} ${FROM_RELACIONADO}
         WHERE vc.nr_vaga = ${nrVaga}
         ORDER BY (vc.id_situacao = 'A') DESC NULLS LAST, (vc.id_situacao = 'R') ASC NULLS FIRST,
                  vc.cd_estagio_vaga DESC, vc.alterado_em DESC, p.nm_pessoa`,
  );
}

async function linhaRelacionado(ex: Executor, nrVaga: number, cdPessoa: number) {
  const [l] = await consultar<CandidatoRelacionadoLinha>(
    ex,
    sql`SELECT ${COLUNAS_RELACIONADO} ${FROM_RELACIONADO}
         WHERE vc.nr_vaga = ${nrVaga} AND vc.cd_pessoa_candidato = ${cdPessoa}`,
  );
  if (!l) throw notFound(M.conflito.candidatoNaoRelacionado);
  return l;
}

/**
 * The web applicants of the vacancy's requisition not discarded, newest first, each with the
 * candidate's latest relation to any vacancy (number, analyst, date, client).
 */
export async function listarWeb(ex: Executor, nrVaga: number): Promise<CandidatoWebLinha[]> {
  await exigirVaga(ex, nrVaga);
  return consultar<CandidatoWebLinha>(
    ex,
    sql`SELECT cw.cd_pessoa_candidato::float8 AS "CD_PESSOA_CANDIDATO", p.nm_pessoa AS "NM_PESSOA",
               cw.nr_requisicao::float8 AS "NR_REQUISICAO", ${nrVaga}::float8 AS "NR_VAGA",
               cw.id_visto AS "ID_VISTO", cw.id_desvincular_web AS "ID_DESVINCULAR_WEB", cw.id_tipo AS "ID_TIPO",
               CASE WHEN rel.nr_vaga IS NULL THEN 'N' ELSE 'S' END AS "POSSUI_RELACIONAMENTO",
               rel.nr_vaga::float8 AS "NR_VAGA_RELACIONADA", rel.analista AS "ANALISTA",
               ${isoTs('rel.criado_em')} AS "DT_DO_RELACIONAMENTO",
               c.nm_bairro AS "NM_BAIRRO", c.nm_cidade AS "NM_CIDADE",
               rel.cd_pessoa_cliente::float8 AS "CD_PESSOA_CLIENTE", rel.nm_cliente AS "NM_CLIENTE",
               ${isoTs('cw.criado_em')} AS "CRIADO_EM", ${isoTs('cw.alterado_em')} AS "ALTERADO_EM",
               concat_ws(' - ', nullif(concat_ws('/', c.nm_cidade, c.cd_uf), ''), c.nm_bairro) AS "DS_LOCALIDADE_SEM_CEP"
          FROM vaga v
          JOIN candidato_web cw ON cw.nr_requisicao = v.nr_requisicao
          JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = cw.cd_pessoa_candidato
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cw.cd_pessoa_candidato
          LEFT JOIN LATERAL (
            SELECT vc.nr_vaga, vc.criado_em, coalesce(pa.nm_pessoa, u.apelido) AS analista,
                   vr.cd_pessoa_cliente,
                   CASE WHEN vr.id_vaga_sigilosa = 'S' OR vr.id_vaga_confidencial = 'S'
                        THEN 'Informação Sigilosa' ELSE coalesce(cli.nm_apelido, cli.nm_pessoa) END AS nm_cliente
              FROM vaga_candidato vc
              JOIN vaga vr ON vr.nr_vaga = vc.nr_vaga
              LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = vc.cd_usuario
              LEFT JOIN ${tabelasCandidato.pessoa('pa')} ON pa.cd_pessoa = u.user_sip
              LEFT JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = vr.cd_pessoa_cliente
             WHERE vc.cd_pessoa_candidato = cw.cd_pessoa_candidato
             ORDER BY vc.criado_em DESC LIMIT 1) rel ON true
         WHERE v.nr_vaga = ${nrVaga} AND (cw.nr_vaga IS NULL OR cw.nr_vaga = ${nrVaga})
           AND cw.id_desvincular_web = 'N'
         ORDER BY cw.id_visto, cw.criado_em DESC, p.nm_pessoa`,
  );
}

/**
 * The discarded candidates of the vacancy: web applicants let go (their ID_TIPO) and rows discarded
 * in its searches (ELASTIC), the latest discard of each candidate, newest first.
 */
export async function listarDescartados(ex: Executor, nrVaga: number): Promise<CandidatoDescartadoLinha[]> {
  await exigirVaga(ex, nrVaga);
  return consultar<CandidatoDescartadoLinha>(
    ex,
    sql`SELECT DISTINCT ON (d.cd) d.cd::float8 AS "CD_PESSOA_CANDIDATO", p.nm_pessoa AS "NM_PESSOA",
               ${isoTs('d.quando')} AS "ALTERADO_EM", d.tipo AS "ID_TIPO",
               nullif(concat_ws(' - ', nullif(concat_ws('/', c.nm_cidade, c.cd_uf), ''), c.nm_bairro), '')
                 AS "DS_LOCALIDADE_SEM_CEP",
               d.nr_selecao::float8 AS "NR_SELECAO"
          FROM (
            SELECT cw.cd_pessoa_candidato AS cd, cw.alterado_em AS quando, cw.id_tipo AS tipo, NULL::bigint AS nr_selecao
              FROM vaga v JOIN candidato_web cw ON cw.nr_requisicao = v.nr_requisicao
             WHERE v.nr_vaga = ${nrVaga} AND (cw.nr_vaga IS NULL OR cw.nr_vaga = ${nrVaga})
               AND cw.id_desvincular_web = 'S'
            UNION ALL
            SELECT sc.cd_pessoa_candidato, coalesce(sc.dt_descarte, sc.alterado_em), 'ELASTIC', sc.nr_selecao
              FROM ${tabelasPesquisaCandidatos.selecao_candidato('sc')}
             WHERE sc.nr_vaga = ${nrVaga} AND sc.id_descartado = 'S') d
          JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = d.cd
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = d.cd
         ORDER BY d.cd, d.quando DESC`,
  ).then((l) => l.sort((a, b) => b.ALTERADO_EM.localeCompare(a.ALTERADO_EM)));
}

/** The four counters of the panel's tabs. */
export async function contarCandidatos(ex: Executor, nrVaga: number): Promise<ContadoresCandidatos> {
  await exigirVaga(ex, nrVaga);
  const [r] = await consultar<ContadoresCandidatos>(
    ex,
    sql`SELECT
          (SELECT count(*) FROM vaga_candidato WHERE nr_vaga = ${nrVaga})::int AS "QTD_CANDIDATOS_RELACIONADOS",
          (SELECT count(*) FROM vaga v JOIN candidato_web cw ON cw.nr_requisicao = v.nr_requisicao
            WHERE v.nr_vaga = ${nrVaga} AND (cw.nr_vaga IS NULL OR cw.nr_vaga = ${nrVaga})
              AND cw.id_desvincular_web = 'N')::int AS "QTD_CANDIDATOS_WEB",
          (SELECT count(DISTINCT cd) FROM (
              SELECT cw.cd_pessoa_candidato AS cd FROM vaga v JOIN candidato_web cw ON cw.nr_requisicao = v.nr_requisicao
               WHERE v.nr_vaga = ${nrVaga} AND (cw.nr_vaga IS NULL OR cw.nr_vaga = ${nrVaga})
                 AND cw.id_desvincular_web = 'S'
              UNION ALL
              SELECT cd_pessoa_candidato FROM ${tabelasPesquisaCandidatos.selecao_candidato('sc')} WHERE nr_vaga = ${nrVaga} AND id_descartado = 'S') d
          )::int AS "QTD_CANDIDATOS_DESCARTADOS",
          (SELECT count(*) FROM ${tabelasPesquisaCandidatos.selecao('s')} WHERE nr_vaga = ${nrVaga})::int AS "QTD_PESQUISAS"`,
  );
  return r;
}

// ---------------------------------------------------------------------------------------------
// Approve, return to pending, reject, restore, rejection e-mail

async function temOutroAprovado(tx: Executor, nrVaga: number, cdPessoa: number): Promise<boolean> {
  const r = await consultar(
    tx,
    sql`SELECT 1 FROM vaga_candidato
         WHERE nr_vaga = ${nrVaga} AND id_situacao = 'A' AND cd_pessoa_candidato <> ${cdPessoa} LIMIT 1`,
  );
  return r.length > 0;
}

export interface Aprovacao {
  cd_pessoa_candidato: number;
  nr_vaga: number;
  dt_faturamento: string | null;
  dt_inicio_trabalho: string | null;
  cd_pessoa_analista?: number | null;
}

/**
 * Approves a related candidate: stage 6 with ID_SITUACAO A, the billing date (hiring type 1 only,
 * never today) and the start of work (later than 14 days ago). Refused when the vacancy is frozen
 * or with the client (7), or already has an approved candidate.
 */
export async function aprovarCandidato(ctx: ContextoCandidatos, a: Aprovacao): Promise<string> {
  const hoje = ctx.hoje ?? hojeNegocio();
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVagaCandidatos(tx, a.nr_vaga, 'aprovar');
    if (v.cd_situacao_vaga === SITUACAO_VAGA.CLIENTE) throw conflict(M.conflito.aprovarSituacao7);
    const erros = errosAprovacao(a, v.cd_tipo_contratacao, hoje);
    if (erros.length) throw badRequest(erros);
    const c = await linhaRelacionado(tx, a.nr_vaga, a.cd_pessoa_candidato);
    if (c.ID_SITUACAO === 'A') throw conflict(M.conflito.candidatoJaAprovado);
    if (c.ID_SITUACAO === 'R') throw conflict(M.conflito.candidatoReprovado);
    if (await temOutroAprovado(tx, a.nr_vaga, a.cd_pessoa_candidato)) throw conflict(M.conflito.jaAprovado);
    const faturamento = v.cd_tipo_contratacao === 1 ? a.dt_faturamento : null;
    await tx.execute(sql`
      UPDATE vaga_candidato
         SET cd_estagio_vaga = greatest(cd_estagio_vaga, ${ESTAGIO_VAGA.APROVADO}), id_situacao = 'A',
             dt_aprovacao = now(), dt_reprovacao = NULL, dt_faturamento = ${faturamento}::date,
             dt_inicio_trabalho = ${a.dt_inicio_trabalho}::date, cd_usuario = ${ctx.usuario.cd_sip},
             alterado_em = now()
       WHERE nr_vaga = ${a.nr_vaga} AND cd_pessoa_candidato = ${a.cd_pessoa_candidato}`);
    await tx.execute(sql`UPDATE vaga SET dt_ultima_movimentacao = now() WHERE nr_vaga = ${a.nr_vaga}`);
    if (a.dt_inicio_trabalho)
      await criarContratacaoDaAprovacao(tx, ctx.usuario, v, a.cd_pessoa_candidato, a.dt_inicio_trabalho);
    await tx.execute(sql`
      UPDATE parecer_cliente_candidato SET tratado_em = now(), cd_usuario_tratou = ${ctx.usuario.cd_sip}
       WHERE nr_vaga = ${a.nr_vaga} AND cd_pessoa_candidato = ${a.cd_pessoa_candidato}
         AND id_parecer IS NOT NULL AND tratado_em IS NULL`);
    const datas = [
      faturamento ? `faturamento em ${brData(faturamento)}` : null,
      `início do trabalho em ${brData(a.dt_inicio_trabalho ?? '')}`,
    ]
      .filter(Boolean)
      .join(', ');
    await notaCandidato(
      tx,
      ctx.usuario,
      a.cd_pessoa_candidato,
      a.nr_vaga,
      `Candidato aprovado na vaga ${a.nr_vaga} (${datas}).`,
      'A',
    );
    await notaVaga(
      tx,
      ctx.usuario,
      a.nr_vaga,
      `Candidato ${c.NM_PESSOA} (${a.cd_pessoa_candidato}) aprovado (${datas}).`,
      'CA',
    );
    await anunciarCandidatos(ctx.deps, tx, a.nr_vaga, 'aprovar');
    return M.sucesso.aprovado;
  });
}

function brData(iso: string): string {
  const [y, m, d] = iso.split('-');
  return d && m && y ? `${d}/${m}/${y}` : iso;
}

/** Returns an approved candidate to pending (stage 5, no situation): hiring type 1 and job not closed. */
export async function voltarCandidatoAprovado(
  ctx: ContextoCandidatos,
  nrVaga: number,
  cdPessoa: number,
): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVagaCandidatos(tx, nrVaga);
    const c = await linhaRelacionado(tx, nrVaga, cdPessoa);
    if (c.ID_SITUACAO !== 'A') throw conflict(M.conflito.voltarNaoAprovado);
    if (v.cd_tipo_contratacao !== 1) throw conflict(M.conflito.voltarTipoContratacao);
    if (!podeVoltarPendente(c, { cdTipoContratacao: v.cd_tipo_contratacao, cdSituacao: v.cd_situacao_vaga }))
      throw conflict(M.conflito.voltarVagaFechada);
    await tx.execute(sql`
      UPDATE vaga_candidato
         SET cd_estagio_vaga = ${ESTAGIO_VAGA.ENCAMINHADO}, id_situacao = NULL, dt_aprovacao = NULL,
             dt_faturamento = NULL, dt_inicio_trabalho = NULL,
             dt_encaminhamento = coalesce(dt_encaminhamento, now()), cd_usuario = ${ctx.usuario.cd_sip},
             alterado_em = now()
       WHERE nr_vaga = ${nrVaga} AND cd_pessoa_candidato = ${cdPessoa}`);
    await cancelarContratacaoDaAprovacao(tx, nrVaga, cdPessoa);
    await notaCandidato(
      tx,
      ctx.usuario,
      cdPessoa,
      nrVaga,
      `Aprovação na vaga ${nrVaga} desfeita: candidato voltou para pendente.`,
      'VP',
    );
    await notaVaga(
      tx,
      ctx.usuario,
      nrVaga,
      `Candidato ${c.NM_PESSOA} (${cdPessoa}) voltou para pendente.`,
      'CP',
    );
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'voltar');
    return M.sucesso.voltarPendente;
  });
}

/**
 * Rejects a related candidate (ID_SITUACAO R), with the reason when one is given (an active entry of
 * Cadastros › Motivos de reprovação); an approved one must return to pending first.
 */
export async function reprovarCandidato(
  ctx: ContextoCandidatos,
  nrVaga: number,
  cdPessoa: number,
  cdMotivo: number | null = null,
): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    await travarVagaCandidatos(tx, nrVaga, 'reprovar');
    const c = await linhaRelacionado(tx, nrVaga, cdPessoa);
    if (c.ID_SITUACAO === 'A') throw conflict(M.conflito.reprovarAprovado);
    if (c.ID_SITUACAO === 'R') throw conflict(M.conflito.jaReprovado);
    await aplicarReprovacao(
      tx,
      ctx.usuario.cd_sip,
      nrVaga,
      cdPessoa,
      cdMotivo,
      c.ID_ENVIA_EMAIL_REPROV === 'S',
    );
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'reprovar');
    return M.sucesso.reprovado;
  });
}

/**
 * The rejection itself, in the caller's transaction once the vacancy is locked and the candidate
 * known to be related, neither approved nor rejected: the reason (an active one, 400 otherwise), the
 * row and the timeline note, which says whether the rejection e-mail goes (the candidate's
 * ID_ENVIA_EMAIL_REPROV). cdUsuario null when no staff user rejected (the client, by its link).
 */
export async function aplicarReprovacao(
  tx: Executor,
  cdUsuario: number | null,
  nrVaga: number,
  cdPessoa: number,
  cdMotivo: number | null,
  comEmail: boolean,
  origem = '',
): Promise<void> {
  let motivo = '';
  if (cdMotivo !== null) {
    const [m] = await consultar<{ nome: string }>(
      tx,
      sql`SELECT m.ds_motivo_reprovacao AS nome FROM ${tabelasCatalogo.motivo_reprovacao('m')}
           WHERE m.cd_motivo_reprovacao = ${cdMotivo}::int AND m.id_ativo = 'S' FOR SHARE`,
    );
    if (!m) throw badRequest([`cd_motivo_reprovacao: ${M.validacao.motivoReprovacao}`]);
    motivo = ` Motivo: ${m.nome}.`;
  }
  await tx.execute(sql`
    UPDATE vaga_candidato SET id_situacao = 'R', dt_reprovacao = now(), cd_usuario = coalesce(${cdUsuario}::int, cd_usuario),
           cd_motivo_reprovacao = ${cdMotivo}, alterado_em = now()
     WHERE nr_vaga = ${nrVaga} AND cd_pessoa_candidato = ${cdPessoa}`);
  const email = comEmail ? ' (com e-mail de reprovação)' : '';
  await notaNoHistoricoDoCandidato(tx, {
    cdPessoa,
    texto: escaparHtml(`Candidato reprovado na vaga ${nrVaga}${origem}${email}.${motivo}`),
    tipo: 'RP',
    cdUsuario,
    nrVaga,
  });
}

/** Restores a rejected candidate, unless the vacancy already has an approved candidate. */
export async function restaurarCandidato(
  ctx: ContextoCandidatos,
  nrVaga: number,
  cdPessoa: number,
): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    await travarVagaCandidatos(tx, nrVaga, 'restaurar');
    const c = await linhaRelacionado(tx, nrVaga, cdPessoa);
    if (c.ID_SITUACAO !== 'R') throw conflict(M.conflito.restaurarNaoReprovado);
    if (await temOutroAprovado(tx, nrVaga, cdPessoa)) throw conflict(M.conflito.restaurarComAprovado);
    await tx.execute(sql`
      UPDATE vaga_candidato SET id_situacao = NULL, dt_reprovacao = NULL, cd_motivo_reprovacao = NULL,
             cd_usuario = ${ctx.usuario.cd_sip}, alterado_em = now()
       WHERE nr_vaga = ${nrVaga} AND cd_pessoa_candidato = ${cdPessoa}`);
    await notaCandidato(
      tx,
      ctx.usuario,
      cdPessoa,
      nrVaga,
      `Reprovação na vaga ${nrVaga} desfeita: candidato restaurado.`,
      'RS',
    );
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'restaurar');
    return M.sucesso.restaurado;
  });
}

/** Turns the rejection e-mail of a related candidate on (S) or off (N). */
export async function alternarEmailReprovacao(
  ctx: ContextoCandidatos,
  nrVaga: number,
  cdPessoa: number,
  flag: 'S' | 'N',
): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    await travarVagaCandidatos(tx, nrVaga, 'emailReprovacao');
    await linhaRelacionado(tx, nrVaga, cdPessoa);
    await tx.execute(sql`
      UPDATE vaga_candidato SET id_envia_email_reprov = ${flag}, alterado_em = now()
       WHERE nr_vaga = ${nrVaga} AND cd_pessoa_candidato = ${cdPessoa}`);
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'email');
    return M.sucesso.emailReprovacao(flag);
  });
}

// ---------------------------------------------------------------------------------------------
// Adding candidates

/**
 * Whether each candidate may be added: not blocked, not inactive until today or later, and (when
 * the vacancy is given) not already related to it.
 */
export async function podeRelacionar(
  ex: Executor,
  cdPessoas: readonly number[],
  nrVaga: number | null,
  hoje: string = hojeNegocio(),
): Promise<PodeRelacionarLinha[]> {
  const lista = sql.join(
    cdPessoas.map((c) => sql`${c}::bigint`),
    sql`, `,
  );
  const linhas = await consultar<{ cd: number; nm: string | null; pode: boolean }>(
    ex,
    sql`SELECT c.cd_pessoa::float8 AS cd, p.nm_pessoa AS nm,
               (c.id_bloqueado = 'N' AND (c.dt_inativo IS NULL OR c.dt_inativo < ${hoje}::date)
                AND NOT EXISTS (SELECT 1 FROM vaga_candidato vc
                                 WHERE vc.nr_vaga = ${nrVaga ?? 0} AND vc.cd_pessoa_candidato = c.cd_pessoa)) AS pode
          FROM ${tabelasCandidato.candidato('c')} JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa
         WHERE c.cd_pessoa IN (${lista})`,
  );
  const porCd = new Map(linhas.map((l) => [Number(l.cd), l]));
  return cdPessoas.map((cd) => {
    const l = porCd.get(cd);
    const pode = l?.pode === true;
    return {
      CD_PESSOA: cd,
      NM_PESSOA: l?.nm ?? null,
      PODE_RELACIONAR: pode ? 'S' : 'N',
      MOTIVO: pode ? null : M.validacao.candidatoIndisponivel,
    };
  });
}

/**
 * Relates several candidates to the vacancy, each at its stage, all or none: one refused candidate
 * (inactive, blocked, already related) refuses the save with its name.
 */
export async function relacionarCandidatos(
  ctx: ContextoCandidatos,
  nrVaga: number,
  candidatos: readonly { cd_pessoa: number; cd_estagio_vaga: number }[],
): Promise<{ message: string; candidatos: { CD_PESSOA: number; CD_ESTAGIO_VAGA: number }[] }> {
  const hoje = ctx.hoje ?? hojeNegocio();
  const unicos = [...new Map(candidatos.map((c) => [c.cd_pessoa, c])).values()];
  return ctx.deps.db.transaction(async (tx) => {
    await travarVagaCandidatos(tx, nrVaga, 'relacionar');
    const checagem = await podeRelacionar(
      tx,
      unicos.map((c) => c.cd_pessoa),
      nrVaga,
      hoje,
    );
    const recusados = checagem.filter((c) => c.PODE_RELACIONAR === 'N');
    if (recusados.length) {
      throw conflict(
        recusados.map(
          (r) => `${r.NM_PESSOA ?? `Candidato ${r.CD_PESSOA}`}: ${M.validacao.candidatoIndisponivel}`,
        ),
      );
    }
    for (const c of unicos) {
      await relacionarNaVagaTravada(
        tx,
        ctx.usuario,
        {
          cd_pessoa_candidato: c.cd_pessoa,
          nr_vaga: nrVaga,
          cd_estagio_vaga: c.cd_estagio_vaga as 3 | 4 | 5,
        },
        hoje,
      );
    }
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'relacionar');
    return {
      message: M.sucesso.relacionados,
      candidatos: unicos.map((c) => ({ CD_PESSOA: c.cd_pessoa, CD_ESTAGIO_VAGA: c.cd_estagio_vaga })),
    };
  });
}
