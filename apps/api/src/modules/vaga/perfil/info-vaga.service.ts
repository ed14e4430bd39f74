import type { InfoAnalistaVagaResposta, InfoVagaResposta } from '@backoffice/domain/vaga-info';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../../db/client';
import { num, sn } from '../../../db/linha';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { type ColunasPerfil, perfilDasColunas } from './perfil-vaga.service';

/** What the actions on a vacancy check first: that it exists and its situation. */
export interface SituacaoVaga {
  nr_vaga: number;
  nr_requisicao: number;
  cd_situacao_vaga: number;
  cd_pessoa_cliente: number;
  congelada: boolean;
}

/** The vacancy's situation, or null when it does not exist; `travar` locks the row for the caller's transaction. */
export async function situacaoDaVaga(
  exec: Executor,
  nrVaga: number,
  travar = false,
): Promise<SituacaoVaga | null> {
  const r = linhas<{
    nr_vaga: number | string;
    nr_requisicao: number | string;
    cd_situacao_vaga: number;
    cd_pessoa_cliente: number | string;
  }>(
    await exec.execute(sql`
      SELECT nr_vaga, nr_requisicao, cd_situacao_vaga, cd_pessoa_cliente FROM vaga WHERE nr_vaga = ${nrVaga}
      ${travar ? sql`FOR UPDATE` : sql``}`),
  );
  if (!r.length) return null;
  const v = r[0];
  return {
    nr_vaga: Number(v.nr_vaga),
    nr_requisicao: Number(v.nr_requisicao),
    cd_situacao_vaga: Number(v.cd_situacao_vaga),
    cd_pessoa_cliente: Number(v.cd_pessoa_cliente),
    congelada: vagaCongelada(Number(v.cd_situacao_vaga)),
  };
}

const ts = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * The vacancy's search profile and detail data (spec 000 §3.9, §2.7), or null when it does not
 * exist. PERFIL_PESQUISA is the last set of filters saved with Gravar, else the profile columns.
 */
export async function lerInfoVaga(
  exec: Executor,
  nrVaga: number,
): Promise<Omit<InfoVagaResposta, 'VAGAS_ATRASADAS_USUARIO'> | null> {
  const r = linhas<Record<string, unknown>>(
    await exec.execute(sql`
      SELECT v.nr_vaga, v.nr_requisicao, v.cd_empresa, u.nm_empresa, v.cd_pessoa_cliente,
             cli.nm_pessoa AS nm_pessoa_cliente, cli.nm_apelido AS nm_apelido_cliente,
             v.cd_cargo, cg.nm_cargo, v.cd_cargo_cliente, cc.nm_cargo_cliente, v.cd_qualificacao_cargo,
             v.nr_anos_experiencia_de::float8 AS nr_anos_experiencia_de,
             v.nr_anos_experiencia_ate::float8 AS nr_anos_experiencia_ate,
             v.vl_pretensao_salarial_1::float8 AS vl_pretensao_salarial_1,
             v.vl_pretensao_salarial_2::float8 AS vl_pretensao_salarial_2,
             v.cd_grau_instrucao_de, e1.nm_escolaridade AS nm_grau_instrucao_de,
             v.cd_grau_instrucao_ate, e2.nm_escolaridade AS nm_grau_instrucao_ate,
             v.ds_palavras_chave_obrigatorio, v.ds_palavras_chave_opcional, v.ds_palavras_chave_excluido,
             v.id_turno_normal, v.id_turno_matutino, v.id_turno_vespertino, v.id_turno_noturno, v.id_revezamento,
             v.id_possue_deficiencia, v.id_deficiencia_intelectual, v.id_deficiencia_fisica, v.id_deficiencia_visual,
             v.id_deficiencia_auditiva, v.id_deficiencia_mental, v.id_deficiencia_multipla,
             v.id_deficiencia_reabilitado, v.nr_idade_de, v.nr_idade_ate, v.nr_peso_de, v.nr_peso_ate,
             v.nr_altura_de::float8 AS nr_altura_de, v.nr_altura_ate::float8 AS nr_altura_ate,
             v.id_sexo, v.id_estado_civil, v.id_fumante, v.id_primeiro_emprego, v.id_cursando,
             v.cd_habilitacao_cat, v.id_possui_veiculo, v.cd_pais_perfil, v.cd_uf_perfil,
             v.nm_cidades_perfil, v.nm_bairros_perfil, v.cd_idioma, i.nm_idioma, v.id_leitura, v.id_escrita,
             v.id_fala, v.cd_pessoa_cliente_restricao, cr.nm_pessoa AS nm_pessoa_cliente_restricao,
             to_char(v.dt_limite_restricao, 'YYYY-MM-DD') AS dt_limite_restricao,
             v.id_vaga_sigilosa, v.id_vaga_confidencial, v.id_vaga_pcd,
             v.pc_faturamento::float8 AS pc_faturamento, v.ad_pc_faturamento::float8 AS ad_pc_faturamento,
             v.pc_fat_encaminhamento::float8 AS pc_fat_encaminhamento,
             v.pc_total_faturado::float8 AS pc_total_faturado,
             v.cd_situacao_vaga, s.nm_situacao_vaga, v.ds_situacao_vaga,
             v.cd_tipo_contratacao, tc.nm_tipo_contratacao, v.id_tipo_vaga, v.ds_area,
             v.id_libera_internet, ${ts('v.dt_libera_internet')} AS dt_libera_internet,
             ${ts('v.dt_retira_internet')} AS dt_retira_internet, v.id_divulga_autoatendimento,
             v.id_recrutamento, v.id_setor, v.id_insalubridade, v.id_periculosidade,
             v.vl_insalubridade::float8 AS vl_insalubridade, v.vl_periculosidade::float8 AS vl_periculosidade,
             v.vl_salario::float8 AS vl_salario, v.id_salario, v.cd_turno, t.nm_turno, v.cd_centro_custo,
             ccu.nm_centro_custo, to_char(v.dt_abertura, 'YYYY-MM-DD') AS dt_abertura,
             coalesce(v.nm_requisitante, rq.nm_requisitante) AS nm_requisitante, v.nr_pedido_cliente,
             cri.nm_pessoa AS nm_pessoa_criador, v.cd_pessoa_analista, an.nm_pessoa AS nm_pessoa_analista,
             coalesce(v.nr_telefone_analista, ua.nr_telefone) AS nr_telefone_analista,
             v.ds_observacoes, v.ds_informacoes_adicionais, pp.ds_filtros AS filtros_salvos
        FROM vaga v
        JOIN requisicao rq ON rq.nr_requisicao = v.nr_requisicao
        JOIN ${tabelasCatalogo.situacao_vaga('s')} ON s.cd_situacao_vaga = v.cd_situacao_vaga
        LEFT JOIN ${tabelasCatalogo.empresa('u')} ON u.cd_empresa = v.cd_empresa
        LEFT JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
        LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
        LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
        LEFT JOIN ${tabelasCatalogo.escolaridade('e1')} ON e1.cd_escolaridade = v.cd_grau_instrucao_de
        LEFT JOIN ${tabelasCatalogo.escolaridade('e2')} ON e2.cd_escolaridade = v.cd_grau_instrucao_ate
        LEFT JOIN ${tabelasCatalogo.idioma('i')} ON i.cd_idioma = v.cd_idioma
        LEFT JOIN ${tabelasCandidato.pessoa('cr')} ON cr.cd_pessoa = v.cd_pessoa_cliente_restricao
        LEFT JOIN ${tabelasCatalogo.tipo_contratacao('tc')} ON tc.cd_tipo_contratacao = v.cd_tipo_contratacao
        LEFT JOIN ${tabelasCatalogo.turno('t')} ON t.cd_turno = v.cd_turno
        LEFT JOIN ${tabelasCliente.centro_custo('ccu')} ON ccu.cd_pessoa_cliente = v.cd_pessoa_cliente
             AND ccu.cd_empresa_cliente = v.cd_empresa_cliente AND ccu.cd_centro_custo = v.cd_centro_custo
        LEFT JOIN ${tabelasUsuario.usuario('uc')} ON uc.cd_sip = v.criado_por
        LEFT JOIN ${tabelasCandidato.pessoa('cri')} ON cri.cd_pessoa = uc.user_sip
        LEFT JOIN ${tabelasCandidato.pessoa('an')} ON an.cd_pessoa = v.cd_pessoa_analista
        LEFT JOIN ${tabelasUsuario.usuario('ua')} ON ua.user_sip = v.cd_pessoa_analista
        LEFT JOIN vaga_perfil_pesquisa pp ON pp.nr_vaga = v.nr_vaga
       WHERE v.nr_vaga = ${nrVaga}`),
  );
  if (!r.length) return null;
  const v = r[0];
  const n = (k: string) => num(v[k]);
  const s = (k: string) => (v[k] === null || v[k] === undefined ? null : String(v[k]));
  const f = (k: string) => sn(v[k]);
  const fn = (k: string) => (v[k] === 'S' || v[k] === 'N' ? (v[k] as 'S' | 'N') : null);
  const colunas = {
    ...v,
    nr_vaga: Number(v.nr_vaga),
    nr_requisicao: Number(v.nr_requisicao),
    cd_cargo: n('cd_cargo'),
    cd_pessoa_cliente_restricao: n('cd_pessoa_cliente_restricao'),
  } as unknown as ColunasPerfil;
  const salvos = v.filtros_salvos as Record<string, unknown> | null;
  return {
    NR_VAGA: Number(v.nr_vaga),
    NR_REQUISICAO: Number(v.nr_requisicao),
    CD_EMPRESA: Number(v.cd_empresa),
    NM_EMPRESA: s('nm_empresa'),
    CD_PESSOA_CLIENTE: Number(v.cd_pessoa_cliente),
    NM_PESSOA_CLIENTE: s('nm_pessoa_cliente'),
    NM_APELIDO_CLIENTE: s('nm_apelido_cliente'),
    CD_CARGO: n('cd_cargo'),
    NM_CARGO: s('nm_cargo'),
    CD_CARGO_CLIENTE: n('cd_cargo_cliente'),
    NM_CARGO_CLIENTE: s('nm_cargo_cliente'),
    CD_QUALIFICACAO_CARGO: n('cd_qualificacao_cargo'),
    NR_ANOS_EXPERIENCIA_DE: n('nr_anos_experiencia_de'),
    NR_ANOS_EXPERIENCIA_ATE: n('nr_anos_experiencia_ate'),
    VL_PRETENSAO_SALARIAL_1: n('vl_pretensao_salarial_1'),
    VL_PRETENSAO_SALARIAL_2: n('vl_pretensao_salarial_2'),
    CD_GRAU_INSTRUCAO_DE: n('cd_grau_instrucao_de'),
    NM_GRAU_INSTRUCAO_DE: s('nm_grau_instrucao_de'),
    CD_GRAU_INSTRUCAO_ATE: n('cd_grau_instrucao_ate'),
    NM_GRAU_INSTRUCAO_ATE: s('nm_grau_instrucao_ate'),
    DS_PALAVRAS_CHAVE_OBRIGATORIO: s('ds_palavras_chave_obrigatorio'),
    DS_PALAVRAS_CHAVE_OPCIONAL: s('ds_palavras_chave_opcional'),
    DS_PALAVRAS_CHAVE_EXCLUIDO: s('ds_palavras_chave_excluido'),
    ID_TURNO_NORMAL: fn('id_turno_normal'),
    ID_TURNO_MATUTINO: fn('id_turno_matutino'),
    ID_TURNO_VESPERTINO: fn('id_turno_vespertino'),
    ID_TURNO_NOTURNO: fn('id_turno_noturno'),
    ID_REVEZAMENTO: fn('id_revezamento'),
    ID_POSSUE_DEFICIENCIA: fn('id_possue_deficiencia'),
    ID_DEFICIENCIA_INTELECTUAL: f('id_deficiencia_intelectual'),
    ID_DEFICIENCIA_FISICA: f('id_deficiencia_fisica'),
    ID_DEFICIENCIA_VISUAL: f('id_deficiencia_visual'),
    ID_DEFICIENCIA_AUDITIVA: f('id_deficiencia_auditiva'),
    ID_DEFICIENCIA_MENTAL: f('id_deficiencia_mental'),
    ID_DEFICIENCIA_MULTIPLA: f('id_deficiencia_multipla'),
    ID_DEFICIENCIA_REABILITADO: f('id_deficiencia_reabilitado'),
    NR_IDADE_DE: n('nr_idade_de'),
    NR_IDADE_ATE: n('nr_idade_ate'),
    NR_PESO_DE: n('nr_peso_de'),
    NR_PESO_ATE: n('nr_peso_ate'),
    NR_ALTURA_DE: n('nr_altura_de'),
    NR_ALTURA_ATE: n('nr_altura_ate'),
    ID_SEXO: s('id_sexo'),
    ID_ESTADO_CIVIL: s('id_estado_civil'),
    ID_FUMANTE: fn('id_fumante'),
    ID_PRIMEIRO_EMPREGO: fn('id_primeiro_emprego'),
    ID_CURSANDO: fn('id_cursando'),
    CD_HABILITACAO_CAT: s('cd_habilitacao_cat'),
    ID_POSSUI_VEICULO: fn('id_possui_veiculo'),
    CD_PAIS: n('cd_pais_perfil'),
    CD_UF: s('cd_uf_perfil'),
    NM_CIDADES: (v.nm_cidades_perfil as string[] | null) ?? [],
    NM_BAIRROS: (v.nm_bairros_perfil as string[] | null) ?? [],
    CD_IDIOMA: n('cd_idioma'),
    NM_IDIOMA: s('nm_idioma'),
    ID_LEITURA: n('id_leitura'),
    ID_ESCRITA: n('id_escrita'),
    ID_FALA: n('id_fala'),
    CD_PESSOA_CLIENTE_RESTRICAO: n('cd_pessoa_cliente_restricao'),
    NM_PESSOA_CLIENTE_RESTRICAO: s('nm_pessoa_cliente_restricao'),
    DT_LIMITE_RESTRICAO: s('dt_limite_restricao'),
    ID_VAGA_SIGILOSA: f('id_vaga_sigilosa'),
    ID_VAGA_CONFIDENCIAL: f('id_vaga_confidencial'),
    ID_VAGA_PCD: f('id_vaga_pcd'),
    PC_FATURAMENTO: n('pc_faturamento'),
    AD_PC_FATURAMENTO: n('ad_pc_faturamento'),
    PC_FAT_ENCAMINHAMENTO: n('pc_fat_encaminhamento'),
    PC_TOTAL_FATURADO: n('pc_total_faturado'),
    SITUACAO_VAGA: {
      CD_SITUACAO_VAGA: Number(v.cd_situacao_vaga),
      NM_SITUACAO: String(v.nm_situacao_vaga),
      DS_SITUACAO_VAGA: s('ds_situacao_vaga'),
    },
    VAGA_CONGELADA: vagaCongelada(Number(v.cd_situacao_vaga)) ? 'S' : 'N',
    CD_TIPO_CONTRATACAO: Number(v.cd_tipo_contratacao),
    NM_TIPO_CONTRATACAO: s('nm_tipo_contratacao'),
    ID_TIPO_VAGA: s('id_tipo_vaga'),
    DS_AREA: s('ds_area'),
    ID_LIBERA_INTERNET: f('id_libera_internet'),
    DT_LIBERA_INTERNET: s('dt_libera_internet'),
    DT_RETIRA_INTERNET: s('dt_retira_internet'),
    ID_DIVULGA_AUTOATENDIMENTO: f('id_divulga_autoatendimento'),
    ID_RECRUTAMENTO: f('id_recrutamento'),
    ID_SETOR: s('id_setor'),
    ID_INSALUBRIDADE: f('id_insalubridade'),
    ID_PERICULOSIDADE: f('id_periculosidade'),
    VL_INSALUBRIDADE: n('vl_insalubridade'),
    VL_PERICULOSIDADE: n('vl_periculosidade'),
    VL_SALARIO: n('vl_salario'),
    ID_SALARIO: s('id_salario'),
    CD_TURNO: n('cd_turno'),
    NM_TURNO: s('nm_turno'),
    CD_CENTRO_CUSTO: s('cd_centro_custo'),
    NM_CENTRO_CUSTO: s('nm_centro_custo'),
    DT_ABERTURA: s('dt_abertura'),
    NM_REQUISITANTE: s('nm_requisitante'),
    NR_PEDIDO_CLIENTE: s('nr_pedido_cliente'),
    NM_PESSOA_CRIADOR: s('nm_pessoa_criador'),
    CD_PESSOA_ANALISTA: n('cd_pessoa_analista'),
    NM_PESSOA_ANALISTA: s('nm_pessoa_analista'),
    NR_TELEFONE_ANALISTA: s('nr_telefone_analista'),
    DS_OBSERVACOES: s('ds_observacoes'),
    DS_INFORMACOES_ADICIONAIS: s('ds_informacoes_adicionais'),
    PERFIL_PESQUISA: salvos ?? perfilDasColunas(colunas),
  };
}

/** The vacancy's analyst (nulls when it has none), or null when the vacancy does not exist. */
export async function lerAnalistaVaga(
  exec: Executor,
  nrVaga: number,
): Promise<InfoAnalistaVagaResposta | null> {
  const r = linhas<Record<string, unknown>>(
    await exec.execute(sql`
      SELECT v.nr_vaga, v.cd_pessoa_analista, p.nm_pessoa, u.cd_sip, u.cd_unid,
             coalesce(v.nr_telefone_analista, u.nr_telefone) AS nr_telefone, coalesce(u.ds_email, p.ds_email) AS ds_email
        FROM vaga v
        LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = v.cd_pessoa_analista
        LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.user_sip = v.cd_pessoa_analista
       WHERE v.nr_vaga = ${nrVaga}`),
  );
  if (!r.length) return null;
  const v = r[0];
  const s = (x: unknown) => (x === null || x === undefined ? null : String(x));
  return {
    NR_VAGA: Number(v.nr_vaga),
    CD_PESSOA: num(v.cd_pessoa_analista),
    NM_PESSOA: s(v.nm_pessoa),
    CD_SIP: num(v.cd_sip),
    CD_UNID: num(v.cd_unid),
    NR_TELEFONE: s(v.nr_telefone),
    DS_EMAIL: s(v.ds_email),
  };
}
