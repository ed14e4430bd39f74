import type { UsuarioSessao } from '@backoffice/domain/auth';
import { normalizarBusca, padraoContem } from '@backoffice/domain/controles';
import { unidadesContadas } from '@backoffice/domain/dashboard-selecao';
import { LIMITES_EXPORTACAO, type VagasSelecaoGerencialFiltros } from '@backoffice/domain/gerencial';
import {
  LIMITES_MINHAS_VAGAS,
  regioesDosFiltros,
  situacoesDosFiltros,
  type VagaSelecaoLinha,
  type VagasSelecaoFiltros,
  type VagasSelecaoResposta,
} from '@backoffice/domain/minhas-vagas';
import { MENSAGEM_VAGAS_ATRASADAS } from '@backoffice/domain/vaga-prazo';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { num, sn } from '../../../db/linha';
import { conflict } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasPesquisaCandidatos } from '../../pesquisa-candidatos/pesquisa-candidatos.tabelas';
import { vagasAtrasadasDoUsuario } from '../situacao/vaga-prazo.service';

// The client's data of a secret or confidential vacancy is hidden, and the filters on it (name,
// cost centre, city, region) never match such a vacancy: a filter must not reveal what a row hides.
const ESCONDE = sql`(v.id_vaga_sigilosa = 'S' OR v.id_vaga_confidencial = 'S')`;

/** The WHERE conditions of the filters (spec 002 §3.8); what a filter leaves out does not restrict. */
function condicoes(f: VagasSelecaoFiltros, usuario: UsuarioSessao): SQL[] {
  const c: SQL[] = [];
  if (f.tipo_vagas === 'M') c.push(sql`v.cd_pessoa_analista = ${usuario.user_sip}`);
  else if (f.tipo_vagas === 'O') c.push(sql`v.cd_pessoa_analista IS DISTINCT FROM ${usuario.user_sip}`);
  if (f.cd_pessoa_analista !== undefined) c.push(sql`v.cd_pessoa_analista = ${f.cd_pessoa_analista}`);
  if (f.nr_vaga !== undefined) c.push(sql`v.nr_vaga = ${f.nr_vaga}`);
  if (f.nr_requisicao !== undefined) c.push(sql`v.nr_requisicao = ${f.nr_requisicao}`);
  if (f.cd_empresa !== undefined) c.push(sql`v.cd_empresa = ${f.cd_empresa}`);
  if (f.cd_unidade !== undefined) {
    // the grouping's units as a list computed once: an index condition, not one more relation to plan
    c.push(sql`v.cd_empresa = ANY(ARRAY(
      SELECT g.cd_empresa FROM ${tabelasCatalogo.empresa('g')}
       WHERE g.cd_empresa_agrupadora = (SELECT u.cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('u')} WHERE u.cd_empresa = ${f.cd_unidade})))`);
  }
  if (f.unidade_dashboard !== undefined) {
    const u = unidadesContadas(f.unidade_dashboard);
    c.push(sql`v.cd_empresa = ANY(ARRAY(
      SELECT g.cd_empresa FROM ${tabelasCatalogo.empresa('g')}
       WHERE (g.cd_empresa_agrupadora = ${u.agrupadora} OR g.cd_empresa = ANY(${sql.param(u.mais)}::int[]))
         AND NOT g.cd_empresa = ANY(${sql.param(u.menos)}::int[])))`);
  }
  if (f.setor === 'S') c.push(sql`v.id_recrutamento = 'S'`);
  else if (f.setor === 'N') c.push(sql`v.id_recrutamento = 'N'`);
  if (f.somente_pcd) c.push(sql`v.id_vaga_pcd = 'S'`);
  if (f.last_24hr) c.push(sql`v.criado_em >= now() - interval '24 hours'`);
  if (f.inicio) c.push(sql`v.dt_abertura >= ${f.inicio}::date`);
  if (f.termino) c.push(sql`v.dt_abertura <= ${f.termino}::date`);
  const situacoes = situacoesDosFiltros(f);
  if (situacoes.length) c.push(sql`v.cd_situacao_vaga = ANY(${sql.param(situacoes)}::int[])`);
  // The position's and the cost centre's names are checked by each vacancy's keys (subqueries, not
  // joins: joining those tables made the statement cost more to plan than to run; matching them in a
  // whole table once made a broad word read every cost centre).
  if (f.nm_cargo) {
    const p = padraoContem(f.nm_cargo);
    c.push(sql`(EXISTS (SELECT 1 FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente
                          AND f_unaccent(lower(cc.nm_cargo_cliente)) LIKE ${p})
                OR EXISTS (SELECT 1 FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo
                            AND f_unaccent(lower(cg.nm_cargo)) LIKE ${p}))`);
  }
  if (f.nm_empresa) {
    const p = padraoContem(f.nm_empresa);
    c.push(sql`(f_unaccent(lower(pc.nm_pessoa)) LIKE ${p}
                OR f_unaccent(lower(coalesce(pc.nm_apelido, ''))) LIKE ${p})`);
  }
  if (f.cc_vaga) {
    const p = padraoContem(f.cc_vaga);
    c.push(sql`(lower(v.cd_centro_custo) LIKE ${p}
                OR EXISTS (SELECT 1 FROM ${tabelasCliente.centro_custo('ct')}
                            WHERE ct.cd_pessoa_cliente = v.cd_pessoa_cliente AND ct.cd_empresa_cliente = v.cd_empresa_cliente
                              AND ct.cd_centro_custo = v.cd_centro_custo
                              AND f_unaccent(lower(ct.nm_centro_custo)) LIKE ${p}))`);
  }
  if (f.nm_cidade) {
    c.push(sql`f_unaccent(lower(cli.nm_cidade)) = ${normalizarBusca(f.nm_cidade)}`);
  }
  const regioes = regioesDosFiltros(f);
  if (regioes.length) c.push(sql`cli.nm_regiao = ANY(${sql.param(regioes)}::text[])`);
  if (f.nm_empresa || f.cc_vaga || f.nm_cidade || regioes.length) c.push(sql`NOT ${ESCONDE}`);
  return c;
}

export type Linha = Record<string, unknown>;

/** A row of the list's statement as the answer carries it. */
export function linhaDaVaga(r: Linha): VagaSelecaoLinha {
  const esconde = r.esconde === true || r.esconde === 't';
  const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    NR_VAGA: Number(r.nr_vaga),
    NR_REQUISICAO: Number(r.nr_requisicao),
    CD_SITUACAO_VAGA: Number(r.cd_situacao_vaga),
    NM_SITUACAO_VAGA: String(r.nm_situacao_vaga),
    NM_CARGO: texto(r.nm_cargo),
    CD_PESSOA_CLIENTE: Number(r.cd_pessoa_cliente),
    CD_EMPRESA_CLIENTE: Number(r.cd_empresa_cliente),
    NM_APELIDO_CLIENTE: esconde ? null : texto(r.nm_apelido_cliente),
    NM_CIDADE_CLIENTE: esconde ? null : texto(r.nm_cidade_cliente),
    CD_EMPRESA: Number(r.cd_empresa),
    CD_EMPRESA_AGRUPADORA: Number(r.cd_empresa_agrupadora),
    NM_EMPRESA: String(r.nm_empresa),
    QT_CANDIDATOS_ESTAGIO: Number(r.estagio),
    QT_DIAS_ABERTURA: Number(r.dias_abertura),
    QT_DIAS_ESTACIONADA: Number(r.dias_estacionada),
    CD_CENTRO_CUSTO: esconde ? null : texto(r.cd_centro_custo),
    NM_CENTRO_CUSTO: esconde ? null : texto(r.nm_centro_custo),
    CD_TURNO: num(r.cd_turno),
    NM_TURNO: texto(r.nm_turno),
    CD_USUARIO_ANALISTA: num(r.cd_usuario_analista),
    CD_PESSOA_ANALISTA: num(r.cd_pessoa_analista),
    NM_PESSOA_ANALISTA: texto(r.nm_pessoa_analista),
    ID_RECRUTAMENTO: sn(r.id_recrutamento),
    ID_VAGA_SIGILOSA: sn(r.id_vaga_sigilosa),
    ID_VAGA_CONFIDENCIAL: sn(r.id_vaga_confidencial),
    ID_VAGA_PCD: sn(r.id_vaga_pcd),
    ID_ESCONDE_INFO_SIGILOSA: esconde ? 'S' : 'N',
    CANDIDATO_APROVADO: Number(r.aprovados),
    QTD_CANDIDATOS_RELACIONADOS: Number(r.relacionados),
    QTD_CANDIDATOS_WEB: Number(r.web),
    QTD_CANDIDATOS_DESCARTADOS: Number(r.descartados),
    TIPO_CONTRATACAO: Number(r.cd_tipo_contratacao),
    TIPO_CONTRATACAO_STRING: String(r.nm_tipo_contratacao),
    DT_ABERTURA: String(r.dt_abertura),
    DT_PRORROGACAO: texto(r.dt_prorrogacao),
  };
}

/**
 * GET vaga/vagas-selecao (spec 001 §2.12, 002 §3.8): the vacancies of the filters, newest first, at
 * most LIMITES_MINHAS_VAGAS.maxLinhas (LIMITADA 'S' when more matched); the screen sorts, filters and
 * pages them. Refused (409, the spec's notice) while the user has overdue vacancies to cancel or
 * extend (spec 002 §6). Two statements: the overdue check, then the list.
 * `hoje` is the business date.
 */
export async function listarVagasSelecao(
  db: Executor,
  usuario: UsuarioSessao,
  f: VagasSelecaoFiltros,
  hoje: string,
): Promise<VagasSelecaoResposta> {
  const { linhas, limitada } = await lerVagasDoFiltro(db, usuario, f, hoje);
  return { VAGAS: linhas.map(linhaDaVaga), LIMITADA: limitada ? 'S' : 'N' };
}

/**
 * POST vaga/vagas-selecao-gerencial (spec 002 §2.4, §7): the manager's list, the same filters and rows
 * as the selection list (every status flag; whose vacancies defaulting to both), without the overdue
 * block, which stops an analyst's own lists only.
 */
export async function listarVagasGerencial(
  db: Executor,
  usuario: UsuarioSessao,
  f: VagasSelecaoGerencialFiltros,
  hoje: string,
): Promise<VagasSelecaoResposta> {
  const linhas = await consultar<Linha>(
    db,
    consultaVagasSelecao(
      usuario,
      { ...f, unidade_dashboard: undefined, cd_pessoa_selecionador: undefined },
      hoje,
    ),
  );
  return {
    VAGAS: linhas.map(linhaDaVaga),
    LIMITADA: Number(linhas[0]?.total ?? 0) > LIMITES_MINHAS_VAGAS.maxLinhas ? 'S' : 'N',
  };
}

/**
 * The rows of the filters (the list's statement) after the overdue check, and whether more matched
 * than an answer carries: the selection list and the recruitment list (spec 001 §2.13) read them.
 */
export async function lerVagasDoFiltro(
  db: Executor,
  usuario: UsuarioSessao,
  f: VagasSelecaoFiltros,
  hoje: string,
): Promise<{ linhas: Linha[]; limitada: boolean }> {
  if ((await vagasAtrasadasDoUsuario(db, usuario, hoje)).length) throw conflict(MENSAGEM_VAGAS_ATRASADAS);
  const linhas = await consultar<Linha>(db, consultaVagasSelecao(usuario, f, hoje));
  return { linhas, limitada: Number(linhas[0]?.total ?? 0) > LIMITES_MINHAS_VAGAS.maxLinhas };
}

/**
 * The list's statement: the numbers of the matching vacancies first, planned on their own (the
 * planner free to drive by whichever filter is selective; one more than an answer carries, to know
 * whether more matched), then the rows of the newest of them with their columns and counters.
 * Exported for the benchmark's plans.
 */
export function consultaVagasSelecao(usuario: UsuarioSessao, f: VagasSelecaoFiltros, hoje: string): SQL {
  return sql`WITH numeros AS MATERIALIZED (${consultaNumerosVagas(usuario, f)})
    ${consultaLinhasVagas(
      sql`v.nr_vaga IN (SELECT n.nr_vaga FROM numeros n
                         ORDER BY n.dt_abertura DESC, n.nr_vaga DESC LIMIT ${LIMITES_MINHAS_VAGAS.maxLinhas})`,
      hoje,
      sql`(SELECT count(*) FROM numeros)`,
    )}`;
}

/** The numbers of the vacancies of the filters, newest first, one more than an answer carries. */
export function consultaNumerosVagas(
  usuario: UsuarioSessao,
  f: VagasSelecaoFiltros,
  lote?: { depois: { dt: string; nr: number } | null; limite: number },
): SQL {
  const c = condicoes(f, usuario);
  if (lote?.depois) c.push(sql`(v.dt_abertura, v.nr_vaga) < (${lote.depois.dt}::date, ${lote.depois.nr})`);
  // joins only for the filters that read them
  const juncoes: SQL[] = [];
  if (f.nm_empresa)
    juncoes.push(sql`JOIN ${tabelasCandidato.pessoa('pc')} ON pc.cd_pessoa = v.cd_pessoa_cliente`);
  if (f.nm_cidade || regioesDosFiltros(f).length)
    juncoes.push(sql`JOIN ${tabelasCliente.cliente('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente`);
  const onde = c.length ? sql`WHERE ${sql.join(c, sql` AND `)}` : sql``;
  return sql`SELECT v.nr_vaga, v.dt_abertura
               FROM vaga v ${sql.join(juncoes, sql` `)}
               ${onde}
              ORDER BY v.dt_abertura DESC, v.nr_vaga DESC
              LIMIT ${lote ? lote.limite : LIMITES_MINHAS_VAGAS.maxLinhas + 1}`;
}

/**
 * The manager's list in batches (newest first, each batch one statement continuing after the last
 * vacancy of the previous one), at most LIMITES_EXPORTACAO.maxLinhas: what its export streams. The
 * rows carry what COLUNAS_EXPORTACAO_VAGAS writes; the screen's other names (client's city, cost
 * centre, shift) are null and its web and discarded counters 0, not read.
 */
export async function* lotesVagasGerencial(
  db: Executor,
  usuario: UsuarioSessao,
  f: VagasSelecaoGerencialFiltros,
  hoje: string,
): AsyncGenerator<VagaSelecaoLinha[]> {
  const filtros = { ...f, unidade_dashboard: undefined, cd_pessoa_selecionador: undefined };
  let depois: { dt: string; nr: number } | null = null;
  let total = 0;
  while (total < LIMITES_EXPORTACAO.maxLinhas) {
    const limite = Math.min(LIMITES_EXPORTACAO.lote, LIMITES_EXPORTACAO.maxLinhas - total);
    const linhas: Linha[] = await consultar<Linha>(
      db,
      sql`WITH numeros AS MATERIALIZED (${consultaNumerosVagas(usuario, filtros, { depois, limite })})
        ${consultaLinhasVagas(sql`v.nr_vaga IN (SELECT n.nr_vaga FROM numeros n)`, hoje, sql`0`, true)}`,
    );
    const lote: VagaSelecaoLinha[] = linhas.map(linhaDaVaga);
    if (lote.length) yield lote;
    total += lote.length;
    const ultima: VagaSelecaoLinha | undefined = lote.at(-1);
    if (lote.length < limite || !ultima) return;
    depois = { dt: ultima.DT_ABERTURA, nr: ultima.NR_VAGA };
  }
}

/**
 * The rows of the vacancies `escolha` picks with their columns and counters, newest first (and the
 * `total` of matches on each row). Each name is read
 * by its key for each row (subqueries, not joins): for the few rows of a list this is a handful of
 * index reads each, where a join plan chose to hash the whole client and cost-centre tables and took
 * ten times longer, and a dozen joins cost more to plan than to run.
 */
function consultaLinhasVagas(escolha: SQL, hoje: string, total: SQL, exportacao = false): SQL {
  // the export writes fewer columns than the screen shows: it does not read the others
  const soNaTela = (coluna: SQL, vazio: SQL = sql`NULL`) => (exportacao ? vazio : coluna);
  return sql`SELECT v.nr_vaga, v.nr_requisicao, v.cd_situacao_vaga, ${total} AS total,
               (SELECT s.nm_situacao_vaga FROM ${tabelasCatalogo.situacao_vaga('s')} WHERE s.cd_situacao_vaga = v.cd_situacao_vaga)
                 AS nm_situacao_vaga,
               coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                        (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo)) AS nm_cargo,
               v.cd_pessoa_cliente, v.cd_empresa_cliente,
               (SELECT coalesce(pc.nm_apelido, pc.nm_pessoa) FROM ${tabelasCandidato.pessoa('pc')} WHERE pc.cd_pessoa = v.cd_pessoa_cliente)
                 AS nm_apelido_cliente,
               ${soNaTela(sql`(SELECT cli.nm_cidade FROM ${tabelasCliente.cliente('cli')} WHERE cli.cd_pessoa = v.cd_pessoa_cliente)`)}
                 AS nm_cidade_cliente,
               v.cd_empresa,
               (SELECT e.cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = v.cd_empresa) AS cd_empresa_agrupadora,
               (SELECT coalesce(e.nm_empresa_menu, e.nm_empresa) FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = v.cd_empresa)
                 AS nm_empresa,
               ${ESCONDE} AS esconde,
               greatest(${hoje}::date - v.dt_abertura, 0) AS dias_abertura,
               greatest(${hoje}::date - coalesce((v.dt_ultima_movimentacao AT TIME ZONE 'America/Sao_Paulo')::date,
                                                   v.dt_abertura), 0) AS dias_estacionada,
               v.cd_centro_custo,
               ${soNaTela(sql`(SELECT ct.nm_centro_custo FROM ${tabelasCliente.centro_custo('ct')}
                 WHERE ct.cd_pessoa_cliente = v.cd_pessoa_cliente AND ct.cd_empresa_cliente = v.cd_empresa_cliente
                   AND ct.cd_centro_custo = v.cd_centro_custo)`)} AS nm_centro_custo,
               v.cd_turno, ${soNaTela(sql`(SELECT t.nm_turno FROM ${tabelasCatalogo.turno('t')} WHERE t.cd_turno = v.cd_turno)`)} AS nm_turno,
               v.cd_usuario_analista, v.cd_pessoa_analista,
               (SELECT an.nm_pessoa FROM ${tabelasCandidato.pessoa('an')} WHERE an.cd_pessoa = v.cd_pessoa_analista) AS nm_pessoa_analista,
               v.id_recrutamento, v.id_vaga_sigilosa, v.id_vaga_confidencial, v.id_vaga_pcd,
               v.cd_tipo_contratacao, v.vl_salario,
               (SELECT tc.nm_tipo_contratacao FROM ${tabelasCatalogo.tipo_contratacao('tc')} WHERE tc.cd_tipo_contratacao = v.cd_tipo_contratacao)
                 AS nm_tipo_contratacao,
               to_char(v.dt_abertura, 'YYYY-MM-DD') AS dt_abertura,
               to_char(v.dt_prorrogacao, 'YYYY-MM-DD') AS dt_prorrogacao,
               vc.relacionados, vc.aprovados, vc.estagio,
               ${soNaTela(
                 sql`(SELECT count(*) FROM candidato_web cw
                 WHERE cw.nr_requisicao = v.nr_requisicao AND (cw.nr_vaga IS NULL OR cw.nr_vaga = v.nr_vaga)
                   AND cw.id_desvincular_web = 'N')`,
                 sql`0`,
               )} AS web,
               ${soNaTela(
                 sql`(SELECT count(DISTINCT d.cd) FROM (
                  SELECT cw.cd_pessoa_candidato AS cd FROM candidato_web cw
                   WHERE cw.nr_requisicao = v.nr_requisicao AND (cw.nr_vaga IS NULL OR cw.nr_vaga = v.nr_vaga)
                     AND cw.id_desvincular_web = 'S'
                  UNION ALL
                  SELECT sc.cd_pessoa_candidato FROM ${tabelasPesquisaCandidatos.selecao_candidato('sc')}
                   WHERE sc.nr_vaga = v.nr_vaga AND sc.id_descartado = 'S') d)`,
                 sql`0`,
               )} AS descartados
          FROM vaga v
          CROSS JOIN LATERAL (
            SELECT count(*) AS relacionados,
                   count(*) FILTER (WHERE r.id_situacao = 'A') AS aprovados,
                   count(*) FILTER (WHERE r.id_situacao IS DISTINCT FROM 'R') AS estagio
              FROM vaga_candidato r WHERE r.nr_vaga = v.nr_vaga) vc
         WHERE ${escolha}
         ORDER BY v.dt_abertura DESC, v.nr_vaga DESC`;
}
