import type { UsuarioSessao } from '@backoffice/domain/auth';
import { dataUtc } from '@backoffice/domain/datas';
import { escaparHtml } from '@backoffice/domain/texto-html';
import type { RespostaSalvar } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { vaga, vaga_historico } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';

// The core of every write to a vacancy: lock the row, keep only the columns that change, save them
// and note the change on the vacancy's timeline, all in the caller's transaction.

const M = MENSAGENS_VAGA_EDICAO;

export type VagaRegistro = typeof vaga.$inferSelect;
export type VagaAlteracao = Partial<typeof vaga.$inferInsert>;

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
  prorrogacao: 'P',
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
  if (v instanceof Date) return dataUtc(v);
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
  dt_situacao: 'Data da situação',
  dt_cancelamento: 'Data do cancelamento',
  cd_tipo_contratacao: 'Tipo de contratação',
  cd_empresa: 'Unidade',
  dt_abertura: 'Data de abertura',
  dt_prorrogacao: 'Prazo',
  id_tipo_vaga: 'Tipo da vaga',
  cd_grau_instrucao_de: 'Escolaridade de',
  cd_grau_instrucao_ate: 'Escolaridade até',
  id_sexo: 'Sexo',
  nr_idade_de: 'Idade de',
  nr_idade_ate: 'Idade até',
  nr_anos_experiencia_de: 'Experiência de (anos)',
  nr_anos_experiencia_ate: 'Experiência até (anos)',
  id_vaga_pcd: 'PCD',
  id_possue_deficiencia: 'Perfil PCD',
  id_vaga_sigilosa: 'Sigilosa',
  id_vaga_confidencial: 'Confidencial',
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

/** Writes a note on the vacancy's timeline (same transaction as the change); its text quoted as HTML. */
export async function registrarHistoricoVaga(
  tx: Executor & Pick<Db, 'insert'>,
  nrVaga: number,
  usuario: UsuarioSessao,
  tipo: string,
  texto: string,
): Promise<void> {
  await tx
    .insert(vaga_historico)
    .values({ nr_vaga: nrVaga, cd_usuario: usuario.cd_sip, id_tipo: tipo, ds_historico: escaparHtml(texto) });
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
  const partes = descreverAlteracoes(atual as Record<string, unknown>, mudancas);
  // a tab of one field already names it: 'Setor: A → B', not 'Setor: Setor: A → B'
  const texto =
    partes.length === 1 && partes[0]?.startsWith(nota.titulo)
      ? partes[0]
      : `${nota.titulo}: ${partes.join('; ')}`;
  await registrarHistoricoVaga(tx, atual.nr_vaga, nota.usuario, nota.tipo, texto);
  return { status: 1, message: nota.sucesso };
}
