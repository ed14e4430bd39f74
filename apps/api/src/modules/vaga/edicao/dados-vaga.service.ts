import { podeAcessar } from '@backoffice/domain/permissions';
import type { DadosVaga } from '@backoffice/domain/vaga-dados';
import { abasHabilitadas, abasVisiveis, hojeNegocio } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { SITUACAO_VAGA } from '@backoffice/domain/vaga-situacao';
import {
  MENSAGENS_SITUACAO,
  opcoesSituacao,
  permiteAtualizarSituacao,
  podeJustificar,
  vagaExpirada,
} from '@backoffice/domain/vaga-situacao-regras';
import { sql } from 'drizzle-orm';
import { consultar } from '../../../db/client';
import { iso, num, sn } from '../../../db/linha';
import { notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import type { ContextoEdicao } from '../alteracao.service';
import {
  candidatoAprovado,
  catalogoSituacoes,
  recrutadorPodeAlterarSituacao,
  usuarioJustifica,
} from '../situacao/situacao.service';
import { diasPrazoDaUnidade } from '../situacao/vaga-prazo.service';

const ABA_SITUACAO = 'tab_situacao_vaga';

const M = MENSAGENS_VAGA_EDICAO;

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
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_empresa
          JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
          LEFT JOIN ${tabelasCatalogo.situacao_vaga('s')} ON s.cd_situacao_vaga = v.cd_situacao_vaga
          LEFT JOIN ${tabelasCatalogo.motivo_cancelamento('mc')} ON mc.cd_motivo_cancelamento = v.cd_motivo_cancelamento
          LEFT JOIN ${tabelasCatalogo.tipo_contratacao('tc')} ON tc.cd_tipo_contratacao = v.cd_tipo_contratacao
          LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
          LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN ${tabelasCatalogo.turno('t')} ON t.cd_turno = v.cd_turno
          LEFT JOIN ${tabelasCliente.centro_custo('ccu')} ON ccu.cd_pessoa_cliente = v.cd_pessoa_cliente
                                    AND ccu.cd_empresa_cliente = v.cd_empresa_cliente
                                    AND ccu.cd_centro_custo = v.cd_centro_custo
          LEFT JOIN ${tabelasCandidato.pessoa('an')} ON an.cd_pessoa = v.cd_pessoa_analista
          LEFT JOIN ${tabelasUsuario.usuario('ucr')} ON ucr.cd_sip = v.criado_por
          LEFT JOIN ${tabelasCandidato.pessoa('cr')} ON cr.cd_pessoa = ucr.user_sip
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!l) throw notFound(M.conflito.vagaNaoEncontrada);
  const [catalogo, aprovado] = await Promise.all([catalogoSituacoes(db), candidatoAprovado(db, nrVaga)]);
  const cdSituacao = Number(l.cd_situacao_vaga);
  const cdTipo = Number(l.cd_tipo_contratacao);
  const expirada = vagaExpirada(
    {
      cd_situacao_vaga: cdSituacao,
      nr_dias_prazo_vaga: await diasPrazoDaUnidade(db, Number(l.cd_empresa)),
      dt_abertura: l.dt_abertura,
      dt_prorrogacao: l.dt_prorrogacao,
    },
    hojeNegocio(),
  );
  const opcoes = opcoesSituacao({ atual: cdSituacao, expirada, catalogo: catalogo.map((c) => c.cd) });
  const nomes = new Map(catalogo.map((c) => [c.cd, c.nome]));
  const congelada = cdSituacao === SITUACAO_VAGA.CONGELADA;
  // a recruiter (no Selection code) sees only the situation tab, and only of an own overdue vacancy
  const selecao = podeAcessar(ctx.usuario.permissoes, 'selecao');
  const recrutadorCancela =
    !selecao &&
    (await recrutadorPodeAlterarSituacao(
      db,
      ctx.usuario,
      {
        cd_situacao_vaga: cdSituacao,
        dt_abertura: l.dt_abertura,
        dt_prorrogacao: l.dt_prorrogacao,
        cd_pessoa_analista: l.cd_pessoa_analista,
      },
      hojeNegocio(),
    ));
  const visiveis = abasVisiveis({
    cdTipoContratacao: cdTipo,
    expirada,
    idLiberaInternet: sn(l.id_libera_internet),
  });
  const abas = selecao ? visiveis : recrutadorCancela ? visiveis.filter((a) => a === ABA_SITUACAO) : [];
  const permiteSituacao = permiteAtualizarSituacao({
    cdSituacao,
    cdTipoContratacao: cdTipo,
    temCandidatoAprovado: aprovado !== null,
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
    PERMITE_ATUALIZAR:
      selecao || recrutadorCancela
        ? permiteSituacao
        : { atualiza: false, mensagem: MENSAGENS_SITUACAO.somenteVagaAtrasadaPropria },
    CD_QUALIFICACAO_CARGO: num(l.cd_qualificacao_cargo),
    CD_TIPO_CONTRATACAO: cdTipo,
    NM_TIPO_CONTRATACAO: l.nm_tipo_contratacao,
    ID_CANCELADA_JUST: sn(l.id_cancelada_just),
    DS_JUSTIFICATIVA: l.ds_justificativa,
    PERMITE_JUSTIFICAR: podeJustificar({
      usuarioListado: selecao && (await usuarioJustifica(ctx.deps, ctx.usuario)),
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
