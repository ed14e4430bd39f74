import {
  type AberturaRequisicao,
  confidencialDaLinha,
  type DivulgacaoAbertura,
  faturamentoPadrao,
  type LinhaAbertura,
  MENSAGENS_ABERTURA as M,
  notaAbertura,
  type RequisicaoSalvaResposta,
  recrutamentoDoSetor,
  textoAvisoAbertura,
  textoAvisoRecrutamentoRequisicao,
} from '@backoffice/domain/abertura-requisicao';
import type { BeneficiosRequisicao } from '@backoffice/domain/beneficios';
import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import { unidadesContadas } from '@backoffice/domain/dashboard-selecao';
import { dataNegocio } from '@backoffice/domain/datas';
import { type DadosVagaRecrutamento, EVENTO_VAGA_RECRUTAMENTO } from '@backoffice/domain/recrutamento';
import { EVENTO_VAGA } from '@backoffice/domain/vaga-edicao';
import { eq, sql } from 'drizzle-orm';
import { consultar, type Tx } from '../../../db/client';
import { requisicao, requisicao_beneficio, vaga, vaga_historico } from '../../../db/schema/index';
import { badRequest } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { analistasRecrutamento, criarAviso } from '../../usuario/usuario.entry';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import type { ContextoEdicao, VagaAlteracao } from '../alteracao.service';

/** Kind of the notes an opening, an edit and a cancellation write on the vacancies (vaga_historico.id_tipo). */
export const TIPO_HISTORICO_REQUISICAO = { abertura: 'RQ', edicao: 'RE', cancelamento: 'RC' } as const;

// What the lines name, checked against the database in a few statements (all refusals at once).

interface Cliente {
  cd_empresa: number;
  cd_uf: string | null;
  nm_cidade: string | null;
  id_confidencial_padrao: 'S' | 'N';
}

interface Analista {
  user_sip: number;
  cd_sip: number;
  nr_telefone: string | null;
}

interface Referencias {
  cargos: Map<number, number | null>;
  analistas: Map<number, Analista>;
}

type LinhaConferida = Pick<
  LinhaAbertura,
  | 'cd_cargo_cliente'
  | 'cd_turno'
  | 'cd_centro_custo'
  | 'cd_grau_instrucao_de'
  | 'cd_grau_instrucao_ate'
  | 'cd_pessoa_analista'
>;

export async function clienteAtivo(tx: Tx, cdPessoa: number): Promise<Cliente | null> {
  const [c] = await consultar<Cliente>(
    tx,
    sql`SELECT c.cd_empresa, c.cd_uf, c.nm_cidade, c.id_confidencial_padrao
          FROM ${tabelasCliente.cliente('c')} WHERE c.cd_pessoa = ${cdPessoa} AND c.id_ativo = 'S'`,
  );
  return c ? { ...c, cd_empresa: Number(c.cd_empresa) } : null;
}

const distintos = <T>(xs: readonly (T | null | undefined)[]): T[] => [
  ...new Set(xs.filter((x): x is T => x !== null && x !== undefined)),
];

/**
 * Checks every reference of the lines: active positions (or, in an edit, the one the line's vacancy
 * already names) and cost centres of the client (in its unit),
 * active shifts of the hiring type, schooling levels, active analysts of the requisition's unit
 * (its grouping, as the unit's analyst picker offers them). 400 with every refusal beside its field.
 */
export async function conferirReferencias(
  tx: Tx,
  o: {
    cdCliente: number;
    cdEmpresaCliente: number;
    cdEmpresa: number;
    cdTipoContratacao: number;
    linhas: readonly LinhaConferida[];
    /** The edit: per line, the position its vacancy names today (kept even when inactive). */
    cargosAtuais?: readonly (number | null)[];
    erros: string[];
  },
): Promise<Referencias> {
  const { linhas, erros } = o;
  const idsCargo = distintos(linhas.map((l) => l.cd_cargo_cliente));
  const idsTurno = distintos(linhas.map((l) => l.cd_turno));
  const idsCentro = distintos(linhas.map((l) => l.cd_centro_custo));
  const idsGrau = distintos(linhas.flatMap((l) => [l.cd_grau_instrucao_de, l.cd_grau_instrucao_ate]));
  const idsAnalista = distintos(linhas.map((l) => l.cd_pessoa_analista));

  const cargos = await consultar<{ cd: number; interno: number | null; ativo: string }>(
    tx,
    sql`SELECT cc.cd_cargo_cliente AS cd, cc.cd_cargo_interno AS interno, cc.id_ativo AS ativo
          FROM ${tabelasCliente.cargo_cliente('cc')}
         WHERE cc.cd_cargo_cliente = ANY(${sql.param(idsCargo)}::int[])
           AND cc.cd_pessoa_cliente = ${o.cdCliente} AND cc.cd_empresa_cliente = ${o.cdEmpresaCliente}`,
  );
  const turnos = idsTurno.length
    ? await consultar<{ cd: number }>(
        tx,
        sql`SELECT t.cd_turno AS cd FROM ${tabelasCatalogo.turno('t')}
             WHERE t.cd_turno = ANY(${sql.param(idsTurno)}::int[]) AND t.id_ativo = 'S'
               AND t.cd_tipo_contratacao = ${o.cdTipoContratacao}`,
      )
    : [];
  const centros = idsCentro.length
    ? await consultar<{ cd: string }>(
        tx,
        sql`SELECT ct.cd_centro_custo AS cd FROM ${tabelasCliente.centro_custo('ct')}
             WHERE ct.cd_pessoa_cliente = ${o.cdCliente} AND ct.cd_empresa_cliente = ${o.cdEmpresaCliente}
               AND ct.id_ativo = 'S' AND ct.cd_centro_custo = ANY(${sql.param(idsCentro)}::text[])`,
      )
    : [];
  const graus = idsGrau.length
    ? await consultar<{ cd: number }>(
        tx,
        sql`SELECT e.cd_escolaridade AS cd FROM ${tabelasCatalogo.escolaridade('e')}
             WHERE e.cd_escolaridade = ANY(${sql.param(idsGrau)}::int[])`,
      )
    : [];
  let analistas: Analista[] = [];
  if (idsAnalista.length) {
    // the analysts the unit's picker offers: staff of its grouping, or named analysts of one of its units
    const [u] = await consultar<{ agrupadora: number }>(
      tx,
      sql`SELECT e.cd_empresa_agrupadora AS agrupadora FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${o.cdEmpresa}`,
    );
    const c = unidadesContadas(Number(u?.agrupadora ?? o.cdEmpresa));
    const daUnidade = (alias: string) =>
      sql`((${sql.raw(alias)}.cd_empresa_agrupadora = ${c.agrupadora} OR ${sql.raw(alias)}.cd_empresa = ANY(${sql.param(c.mais)}::int[]))
           AND NOT ${sql.raw(alias)}.cd_empresa = ANY(${sql.param(c.menos)}::int[]))`;
    analistas = await consultar<Analista>(
      tx,
      sql`SELECT u.user_sip, u.cd_sip, u.nr_telefone
            FROM ${tabelasUsuario.usuario('u')}
            JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = u.cd_unid
           WHERE u.user_sip = ANY(${sql.param(idsAnalista)}::bigint[]) AND u.id_ativo = 'S'
             AND (${daUnidade('e')}
                  OR EXISTS (SELECT 1 FROM ${tabelasCatalogo.empresa('o')}
                              WHERE o.cd_empresa = ANY(u.cd_unidades_analista) AND ${daUnidade('o')}))`,
    );
  }
  const mapaCargos = new Map(
    cargos.map((x) => [Number(x.cd), x.interno === null ? null : Number(x.interno)]),
  );
  const inativos = new Set(cargos.filter((x) => x.ativo !== 'S').map((x) => Number(x.cd)));
  const setTurnos = new Set(turnos.map((x) => Number(x.cd)));
  const setCentros = new Set(centros.map((x) => x.cd));
  const setGraus = new Set(graus.map((x) => Number(x.cd)));
  const mapaAnalistas = new Map(
    analistas.map((a) => [
      Number(a.user_sip),
      { ...a, user_sip: Number(a.user_sip), cd_sip: Number(a.cd_sip) },
    ]),
  );
  linhas.forEach((l, i) => {
    const campo = (c: string, m: string) => erros.push(`linhas.${i}.${c}: ${m}`);
    if (!mapaCargos.has(l.cd_cargo_cliente)) campo('cd_cargo_cliente', M.cargoDeOutroCliente);
    else if (inativos.has(l.cd_cargo_cliente) && o.cargosAtuais?.[i] !== l.cd_cargo_cliente)
      campo('cd_cargo_cliente', M.cargoInativo);
    if (l.cd_turno != null && !setTurnos.has(l.cd_turno)) campo('cd_turno', M.turnoInvalido);
    if (l.cd_centro_custo != null && !setCentros.has(l.cd_centro_custo))
      campo('cd_centro_custo', M.centroCustoDeOutroCliente);
    if (l.cd_grau_instrucao_de != null && !setGraus.has(l.cd_grau_instrucao_de))
      campo('cd_grau_instrucao_de', M.escolaridadeInvalida);
    if (l.cd_grau_instrucao_ate != null && !setGraus.has(l.cd_grau_instrucao_ate))
      campo('cd_grau_instrucao_ate', M.escolaridadeInvalida);
    if (l.cd_pessoa_analista != null && !mapaAnalistas.has(l.cd_pessoa_analista))
      campo('cd_pessoa_analista', M.analistaDeOutraUnidade);
  });
  return { cargos: mapaCargos, analistas: mapaAnalistas };
}

export async function conferirTipoContratacao(tx: Tx, cd: number, erros: string[]): Promise<void> {
  const [t] = await consultar<{ cd: number }>(
    tx,
    sql`SELECT t.cd_tipo_contratacao AS cd FROM ${tabelasCatalogo.tipo_contratacao('t')} WHERE t.cd_tipo_contratacao = ${cd}`,
  );
  if (!t) erros.push(`cd_tipo_contratacao: ${M.tipoContratacaoInexistente}`);
}

// The vacancy columns a line and the header decide

export interface Cabecalho {
  /** Required to open; an imported vacancy may come without it. */
  nm_requisitante: string | null;
  ds_area: string | null | undefined;
  nr_pedido_cliente: string | null | undefined;
  cd_tipo_contratacao: number;
  id_setor: 'R' | 'S';
  id_tipo_vaga: 'A' | 'G' | 'Q' | 'O';
  ds_observacoes: string | null | undefined;
}

/** The columns of a vacancy that follow the requisition's header. */
export function colunasDoCabecalho(c: Cabecalho) {
  return {
    cd_tipo_contratacao: c.cd_tipo_contratacao,
    id_tipo_vaga: c.id_tipo_vaga,
    id_recrutamento: recrutamentoDoSetor(c.id_setor),
    nm_requisitante: c.nm_requisitante,
    ds_area: c.ds_area ?? null,
    nr_pedido_cliente: c.nr_pedido_cliente ?? null,
    ds_observacoes: c.ds_observacoes ?? null,
  } satisfies VagaAlteracao;
}

/** The columns of a vacancy that follow its line. */
export function colunasDaLinha(
  l: LinhaConferida & LinhaAbertura,
  ref: Referencias,
  confidencialPadrao: 'S' | 'N',
) {
  const analista = l.cd_pessoa_analista != null ? ref.analistas.get(l.cd_pessoa_analista) : undefined;
  return {
    cd_cargo_cliente: l.cd_cargo_cliente,
    cd_cargo: ref.cargos.get(l.cd_cargo_cliente) ?? null,
    vl_salario: l.vl_salario,
    id_salario: l.id_salario,
    cd_turno: l.cd_turno ?? null,
    cd_centro_custo: l.cd_centro_custo ?? null,
    cd_grau_instrucao_de: l.cd_grau_instrucao_de ?? null,
    cd_grau_instrucao_ate: l.cd_grau_instrucao_ate ?? null,
    id_sexo: l.id_sexo,
    nr_idade_de: l.nr_idade_de ?? null,
    nr_idade_ate: l.nr_idade_ate ?? null,
    nr_anos_experiencia_de: l.nr_anos_experiencia_de ?? null,
    nr_anos_experiencia_ate: l.nr_anos_experiencia_ate ?? null,
    id_vaga_pcd: l.id_vaga_pcd,
    id_possue_deficiencia: l.id_vaga_pcd === 'S' ? 'S' : null,
    id_vaga_sigilosa: l.id_vaga_sigilosa,
    id_vaga_confidencial: confidencialDaLinha(l, confidencialPadrao),
    cd_pessoa_analista: analista?.user_sip ?? null,
    cd_usuario_analista: analista?.cd_sip ?? null,
    nr_telefone_analista: analista?.nr_telefone ?? null,
  } satisfies VagaAlteracao;
}

/** The Divulga Web columns of a new vacancy (released now when S). */
export function colunasDaDivulgacao(d: DivulgacaoAbertura) {
  return {
    id_libera_internet: d.id_libera_internet,
    qt_candidatos_vaga_web: d.qt_candidatos_vaga_web,
    ds_observacao_internet: d.ds_observacao_internet ?? null,
    id_local_trabalho: 'C',
    dt_libera_internet: d.id_libera_internet === 'S' ? new Date() : null,
  } satisfies VagaAlteracao;
}

export async function gravarBeneficios(
  tx: Tx,
  nrRequisicao: number,
  b: BeneficiosRequisicao | null | undefined,
  cdSip: number,
): Promise<void> {
  if (b === undefined) return;
  if (b === null) {
    await tx.delete(requisicao_beneficio).where(eq(requisicao_beneficio.nr_requisicao, nrRequisicao));
    return;
  }
  const valores = { ...b, alterado_em: new Date(), alterado_por: cdSip };
  await tx
    .insert(requisicao_beneficio)
    .values({ nr_requisicao: nrRequisicao, ...valores })
    .onConflictDoUpdate({ target: requisicao_beneficio.nr_requisicao, set: valores });
}

export interface VagaCriada {
  nr_vaga: number;
  cd_sip: number | null;
  cd_pessoa_analista: number | null;
}

/**
 * Creates the vacancies of new lines (one per opening), each with its history note: opened today in
 * the situation chosen, billing defaults of the hiring type, the client's city as the profile's.
 */
export async function criarVagasDasLinhas(
  tx: Tx,
  ctx: ContextoEdicao,
  o: {
    nrRequisicao: number;
    cdEmpresa: number;
    cdCliente: number;
    cliente: Cliente;
    cabecalho: Cabecalho;
    situacao: number;
    divulgacao: DivulgacaoAbertura;
    linhas: readonly LinhaAbertura[];
    ref: Referencias;
  },
): Promise<VagaCriada[]> {
  const hoje = dataNegocio();
  const agora = new Date();
  const comuns = {
    nr_requisicao: o.nrRequisicao,
    cd_empresa: o.cdEmpresa,
    cd_pessoa_cliente: o.cdCliente,
    cd_empresa_cliente: o.cliente.cd_empresa,
    cd_situacao_vaga: o.situacao,
    dt_situacao: agora,
    dt_abertura: hoje,
    dt_ultima_movimentacao: agora,
    ...colunasDoCabecalho(o.cabecalho),
    ...faturamentoPadrao(o.cabecalho.cd_tipo_contratacao),
    ...colunasDaDivulgacao(o.divulgacao),
    cd_uf_perfil: o.cliente.cd_uf,
    nm_cidades_perfil: o.cliente.nm_cidade ? [o.cliente.nm_cidade] : null,
    criado_por: ctx.usuario.cd_sip,
    alterado_por: ctx.usuario.cd_sip,
  } satisfies Partial<typeof vaga.$inferInsert>;
  const valores = o.linhas.flatMap((l) => {
    const daLinha = colunasDaLinha(l, o.ref, o.cliente.id_confidencial_padrao);
    return Array.from({ length: l.qt_vagas }, () => ({ ...comuns, ...daLinha }));
  });
  if (valores.length === 0) return [];
  const criadas = await tx.insert(vaga).values(valores).returning({
    nr_vaga: vaga.nr_vaga,
    cd_sip: vaga.cd_usuario_analista,
    cd_pessoa_analista: vaga.cd_pessoa_analista,
  });
  criadas.sort((a, b) => a.nr_vaga - b.nr_vaga);
  const nota = notaAbertura(o.nrRequisicao, ctx.usuario.apelido, o.situacao);
  await tx.insert(vaga_historico).values(
    criadas.map((v) => ({
      nr_vaga: v.nr_vaga,
      cd_usuario: ctx.usuario.cd_sip,
      id_tipo: TIPO_HISTORICO_REQUISICAO.abertura,
      ds_historico: nota,
    })),
  );
  return criadas;
}

/**
 * The notices of an opening or an edit, in the writer's transaction (they leave when it commits):
 * each analyst's alert for the vacancies now theirs (one per requisition, naming them), the 'vaga'
 * event for the vacancies made or changed, and for vacancies entering recruitment the unit's
 * recruitment analysts' alert and 'vagaRecrutamento'.
 */
export async function avisar(
  tx: Tx,
  ctx: ContextoEdicao,
  o: {
    nrRequisicao: number;
    cdEmpresa: number;
    /** Vacancies whose analyst is new (made now, or given another analyst). */
    atribuidas: readonly VagaCriada[];
    /** Vacancies made or changed. */
    alteradas: readonly number[];
    /** Vacancies that entered recruitment (made in it, or moved to it). */
    recrutamento: readonly number[];
  },
): Promise<void> {
  const porAnalista = new Map<number, number[]>();
  for (const v of o.atribuidas) {
    if (v.cd_sip === null) continue;
    const lista = porAnalista.get(v.cd_sip) ?? [];
    lista.push(v.nr_vaga);
    porAnalista.set(v.cd_sip, lista);
  }
  for (const [cdSip, nrs] of porAnalista) {
    await criarAviso(tx, ctx.deps.realtime, {
      cd_tipo_aviso: TIPO_AVISO.VAGA_ATRIBUIDA,
      nr_vaga: nrs[0],
      cd_sip: cdSip,
      ds_complemento_aviso: textoAvisoAbertura(o.nrRequisicao, nrs, ctx.usuario.apelido),
    });
  }
  if (o.alteradas.length)
    await ctx.deps.realtime.publish(tx, {
      tipo: EVENTO_VAGA,
      dados: {
        NR_VAGA: o.alteradas[0],
        NR_REQUISICAO: o.nrRequisicao,
        NR_VAGAS: o.alteradas,
        CD_PESSOA_ANALISTA: o.atribuidas[0]?.cd_pessoa_analista ?? null,
        CD_PESSOA_ANALISTA_ANTERIOR: null,
      },
    });
  if (!o.recrutamento.length) return;
  const recrutadores = await analistasRecrutamento(tx, o.cdEmpresa);
  if (!recrutadores.length) return;
  for (const a of recrutadores) {
    await criarAviso(tx, ctx.deps.realtime, {
      cd_sip: a.CD_SIP,
      nr_vaga: o.recrutamento[0],
      cd_tipo_aviso: TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO,
      ds_complemento_aviso: textoAvisoRecrutamentoRequisicao(o.recrutamento),
    });
  }
  const dados: DadosVagaRecrutamento & { NR_VAGAS: readonly number[] } = {
    NR_VAGA: o.recrutamento[0],
    NR_REQUISICAO: o.nrRequisicao,
    CD_EMPRESA: o.cdEmpresa,
    NR_VAGAS: o.recrutamento,
  };
  await ctx.deps.realtime.publish(tx, {
    tipo: EVENTO_VAGA_RECRUTAMENTO,
    dados,
    para: { cd_sip: recrutadores.map((a) => a.CD_SIP) },
  });
}

/**
 * POST /api/requisicoes: the requisition and one vacancy per opening in one transaction. Every
 * refusal (unknown client or unit, a position, cost centre, shift or analyst that is not the
 * client's or the unit's) is a 400 naming its field, and nothing is written. Numbers come from the
 * identity columns: two openings at once get distinct numbers.
 */
export function abrirRequisicao(
  ctx: ContextoEdicao,
  b: AberturaRequisicao,
): Promise<RequisicaoSalvaResposta> {
  return ctx.deps.db.transaction(async (tx) => {
    const erros: string[] = [];
    const cliente = await clienteAtivo(tx, b.cd_pessoa_cliente);
    if (!cliente) throw badRequest(`cd_pessoa_cliente: ${M.clienteInexistente}`);
    const [unidade] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT e.cd_empresa AS cd FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${b.cd_empresa} AND e.id_ativo = 'S'`,
    );
    if (!unidade) erros.push(`cd_empresa: ${M.unidadeInexistente}`);
    await conferirTipoContratacao(tx, b.cd_tipo_contratacao, erros);
    const ref = await conferirReferencias(tx, {
      cdCliente: b.cd_pessoa_cliente,
      cdEmpresaCliente: cliente.cd_empresa,
      cdEmpresa: b.cd_empresa,
      cdTipoContratacao: b.cd_tipo_contratacao,
      linhas: b.linhas,
      erros,
    });
    if (erros.length) throw badRequest(erros);

    const qtVagas = b.linhas.reduce((s, l) => s + l.qt_vagas, 0);
    const [r] = await tx
      .insert(requisicao)
      .values({
        cd_pessoa_cliente: b.cd_pessoa_cliente,
        cd_empresa: b.cd_empresa,
        cd_empresa_cliente: cliente.cd_empresa,
        dt_requisicao: dataNegocio(),
        qt_vagas: qtVagas,
        nm_requisitante: b.nm_requisitante,
        ds_observacoes: b.ds_observacoes ?? null,
        cd_tipo_contratacao: b.cd_tipo_contratacao,
        ds_area: b.ds_area ?? null,
        nr_pedido_cliente: b.nr_pedido_cliente ?? null,
        id_recrutamento: recrutamentoDoSetor(b.id_setor),
        id_tipo_vaga: b.id_tipo_vaga,
        criado_por: ctx.usuario.cd_sip,
        alterado_por: ctx.usuario.cd_sip,
      })
      .returning({ nr: requisicao.nr_requisicao });
    const nrRequisicao = r.nr;
    await gravarBeneficios(tx, nrRequisicao, b.beneficios ?? undefined, ctx.usuario.cd_sip);
    const vagas = await criarVagasDasLinhas(tx, ctx, {
      nrRequisicao,
      cdEmpresa: b.cd_empresa,
      cdCliente: b.cd_pessoa_cliente,
      cliente,
      cabecalho: b,
      situacao: b.cd_situacao_vaga,
      divulgacao: b.divulgacao,
      linhas: b.linhas,
      ref,
    });
    const nrs = vagas.map((v) => v.nr_vaga);
    await avisar(tx, ctx, {
      nrRequisicao,
      cdEmpresa: b.cd_empresa,
      atribuidas: vagas,
      alteradas: nrs,
      recrutamento: b.id_setor === 'R' ? nrs : [],
    });
    return {
      NR_REQUISICAO: nrRequisicao,
      NR_VAGA: nrs,
      message: M.aberta(nrRequisicao, nrs.length),
    };
  });
}
