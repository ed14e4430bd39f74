import type { UsuarioSessao } from '@backoffice/domain/auth';
import { normalizarBusca } from '@backoffice/domain/controles';
import {
  type EncaminhamentoLinha,
  type FiltroVagasCandidato,
  LIMITE_LINHAS_DADOS_CANDIDATO,
  MENSAGENS_DADOS_CANDIDATO,
  type RelacionadoWebLinha,
  regioesFiltro,
  situacoesDoStatus,
  type VagaCandidatoLinha,
} from '@backoffice/domain/dados-candidato';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { iso, num, sn } from '../../../db/linha';
import { forbidden, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasVaga, vagaComo } from '../../vaga/vaga.tabelas';

// Shown instead of the client when a vacancy is secret (spec 001 §4).
const SIGILOSA = 'Informação Sigilosa';
const LIMITE = LIMITE_LINHAS_DADOS_CANDIDATO;
/** The vacancy lists answer the newest 200 (four pages of 50); the filter narrows further. */
const LIMITE_VAGAS = 200;

async function exigirCandidato(ex: Executor, cd: number): Promise<void> {
  const [c] = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa AS cd FROM candidato WHERE cd_pessoa = ${cd}`,
  );
  if (!c) throw notFound(MENSAGENS_DADOS_CANDIDATO.candidatoNaoEncontrado);
}

/**
 * GET candidato/encaminhamentos/{candidate}/{sip}: every vacancy the candidate is related to, with
 * its situation and the candidate's stage, newest first. `sip` is the logged user (user_sip): the
 * client of a secret vacancy shows only to its analyst.
 */
export async function listarEncaminhamentos(
  ex: Executor,
  usuario: UsuarioSessao,
  cd: number,
  sip: number,
): Promise<EncaminhamentoLinha[]> {
  if (sip !== usuario.user_sip) throw forbidden('Usuário inválido.');
  await exigirCandidato(ex, cd);
  const rs = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT vc.nr_vaga, coalesce(vc.dt_encaminhamento, vc.criado_em) AS dt_encaminhamento, v.cd_situacao_vaga,
               coalesce((SELECT s.nm_situacao_vaga FROM ${tabelasCatalogo.situacao_vaga('s')} WHERE s.cd_situacao_vaga = v.cd_situacao_vaga),
                        v.cd_situacao_vaga::text) AS nm_situacao_vaga,
               vc.cd_estagio_vaga,
               CASE vc.id_situacao WHEN 'A' THEN 'Aprovado' WHEN 'R' THEN 'Reprovado'
                    ELSE coalesce((SELECT ev.nm_estagio_vaga FROM ${tabelasCatalogo.estagio_vaga('ev')} WHERE ev.cd_estagio_vaga = vc.cd_estagio_vaga),
                                  vc.cd_estagio_vaga::text) END AS nm_estagio_vaga,
               coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                        (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo), '') AS nm_cargo,
               CASE WHEN v.id_vaga_sigilosa = 'S' AND v.cd_pessoa_analista IS DISTINCT FROM ${sip} THEN ${SIGILOSA}
                    ELSE (SELECT coalesce(cli.nm_apelido, cli.nm_pessoa) FROM pessoa cli WHERE cli.cd_pessoa = v.cd_pessoa_cliente)
               END AS nm_apelido
          FROM ${tabelasVaga.vaga_candidato('vc')}
          JOIN ${vagaComo('v')} ON v.nr_vaga = vc.nr_vaga
         WHERE vc.cd_pessoa_candidato = ${cd}
         ORDER BY coalesce(vc.dt_encaminhamento, vc.criado_em) DESC, vc.nr_vaga DESC
         LIMIT ${LIMITE}`,
  );
  return rs.map((r) => ({
    NR_VAGA: Number(r.nr_vaga),
    DT_ENCAMINHAMENTO: iso(r.dt_encaminhamento),
    CD_SITUACAO_VAGA: Number(r.cd_situacao_vaga),
    NM_SITUACAO_VAGA: String(r.nm_situacao_vaga),
    CD_ESTAGIO_VAGA: Number(r.cd_estagio_vaga),
    NM_ESTAGIO_VAGA: String(r.nm_estagio_vaga),
    NM_CARGO: String(r.nm_cargo),
    NM_APELIDO: String(r.nm_apelido),
  }));
}

/** GET candidato/relacionados-web/{candidate}: the requisitions the candidate applied to online, newest first. */
export async function listarRelacionadosWeb(ex: Executor, cd: number): Promise<RelacionadoWebLinha[]> {
  await exigirCandidato(ex, cd);
  const rs = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT cw.nr_requisicao, cw.id_desvincular_web, cw.criado_em,
               (SELECT count(*) FROM ${vagaComo('v')} WHERE v.nr_requisicao = cw.nr_requisicao)::int AS qtd_vagas,
               coalesce(e.nm_empresa_menu, e.nm_empresa) AS ds_cidade_servico
          FROM ${tabelasVaga.candidato_web('cw')}
          JOIN ${tabelasVaga.requisicao('r')} ON r.nr_requisicao = cw.nr_requisicao
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = r.cd_empresa
         WHERE cw.cd_pessoa_candidato = ${cd}
         ORDER BY cw.criado_em DESC, cw.nr_requisicao DESC
         LIMIT ${LIMITE}`,
  );
  return rs.map((r) => ({
    NR_REQUISICAO: Number(r.nr_requisicao),
    QTD_VAGAS: Number(r.qtd_vagas),
    DS_CIDADE_SERVICO: String(r.ds_cidade_servico),
    ID_DESCARTAR: sn(r.id_desvincular_web),
    CRIADO_EM: iso(r.criado_em) as string,
  }));
}

/**
 * The vacancy row of spec 002 §3.4 for the vacancies `onde` picks (over `vaga v` and `cliente cli`),
 * newest first. The names come from scalar subqueries by each row's keys, not joins: with eight
 * joined tables planning the statement cost more than running it.
 */
function consultaVagas(cd: number, onde: SQL, hoje: string, limite: number = LIMITE_VAGAS): SQL {
  return sql`
    SELECT v.nr_vaga, v.nr_requisicao, v.cd_pessoa_cliente, v.cd_empresa, v.cd_situacao_vaga, v.cd_cargo,
           coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                    (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo), '') AS nm_cargo,
           coalesce((SELECT s.nm_situacao_vaga FROM ${tabelasCatalogo.situacao_vaga('s')} WHERE s.cd_situacao_vaga = v.cd_situacao_vaga),
                    v.cd_situacao_vaga::text) AS nm_situacao_vaga,
           (SELECT count(*) FROM ${tabelasVaga.vaga_candidato('x')} WHERE x.nr_vaga = v.nr_vaga)::int AS qt_estagio,
           (${hoje}::date - v.dt_abertura) AS dias_abertura,
           (${hoje}::date - coalesce((v.dt_ultima_movimentacao AT TIME ZONE 'America/Sao_Paulo')::date, v.dt_abertura)) AS dias_estacionada,
           (SELECT e.cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = v.cd_empresa) AS cd_empresa_agrupadora,
           v.id_vaga_sigilosa, v.id_vaga_confidencial,
           coalesce((SELECT tc.nm_tipo_contratacao FROM ${tabelasCatalogo.tipo_contratacao('tc')} WHERE tc.cd_tipo_contratacao = v.cd_tipo_contratacao),
                    v.cd_tipo_contratacao::text, '') AS tipo_contratacao,
           v.dt_abertura::text AS dt_abertura, v.dt_prorrogacao::text AS dt_prorrogacao, v.cd_pessoa_analista,
           CASE WHEN v.id_vaga_sigilosa = 'S' OR v.id_vaga_confidencial = 'S' THEN NULL
                ELSE (SELECT coalesce(pcl.nm_apelido, pcl.nm_pessoa) FROM pessoa pcl WHERE pcl.cd_pessoa = v.cd_pessoa_cliente)
           END AS nm_apelido_cliente,
           CASE WHEN v.id_local_trabalho = 'L' THEN v.nm_cidade_atuacao ELSE cli.nm_cidade END AS nm_cidade,
           EXISTS (SELECT 1 FROM ${tabelasVaga.vaga_candidato('r')} WHERE r.nr_vaga = v.nr_vaga AND r.cd_pessoa_candidato = ${cd}) AS relacionado
      FROM ${vagaComo('v')}
      JOIN ${tabelasCliente.cliente('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
     WHERE ${onde}
     ORDER BY v.dt_abertura DESC, v.nr_vaga DESC
     LIMIT ${limite}`;
}

function linhaVaga(r: Record<string, unknown>): VagaCandidatoLinha {
  const s = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    NR_VAGA: Number(r.nr_vaga),
    NR_REQUISICAO: Number(r.nr_requisicao),
    NM_CARGO: String(r.nm_cargo),
    CD_PESSOA: Number(r.cd_pessoa_cliente),
    CD_EMPRESA: Number(r.cd_empresa),
    NM_APELIDO_CLIENTE: s(r.nm_apelido_cliente),
    CD_SITUACAO_VAGA: Number(r.cd_situacao_vaga),
    NM_SITUACAO_VAGA: String(r.nm_situacao_vaga),
    QT_CANDIDATOS_ESTAGIO: Number(r.qt_estagio),
    QT_DIAS_ABERTURA: Number(r.dias_abertura),
    QT_DIAS_ESTACIONADA: Number(r.dias_estacionada),
    CD_EMPRESA_AGRUPADORA: Number(r.cd_empresa_agrupadora),
    ID_VAGA_SIGILOSA: sn(r.id_vaga_sigilosa),
    ID_VAGA_CONFIDENCIAL: sn(r.id_vaga_confidencial),
    TIPO_CONTRATACAO: String(r.tipo_contratacao),
    DT_ABERTURA: String(r.dt_abertura),
    DT_PRORROGACAO: s(r.dt_prorrogacao),
    CD_PESSOA_ANALISTA: num(r.cd_pessoa_analista),
    NM_CIDADE: r.nm_apelido_cliente === null ? null : s(r.nm_cidade),
    ID_RELACIONADO: r.relacionado === true || r.relacionado === 't' ? 'S' : 'N',
  };
}

/**
 * POST candidato/vagas-candidato/{candidate}: vacancies by the candidate-vacancy filter (spec 002
 * §3.8: city, regions, sector, status 0 all / 1 open / 7 monitored, position), newest first. The
 * filters on the client's city and region never match a secret or confidential vacancy.
 */
export async function listarVagasCandidato(
  ex: Executor,
  cd: number,
  f: FiltroVagasCandidato,
  hoje: string = dataNegocio(),
): Promise<VagaCandidatoLinha[]> {
  await exigirCandidato(ex, cd);
  const c: SQL[] = [sql`TRUE`];
  const situacoes = situacoesDoStatus(f.status);
  if (situacoes.length) c.push(sql`v.cd_situacao_vaga = ANY(${sql.param(situacoes)}::int[])`);
  if (f.setor === 'S') c.push(sql`v.id_recrutamento = 'S'`);
  else if (f.setor === 'N') c.push(sql`v.id_recrutamento = 'N'`);
  if (f.cd_cargo !== undefined) {
    c.push(sql`(v.cd_cargo = ${f.cd_cargo} OR EXISTS (SELECT 1 FROM ${tabelasCliente.cargo_cliente('k')}
                 WHERE k.cd_cargo_cliente = v.cd_cargo_cliente AND k.cd_cargo_interno = ${f.cd_cargo}))`);
  }
  if (f.nm_cidade) {
    c.push(sql`f_unaccent(lower(CASE WHEN v.id_local_trabalho = 'L' THEN v.nm_cidade_atuacao ELSE cli.nm_cidade END))
                 = ${normalizarBusca(f.nm_cidade)}`);
  }
  const regioes = regioesFiltro(f);
  if (regioes.length) c.push(sql`cli.nm_regiao = ANY(${sql.param(regioes)}::text[])`);
  if (f.nm_cidade || regioes.length)
    c.push(sql`NOT (v.id_vaga_sigilosa = 'S' OR v.id_vaga_confidencial = 'S')`);
  const rs = await consultar<Record<string, unknown>>(ex, consultaVagas(cd, sql.join(c, sql` AND `), hoje));
  return rs.map(linhaVaga);
}

/**
 * GET candidato/vagas-pcd/{candidate}: open vacancies flagged PCD that fit the candidate: in the
 * candidate's state (by the work place), those for one of the candidate's desired positions first.
 * Empty for a candidate without a disability.
 */
export async function listarVagasPcd(
  ex: Executor,
  cd: number,
  hoje: string = dataNegocio(),
): Promise<VagaCandidatoLinha[]> {
  const [c] = await consultar<{ pcd: string; uf: string | null }>(
    ex,
    sql`SELECT id_possue_deficiencia AS pcd, cd_uf AS uf FROM candidato WHERE cd_pessoa = ${cd}`,
  );
  if (!c) throw notFound(MENSAGENS_DADOS_CANDIDATO.candidatoNaoEncontrado);
  if (c.pcd !== 'S') return [];
  const rs = await consultar<Record<string, unknown>>(
    ex,
    consultaVagas(
      cd,
      sql`v.id_vaga_pcd = 'S' AND v.cd_situacao_vaga IN (1, 7, 11)
          AND (${c.uf}::text IS NULL
               OR (CASE WHEN v.id_local_trabalho = 'L' THEN v.cd_uf_atuacao ELSE cli.cd_uf END) = ${c.uf}::text)`,
      hoje,
    ),
  );
  const cargos = new Set(
    (
      await consultar<{ cd_cargo: number }>(
        ex,
        sql`SELECT cd_cargo FROM candidato_cargo WHERE cd_pessoa_candidato = ${cd}`,
      )
    ).map((k) => Number(k.cd_cargo)),
  );
  const cargoDe = new Map(rs.map((r) => [Number(r.nr_vaga), r]));
  const linhasVaga = rs.map(linhaVaga);
  // the candidate's desired positions first, newest first within each group (stable sort)
  const pontos = (l: VagaCandidatoLinha) =>
    cargos.has(Number(cargoDe.get(l.NR_VAGA)?.cd_cargo ?? -1)) ? 0 : 1;
  return linhasVaga.sort((a, b) => pontos(a) - pontos(b));
}
