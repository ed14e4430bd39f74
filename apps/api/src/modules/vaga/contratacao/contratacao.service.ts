import type { UsuarioSessao } from '@backoffice/domain/auth';
import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import {
  type ContratacaoBody,
  type ContratacaoLinha,
  type ContratacoesQuery,
  erroEncerramento,
  LIMITES_CONTRATACAO,
  MENSAGENS_CONTRATACAO as M,
} from '@backoffice/domain/contratacao';
import {
  diasParaTerminar,
  errosPrazoTemporario,
  errosProrrogacao,
  type FichaAdmissao,
  LIMITES_TEMPORARIO,
  pendenciasAdmissao,
  prazoAdmissao,
  MENSAGENS_TEMPORARIO as T,
  TIPO_CONTRATACAO_TEMPORARIO,
  ultimoDiaPermitido,
} from '@backoffice/domain/contratacao-regras';
import { dataNegocio, formatarData } from '@backoffice/domain/datas';
import { LIMITES_EXPORTACAO } from '@backoffice/domain/gerencial';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { consultar } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';

const NOME_TIPO = new Map(CATALOGO_TIPOS_CONTRATACAO.map((t) => [t.cd, t.nome]));

/** What a placement needs of the vacancy it comes from. */
export interface VagaDaContratacao {
  nr_vaga: number;
  cd_tipo_contratacao: number;
  cd_pessoa_cliente: number;
  cd_pessoa_analista: number | null;
}

/**
 * The placement an approval makes, in the approval's transaction: the start of work is the
 * approval's; a temporary one ends at the longest term the law allows (the analyst may shorten it).
 * A placement of the same vacancy and candidate still standing is kept as it is.
 */
export async function criarContratacaoDaAprovacao(
  tx: Executor,
  usuario: UsuarioSessao,
  vaga: VagaDaContratacao,
  cdPessoa: number,
  dtInicio: string,
): Promise<void> {
  const fim =
    vaga.cd_tipo_contratacao === TIPO_CONTRATACAO_TEMPORARIO
      ? ultimoDiaPermitido(dtInicio, LIMITES_TEMPORARIO.diasContrato)
      : null;
  await tx.execute(sql`
    INSERT INTO contratacao (nr_vaga, cd_pessoa_candidato, cd_pessoa_cliente, cd_empresa, cd_pessoa_analista,
                             cd_tipo_contratacao, dt_inicio, dt_fim, dt_fim_original, cd_usuario)
    SELECT v.nr_vaga, ${cdPessoa}, v.cd_pessoa_cliente, v.cd_empresa, v.cd_pessoa_analista, v.cd_tipo_contratacao,
           ${dtInicio}::date, ${fim}::date, ${fim}::date, ${usuario.cd_sip}
      FROM vaga v WHERE v.nr_vaga = ${vaga.nr_vaga}
    ON CONFLICT (nr_vaga, cd_pessoa_candidato) WHERE id_situacao <> 'C' DO NOTHING`);
}

/** An approval undone cancels its placement (kept, as C, for the record). */
export async function cancelarContratacaoDaAprovacao(
  tx: Executor,
  nrVaga: number,
  cdPessoa: number,
): Promise<void> {
  await tx.execute(sql`
    UPDATE contratacao SET id_situacao = 'C', alterado_em = now()
     WHERE nr_vaga = ${nrVaga} AND cd_pessoa_candidato = ${cdPessoa} AND id_situacao <> 'C'`);
}

// ---------------------------------------------------------------------------------------------
// Reads

interface LinhaBanco
  extends Omit<
    ContratacaoLinha,
    'NM_TIPO_CONTRATACAO' | 'DIAS_PARA_TERMINAR' | 'PENDENCIAS_ADMISSAO' | 'DT_PRAZO_ADMISSAO'
  > {
  FICHA: FichaAdmissao;
  TOTAL: number;
}

const SELECT_CONTRATACAO = sql`
  SELECT ct.id_contratacao::float8 AS "ID_CONTRATACAO", ct.nr_vaga::float8 AS "NR_VAGA",
         ct.cd_pessoa_candidato::float8 AS "CD_PESSOA_CANDIDATO", p.nm_pessoa AS "NM_CANDIDATO",
         ct.cd_pessoa_cliente::float8 AS "CD_PESSOA_CLIENTE", coalesce(cli.nm_apelido, cli.nm_pessoa) AS "NM_CLIENTE",
         ct.cd_empresa AS "CD_UNIDADE", pa.nm_pessoa AS "NM_ANALISTA",
         ct.cd_tipo_contratacao::int AS "CD_TIPO_CONTRATACAO", ct.id_aprendiz AS "ID_APRENDIZ",
         c.id_possue_deficiencia AS "ID_PCD",
         to_char(ct.dt_inicio, 'YYYY-MM-DD') AS "DT_INICIO", to_char(ct.dt_fim, 'YYYY-MM-DD') AS "DT_FIM",
         to_char(ct.dt_fim_original, 'YYYY-MM-DD') AS "DT_FIM_ORIGINAL", ct.qt_prorrogacoes::int AS "QT_PRORROGACOES",
         ct.ds_motivo_prorrogacao AS "DS_MOTIVO_PRORROGACAO", ct.id_situacao AS "ID_SITUACAO",
         to_char(ct.dt_encerramento, 'YYYY-MM-DD') AS "DT_ENCERRAMENTO", ct.ds_motivo_encerramento AS "DS_MOTIVO_ENCERRAMENTO",
         ct.id_contratacao_substituida::float8 AS "ID_CONTRATACAO_SUBSTITUIDA", ct.ds_motivo_substituicao AS "DS_MOTIVO_SUBSTITUICAO",
         json_build_object(
           'nm_pessoa', p.nm_pessoa, 'nr_documento_cpf', p.nr_documento_cpf,
           'dt_nascimento', to_char(c.dt_nascimento, 'YYYY-MM-DD'),
           'nr_documento_pis', c.nr_documento_pis, 'nr_documento_nit', c.nr_documento_nit,
           'nr_documento_ctps', c.nr_documento_ctps, 'nr_serie_ctps', c.nr_serie_ctps,
           'cd_cep', c.cd_cep, 'nm_cep', c.nm_cep, 'nr_endereco', c.nr_endereco, 'nm_cidade', c.nm_cidade,
           'cd_uf', c.cd_uf, 'id_sexo', c.id_sexo, 'id_cutis', c.id_cutis, 'cd_escolaridade', c.cd_escolaridade,
           'id_estado_civil', c.id_estado_civil, 'cd_pais_origem', c.cd_pais_origem) AS "FICHA"
    FROM contratacao ct
    JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = ct.cd_pessoa_candidato
    JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = ct.cd_pessoa_candidato
    JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = ct.cd_pessoa_cliente
    LEFT JOIN ${tabelasCandidato.pessoa('pa')} ON pa.cd_pessoa = ct.cd_pessoa_analista`;

function paraLinha(l: LinhaBanco, hoje: string): ContratacaoLinha {
  const { FICHA, TOTAL: _total, ...resto } = l;
  const temporariaAtiva = l.ID_SITUACAO === 'A' && l.DT_FIM !== null;
  return {
    ...resto,
    NM_TIPO_CONTRATACAO: NOME_TIPO.get(l.CD_TIPO_CONTRATACAO) ?? null,
    DIAS_PARA_TERMINAR: temporariaAtiva ? diasParaTerminar(l.DT_FIM as string, hoje) : null,
    PENDENCIAS_ADMISSAO: pendenciasAdmissao(FICHA),
    DT_PRAZO_ADMISSAO: prazoAdmissao(l.DT_INICIO),
  };
}

/**
 * The placements list with its filters, newest start first, a page at a time. The pending
 * admissions (`admissoes_pendentes` S) are the active placements starting from today whose record
 * misses an S-2200 item, the soonest due first: the rule is the domain's (`pendenciasAdmissao`), so
 * those placements are read (at most `admissoesLidasMax`) and the page cut after it.
 */
export async function listarContratacoes(
  ex: Executor,
  q: ContratacoesQuery,
  hoje: string = dataNegocio(),
): Promise<{ linhas: ContratacaoLinha[]; total: number }> {
  const porPagina = Number(q.por_pagina ?? LIMITES_CONTRATACAO.porPagina);
  const pagina = Number(q.pagina ?? 1);
  const pendentes = q.admissoes_pendentes === 'S';
  const filtros = [
    q.cd_pessoa_cliente ? sql`ct.cd_pessoa_cliente = ${q.cd_pessoa_cliente}` : null,
    q.cd_unidade ? sql`ct.cd_empresa = ${q.cd_unidade}` : null,
    q.cd_pessoa_analista ? sql`ct.cd_pessoa_analista = ${q.cd_pessoa_analista}` : null,
    q.cd_tipo_contratacao ? sql`ct.cd_tipo_contratacao = ${q.cd_tipo_contratacao}` : null,
    q.id_situacao ? sql`ct.id_situacao = ${q.id_situacao}` : null,
    q.cd_pessoa_candidato ? sql`ct.cd_pessoa_candidato = ${q.cd_pessoa_candidato}` : null,
    q.termina_em_dias !== undefined
      ? sql`ct.id_situacao = 'A' AND ct.dt_fim BETWEEN ${hoje}::date AND ${hoje}::date + ${Number(q.termina_em_dias)}::int`
      : null,
    pendentes ? sql`ct.id_situacao = 'A' AND ct.dt_inicio >= ${hoje}::date` : null,
  ].filter((f) => f !== null);
  const onde = filtros.length ? sql`WHERE ${sql.join(filtros, sql` AND `)}` : sql``;
  if (pendentes) {
    const todas = await consultar<LinhaBanco>(
      ex,
      sql`${SELECT_CONTRATACAO} ${onde} ORDER BY ct.dt_inicio, ct.id_contratacao
           LIMIT ${LIMITES_CONTRATACAO.admissoesLidasMax}`,
    );
    const comPendencia = todas.map((l) => paraLinha(l, hoje)).filter((l) => l.PENDENCIAS_ADMISSAO.length > 0);
    return {
      linhas: comPendencia.slice((pagina - 1) * porPagina, pagina * porPagina),
      total: comPendencia.length,
    };
  }
  const ordem =
    q.termina_em_dias !== undefined
      ? sql`ct.dt_fim, ct.id_contratacao`
      : sql`ct.dt_inicio DESC, ct.id_contratacao DESC`;
  const linhas = await consultar<LinhaBanco>(
    ex,
    sql`SELECT *, count(*) OVER ()::int AS "TOTAL" FROM (${SELECT_CONTRATACAO} ${onde} ORDER BY ${ordem}) l
         LIMIT ${porPagina} OFFSET ${(pagina - 1) * porPagina}`,
  );
  return { linhas: linhas.map((l) => paraLinha(l, hoje)), total: linhas[0]?.TOTAL ?? 0 };
}

/** The list's rows for an export, a batch at a time (at most LIMITES_EXPORTACAO.maxLinhas). */
export async function* lotesContratacoes(
  ex: Executor,
  q: ContratacoesQuery,
): AsyncGenerator<ContratacaoLinha[]> {
  const porPagina = LIMITES_EXPORTACAO.lote;
  for (let pagina = 1; (pagina - 1) * porPagina < LIMITES_EXPORTACAO.maxLinhas; pagina += 1) {
    const { linhas } = await listarContratacoes(ex, { ...q, pagina, por_pagina: porPagina });
    if (linhas.length) yield linhas;
    if (linhas.length < porPagina) return;
  }
}

/** One placement (404 unknown). */
export async function lerContratacao(
  ex: Executor,
  id: number,
  hoje: string = dataNegocio(),
): Promise<ContratacaoLinha> {
  const [l] = await consultar<LinhaBanco>(ex, sql`${SELECT_CONTRATACAO} WHERE ct.id_contratacao = ${id}`);
  if (!l) throw notFound(M.naoEncontrada);
  return paraLinha(l, hoje);
}

// ---------------------------------------------------------------------------------------------
// Changes

interface Travada {
  id: number;
  cd_tipo_contratacao: number;
  cd_pessoa_cliente: number;
  id_situacao: string;
  dt_inicio: string;
  dt_fim: string | null;
  qt_prorrogacoes: number;
}

async function travar(tx: Executor, id: number): Promise<Travada> {
  const [c] = await consultar<Travada>(
    tx,
    sql`SELECT id_contratacao::float8 AS id, cd_tipo_contratacao::int AS cd_tipo_contratacao,
               cd_pessoa_cliente::float8 AS cd_pessoa_cliente, id_situacao,
               to_char(dt_inicio, 'YYYY-MM-DD') AS dt_inicio, to_char(dt_fim, 'YYYY-MM-DD') AS dt_fim,
               qt_prorrogacoes::int AS qt_prorrogacoes
          FROM contratacao WHERE id_contratacao = ${id} FOR UPDATE`,
  );
  if (!c) throw notFound(M.naoEncontrada);
  if (c.id_situacao === 'C') throw badRequest(M.aprovacaoDesfeita);
  return c;
}

const temporaria = (c: { cd_tipo_contratacao: number }) =>
  c.cd_tipo_contratacao === TIPO_CONTRATACAO_TEMPORARIO;

/** A temporary placement's dates as edited: 180 days, or 270 once it was extended. */
function errosDatasTemporaria(inicio: string, fim: string | null, prorrogacoes: number): string[] {
  if (prorrogacoes === 0) return errosPrazoTemporario(inicio, fim).map((e) => `dt_fim: ${e}`);
  if (!fim) return [`dt_fim: ${T.fimObrigatorio}`];
  if (fim < inicio) return [`dt_fim: ${T.fimAntesDoInicio}`];
  const ultimo = ultimoDiaPermitido(inicio, LIMITES_TEMPORARIO.diasTotal);
  return fim > ultimo ? [`dt_fim: ${T.prorrogacaoTotal(formatarData(ultimo))}`] : [];
}

/** PUT: the dates (a temporary one within 180 days), the apprentice flag and the placement it replaces. */
export async function alterarContratacao(
  db: Db,
  usuario: UsuarioSessao,
  id: number,
  b: ContratacaoBody & { dt_inicio: string; dt_fim: string | null },
): Promise<string> {
  return db.transaction(async (tx) => {
    const c = await travar(tx, id);
    if (c.id_situacao !== 'A') throw conflict(M.jaEncerrada);
    const erros: string[] = [];
    if (temporaria(c)) erros.push(...errosDatasTemporaria(b.dt_inicio, b.dt_fim, c.qt_prorrogacoes));
    else if (b.dt_fim && b.dt_fim < b.dt_inicio) erros.push(`dt_fim: ${T.fimAntesDoInicio}`);
    const substituida = b.id_contratacao_substituida ?? null;
    if (substituida !== null) {
      if (!b.ds_motivo_substituicao?.trim()) erros.push(`ds_motivo_substituicao: ${M.motivoSubstituicao}`);
      const [s] = await consultar<{ cliente: number }>(
        tx,
        sql`SELECT cd_pessoa_cliente::float8 AS cliente FROM contratacao WHERE id_contratacao = ${substituida}`,
      );
      if (!s) erros.push(`id_contratacao_substituida: ${M.naoEncontrada}`);
      else if (s.cliente !== c.cd_pessoa_cliente || substituida === id)
        erros.push(`id_contratacao_substituida: ${M.substituidaDeOutroCliente}`);
    }
    if (erros.length) throw badRequest(erros);
    await tx.execute(sql`
      UPDATE contratacao
         SET dt_inicio = ${b.dt_inicio}::date, dt_fim = ${b.dt_fim}::date,
             dt_fim_original = CASE WHEN qt_prorrogacoes = 0 THEN ${b.dt_fim}::date ELSE dt_fim_original END,
             id_aprendiz = coalesce(${b.id_aprendiz ?? null}, id_aprendiz),
             id_contratacao_substituida = ${substituida}, ds_motivo_substituicao = ${substituida === null ? null : (b.ds_motivo_substituicao ?? null)},
             cd_usuario = ${usuario.cd_sip}, alterado_em = now()
       WHERE id_contratacao = ${id}`);
    return M.salvo;
  });
}

/** The one extension of a temporary placement: up to 90 more days, 270 in all, with its reason. */
export async function prorrogarContratacao(
  db: Db,
  usuario: UsuarioSessao,
  id: number,
  b: { dt_fim: string; ds_motivo: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const c = await travar(tx, id);
    if (c.id_situacao !== 'A') throw conflict(M.jaEncerrada);
    if (!temporaria(c) || !c.dt_fim) throw badRequest(`dt_fim: ${T.naoTemporario}`);
    const erros = errosProrrogacao({
      inicio: c.dt_inicio,
      fimAtual: c.dt_fim,
      novoFim: b.dt_fim,
      prorrogacoes: c.qt_prorrogacoes,
      motivo: b.ds_motivo,
    });
    if (erros.length) throw badRequest(erros.map((e) => `dt_fim: ${e}`));
    await tx.execute(sql`
      UPDATE contratacao
         SET dt_fim = ${b.dt_fim}::date, qt_prorrogacoes = qt_prorrogacoes + 1, dt_prorrogacao = now(),
             ds_motivo_prorrogacao = ${b.ds_motivo.trim()}, alerta_30_em = NULL, alerta_7_em = NULL,
             cd_usuario = ${usuario.cd_sip}, alterado_em = now()
       WHERE id_contratacao = ${id}`);
    return M.prorrogada;
  });
}

/** Ends a placement before its term, with the date and the reason. */
export async function encerrarContratacao(
  db: Db,
  usuario: UsuarioSessao,
  id: number,
  b: { dt_encerramento: string; ds_motivo: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const c = await travar(tx, id);
    if (c.id_situacao !== 'A') throw conflict(M.jaEncerrada);
    const erro = erroEncerramento({ inicio: c.dt_inicio, fim: c.dt_fim }, b.dt_encerramento);
    if (erro) throw badRequest(`dt_encerramento: ${erro}`);
    await tx.execute(sql`
      UPDATE contratacao
         SET id_situacao = 'E', dt_encerramento = ${b.dt_encerramento}::date, ds_motivo_encerramento = ${b.ds_motivo.trim()},
             cd_usuario = ${usuario.cd_sip}, alterado_em = now()
       WHERE id_contratacao = ${id}`);
    return M.encerrada;
  });
}
