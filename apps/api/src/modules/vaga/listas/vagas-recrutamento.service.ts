import type { UsuarioSessao } from '@backoffice/domain/auth';
import { LIMITES_EXPORTACAO } from '@backoffice/domain/gerencial';
import {
  type ContadorVagasPorTipoResposta,
  corDiasAberturaRelatorio,
  corDiasEstacionadaRelatorio,
  LIMITES_RECRUTAMENTO,
  type MovimentacaoRecrutamentoLinha,
  rotuloTipoRelatorio,
  rotuloTipoVaga,
  TIPOS_VAGA,
  type TipoVaga,
  type VagaAbertaLinha,
  type VagasAbertasPorTipoBody,
  type VagasRecrutamentoFiltros,
  type VagasRecrutamentoResposta,
} from '@backoffice/domain/recrutamento';
import { SITUACAO_VAGA, SITUACOES_ABERTAS_PRAZO } from '@backoffice/domain/vaga-situacao';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { num, sn } from '../../../db/linha';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { lerVagasDoFiltro, linhaDaVaga } from './vagas-selecao.service';

type Linha = Record<string, unknown>;

const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * GET recrutamento/vagas-recrutamento (spec 001 §2.13, §3): the recruitment filter over the same
 * list as My openings (refused with 409 while the user has overdue vacancies), each row with the
 * salary its detail shows.
 */
export async function listarVagasRecrutamento(
  db: Executor,
  usuario: UsuarioSessao,
  f: VagasRecrutamentoFiltros,
  hoje: string,
): Promise<VagasRecrutamentoResposta> {
  const { linhas, limitada } = await lerVagasDoFiltro(
    db,
    usuario,
    {
      ...f,
      unidade_dashboard: undefined,
      cd_pessoa_selecionador: undefined,
      comercial: false,
      prospeccao: false,
      congelada: false,
      fechada: false,
      cancelada: false,
      canc_selecao_sem_candidato: false,
      canc_com_faturamento: false,
      bloqueado: false,
    },
    hoje,
  );
  return {
    VAGAS: linhas.map((r) => ({ ...linhaDaVaga(r), VL_SALARIO: num(r.vl_salario) })),
    LIMITADA: limitada ? 'S' : 'N',
  };
}

/** The units of the user's grouping, as a list computed once (an index condition on vaga.cd_empresa). */
function unidadesDoGrupo(usuario: UsuarioSessao): SQL {
  return sql`v.cd_empresa = ANY(ARRAY(
    SELECT g.cd_empresa FROM ${tabelasCatalogo.empresa('g')}
     WHERE g.cd_empresa_agrupadora = (SELECT u.cd_empresa_agrupadora FROM ${tabelasCatalogo.empresa('u')} WHERE u.cd_empresa = ${usuario.cd_unid})))`;
}

const ABERTA = SITUACAO_VAGA.ABERTA;

/**
 * GET recrutamento/contador-vagas-por-tipo (spec 001 §2.10): the open vacancies (situation 1) of the
 * user's grouping per sector (recruitment, selection) and type, every type present (0 when none).
 */
export async function contarVagasPorTipo(
  db: Executor,
  usuario: UsuarioSessao,
): Promise<ContadorVagasPorTipoResposta> {
  const linhas = await consultar<{ setor: string; tipo: string; qtd: unknown }>(
    db,
    sql`SELECT v.id_recrutamento AS setor, v.id_tipo_vaga AS tipo, count(*) AS qtd
          FROM vaga v
         WHERE v.cd_situacao_vaga = ${ABERTA} AND ${unidadesDoGrupo(usuario)}
         GROUP BY 1, 2`,
  );
  const mapa = (recrutamento: 'S' | 'N') =>
    Object.fromEntries(
      TIPOS_VAGA.map((t) => [
        t.valor,
        {
          ID_TIPO_VAGA: t.valor,
          NM_TIPO_VAGA: rotuloTipoVaga(t.valor),
          QTD_VAGAS: Number(linhas.find((l) => l.setor === recrutamento && l.tipo === t.valor)?.qtd ?? 0),
        },
      ]),
    ) as Record<TipoVaga, { ID_TIPO_VAGA: TipoVaga; NM_TIPO_VAGA: string; QTD_VAGAS: number }>;
  return { RECRUTAMENTO: mapa('S'), SELECAO: mapa('N') };
}

// The client's data of a secret or confidential vacancy is hidden.
const ESCONDE = sql`(v.id_vaga_sigilosa = 'S' OR v.id_vaga_confidencial = 'S')`;

/**
 * POST recrutamento/vagas-abertas-por-tipo (spec 001 §2.10): the open vacancies of the user's grouping
 * of one type and sector (origem R recruitment, S selection), newest first, at most
 * LIMITES_RECRUTAMENTO.maxLinhas.
 */
export async function listarVagasAbertasPorTipo(
  db: Executor,
  usuario: UsuarioSessao,
  body: VagasAbertasPorTipoBody,
): Promise<VagaAbertaLinha[]> {
  const recrutamento = body.origem === 'R' ? 'S' : 'N';
  const linhas = await consultar<Linha>(
    db,
    sql`SELECT v.nr_vaga, v.nr_requisicao, v.cd_pessoa_analista, v.cd_pessoa_cliente, v.cd_empresa_cliente,
               v.cd_situacao_vaga, v.id_sexo, ${ESCONDE} AS esconde,
               (SELECT an.nm_pessoa FROM ${tabelasCandidato.pessoa('an')} WHERE an.cd_pessoa = v.cd_pessoa_analista) AS nm_analista,
               (SELECT coalesce(pc.nm_apelido, pc.nm_pessoa) FROM ${tabelasCandidato.pessoa('pc')} WHERE pc.cd_pessoa = v.cd_pessoa_cliente)
                 AS nm_cliente,
               (SELECT s.nm_situacao_vaga FROM ${tabelasCatalogo.situacao_vaga('s')} WHERE s.cd_situacao_vaga = v.cd_situacao_vaga)
                 AS nm_situacao_vaga,
               (SELECT cli.nm_cidade FROM ${tabelasCliente.cliente('cli')} WHERE cli.cd_pessoa = v.cd_pessoa_cliente) AS nm_cidade,
               (SELECT cli.nm_bairro FROM ${tabelasCliente.cliente('cli')} WHERE cli.cd_pessoa = v.cd_pessoa_cliente) AS nm_bairro,
               coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                        (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo)) AS nm_cargo,
               (SELECT e.nm_escolaridade FROM ${tabelasCatalogo.escolaridade('e')} WHERE e.cd_escolaridade = v.cd_grau_instrucao_de)
                 AS nm_grau_instrucao_de
          FROM vaga v
         WHERE v.cd_situacao_vaga = ${ABERTA} AND ${unidadesDoGrupo(usuario)}
           AND v.id_recrutamento = ${recrutamento} AND v.id_tipo_vaga = ${body.tipo_vaga}
         ORDER BY v.dt_abertura DESC, v.nr_vaga DESC
         LIMIT ${LIMITES_RECRUTAMENTO.maxLinhas}`,
  );
  return linhas.map((r) => {
    const esconde = r.esconde === true || r.esconde === 't';
    return {
      CD_PESSOA_CANDIDATO: null,
      NR_VAGA: Number(r.nr_vaga),
      NR_REQUISICAO: Number(r.nr_requisicao),
      NM_PESSOA_SELECIONADOR: texto(r.nm_analista),
      CD_PESSOA_SELECIONADOR: num(r.cd_pessoa_analista),
      NM_PESSOA_CLIENTE: esconde ? null : texto(r.nm_cliente),
      CD_PESSOA_CLIENTE: Number(r.cd_pessoa_cliente),
      CD_EMPRESA_CLIENTE: Number(r.cd_empresa_cliente),
      CD_SITUACAO_VAGA: Number(r.cd_situacao_vaga),
      NM_SITUACAO_VAGA: String(r.nm_situacao_vaga),
      NM_CIDADE: esconde ? null : texto(r.nm_cidade),
      NM_BAIRRO: esconde ? null : texto(r.nm_bairro),
      ID_SEXO: texto(r.id_sexo),
      NM_CARGO: texto(r.nm_cargo),
      NM_GRAU_INSTRUCAO_DE: texto(r.nm_grau_instrucao_de),
      ID_ESCONDE_INFO_SIGILOSA: esconde ? 'S' : 'N',
    };
  });
}

/**
 * GET vaga/movimentacoes-recrutamento (spec 001 §2.15): the open recruitment vacancies (situations 1,
 * 7, 11) of the user's grouping, newest first, with the candidates related, the days open and parked,
 * the report's type label and colours.
 */
export async function listarMovimentacoesRecrutamento(
  db: Executor,
  usuario: UsuarioSessao,
  hoje: string,
): Promise<MovimentacaoRecrutamentoLinha[]> {
  return (await loteMovimentacoes(db, usuario, hoje, null, LIMITES_RECRUTAMENTO.maxLinhas)).linhas;
}

/**
 * The movement report for its export, in batches of LIMITES_EXPORTACAO.lote rows (one statement each,
 * continuing after the last vacancy of the previous batch), at most LIMITES_EXPORTACAO.maxLinhas: the
 * export streams every row of the report, never holding more than one batch.
 */
export async function* lotesMovimentacoesRecrutamento(
  db: Executor,
  usuario: UsuarioSessao,
  hoje: string,
): AsyncGenerator<MovimentacaoRecrutamentoLinha[]> {
  let depois: DepoisMovimentacao | null = null;
  let total = 0;
  while (total < LIMITES_EXPORTACAO.maxLinhas) {
    const limite = Math.min(LIMITES_EXPORTACAO.lote, LIMITES_EXPORTACAO.maxLinhas - total);
    const lote = await loteMovimentacoes(db, usuario, hoje, depois, limite);
    if (lote.linhas.length) yield lote.linhas;
    total += lote.linhas.length;
    if (lote.linhas.length < limite || !lote.depois) return;
    depois = lote.depois;
  }
}

/** Where a batch of the movement report continues: after this vacancy (opening date and number). */
interface DepoisMovimentacao {
  abertura: string;
  nrVaga: number;
}

async function loteMovimentacoes(
  db: Executor,
  usuario: UsuarioSessao,
  hoje: string,
  depois: DepoisMovimentacao | null,
  limite: number,
): Promise<{ linhas: MovimentacaoRecrutamentoLinha[]; depois: DepoisMovimentacao | null }> {
  const linhas = await consultar<Linha>(
    db,
    sql`SELECT v.nr_vaga, to_char(v.dt_abertura, 'YYYY-MM-DD') AS abertura, v.cd_pessoa_cliente, v.cd_empresa_cliente, ${ESCONDE} AS esconde,
               coalesce((SELECT cc.nm_cargo_cliente FROM ${tabelasCliente.cargo_cliente('cc')} WHERE cc.cd_cargo_cliente = v.cd_cargo_cliente),
                        (SELECT cg.nm_cargo FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = v.cd_cargo)) AS nm_cargo,
               (SELECT coalesce(pc.nm_apelido, pc.nm_pessoa) FROM ${tabelasCandidato.pessoa('pc')} WHERE pc.cd_pessoa = v.cd_pessoa_cliente)
                 AS nm_cliente,
               (SELECT tc.id_tipo_contratacao FROM ${tabelasCatalogo.tipo_contratacao('tc')} WHERE tc.cd_tipo_contratacao = v.cd_tipo_contratacao)
                 AS id_tipo_contratacao,
               (SELECT count(*) FROM vaga_candidato r WHERE r.nr_vaga = v.nr_vaga) AS qt_candidatos,
               greatest(${hoje}::date - v.dt_abertura, 0) AS dias_abertura,
               greatest(${hoje}::date - coalesce((v.dt_ultima_movimentacao AT TIME ZONE 'America/Sao_Paulo')::date,
                                                   v.dt_abertura), 0) AS dias_estacionada
          FROM vaga v
         WHERE v.id_recrutamento = 'S'
           AND v.cd_situacao_vaga = ANY(${sql.param([...SITUACOES_ABERTAS_PRAZO])}::int[])
           AND ${unidadesDoGrupo(usuario)}
           ${depois ? sql`AND (v.dt_abertura, v.nr_vaga) < (${depois.abertura}::date, ${depois.nrVaga})` : sql``}
         ORDER BY v.dt_abertura DESC, v.nr_vaga DESC
         LIMIT ${limite}`,
  );
  const ultima = linhas.at(-1);
  const proximo = ultima ? { abertura: String(ultima.abertura), nrVaga: Number(ultima.nr_vaga) } : null;
  const saida = linhas.map((r): MovimentacaoRecrutamentoLinha => {
    const esconde = r.esconde === true || r.esconde === 't';
    const diasAbertura = Number(r.dias_abertura);
    const diasEstacionada = Number(r.dias_estacionada);
    const sigla = texto(r.id_tipo_contratacao);
    return {
      NR_VAGA: Number(r.nr_vaga),
      NM_CARGO: texto(r.nm_cargo),
      CD_PESSOA_CLIENTE: Number(r.cd_pessoa_cliente),
      CD_EMPRESA_CLIENTE: Number(r.cd_empresa_cliente),
      NM_APELIDO_CLIENTE: esconde ? null : texto(r.nm_cliente),
      ID_ESCONDE_INFO_SIGILOSA: sn(esconde ? 'S' : 'N'),
      ID_TIPO_CONTRATACAO: sigla,
      NM_TIPO_CONTRATACAO: rotuloTipoRelatorio(sigla),
      QT_CANDIDATOS: Number(r.qt_candidatos),
      QT_DIAS_ABERTURA: diasAbertura,
      QT_DIAS_ESTACIONADA: diasEstacionada,
      COR_DIAS_ABERTURA: corDiasAberturaRelatorio(diasAbertura),
      COR_DIAS_ESTACIONADA: corDiasEstacionadaRelatorio(diasEstacionada),
    };
  });
  return { linhas: saida, depois: proximo };
}
