import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  abasHabilitadas,
  abasVisiveis,
  type cargoSalarioBody,
  type DadosVaga,
  type dadosAutoatendimentoBody,
  type descricaoVagaBody,
  hojeNegocio,
  type insalubridadeBody,
  MENSAGENS_VAGA_EDICAO,
  type nrPedidoBody,
  type RespostaSalvar,
  type requisitanteBody,
  type setorVagaBody,
  type tipoVagaBody,
  type turnoVagaBody,
  type UnidadeAutoatendimentoLinha,
} from '@backoffice/domain/vaga-edicao';
import { SITUACAO_VAGA, vagaCongelada } from '@backoffice/domain/vaga-situacao';
import {
  opcoesSituacao,
  permiteAtualizarSituacao,
  podeJustificar,
  vagaExpirada,
} from '@backoffice/domain/vaga-situacao-regras';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { consultar, type Executor, type Tx } from '../../db/client';
import { iso, num, sn } from '../../db/linha';
import { vaga, vaga_historico } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';

const M = MENSAGENS_VAGA_EDICAO;

export type VagaRegistro = typeof vaga.$inferSelect;
type VagaAlteracao = Partial<typeof vaga.$inferInsert>;

/** What the edit services need: the platform and the logged user. */
export interface ContextoEdicao {
  deps: AppDeps;
  usuario: UsuarioSessao;
}

/** Kinds of the vacancy history notes each tab writes (vaga_historico.id_tipo). */
export const TIPO_HISTORICO_VAGA = {
  descricao: 'D',
  cargoSalario: 'C',
  turno: 'T',
  centroCusto: 'CC',
  analista: 'A',
  adicional: 'I',
  pedido: 'N',
  requisitante: 'R',
  setor: 'ST',
  divulgaWeb: 'W',
  redesSociais: 'RS',
  autoatendimento: 'AA',
  beneficios: 'B',
  tipoVaga: 'TV',
  situacao: 'S',
  justificativa: 'J',
  faturamento: 'F',
} as const;

/**
 * Reads the vacancy and locks its row for this transaction (saves of other tabs wait, then read the
 * new row). 404 when unknown; 409 when frozen unless the save is one a frozen vacancy allows.
 */
export async function travarVaga(
  tx: Tx,
  nrVaga: number,
  opcoes: { permiteCongelada?: boolean } = {},
): Promise<VagaRegistro> {
  const [v] = await tx.select().from(vaga).where(eq(vaga.nr_vaga, nrVaga)).for('update');
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  if (!opcoes.permiteCongelada && vagaCongelada(v.cd_situacao_vaga)) throw conflict(M.conflito.vagaCongelada);
  return v;
}

/**
 * Locks every vacancy of a requisition for a change that covers all of them; 404 when the
 * requisition has none, 409 when one of them is frozen (the change would reach it).
 */
export async function travarVagasRequisicao(tx: Tx, nrRequisicao: number): Promise<VagaRegistro[]> {
  const vagas = await tx
    .select()
    .from(vaga)
    .where(eq(vaga.nr_requisicao, nrRequisicao))
    .orderBy(vaga.nr_vaga)
    .for('update');
  if (vagas.length === 0) throw notFound(M.conflito.requisicaoNaoEncontrada);
  if (vagas.some((v) => vagaCongelada(v.cd_situacao_vaga)))
    throw conflict(M.conflito.requisicaoComVagaCongelada);
  return vagas;
}

/** 400 when the payload names a requisition other than the vacancy's. */
export function conferirRequisicao(v: VagaRegistro, nrRequisicao: number | null | undefined): void {
  if (nrRequisicao != null && nrRequisicao !== v.nr_requisicao)
    throw badRequest(M.validacao.requisicaoDiferente);
}

function normal(v: unknown): unknown {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v)) return Number(v);
  return v ?? null;
}

function iguais(a: unknown, b: unknown): boolean {
  const x = normal(a);
  const y = normal(b);
  if (typeof x === 'number' && typeof y === 'number') return Math.abs(x - y) < 0.000_001;
  return x === y;
}

function exibir(v: unknown): string {
  if (v === null || v === undefined || v === '') return '(vazio)';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number') return v.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return String(v);
}

/** Labels of the columns in the history notes. */
const ROTULOS: Readonly<Record<string, string>> = {
  ds_observacoes: 'Descrição',
  ds_informacoes_adicionais: 'Informações adicionais',
  cd_cargo: 'Cargo',
  cd_cargo_cliente: 'Cargo do cliente',
  vl_salario: 'Salário',
  id_salario: 'Tipo de salário',
  cd_turno: 'Turno',
  cd_centro_custo: 'Centro de custo',
  cd_pessoa_analista: 'Analista',
  cd_usuario_analista: 'Usuário analista',
  nr_telefone_analista: 'Telefone do analista',
  id_insalubridade: 'Insalubridade',
  id_periculosidade: 'Periculosidade',
  vl_insalubridade: '% insalubridade',
  vl_periculosidade: '% periculosidade',
  nr_pedido_cliente: 'Nr. do pedido',
  nm_requisitante: 'Requisitante',
  ds_area: 'Setor',
  id_recrutamento: 'Recrutamento',
  id_divulga_autoatendimento: 'Divulga autoatendimento',
  cd_unidade_autoatendimento: 'Unidade de autoatendimento',
  id_libera_internet: 'Libera internet',
  id_divulga_redes_sociais: 'Divulga redes sociais',
  id_local_trabalho: 'Local de trabalho',
  qt_candidatos_vaga_web: 'Quantidade de candidatos',
  ds_observacao_internet: 'Descrição internet',
  ds_requisitos_internet: 'Requisitos',
  ds_atividades_internet: 'Atividades',
  ds_local_atuacao_internet: 'Local de atuação',
  dt_libera_internet: 'Liberação internet',
  dt_retira_internet: 'Retirada internet',
  dt_email_divulgacao_internet: 'E-mail de divulgação',
  id_envia_email_alteracoes: 'Envia e-mail de alterações',
  cd_uf_atuacao: 'UF de atuação',
  nm_cidade_atuacao: 'Cidade de atuação',
  cd_situacao_vaga: 'Situação',
  cd_motivo_cancelamento: 'Motivo do cancelamento',
  ds_situacao_vaga: 'Descrição da situação',
  id_cancelada_just: 'Cancelamento justificado',
  ds_justificativa: 'Justificativa',
  pc_faturamento: '% faturamento',
  dt_faturamento: 'Data de faturamento',
  ad_pc_faturamento: '% adiantamento',
  ad_dt_faturamento: 'Data do adiantamento',
  pc_fat_encaminhamento: '% encaminhamento',
  dt_fat_encaminhamento: 'Data do encaminhamento',
};

// Long texts are not copied into the note.
const LIMITE_VALOR_NOTA = 80;

/** 'Rótulo: antes → depois' for each column that changes (long texts only named). */
export function descreverAlteracoes(
  atual: Record<string, unknown>,
  novos: Record<string, unknown>,
): string[] {
  return Object.entries(novos).map(([coluna, depois]) => {
    const rotulo = ROTULOS[coluna] ?? coluna;
    const antes = atual[coluna];
    if (String(antes ?? '').length > LIMITE_VALOR_NOTA || String(depois ?? '').length > LIMITE_VALOR_NOTA)
      return `${rotulo} alterado(a)`;
    return `${rotulo}: ${exibir(antes)} → ${exibir(depois)}`;
  });
}

/** Writes a note on the vacancy's timeline (same transaction as the change). */
export async function registrarHistoricoVaga(
  tx: Executor & Pick<Db, 'insert'>,
  nrVaga: number,
  usuario: UsuarioSessao,
  tipo: string,
  texto: string,
): Promise<void> {
  await tx
    .insert(vaga_historico)
    .values({ nr_vaga: nrVaga, cd_usuario: usuario.cd_sip, id_tipo: tipo, ds_historico: texto });
}

/** The columns whose value changes (undefined means 'not sent': kept). */
export function alteracoesDe(atual: VagaRegistro, novos: VagaAlteracao): VagaAlteracao {
  const saida: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(novos)) {
    if (v === undefined) continue;
    if (!iguais((atual as Record<string, unknown>)[k], v)) saida[k] = v;
  }
  return saida as VagaAlteracao;
}

/**
 * Saves only this tab's columns of the vacancy (other tabs saved at the same time keep theirs) and
 * notes what changed. Status 2 'Não há dados para atualizar' when nothing changes (nothing written).
 */
export async function salvarCamposVaga(
  tx: Tx,
  atual: VagaRegistro,
  novos: VagaAlteracao,
  nota: { usuario: UsuarioSessao; titulo: string; tipo: string; sucesso: string },
): Promise<RespostaSalvar> {
  const mudancas = alteracoesDe(atual, novos);
  if (Object.keys(mudancas).length === 0) return { status: 2, message: M.info.semAlteracoes };
  await tx
    .update(vaga)
    .set({ ...mudancas, alterado_em: sql`now()`, alterado_por: nota.usuario.cd_sip })
    .where(eq(vaga.nr_vaga, atual.nr_vaga));
  const texto = `${nota.titulo}: ${descreverAlteracoes(atual as Record<string, unknown>, mudancas).join('; ')}`;
  await registrarHistoricoVaga(tx, atual.nr_vaga, nota.usuario, nota.tipo, texto);
  return { status: 1, message: nota.sucesso };
}

/** Today in the business time zone (America/Sao_Paulo). */
export const hoje = (): string => hojeNegocio();

/** True when the user is one of JUSTIFICATIVA_USUARIOS. */
export function usuarioJustifica(deps: AppDeps, usuario: UsuarioSessao): boolean {
  return deps.config.JUSTIFICATIVA_USUARIOS.includes(usuario.user_sip);
}

/** Codes of the situation catalogue, in order. */
export async function catalogoSituacoes(ex: Executor): Promise<{ cd: number; nome: string }[]> {
  const r = await consultar<{ cd: number; nome: string }>(
    ex,
    sql`SELECT cd_situacao_vaga AS cd, nm_situacao_vaga AS nome FROM situacao_vaga ORDER BY cd_situacao_vaga`,
  );
  return r.map((x) => ({ cd: Number(x.cd), nome: x.nome }));
}

/** True when a candidate of the vacancy was approved. */
export async function candidatoAprovado(ex: Executor, nrVaga: number): Promise<number | null> {
  const r = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa_candidato AS cd FROM vaga_candidato
         WHERE nr_vaga = ${nrVaga} AND id_situacao = 'A'
         ORDER BY dt_aprovacao NULLS LAST, cd_pessoa_candidato LIMIT 1`,
  );
  return r.length ? Number(r[0].cd) : null;
}

interface LinhaDadosVaga {
  nr_vaga: number;
  nr_requisicao: number;
  cd_empresa: number;
  nm_empresa: string;
  cd_empresa_cliente: number;
  cd_pessoa_cliente: number;
  nm_cliente: string;
  nm_apelido: string | null;
  vl_salario: number | null;
  id_salario: string | null;
  cd_cargo: number | null;
  nm_cargo: string | null;
  nm_cargo_cliente: string | null;
  cd_cargo_cliente: number | null;
  id_cargo_exibir_web: string | null;
  cd_turno: number | null;
  nm_turno: string | null;
  cd_centro_custo: string | null;
  nm_centro_custo: string | null;
  ds_area: string | null;
  nr_pedido_cliente: string | null;
  nm_requisitante: string | null;
  cd_situacao_vaga: number;
  ds_situacao_vaga: string | null;
  nm_situacao_vaga: string | null;
  cd_motivo_cancelamento: number | null;
  ds_motivo_cancelamento: string | null;
  cd_qualificacao_cargo: number | null;
  cd_tipo_contratacao: number;
  nm_tipo_contratacao: string | null;
  id_cancelada_just: string;
  ds_justificativa: string | null;
  ds_historico: string | null;
  ds_observacoes: string | null;
  ds_informacoes_adicionais: string | null;
  id_recrutamento: string;
  id_tipo_vaga: string;
  id_insalubridade: string;
  id_periculosidade: string;
  vl_insalubridade: number | null;
  vl_periculosidade: number | null;
  id_adiantamento_faturado: string;
  pc_total_faturado: number;
  pc_faturamento: number | null;
  ad_pc_faturamento: number | null;
  pc_fat_encaminhamento: number | null;
  cd_pessoa_analista: number | null;
  nm_analista: string | null;
  nr_telefone_analista: string | null;
  id_vaga_sigilosa: string;
  id_vaga_confidencial: string;
  id_vaga_pcd: string;
  id_libera_internet: string;
  dt_libera_internet: Date | string | null;
  dt_retira_internet: Date | string | null;
  dt_abertura: string;
  dt_prorrogacao: string | null;
  nm_criador: string | null;
  criado_em: Date | string;
}

/** GET vaga/dados-vaga/{nrVaga}: the vacancy with the options and permissions of the situation tab. */
export async function buscarDadosVaga(ctx: ContextoEdicao, nrVaga: number): Promise<DadosVaga> {
  const db = ctx.deps.db;
  const [l] = await consultar<LinhaDadosVaga>(
    db,
    sql`SELECT v.nr_vaga, v.nr_requisicao, v.cd_empresa, e.nm_empresa, v.cd_empresa_cliente, v.cd_pessoa_cliente,
               cli.nm_pessoa AS nm_cliente, cli.nm_apelido, v.vl_salario::float8 AS vl_salario, v.id_salario,
               v.cd_cargo, cg.nm_cargo, cc.nm_cargo_cliente, v.cd_cargo_cliente, cc.id_cargo_exibir_web,
               v.cd_turno, t.nm_turno, v.cd_centro_custo, ccu.nm_centro_custo, v.ds_area, v.nr_pedido_cliente,
               v.nm_requisitante, v.cd_situacao_vaga, v.ds_situacao_vaga, s.nm_situacao_vaga,
               v.cd_motivo_cancelamento, mc.ds_motivo_cancelamento, v.cd_qualificacao_cargo, v.cd_tipo_contratacao,
               tc.nm_tipo_contratacao, v.id_cancelada_just, v.ds_justificativa, v.ds_historico, v.ds_observacoes,
               v.ds_informacoes_adicionais, v.id_recrutamento, v.id_tipo_vaga, v.id_insalubridade,
               v.id_periculosidade, v.vl_insalubridade::float8 AS vl_insalubridade,
               v.vl_periculosidade::float8 AS vl_periculosidade, v.id_adiantamento_faturado,
               v.pc_total_faturado::float8 AS pc_total_faturado, v.pc_faturamento::float8 AS pc_faturamento,
               v.ad_pc_faturamento::float8 AS ad_pc_faturamento,
               v.pc_fat_encaminhamento::float8 AS pc_fat_encaminhamento, v.cd_pessoa_analista,
               an.nm_pessoa AS nm_analista, v.nr_telefone_analista, v.id_vaga_sigilosa, v.id_vaga_confidencial,
               v.id_vaga_pcd, v.id_libera_internet, v.dt_libera_internet, v.dt_retira_internet, v.dt_abertura,
               v.dt_prorrogacao, cr.nm_pessoa AS nm_criador, v.criado_em
          FROM vaga v
          JOIN empresa e ON e.cd_empresa = v.cd_empresa
          JOIN pessoa cli ON cli.cd_pessoa = v.cd_pessoa_cliente
          LEFT JOIN situacao_vaga s ON s.cd_situacao_vaga = v.cd_situacao_vaga
          LEFT JOIN motivo_cancelamento mc ON mc.cd_motivo_cancelamento = v.cd_motivo_cancelamento
          LEFT JOIN tipo_contratacao tc ON tc.cd_tipo_contratacao = v.cd_tipo_contratacao
          LEFT JOIN cargo cg ON cg.cd_cargo = v.cd_cargo
          LEFT JOIN cargo_cliente cc ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN turno t ON t.cd_turno = v.cd_turno
          LEFT JOIN centro_custo ccu ON ccu.cd_pessoa_cliente = v.cd_pessoa_cliente
                                    AND ccu.cd_empresa_cliente = v.cd_empresa_cliente
                                    AND ccu.cd_centro_custo = v.cd_centro_custo
          LEFT JOIN pessoa an ON an.cd_pessoa = v.cd_pessoa_analista
          LEFT JOIN usuario ucr ON ucr.cd_sip = v.criado_por
          LEFT JOIN pessoa cr ON cr.cd_pessoa = ucr.user_sip
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!l) throw notFound(M.conflito.vagaNaoEncontrada);
  const [catalogo, aprovado] = await Promise.all([catalogoSituacoes(db), candidatoAprovado(db, nrVaga)]);
  const cdSituacao = Number(l.cd_situacao_vaga);
  const cdTipo = Number(l.cd_tipo_contratacao);
  const expirada = vagaExpirada(
    {
      cd_situacao_vaga: cdSituacao,
      cd_empresa: Number(l.cd_empresa),
      dt_abertura: l.dt_abertura,
      dt_prorrogacao: l.dt_prorrogacao,
    },
    hoje(),
  );
  const opcoes = opcoesSituacao({ atual: cdSituacao, expirada, catalogo: catalogo.map((c) => c.cd) });
  const nomes = new Map(catalogo.map((c) => [c.cd, c.nome]));
  const congelada = cdSituacao === SITUACAO_VAGA.CONGELADA;
  const abas = abasVisiveis({
    cdTipoContratacao: cdTipo,
    expirada,
    idLiberaInternet: sn(l.id_libera_internet),
  });
  return {
    NR_VAGA: Number(l.nr_vaga),
    NR_REQUISICAO: Number(l.nr_requisicao),
    CD_EMPRESA: Number(l.cd_empresa),
    NM_EMPRESA: l.nm_empresa,
    CD_EMPRESA_CLIENTE: Number(l.cd_empresa_cliente),
    CD_PESSOA: Number(l.cd_pessoa_cliente),
    NM_PESSOA: l.nm_cliente,
    NM_APELIDO: l.nm_apelido,
    VL_SALARIO: num(l.vl_salario),
    ID_SALARIO: l.id_salario,
    CD_CARGO: num(l.cd_cargo),
    NM_CARGO: l.nm_cargo,
    NM_CARGO_CLIENTE: l.nm_cargo_cliente,
    CD_CARGO_CLIENTE: num(l.cd_cargo_cliente),
    ID_CARGO_EXIBIR_WEB: l.id_cargo_exibir_web,
    CD_TURNO: num(l.cd_turno),
    NM_TURNO: l.nm_turno,
    CD_CENTRO_CUSTO: l.cd_centro_custo,
    NM_CENTRO_CUSTO: l.nm_centro_custo,
    DS_AREA: l.ds_area,
    NR_PEDIDO_CLIENTE: l.nr_pedido_cliente,
    NM_REQUISITANTE: l.nm_requisitante,
    SITUACAO_VAGA: {
      CD_SITUACAO_VAGA: cdSituacao,
      DS_SITUACAO_VAGA: l.ds_situacao_vaga,
      NM_SITUACAO: l.nm_situacao_vaga ?? String(cdSituacao),
      CD_MOTIVO_CANCELAMENTO: num(l.cd_motivo_cancelamento),
      DS_MOTIVO_CANCELAMENTO: l.ds_motivo_cancelamento,
      CD_PESSOA_CANDIDATO_APROVADO: aprovado,
    },
    SITUACOES_VAGA: opcoes.map((cd) => ({
      CD_SITUACAO_VAGA: cd,
      NM_SITUACAO_VAGA: nomes.get(cd) ?? String(cd),
    })),
    PERMITE_ATUALIZAR: permiteAtualizarSituacao({
      cdSituacao,
      cdTipoContratacao: cdTipo,
      temCandidatoAprovado: aprovado !== null,
    }),
    CD_QUALIFICACAO_CARGO: num(l.cd_qualificacao_cargo),
    CD_TIPO_CONTRATACAO: cdTipo,
    NM_TIPO_CONTRATACAO: l.nm_tipo_contratacao,
    ID_CANCELADA_JUST: sn(l.id_cancelada_just),
    DS_JUSTIFICATIVA: l.ds_justificativa,
    PERMITE_JUSTIFICAR: podeJustificar({
      usuarioListado: usuarioJustifica(ctx.deps, ctx.usuario),
      cdSituacao,
    })
      ? 'S'
      : 'N',
    DS_HISTORICO: l.ds_historico,
    DS_OBSERVACOES: l.ds_observacoes,
    DS_INFORMACOES_ADICIONAIS: l.ds_informacoes_adicionais,
    ID_RECRUTAMENTO: sn(l.id_recrutamento),
    ID_TIPO_VAGA: l.id_tipo_vaga,
    ID_INSALUBRIDADE: sn(l.id_insalubridade),
    ID_PERICULOSIDADE: sn(l.id_periculosidade),
    VL_INSALUBRIDADE: num(l.vl_insalubridade),
    VL_PERICULOSIDADE: num(l.vl_periculosidade),
    FATURAMENTO: {
      ID_ADIANTAMENTO_FATURADO: sn(l.id_adiantamento_faturado),
      PC_TOTAL_FATURADO: Number(l.pc_total_faturado ?? 0),
      PC_FATURAMENTO: num(l.pc_faturamento),
      AD_PC_FATURAMENTO: num(l.ad_pc_faturamento),
      PC_FAT_ENCAMINHAMENTO: num(l.pc_fat_encaminhamento),
    },
    CD_PESSOA_ANALISTA: num(l.cd_pessoa_analista),
    NM_PESSOA_ANALISTA: l.nm_analista,
    NR_TELEFONE_ANALISTA: l.nr_telefone_analista,
    ID_VAGA_SIGILOSA: sn(l.id_vaga_sigilosa),
    ID_VAGA_CONFIDENCIAL: sn(l.id_vaga_confidencial),
    ID_VAGA_PCD: sn(l.id_vaga_pcd),
    ID_LIBERA_INTERNET: sn(l.id_libera_internet),
    DT_LIBERA_INTERNET: iso(l.dt_libera_internet),
    DT_RETIRA_INTERNET: iso(l.dt_retira_internet),
    DT_ABERTURA: l.dt_abertura,
    DT_PRORROGACAO: l.dt_prorrogacao,
    ID_VAGA_EXPIRADA: expirada ? 'S' : 'N',
    ID_VAGA_CONGELADA: congelada ? 'S' : 'N',
    NM_CRIADOR: l.nm_criador,
    CRIADO_EM: iso(l.criado_em) ?? '',
    ABAS: abas,
    ABAS_HABILITADAS: abasHabilitadas(abas, congelada),
  };
}

// The tabs

type Saida<S extends z.ZodType> = z.output<S>;

const nota = (ctx: ContextoEdicao, titulo: string, tipo: string, sucesso: string) => ({
  usuario: ctx.usuario,
  titulo,
  tipo,
  sucesso,
});

/** PUT vaga/descricao-vaga: description and additional information. */
export function salvarDescricao(
  ctx: ContextoEdicao,
  body: Saida<typeof descricaoVagaBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    conferirRequisicao(v, body.nr_requisicao);
    return salvarCamposVaga(
      tx,
      v,
      { ds_observacoes: body.ds_observacoes, ds_informacoes_adicionais: body.ds_informacoes_adicionais },
      nota(ctx, 'Descrição da vaga', TIPO_HISTORICO_VAGA.descricao, M.sucesso.descricao),
    );
  });
}

/**
 * POST vaga/atualiza-cargo-salario: the client position (which must be the vacancy client's; the
 * vacancy's internal position follows it), the salary and its type.
 */
export function salvarCargoSalario(
  ctx: ContextoEdicao,
  body: Saida<typeof cargoSalarioBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    const [cc] = await consultar<{ cd_cargo_interno: number | null }>(
      tx,
      sql`SELECT cd_cargo_interno FROM cargo_cliente
           WHERE cd_cargo_cliente = ${body.cd_cargo_cliente} AND cd_pessoa_cliente = ${v.cd_pessoa_cliente}`,
    );
    if (!cc) throw badRequest(M.validacao.cargoClienteInvalido);
    return salvarCamposVaga(
      tx,
      v,
      {
        cd_cargo_cliente: body.cd_cargo_cliente,
        cd_cargo: cc.cd_cargo_interno === null ? undefined : Number(cc.cd_cargo_interno),
        vl_salario: body.vl_salario,
        id_salario: body.id_salario,
      },
      nota(ctx, 'Cargo/Salário', TIPO_HISTORICO_VAGA.cargoSalario, M.sucesso.cargoSalario),
    );
  });
}

/** PUT vaga/turno-vaga: a shift of the vacancy's hiring type. */
export function salvarTurno(ctx: ContextoEdicao, body: Saida<typeof turnoVagaBody>): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    const [t] = await consultar<{ cd_turno: number }>(
      tx,
      sql`SELECT cd_turno FROM turno
           WHERE cd_turno = ${body.cd_turno} AND cd_tipo_contratacao = ${v.cd_tipo_contratacao} AND id_ativo = 'S'`,
    );
    if (!t) throw badRequest(M.validacao.turnoInvalido);
    return salvarCamposVaga(
      tx,
      v,
      { cd_turno: body.cd_turno },
      nota(ctx, 'Horário', TIPO_HISTORICO_VAGA.turno, M.sucesso.turno),
    );
  });
}

/** PUT centro-custo/atualiza-vaga: an active cost centre of the vacancy's client and client unit. */
export function salvarCentroCusto(
  ctx: ContextoEdicao,
  body: { nr_vaga: number; cd_centro_custo: string },
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    const [c] = await consultar<{ cd_centro_custo: string }>(
      tx,
      sql`SELECT cd_centro_custo FROM centro_custo
           WHERE cd_pessoa_cliente = ${v.cd_pessoa_cliente} AND cd_empresa_cliente = ${v.cd_empresa_cliente}
             AND cd_centro_custo = ${body.cd_centro_custo} AND id_ativo = 'S'`,
    );
    if (!c) throw badRequest(M.validacao.centroCustoInvalido);
    return salvarCamposVaga(
      tx,
      v,
      { cd_centro_custo: body.cd_centro_custo },
      nota(ctx, 'Centro de custo', TIPO_HISTORICO_VAGA.centroCusto, M.sucesso.centroCusto),
    );
  });
}

/** PUT vaga/insalubridade-periculosidade-vaga: only while the vacancy is open (1). */
export function salvarInsalubridade(
  ctx: ContextoEdicao,
  body: Saida<typeof insalubridadeBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    if (v.cd_situacao_vaga !== SITUACAO_VAGA.ABERTA) throw conflict(M.conflito.adicionalSomenteAberta);
    return salvarCamposVaga(
      tx,
      v,
      {
        id_insalubridade: body.id_insalubridade,
        id_periculosidade: body.id_periculosidade,
        vl_insalubridade: body.vl_insalubridade,
        vl_periculosidade: body.vl_periculosidade,
      },
      nota(ctx, 'Insalubridade/Periculosidade', TIPO_HISTORICO_VAGA.adicional, M.sucesso.insalubridade),
    );
  });
}

/** PUT vaga/nr-pedido-vaga. */
export function salvarNrPedido(
  ctx: ContextoEdicao,
  body: Saida<typeof nrPedidoBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    return salvarCamposVaga(
      tx,
      v,
      { nr_pedido_cliente: body.nr_pedido_cliente },
      nota(ctx, 'Nr. do pedido', TIPO_HISTORICO_VAGA.pedido, M.sucesso.nrPedido),
    );
  });
}

/** POST vaga/requisitante-vaga. */
export function salvarRequisitante(
  ctx: ContextoEdicao,
  body: Saida<typeof requisitanteBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    return salvarCamposVaga(
      tx,
      v,
      { nm_requisitante: body.nm_requisitante },
      nota(ctx, 'Requisitante', TIPO_HISTORICO_VAGA.requisitante, M.sucesso.requisitante),
    );
  });
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
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, body.nr_vaga);
    return salvarCamposVaga(
      tx,
      v,
      { ds_area: body.ds_area },
      nota(ctx, 'Setor', TIPO_HISTORICO_VAGA.setor, M.sucesso.setor),
    );
  });
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
    let alteradas = 0;
    for (const x of vagas) {
      const r = await salvarCamposVaga(
        tx,
        x,
        { id_recrutamento: body.id_recrutamento },
        nota(
          ctx,
          `Recrutamento (requisição ${v.nr_requisicao})`,
          TIPO_HISTORICO_VAGA.tipoVaga,
          M.sucesso.tipoVaga,
        ),
      );
      if (r.status === 1) alteradas += 1;
    }
    return alteradas
      ? { status: 1, message: M.sucesso.tipoVaga }
      : { status: 2, message: M.info.semAlteracoes };
  });
}

/** GET vaga/unidades-autoatendimento: active units with self-service. */
export async function listarUnidadesAutoatendimento(deps: AppDeps): Promise<UnidadeAutoatendimentoLinha[]> {
  const r = await consultar<UnidadeAutoatendimentoLinha>(
    deps.db,
    sql`SELECT cd_empresa AS "CD_UNIDADE_AUTOATENDIMENTO", coalesce(nm_empresa_menu, nm_empresa) AS "NM_UNIDADE_AUTOATENDIMENTO"
          FROM empresa WHERE id_autoatendimento = 'S' AND id_ativo = 'S'
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
          FROM vaga v LEFT JOIN empresa e ON e.cd_empresa = v.cd_unidade_autoatendimento
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
        sql`SELECT cd_empresa FROM empresa
             WHERE cd_empresa = ${body.cd_unidade_autoatendimento} AND id_autoatendimento = 'S' AND id_ativo = 'S'`,
      );
      if (!u) throw badRequest(M.validacao.unidadeAutoatendimentoInvalida);
    }
    const vagas = body.replica_descricao === 'S' ? await travarVagasRequisicao(tx, v.nr_requisicao) : [v];
    const novos = {
      cd_unidade_autoatendimento: body.cd_unidade_autoatendimento,
      id_divulga_autoatendimento: body.cd_unidade_autoatendimento === null ? 'N' : 'S',
    };
    let alteradas = 0;
    for (const x of vagas) {
      const r = await salvarCamposVaga(
        tx,
        x,
        novos,
        nota(ctx, 'Divulga autoatendimento', TIPO_HISTORICO_VAGA.autoatendimento, M.sucesso.autoatendimento),
      );
      if (r.status === 1) alteradas += 1;
    }
    return alteradas
      ? { status: 1, message: M.sucesso.autoatendimento }
      : { status: 2, message: M.info.semAlteracoes };
  });
}

/** GET vaga/uf-cidade-agrupadora-vaga/{nrVaga}: state and city of the vacancy's grouping unit. */
export async function buscarUfCidadeAgrupadora(deps: AppDeps, nrVaga: number) {
  const [r] = await consultar<{ cd: number; nm: string; cd_uf: string; nm_cidade: string }>(
    deps.db,
    sql`SELECT ag.cd_empresa AS cd, ag.nm_empresa AS nm, ag.cd_uf, ag.nm_cidade
          FROM vaga v
          JOIN empresa e ON e.cd_empresa = v.cd_empresa
          JOIN empresa ag ON ag.cd_empresa = e.cd_empresa_agrupadora
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
