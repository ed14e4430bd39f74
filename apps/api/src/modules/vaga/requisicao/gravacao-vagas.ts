import {
  confidencialDaLinha,
  faturamentoPadrao,
  LIMITES_ABERTURA,
} from '@backoffice/domain/abertura-requisicao';
import { escaparHtml } from '@backoffice/domain/texto-html';
import { SITUACAO_VAGA, vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { eq, inArray, sql } from 'drizzle-orm';
import { consultar, type Executor, type Tx } from '../../../db/client';
import type { GravadorImportacao, LoteImportacao, ResultadoGravacao } from '../../../db/gravador-importacao';
import { requisicao, vaga, vaga_historico } from '../../../db/schema/index';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import {
  alteracoesDe,
  descreverAlteracoes,
  type VagaAlteracao,
  type VagaRegistro,
} from '../alteracao.service';
import { colunasDaDivulgacao, colunasDoCabecalho } from './abertura.service';

type Dados = Record<string, unknown>;

/** Kind of the notes an import writes on the vacancies (vaga_historico.id_tipo), as on the candidates. */
const TIPO_HISTORICO_IMPORTACAO = 'IMP';

const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const numero = (v: unknown): number | null => (typeof v === 'number' ? v : null);

interface ClienteDaVaga {
  cd_empresa: number;
  cd_uf: string | null;
  nm_cidade: string | null;
  id_confidencial_padrao: 'S' | 'N';
}

interface Analista {
  user_sip: number;
  nr_telefone: string | null;
}

async function clientes(ex: Executor, cds: readonly number[]): Promise<Map<number, ClienteDaVaga>> {
  if (!cds.length) return new Map();
  const r = await consultar<ClienteDaVaga & { cd_pessoa: number }>(
    ex,
    sql`SELECT c.cd_pessoa, c.cd_empresa, c.cd_uf, c.nm_cidade, c.id_confidencial_padrao
          FROM ${tabelasCliente.cliente('c')} WHERE c.cd_pessoa = ANY(${sql.param(cds)}::bigint[])`,
  );
  return new Map(r.map((c) => [Number(c.cd_pessoa), { ...c, cd_empresa: Number(c.cd_empresa) }]));
}

/** The analysts by user code (cd_sip): their person code and registered phone. */
async function analistas(ex: Executor, cds: readonly number[]): Promise<Map<number, Analista>> {
  if (!cds.length) return new Map();
  const r = await consultar<Analista & { cd_sip: number }>(
    ex,
    sql`SELECT u.cd_sip, u.user_sip, u.nr_telefone FROM ${tabelasUsuario.usuario('u')}
         WHERE u.cd_sip = ANY(${sql.param(cds)}::int[])`,
  );
  return new Map(r.map((a) => [Number(a.cd_sip), { ...a, user_sip: Number(a.user_sip) }]));
}

type TipoVaga = 'A' | 'G' | 'Q' | 'O';
const TIPOS_VAGA: readonly string[] = ['A', 'G', 'Q', 'O'];

/** The kind of vacancy (A, G, Q, O) the catalogue gives each position. */
async function tiposDosCargos(ex: Executor, cds: readonly number[]): Promise<Map<number, TipoVaga>> {
  if (!cds.length) return new Map();
  const r = await consultar<{ cd: number; tipo: string | null }>(
    ex,
    sql`SELECT c.cd_cargo AS cd, c.id_tipo_vaga AS tipo FROM ${tabelasCatalogo.cargo('c')}
         WHERE c.cd_cargo = ANY(${sql.param(cds)}::int[])`,
  );
  return new Map(
    r.filter((c) => c.tipo && TIPOS_VAGA.includes(c.tipo)).map((c) => [Number(c.cd), c.tipo as TipoVaga]),
  );
}

/** The analyst's columns of a vacancy. */
function colunasDoAnalista(cdSip: number, a: Analista | undefined): VagaAlteracao {
  return a
    ? { cd_pessoa_analista: a.user_sip, cd_usuario_analista: cdSip, nr_telefone_analista: a.nr_telefone }
    : {};
}

const origemDe = (lote: LoteImportacao) => `${lote.nomeArquivo} (importação nº ${lote.cdImportacao})`;

async function nota(tx: Tx, nrVaga: number, lote: LoteImportacao, textoNota: string): Promise<void> {
  await tx.insert(vaga_historico).values({
    nr_vaga: nrVaga,
    cd_usuario: lote.cdUsuario,
    id_tipo: TIPO_HISTORICO_IMPORTACAO,
    ds_historico: escaparHtml(textoNota),
  });
}

/**
 * Open vacancies (docs/importacao.md), keyed by their number in the other system (nr_vaga_origem).
 * A new number opens a requisition with its one vacancy as the opening does (the header's and the
 * publishing columns, the billing of the hiring type, the client's unit and city, its
 * confidentiality; selection, of the kind its position has in the catalogue), in the situation
 * Aberta, opened on the file's date, in the file's unit or the client's, with the analyst of the
 * file's login, and a note naming the import; the analysts get no alert. A vacancy already
 * imported, when the import updates, gets the mapped fields that changed (not its client) with a
 * note of what did; a frozen one is kept as it is.
 */
export const gravadorVagas: GravadorImportacao = {
  async existentes(ex, chaves) {
    const r = await consultar<{ nr: string }>(
      ex,
      sql`SELECT v.nr_vaga_origem::text AS nr FROM vaga v
           WHERE v.nr_vaga_origem = ANY(${sql.param(chaves)}::bigint[])`,
    );
    return new Set(r.map((x) => x.nr));
  },

  async gravar(tx, lote) {
    const numeros = lote.linhas.map((l) => Number(l.chave));
    const naBase = new Map(
      (
        await tx
          .select()
          .from(vaga)
          .where(inArray(vaga.nr_vaga_origem, numeros))
          .orderBy(vaga.nr_vaga)
          .for('update')
      ).map((v) => [String(v.nr_vaga_origem), v]),
    );
    const doCliente = await clientes(tx, [
      ...new Set(lote.linhas.map((l) => numero(l.dados.cd_pessoa_cliente)).filter((c) => c !== null)),
    ]);
    const tipos = await tiposDosCargos(tx, [
      ...new Set(lote.linhas.map((l) => numero(l.dados.cd_cargo)).filter((c) => c !== null)),
    ]);
    const dosAnalistas = await analistas(tx, [
      ...new Set(lote.linhas.map((l) => numero(l.dados.cd_usuario_analista)).filter((c) => c !== null)),
    ]);
    const resultados: ResultadoGravacao[] = [];
    for (const l of lote.linhas) {
      const atual = naBase.get(l.chave);
      if (atual) {
        const mudou =
          lote.atualizar &&
          !vagaCongelada(atual.cd_situacao_vaga) &&
          (await atualizarVaga(tx, atual, l.dados, dosAnalistas, lote));
        resultados.push({ nr_linha: l.nr_linha, resultado: mudou ? 'U' : 'S', cd_registro: atual.nr_vaga });
        continue;
      }
      const tipo = tipos.get(l.dados.cd_cargo as number) ?? 'O';
      const nrVaga = await abrirVaga(tx, l.dados, tipo, doCliente, dosAnalistas, lote);
      resultados.push({ nr_linha: l.nr_linha, resultado: 'I', cd_registro: nrVaga });
    }
    return resultados;
  },

  async aoConcluir({ deps }) {
    await deps.db.execute(sql`ANALYZE requisicao`);
    await deps.db.execute(sql`ANALYZE vaga`);
  },
};

/** The requisition and its one vacancy of a new row; the vacancy's number. */
async function abrirVaga(
  tx: Tx,
  d: Dados,
  tipoVaga: TipoVaga,
  doCliente: ReadonlyMap<number, ClienteDaVaga>,
  dosAnalistas: ReadonlyMap<number, Analista>,
  lote: LoteImportacao,
): Promise<number> {
  const cdCliente = d.cd_pessoa_cliente as number;
  const cliente = doCliente.get(cdCliente);
  if (!cliente) throw new Error(`cliente ${cdCliente} não encontrado`);
  const cdEmpresa = numero(d.cd_empresa) ?? cliente.cd_empresa;
  const cdTipoContratacao = d.cd_tipo_contratacao as number;
  const abertura = d.dt_abertura as string;
  const cabecalho = {
    nm_requisitante: texto(d.nm_requisitante),
    ds_area: texto(d.ds_area),
    nr_pedido_cliente: null,
    cd_tipo_contratacao: cdTipoContratacao,
    // the file tells neither: selection, and the kind the catalogue gives the position
    id_setor: 'S',
    id_tipo_vaga: tipoVaga,
    ds_observacoes: texto(d.ds_observacoes),
  } as const;
  const [r] = await tx
    .insert(requisicao)
    .values({
      cd_pessoa_cliente: cdCliente,
      cd_empresa: cdEmpresa,
      cd_empresa_cliente: cliente.cd_empresa,
      dt_requisicao: abertura,
      qt_vagas: 1,
      nm_requisitante: cabecalho.nm_requisitante,
      ds_observacoes: cabecalho.ds_observacoes,
      cd_tipo_contratacao: cdTipoContratacao,
      ds_area: cabecalho.ds_area,
      id_recrutamento: 'N',
      id_tipo_vaga: cabecalho.id_tipo_vaga,
      criado_por: lote.cdUsuario,
      alterado_por: lote.cdUsuario,
    })
    .returning({ nr: requisicao.nr_requisicao });
  const cdAnalista = numero(d.cd_usuario_analista);
  const agora = new Date();
  const [v] = await tx
    .insert(vaga)
    .values({
      nr_requisicao: r!.nr,
      cd_empresa: cdEmpresa,
      cd_pessoa_cliente: cdCliente,
      cd_empresa_cliente: cliente.cd_empresa,
      cd_situacao_vaga: SITUACAO_VAGA.ABERTA,
      dt_situacao: agora,
      dt_abertura: abertura,
      dt_prorrogacao: texto(d.dt_prorrogacao),
      dt_ultima_movimentacao: agora,
      ...colunasDoCabecalho(cabecalho),
      ...faturamentoPadrao(cdTipoContratacao),
      ...colunasDaDivulgacao({
        id_libera_internet: 'N',
        qt_candidatos_vaga_web: LIMITES_ABERTURA.qtCandidatosWebPadrao,
        ds_observacao_internet: null,
      }),
      cd_cargo: d.cd_cargo as number,
      cd_cargo_cliente: numero(d.cd_cargo_cliente),
      vl_salario: numero(d.vl_salario),
      id_salario: texto(d.id_salario) ?? 'M',
      id_vaga_confidencial: confidencialDaLinha({ id_vaga_sigilosa: 'N' }, cliente.id_confidencial_padrao),
      ...(cdAnalista === null ? {} : colunasDoAnalista(cdAnalista, dosAnalistas.get(cdAnalista))),
      cd_uf_perfil: cliente.cd_uf,
      nm_cidades_perfil: cliente.nm_cidade ? [cliente.nm_cidade] : null,
      cd_importacao: lote.cdImportacao,
      nr_vaga_origem: d.nr_vaga_origem as number,
      criado_por: lote.cdUsuario,
      alterado_por: lote.cdUsuario,
    })
    .returning({ nr: vaga.nr_vaga });
  await nota(
    tx,
    v!.nr,
    lote,
    `Vaga importada do arquivo ${origemDe(lote)}, vaga nº ${d.nr_vaga_origem} na origem.`,
  );
  return v!.nr;
}

/** What a row may change on a vacancy: its mapped columns with a value (a blank cell keeps the vacancy's). */
function alteracoesDaLinha(
  atual: VagaRegistro,
  d: Dados,
  dosAnalistas: ReadonlyMap<number, Analista>,
): VagaAlteracao {
  const novos: VagaAlteracao = {};
  const n = (k: 'cd_empresa' | 'cd_cargo' | 'cd_cargo_cliente' | 'cd_tipo_contratacao' | 'vl_salario') => {
    const v = numero(d[k]);
    if (v !== null) novos[k] = v;
  };
  const t = (
    k: 'id_salario' | 'dt_abertura' | 'dt_prorrogacao' | 'nm_requisitante' | 'ds_area' | 'ds_observacoes',
  ) => {
    const v = texto(d[k]);
    if (v !== null) novos[k] = v;
  };
  for (const k of [
    'cd_empresa',
    'cd_cargo',
    'cd_cargo_cliente',
    'cd_tipo_contratacao',
    'vl_salario',
  ] as const)
    n(k);
  for (const k of [
    'id_salario',
    'dt_abertura',
    'dt_prorrogacao',
    'nm_requisitante',
    'ds_area',
    'ds_observacoes',
  ] as const)
    t(k);
  // a new hiring type brings its billing while nothing has been billed
  if (
    novos.cd_tipo_contratacao !== undefined &&
    novos.cd_tipo_contratacao !== atual.cd_tipo_contratacao &&
    atual.pc_total_faturado === 0
  )
    Object.assign(novos, faturamentoPadrao(novos.cd_tipo_contratacao));
  const cdAnalista = numero(d.cd_usuario_analista);
  if (cdAnalista !== null) Object.assign(novos, colunasDoAnalista(cdAnalista, dosAnalistas.get(cdAnalista)));
  return novos;
}

/** The requisition's columns an imported vacancy mirrors (its requisition has only it). */
const DA_REQUISICAO = [
  'nm_requisitante',
  'ds_area',
  'ds_observacoes',
  'cd_tipo_contratacao',
  'cd_empresa',
] as const;

/** Writes the row's changes on a vacancy already imported, with a note of them; true when something changed. */
async function atualizarVaga(
  tx: Tx,
  atual: VagaRegistro,
  d: Dados,
  dosAnalistas: ReadonlyMap<number, Analista>,
  lote: LoteImportacao,
): Promise<boolean> {
  const mudancas = alteracoesDe(atual, alteracoesDaLinha(atual, d, dosAnalistas));
  if (Object.keys(mudancas).length === 0) return false;
  await tx
    .update(vaga)
    .set({ ...mudancas, alterado_em: sql`now()`, alterado_por: lote.cdUsuario })
    .where(eq(vaga.nr_vaga, atual.nr_vaga));
  const daRequisicao: Partial<typeof requisicao.$inferInsert> = {};
  for (const k of DA_REQUISICAO)
    if (mudancas[k] !== undefined) Object.assign(daRequisicao, { [k]: mudancas[k] });
  if (mudancas.dt_abertura !== undefined) daRequisicao.dt_requisicao = mudancas.dt_abertura;
  if (Object.keys(daRequisicao).length)
    await tx
      .update(requisicao)
      .set({ ...daRequisicao, alterado_em: new Date(), alterado_por: lote.cdUsuario })
      .where(sql`${requisicao.nr_requisicao} = ${atual.nr_requisicao} AND ${requisicao.qt_vagas} = 1`);
  const partes = descreverAlteracoes(atual as Record<string, unknown>, mudancas);
  await nota(
    tx,
    atual.nr_vaga,
    lote,
    `Vaga atualizada pela importação do arquivo ${origemDe(lote)}: ${partes.join('; ')}`,
  );
  return true;
}
