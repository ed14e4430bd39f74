import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  dataFaturamentoMinima,
  dataFaturamentoPadrao,
  LIMITES_FATURAMENTO,
  verificarFaturamento,
} from '@backoffice/domain/faturamento';
import {
  bloqueioFaturamentoAvaliacao,
  estadoFaturamento,
  type FaturamentoAvaliacaoDados,
  type FaturamentoAvaliacaoFiltros,
  type FaturamentoAvaliacaoLinha,
  type FaturamentoAvaliacaoResposta,
  type FaturamentoAvaliacaoSalvarResposta,
  type FaturamentoRequisicaoResposta,
  type FaturamentoVagaRequisicao,
  MENSAGENS_FATURAMENTO_AVALIACAO as M,
  mensagemDaVaga,
  totalFaturamento,
} from '@backoffice/domain/faturamento-avaliacao';
import { LIMITES_EXPORTACAO } from '@backoffice/domain/gerencial';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { num, sn } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, HttpError, notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { travarVaga, type VagaRegistro } from '../alteracao.service';
import { gravarFaturamento, vagaExpiradaHoje } from '../edicao/faturamento.service';

// Faturamento Avaliação (docs/faturamento-avaliacao.md): the vacancies' billing listed by filters,
// and set for a requisition's vacancies at once with the Faturamento tab's rules.

/** Filters without the page: what the list, its totals and its export share. */
type Filtros = Omit<FaturamentoAvaliacaoFiltros, 'pagina' | 'por_pagina'>;

/** The three percentages together, absent ones as 0. */
const TOTAL = sql`(coalesce(v.pc_faturamento, 0) + coalesce(v.ad_pc_faturamento, 0) + coalesce(v.pc_fat_encaminhamento, 0))`;

/**
 * The billing state in SQL, as the domain's estadoFaturamento decides it (the API tests compare both
 * on every state): billed up to the total 'faturada', part of it 'parcial', nothing 'a_faturar'.
 */
const ESTADO = sql`(CASE
    WHEN v.pc_total_faturado > 0.005 AND v.pc_total_faturado + 0.005 >= ${TOTAL} THEN 'faturada'
    WHEN v.pc_total_faturado > 0.005 THEN 'parcial'
    WHEN ${TOTAL} > 0.005 THEN 'a_faturar'
    ELSE 'sem_faturamento' END)`;

/** The rows between two dates (either bound optional) of one date column. */
function entre(coluna: SQL, inicio: string | undefined, termino: string | undefined): SQL {
  const c: SQL[] = [];
  if (inicio) c.push(sql`${coluna} >= ${inicio}::date`);
  if (termino) c.push(sql`${coluna} <= ${termino}::date`);
  return sql.join(c, sql` AND `);
}

/** The WHERE conditions of the filters; what a filter leaves out does not restrict. */
function condicoes(f: Filtros): SQL[] {
  const c: SQL[] = [];
  if (f.cd_pessoa_cliente !== undefined) c.push(sql`v.cd_pessoa_cliente = ${f.cd_pessoa_cliente}`);
  if (f.cd_pessoa_analista !== undefined) c.push(sql`v.cd_pessoa_analista = ${f.cd_pessoa_analista}`);
  if (f.nr_requisicao !== undefined) c.push(sql`v.nr_requisicao = ${f.nr_requisicao}`);
  if (f.cd_unidade !== undefined) {
    // every unit of the unit's grouping, as the vacancy lists filter by unit
    c.push(sql`v.cd_empresa = ANY(ARRAY(
      SELECT g.cd_empresa FROM ${tabelasCatalogo.empresa('g')}
       WHERE g.cd_empresa_agrupadora = (SELECT u.cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('u')}
                                         WHERE u.cd_empresa = ${f.cd_unidade})))`);
  }
  if (f.inicio || f.termino) {
    if (f.periodo === 'abertura') c.push(entre(sql`v.dt_abertura`, f.inicio, f.termino));
    else {
      // any of the three billing dates in the period
      const datas = [sql`v.dt_faturamento`, sql`v.ad_dt_faturamento`, sql`v.dt_fat_encaminhamento`];
      c.push(
        sql`(${sql.join(
          datas.map((d) => sql`(${entre(d, f.inicio, f.termino)})`),
          sql` OR `,
        )})`,
      );
    }
  }
  if (f.estado) c.push(sql`${ESTADO} = ${f.estado}`);
  return c;
}

const onde = (c: SQL[]) => (c.length ? sql`WHERE ${sql.join(c, sql` AND `)}` : sql``);

/** The columns of a row: the vacancy's billing, its names read by each vacancy's keys. */
const COLUNAS = sql`v.nr_vaga, v.nr_requisicao, to_char(v.dt_abertura, 'YYYY-MM-DD') AS dt_abertura,
       v.cd_situacao_vaga,
       (SELECT s.nm_situacao_vaga FROM ${tabelasCatalogo.situacao_vaga('s')} WHERE s.cd_situacao_vaga = v.cd_situacao_vaga)
         AS nm_situacao_vaga,
       v.cd_pessoa_cliente,
       (SELECT coalesce(pc.nm_apelido, pc.nm_pessoa) FROM ${tabelasCandidato.pessoa('pc')} WHERE pc.cd_pessoa = v.cd_pessoa_cliente)
         AS nm_cliente,
       v.cd_empresa,
       (SELECT coalesce(e.nm_empresa_menu, e.nm_empresa) FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = v.cd_empresa)
         AS nm_empresa,
       v.cd_pessoa_analista,
       (SELECT an.nm_pessoa FROM ${tabelasCandidato.pessoa('an')} WHERE an.cd_pessoa = v.cd_pessoa_analista) AS nm_pessoa_analista,
       coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo)) AS nm_cargo,
       v.cd_tipo_contratacao,
       (SELECT tc.nm_tipo_contratacao FROM ${tabelasCatalogo.tipo_contratacao('tc')} WHERE tc.cd_tipo_contratacao = v.cd_tipo_contratacao)
         AS nm_tipo_contratacao,
       v.pc_faturamento::float8 AS pc_faturamento, to_char(v.dt_faturamento, 'YYYY-MM-DD') AS dt_faturamento,
       v.ad_pc_faturamento::float8 AS ad_pc_faturamento, to_char(v.ad_dt_faturamento, 'YYYY-MM-DD') AS ad_dt_faturamento,
       v.pc_fat_encaminhamento::float8 AS pc_fat_encaminhamento,
       to_char(v.dt_fat_encaminhamento, 'YYYY-MM-DD') AS dt_fat_encaminhamento,
       v.pc_total_faturado::float8 AS pc_total_faturado,
       v.id_adiantamento_faturado, v.id_encaminhamento_faturado, v.id_fechamento_faturado`;

type Linha = Record<string, unknown>;

const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The billing columns of a row with the total, what is left and the state. */
function faturamentoDaLinha(r: Linha) {
  const pc = {
    pc_faturamento: num(r.pc_faturamento),
    ad_pc_faturamento: num(r.ad_pc_faturamento),
    pc_fat_encaminhamento: num(r.pc_fat_encaminhamento),
  };
  const total = totalFaturamento(pc);
  const faturado = Number(r.pc_total_faturado ?? 0);
  return {
    PC_FATURAMENTO: pc.pc_faturamento,
    DT_FATURAMENTO: texto(r.dt_faturamento),
    AD_PC_FATURAMENTO: pc.ad_pc_faturamento,
    AD_DT_FATURAMENTO: texto(r.ad_dt_faturamento),
    PC_FAT_ENCAMINHAMENTO: pc.pc_fat_encaminhamento,
    DT_FAT_ENCAMINHAMENTO: texto(r.dt_fat_encaminhamento),
    PC_TOTAL: total,
    PC_TOTAL_FATURADO: faturado,
    PC_A_FATURAR: Math.max(0, Math.round((total - faturado) * 100) / 100),
    ID_ADIANTAMENTO_FATURADO: sn(r.id_adiantamento_faturado),
    ID_ENCAMINHAMENTO_FATURADO: sn(r.id_encaminhamento_faturado),
    ID_FECHAMENTO_FATURADO: sn(r.id_fechamento_faturado),
    ESTADO_FATURAMENTO: estadoFaturamento(total, faturado),
  };
}

function linhaDaVaga(r: Linha): FaturamentoAvaliacaoLinha {
  return {
    NR_VAGA: Number(r.nr_vaga),
    NR_REQUISICAO: Number(r.nr_requisicao),
    DT_ABERTURA: String(r.dt_abertura),
    CD_SITUACAO_VAGA: Number(r.cd_situacao_vaga),
    NM_SITUACAO_VAGA: String(r.nm_situacao_vaga ?? r.cd_situacao_vaga),
    CD_PESSOA_CLIENTE: Number(r.cd_pessoa_cliente),
    NM_CLIENTE: String(r.nm_cliente ?? ''),
    CD_EMPRESA: Number(r.cd_empresa),
    NM_EMPRESA: String(r.nm_empresa ?? r.cd_empresa),
    CD_PESSOA_ANALISTA: num(r.cd_pessoa_analista),
    NM_PESSOA_ANALISTA: texto(r.nm_pessoa_analista),
    NM_CARGO: texto(r.nm_cargo),
    CD_TIPO_CONTRATACAO: Number(r.cd_tipo_contratacao),
    NM_TIPO_CONTRATACAO: String(r.nm_tipo_contratacao ?? r.cd_tipo_contratacao),
    ...faturamentoDaLinha(r),
  };
}

const soma = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * GET /faturamento/avaliacoes: one page of the vacancies of the filters (newest opening first) and
 * the totals of all of them.
 */
export async function listarFaturamentoAvaliacao(
  db: Executor,
  f: FaturamentoAvaliacaoFiltros,
): Promise<FaturamentoAvaliacaoResposta> {
  const c = onde(condicoes(f));
  const [t] = await consultar<Linha>(
    db,
    sql`SELECT count(*) AS qt,
               count(*) FILTER (WHERE x.estado = 'a_faturar') AS a_faturar,
               count(*) FILTER (WHERE x.estado = 'parcial') AS parcial,
               count(*) FILTER (WHERE x.estado = 'faturada') AS faturada,
               count(*) FILTER (WHERE x.estado = 'sem_faturamento') AS sem,
               sum(x.total)::float8 AS total, sum(x.faturado)::float8 AS faturado,
               sum(greatest(x.total - x.faturado, 0))::float8 AS a_faturar_pc
          FROM (SELECT ${TOTAL} AS total, v.pc_total_faturado AS faturado, ${ESTADO} AS estado
                  FROM vaga v ${c}) x`,
  );
  const linhas = await consultar<Linha>(
    db,
    sql`SELECT ${COLUNAS} FROM vaga v ${c}
         ORDER BY v.dt_abertura DESC, v.nr_vaga DESC
         LIMIT ${f.por_pagina} OFFSET ${(f.pagina - 1) * f.por_pagina}`,
  );
  return {
    linhas: linhas.map(linhaDaVaga),
    pagina: f.pagina,
    por_pagina: f.por_pagina,
    totais: {
      QT_VAGAS: Number(t?.qt ?? 0),
      QT_A_FATURAR: Number(t?.a_faturar ?? 0),
      QT_PARCIAL: Number(t?.parcial ?? 0),
      QT_FATURADA: Number(t?.faturada ?? 0),
      QT_SEM_FATURAMENTO: Number(t?.sem ?? 0),
      PC_TOTAL: soma(t?.total),
      PC_TOTAL_FATURADO: soma(t?.faturado),
      PC_A_FATURAR: soma(t?.a_faturar_pc),
    },
  };
}

/**
 * The vacancies of the filters in batches (newest first, each batch one statement continuing after
 * the last vacancy of the previous one), at most LIMITES_EXPORTACAO.maxLinhas: what the export streams.
 */
export async function* lotesFaturamentoAvaliacao(
  db: Executor,
  f: Filtros,
): AsyncGenerator<FaturamentoAvaliacaoLinha[]> {
  let depois: { dt: string; nr: number } | null = null;
  let total = 0;
  while (total < LIMITES_EXPORTACAO.maxLinhas) {
    const limite = Math.min(LIMITES_EXPORTACAO.lote, LIMITES_EXPORTACAO.maxLinhas - total);
    const c = condicoes(f);
    if (depois) c.push(sql`(v.dt_abertura, v.nr_vaga) < (${depois.dt}::date, ${depois.nr})`);
    const lote = (
      await consultar<Linha>(
        db,
        sql`SELECT ${COLUNAS} FROM vaga v ${onde(c)} ORDER BY v.dt_abertura DESC, v.nr_vaga DESC LIMIT ${limite}`,
      )
    ).map(linhaDaVaga);
    if (lote.length) yield lote;
    total += lote.length;
    const ultima = lote.at(-1);
    if (lote.length < limite || !ultima) return;
    depois = { dt: ultima.DT_ABERTURA, nr: ultima.NR_VAGA };
  }
}

/**
 * GET /faturamento/avaliacoes/requisicao/{nr}: the requisition with its vacancies, each with its
 * billing and whether Criar may change it (and why not), plus the tab's limits and default date.
 */
export async function faturamentoDaRequisicao(
  deps: AppDeps,
  nrRequisicao: number,
  hoje: string,
): Promise<FaturamentoRequisicaoResposta> {
  const [r] = await consultar<Linha>(
    deps.db,
    sql`SELECT r.nr_requisicao, r.cd_pessoa_cliente, to_char(r.dt_requisicao, 'YYYY-MM-DD') AS dt_requisicao,
               (SELECT coalesce(pc.nm_apelido, pc.nm_pessoa) FROM ${tabelasCandidato.pessoa('pc')} WHERE pc.cd_pessoa = r.cd_pessoa_cliente)
                 AS nm_cliente,
               (SELECT coalesce(e.nm_empresa_menu, e.nm_empresa) FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = r.cd_empresa)
                 AS nm_empresa
          FROM requisicao r WHERE r.nr_requisicao = ${nrRequisicao}`,
  );
  if (!r) throw notFound(M.requisicaoNaoEncontrada);
  const linhas = await consultar<Linha>(
    deps.db,
    sql`SELECT ${COLUNAS}, to_char(v.dt_prorrogacao, 'YYYY-MM-DD') AS dt_prorrogacao
          FROM vaga v WHERE v.nr_requisicao = ${nrRequisicao} ORDER BY v.nr_vaga`,
  );
  const vagas: FaturamentoVagaRequisicao[] = [];
  const prazos = new Map<number, number>();
  for (const l of linhas) {
    const linha = linhaDaVaga(l);
    const expirada = await vagaExpiradaHoje(
      deps.db,
      {
        cd_empresa: linha.CD_EMPRESA,
        cd_situacao_vaga: linha.CD_SITUACAO_VAGA,
        dt_abertura: linha.DT_ABERTURA,
        dt_prorrogacao: texto(l.dt_prorrogacao),
      },
      hoje,
      prazos,
    );
    const bloqueio = bloqueioFaturamentoAvaliacao(
      { cd_situacao_vaga: linha.CD_SITUACAO_VAGA, cd_tipo_contratacao: linha.CD_TIPO_CONTRATACAO },
      expirada,
    );
    vagas.push({
      NR_VAGA: linha.NR_VAGA,
      NM_CARGO: linha.NM_CARGO,
      CD_SITUACAO_VAGA: linha.CD_SITUACAO_VAGA,
      NM_SITUACAO_VAGA: linha.NM_SITUACAO_VAGA,
      CD_TIPO_CONTRATACAO: linha.CD_TIPO_CONTRATACAO,
      NM_TIPO_CONTRATACAO: linha.NM_TIPO_CONTRATACAO,
      NM_PESSOA_ANALISTA: linha.NM_PESSOA_ANALISTA,
      ...faturamentoDaLinha(l),
      ID_EDITAVEL: bloqueio ? 'N' : 'S',
      DS_BLOQUEIO: bloqueio,
    });
  }
  return {
    NR_REQUISICAO: Number(r.nr_requisicao),
    CD_PESSOA_CLIENTE: Number(r.cd_pessoa_cliente),
    NM_CLIENTE: String(r.nm_cliente ?? ''),
    DT_REQUISICAO: String(r.dt_requisicao),
    NM_EMPRESA: String(r.nm_empresa ?? ''),
    VAGAS: vagas,
    PC_TOTAL_MAXIMO: LIMITES_FATURAMENTO.totalMax,
    DT_FATURAMENTO_PADRAO: dataFaturamentoPadrao(hoje),
    DT_FATURAMENTO_MINIMA: dataFaturamentoMinima(hoje),
  };
}

/** A refusal of one line: 'vagas.2.pc_faturamento: Vaga 123: …' (the web puts it beside the cell). */
const recusa = (i: number, campo: string, nrVaga: number, mensagem: string) =>
  `vagas.${i}.${campo}: ${mensagemDaVaga(nrVaga, mensagem)}`;

/**
 * POST /faturamento/avaliacoes: sets the billing of the lines' vacancies in one transaction. Every
 * vacancy is locked (in number order, so two saves never wait on each other crosswise) and checked
 * first: of the requisition, not frozen or cancelled without billing, with the billing tab, and the
 * tab's rules (billed parts kept, total between the billed percent and 150, changed dates after
 * today). Any refusal answers 400 with every line's messages and writes nothing; otherwise each
 * vacancy that changes is saved with its note on the timeline.
 */
export function salvarFaturamentoAvaliacao(
  deps: AppDeps,
  usuario: UsuarioSessao,
  body: FaturamentoAvaliacaoDados,
  hoje: string,
): Promise<FaturamentoAvaliacaoSalvarResposta> {
  return deps.db.transaction(async (tx) => {
    const [req] = await consultar<{ nr: number }>(
      tx,
      sql`SELECT nr_requisicao AS nr FROM requisicao WHERE nr_requisicao = ${body.nr_requisicao} FOR SHARE`,
    );
    if (!req) throw notFound(M.requisicaoNaoEncontrada);
    const ordem = body.vagas.map((l, i) => ({ l, i })).sort((a, b) => a.l.nr_vaga - b.l.nr_vaga);
    const erros: { i: number; texto: string }[] = [];
    const prazos = new Map<number, number>();
    const aceitas: { v: VagaRegistro; l: (typeof body.vagas)[number] }[] = [];
    for (const { l, i } of ordem) {
      const erro = (campo: string, mensagem: string) =>
        erros.push({ i, texto: recusa(i, campo, l.nr_vaga, mensagem) });
      // frozen ones are read too: the refusal names them among the others
      const v = await travarVaga(tx, l.nr_vaga, { permiteCongelada: true }).catch((e: unknown) => {
        if (e instanceof HttpError && e.statusCode === 404) return null;
        throw e;
      });
      if (!v || v.nr_requisicao !== body.nr_requisicao) {
        erro('nr_vaga', M.vagaDeOutraRequisicao(body.nr_requisicao));
        continue;
      }
      const bloqueio = bloqueioFaturamentoAvaliacao(v, await vagaExpiradaHoje(tx, v, hoje, prazos));
      if (bloqueio) {
        erro('nr_vaga', bloqueio);
        continue;
      }
      const r = verificarFaturamento(l, v, hoje);
      if (r.conflito) erro(r.conflito.campo, r.conflito.mensagem);
      for (const p of r.problemas) erro(p.campo, p.mensagem);
      if (!r.conflito && r.problemas.length === 0) aceitas.push({ v, l });
    }
    if (erros.length) throw badRequest(erros.sort((a, b) => a.i - b.i).map((e) => e.texto));
    const alteradas: number[] = [];
    for (const { v, l } of aceitas) {
      const r = await gravarFaturamento(tx, v, l, usuario);
      if (r.status === 1) alteradas.push(v.nr_vaga);
    }
    alteradas.sort((a, b) => a - b);
    return {
      status: alteradas.length ? 1 : 2,
      message: alteradas.length ? M.salvo(alteradas.length, body.nr_requisicao) : M.semAlteracoes,
      NR_REQUISICAO: body.nr_requisicao,
      VAGAS_ALTERADAS: alteradas,
    };
  });
}
