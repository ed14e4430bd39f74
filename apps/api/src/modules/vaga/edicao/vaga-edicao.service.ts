import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import {
  type DadosVagaRecrutamento,
  EVENTO_VAGA_RECRUTAMENTO,
  textoAvisoRecrutamento,
} from '@backoffice/domain/recrutamento';
import type {
  cargoSalarioBody,
  dadosAutoatendimentoBody,
  descricaoVagaBody,
  insalubridadeBody,
  nrPedidoBody,
  RespostaSalvar,
  requisitanteBody,
  setorVagaBody,
  tipoVagaBody,
  turnoVagaBody,
  UnidadeAutoatendimentoLinha,
} from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { SITUACAO_VAGA } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Tx } from '../../../db/client';
import { num, sn } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { analistasRecrutamento, criarAviso } from '../../usuario/usuario.entry';
import {
  type ContextoEdicao,
  conferirRequisicao,
  salvarCamposVaga,
  TIPO_HISTORICO_VAGA,
  travarVaga,
  travarVagasRequisicao,
  type VagaAlteracao,
  type VagaRegistro,
} from '../alteracao.service';

const M = MENSAGENS_VAGA_EDICAO;

// The tabs

type Saida<S extends z.ZodType> = z.output<S>;

/** A tab's note on the vacancy's timeline: its title, its kind and the answer's success text. */
interface Aba {
  titulo: string;
  tipo: string;
  sucesso: string;
}

const ABAS = {
  descricao: {
    titulo: 'Descrição da vaga',
    tipo: TIPO_HISTORICO_VAGA.descricao,
    sucesso: M.sucesso.descricao,
  },
  cargoSalario: {
    titulo: 'Cargo/Salário',
    tipo: TIPO_HISTORICO_VAGA.cargoSalario,
    sucesso: M.sucesso.cargoSalario,
  },
  turno: { titulo: 'Horário', tipo: TIPO_HISTORICO_VAGA.turno, sucesso: M.sucesso.turno },
  centroCusto: {
    titulo: 'Centro de custo',
    tipo: TIPO_HISTORICO_VAGA.centroCusto,
    sucesso: M.sucesso.centroCusto,
  },
  insalubridade: {
    titulo: 'Insalubridade/Periculosidade',
    tipo: TIPO_HISTORICO_VAGA.adicional,
    sucesso: M.sucesso.insalubridade,
  },
  nrPedido: { titulo: 'Nr. do pedido', tipo: TIPO_HISTORICO_VAGA.pedido, sucesso: M.sucesso.nrPedido },
  requisitante: {
    titulo: 'Requisitante',
    tipo: TIPO_HISTORICO_VAGA.requisitante,
    sucesso: M.sucesso.requisitante,
  },
  setor: { titulo: 'Setor', tipo: TIPO_HISTORICO_VAGA.setor, sucesso: M.sucesso.setor },
  autoatendimento: {
    titulo: 'Divulga autoatendimento',
    tipo: TIPO_HISTORICO_VAGA.autoatendimento,
    sucesso: M.sucesso.autoatendimento,
  },
} satisfies Record<string, Aba>;

/**
 * A tab's save: one transaction that locks the vacancy, lets the tab check it and name its columns,
 * then saves only the columns that change and notes them.
 */
function salvarAba(
  ctx: ContextoEdicao,
  nrVaga: number,
  aba: Aba,
  colunas: (tx: Tx, v: VagaRegistro) => VagaAlteracao | Promise<VagaAlteracao>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, nrVaga);
    return salvarCamposVaga(tx, v, await colunas(tx, v), { usuario: ctx.usuario, ...aba });
  });
}

/** The same columns on several vacancies of a requisition: status 1 when one of them changed. */
async function salvarEmCadaVaga(
  tx: Tx,
  ctx: ContextoEdicao,
  vagas: VagaRegistro[],
  novos: VagaAlteracao,
  aba: Aba,
): Promise<RespostaSalvar> {
  let alteradas = 0;
  for (const x of vagas) {
    const r = await salvarCamposVaga(tx, x, novos, { usuario: ctx.usuario, ...aba });
    if (r.status === 1) alteradas += 1;
  }
  return alteradas ? { status: 1, message: aba.sucesso } : { status: 2, message: M.info.semAlteracoes };
}

/** PUT vaga/descricao-vaga: description and additional information. */
export function salvarDescricao(
  ctx: ContextoEdicao,
  body: Saida<typeof descricaoVagaBody>,
): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.descricao, (_tx, v) => {
    conferirRequisicao(v, body.nr_requisicao);
    return { ds_observacoes: body.ds_observacoes, ds_informacoes_adicionais: body.ds_informacoes_adicionais };
  });
}

/**
 * POST vaga/atualiza-cargo-salario: the client position (which must be the vacancy client's, and
 * active unless the vacancy already names it; the vacancy's internal position follows it), the
 * salary and its type.
 */
export function salvarCargoSalario(
  ctx: ContextoEdicao,
  body: Saida<typeof cargoSalarioBody>,
): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.cargoSalario, async (tx, v) => {
    const [cc] = await consultar<{ cd_cargo_interno: number | null; id_ativo: string }>(
      tx,
      sql`SELECT cd_cargo_interno, id_ativo FROM ${tabelasCliente.cargo_cliente('cc')}
           WHERE cd_cargo_cliente = ${body.cd_cargo_cliente} AND cd_pessoa_cliente = ${v.cd_pessoa_cliente}`,
    );
    if (!cc) throw badRequest(M.validacao.cargoClienteInvalido);
    // an inactive position is not a new choice; the vacancy keeps the one it already names
    if (cc.id_ativo !== 'S' && body.cd_cargo_cliente !== v.cd_cargo_cliente)
      throw badRequest([`cd_cargo_cliente: ${M.validacao.cargoClienteInativo}`]);
    return {
      cd_cargo_cliente: body.cd_cargo_cliente,
      cd_cargo: cc.cd_cargo_interno === null ? undefined : Number(cc.cd_cargo_interno),
      vl_salario: body.vl_salario,
      id_salario: body.id_salario,
    };
  });
}

/** PUT vaga/turno-vaga: a shift of the vacancy's hiring type. */
export function salvarTurno(ctx: ContextoEdicao, body: Saida<typeof turnoVagaBody>): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.turno, async (tx, v) => {
    const [t] = await consultar<{ cd_turno: number }>(
      tx,
      sql`SELECT cd_turno FROM ${tabelasCatalogo.turno('t')}
           WHERE cd_turno = ${body.cd_turno} AND cd_tipo_contratacao = ${v.cd_tipo_contratacao} AND id_ativo = 'S'`,
    );
    if (!t) throw badRequest(M.validacao.turnoInvalido);
    return { cd_turno: body.cd_turno };
  });
}

/** PUT centro-custo/atualiza-vaga: an active cost centre of the vacancy's client and client unit. */
export function salvarCentroCusto(
  ctx: ContextoEdicao,
  body: { nr_vaga: number; cd_centro_custo: string },
): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.centroCusto, async (tx, v) => {
    const [c] = await consultar<{ cd_centro_custo: string }>(
      tx,
      sql`SELECT cd_centro_custo FROM ${tabelasCliente.centro_custo('cc')}
           WHERE cd_pessoa_cliente = ${v.cd_pessoa_cliente} AND cd_empresa_cliente = ${v.cd_empresa_cliente}
             AND cd_centro_custo = ${body.cd_centro_custo} AND id_ativo = 'S'`,
    );
    if (!c) throw badRequest(M.validacao.centroCustoInvalido);
    return { cd_centro_custo: body.cd_centro_custo };
  });
}

/** PUT vaga/insalubridade-periculosidade-vaga: only while the vacancy is open (1). */
export function salvarInsalubridade(
  ctx: ContextoEdicao,
  body: Saida<typeof insalubridadeBody>,
): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.insalubridade, (_tx, v) => {
    if (v.cd_situacao_vaga !== SITUACAO_VAGA.ABERTA) throw conflict(M.conflito.adicionalSomenteAberta);
    return {
      id_insalubridade: body.id_insalubridade,
      id_periculosidade: body.id_periculosidade,
      vl_insalubridade: body.vl_insalubridade,
      vl_periculosidade: body.vl_periculosidade,
    };
  });
}

/** PUT vaga/nr-pedido-vaga. */
export function salvarNrPedido(
  ctx: ContextoEdicao,
  body: Saida<typeof nrPedidoBody>,
): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.nrPedido, () => ({ nr_pedido_cliente: body.nr_pedido_cliente }));
}

/** POST vaga/requisitante-vaga. */
export function salvarRequisitante(
  ctx: ContextoEdicao,
  body: Saida<typeof requisitanteBody>,
): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.requisitante, () => ({ nm_requisitante: body.nm_requisitante }));
}

/** GET vaga/requisitante-vaga/{nrVaga}. */
export async function buscarRequisitante(
  deps: AppDeps,
  nrVaga: number,
): Promise<{ NR_VAGA: number; NM_REQUISITANTE: string | null }> {
  const [v] = await consultar<{ nm_requisitante: string | null }>(
    deps.db,
    sql`SELECT nm_requisitante FROM vaga WHERE nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  return { NR_VAGA: nrVaga, NM_REQUISITANTE: v.nm_requisitante };
}

/** PUT vaga/setor-vaga (ds_area). */
export function salvarSetor(ctx: ContextoEdicao, body: Saida<typeof setorVagaBody>): Promise<RespostaSalvar> {
  return salvarAba(ctx, body.nr_vaga, ABAS.setor, () => ({ ds_area: body.ds_area }));
}

/** PUT vaga/tipo-vaga: the recruitment flag of every vacancy of the requisition. */
export function salvarTipoVaga(
  ctx: ContextoEdicao,
  body: Saida<typeof tipoVagaBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    conferirRequisicao(v, body.nr_requisicao);
    const vagas = await travarVagasRequisicao(tx, v.nr_requisicao);
    const r = await salvarEmCadaVaga(
      tx,
      ctx,
      vagas,
      { id_recrutamento: body.id_recrutamento },
      {
        titulo: `Recrutamento (requisição ${v.nr_requisicao})`,
        tipo: TIPO_HISTORICO_VAGA.tipoVaga,
        sucesso: M.sucesso.tipoVaga,
      },
    );
    if (body.id_recrutamento === 'S')
      for (const x of vagas.filter((y) => y.id_recrutamento !== 'S'))
        await avisarVagaRecrutamento(tx, ctx.deps, x);
    return r;
  });
}

/**
 * A vacancy entered recruitment (spec 001 §6, §7): the recruitment analysts of its unit get an alert
 * (the floating 'Nova vaga no recrutamento') and the real-time 'vagaRecrutamento'; a unit without
 * recruitment analysts tells nobody. In the writer's transaction: a rolled-back change announces nothing.
 */
async function avisarVagaRecrutamento(tx: Tx, deps: AppDeps, v: VagaRegistro): Promise<void> {
  const analistas = await analistasRecrutamento(tx, v.cd_empresa);
  if (!analistas.length) return;
  for (const a of analistas) {
    await criarAviso(tx, deps.realtime, {
      cd_sip: a.CD_SIP,
      nr_vaga: v.nr_vaga,
      cd_tipo_aviso: TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO,
      ds_complemento_aviso: textoAvisoRecrutamento(v.nr_vaga),
    });
  }
  const dados: DadosVagaRecrutamento = {
    NR_VAGA: v.nr_vaga,
    NR_REQUISICAO: v.nr_requisicao,
    CD_EMPRESA: v.cd_empresa,
  };
  await deps.realtime.publish(tx, {
    tipo: EVENTO_VAGA_RECRUTAMENTO,
    dados,
    para: { cd_sip: analistas.map((a) => a.CD_SIP) },
  });
}

/** GET vaga/unidades-autoatendimento: active units with self-service. */
export async function listarUnidadesAutoatendimento(deps: AppDeps): Promise<UnidadeAutoatendimentoLinha[]> {
  const r = await consultar<UnidadeAutoatendimentoLinha>(
    deps.db,
    sql`SELECT cd_empresa AS "CD_UNIDADE_AUTOATENDIMENTO", coalesce(nm_empresa_menu, nm_empresa) AS "NM_UNIDADE_AUTOATENDIMENTO"
          FROM ${tabelasCatalogo.empresa('e')} WHERE id_autoatendimento = 'S' AND id_ativo = 'S'
         ORDER BY 2`,
  );
  return r.map((x) => ({ ...x, CD_UNIDADE_AUTOATENDIMENTO: Number(x.CD_UNIDADE_AUTOATENDIMENTO) }));
}

/** GET vaga/dados-autoatendimento/{nrVaga}. */
export async function buscarAutoatendimento(deps: AppDeps, nrVaga: number) {
  const [v] = await consultar<{
    nr_requisicao: number;
    id_divulga_autoatendimento: string;
    cd_unidade_autoatendimento: number | null;
    nm_unidade: string | null;
  }>(
    deps.db,
    sql`SELECT v.nr_requisicao, v.id_divulga_autoatendimento, v.cd_unidade_autoatendimento,
               coalesce(e.nm_empresa_menu, e.nm_empresa) AS nm_unidade
          FROM vaga v LEFT JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_unidade_autoatendimento
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  return {
    NR_VAGA: nrVaga,
    NR_REQUISICAO: Number(v.nr_requisicao),
    ID_DIVULGA_AUTOATENDIMENTO: sn(v.id_divulga_autoatendimento),
    CD_UNIDADE_AUTOATENDIMENTO: num(v.cd_unidade_autoatendimento),
    NM_UNIDADE_AUTOATENDIMENTO: v.nm_unidade,
  };
}

/**
 * POST vaga/dados-autoatendimento: the self-service unit (null stops publishing there); replica S
 * applies it to every vacancy of the requisition.
 */
export function salvarAutoatendimento(
  ctx: ContextoEdicao,
  body: Saida<typeof dadosAutoatendimentoBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    conferirRequisicao(v, body.nr_requisicao);
    if (body.cd_unidade_autoatendimento !== null) {
      const [u] = await consultar<{ cd_empresa: number }>(
        tx,
        sql`SELECT cd_empresa FROM ${tabelasCatalogo.empresa('e')}
             WHERE cd_empresa = ${body.cd_unidade_autoatendimento} AND id_autoatendimento = 'S' AND id_ativo = 'S'`,
      );
      if (!u) throw badRequest(M.validacao.unidadeAutoatendimentoInvalida);
    }
    const vagas = body.replica_descricao === 'S' ? await travarVagasRequisicao(tx, v.nr_requisicao) : [v];
    const novos = {
      cd_unidade_autoatendimento: body.cd_unidade_autoatendimento,
      id_divulga_autoatendimento: body.cd_unidade_autoatendimento === null ? 'N' : 'S',
    };
    return salvarEmCadaVaga(tx, ctx, vagas, novos, ABAS.autoatendimento);
  });
}

/** GET vaga/uf-cidade-agrupadora-vaga/{nrVaga}: state and city of the vacancy's grouping unit. */
export async function buscarUfCidadeAgrupadora(deps: AppDeps, nrVaga: number) {
  const [r] = await consultar<{ cd: number; nm: string; cd_uf: string; nm_cidade: string }>(
    deps.db,
    sql`SELECT ag.cd_empresa AS cd, ag.nm_empresa AS nm, ag.cd_uf, ag.nm_cidade
          FROM vaga v
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_empresa
          JOIN ${tabelasCatalogo.empresa('ag')} ON ag.cd_empresa = e.cd_empresa_agrupadora
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!r) throw notFound(M.conflito.vagaNaoEncontrada);
  return {
    CD_EMPRESA_AGRUPADORA: Number(r.cd),
    NM_EMPRESA_AGRUPADORA: r.nm,
    CD_UF: r.cd_uf,
    NM_CIDADE: r.nm_cidade,
  };
}
